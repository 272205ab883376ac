/**
 * bench:matching's labelled statements: for each source (a personal M-PESA statement, the M-PESA business
 * portal's export, a bank's CSV) a business's customers and open invoices, the payments the owner recorded by
 * hand, and a month of lines, each with its truth (what it pays, or that it is a charge or nothing of the
 * books) and the noise it carries. Deterministic for a seed and a mix of noise.
 */
import type { SeedContact, SeedInvoice } from './banking-support.ts';
import { seeded } from './statement-rows.ts';

export type Source = 'personal' | 'portal' | 'bank';
export const SOURCES: Source[] = ['personal', 'portal', 'bank'];

export type Truth =
  | { kind: 'invoice_payment'; invoices: string[] }
  | { kind: 'payment'; invoice: string }
  | { kind: 'fee' }
  | { kind: 'none' };

export interface LabelledLine {
  reference: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  time: string;
  details: string;
  /** Signed shillings, two decimals. */
  amount: string;
  otherParty?: string;
  acNo?: string;
  truth: Truth;
  noise: string[];
}

export interface RecordedPayment {
  invoice: string;
  amount: string;
  paidOn: string;
  method: 'mpesa' | 'bank_transfer';
  reference: string | null;
}

export interface SourceSet {
  source: Source;
  contacts: SeedContact[];
  invoices: (Omit<SeedInvoice, 'cents'> & { amount: string })[];
  recorded: RecordedPayment[];
  lines: LabelledLine[];
}

/** How often each kind of noise appears (0–1). */
export interface NoiseMix {
  misspelt: number;
  initials: number;
  maskedPhone: number;
  noisyNumber: number;
  typoNumber: number;
  noNumber: number;
  partial: number;
  several: number;
  recorded: number;
  twinAmounts: number;
  strangers: number;
}

const FIRST = [
  'JOHN',
  'MARY',
  'PETER',
  'GRACE',
  'JAMES',
  'FAITH',
  'DAVID',
  'MERCY',
  'JOSEPH',
  'ANNE',
  'SAMUEL',
  'ESTHER',
  'BRIAN',
  'LUCY',
  'KEVIN',
  'JANE',
  'DENNIS',
  'CAROLINE',
  'MOSES',
  'WINNIE',
];
const LAST = [
  'OTIENO',
  'WANJIKU',
  'KAMAU',
  'ACHIENG',
  'MWANGI',
  'NJERI',
  'KIPTOO',
  'AKINYI',
  'MUTUA',
  'CHEBET',
  'OMONDI',
  'WAMBUI',
  'KOECH',
  'MAINA',
  'NJOROGE',
  'ODHIAMBO',
  'WAFULA',
  'KARIUKI',
  'OCHIENG',
  'NYAMBURA',
];
const TRADES = [
  'HARDWARE',
  'AGENCIES',
  'SUPERMARKET',
  'PHARMACY',
  'ENTERPRISES',
  'TRADERS',
  'BUILDERS',
  'MOTORS',
];
const TOWNS = [
  'NAKURU',
  'THIKA',
  'KISUMU',
  'ELDORET',
  'MACHAKOS',
  'NYERI',
  'MERU',
  'KITALE',
  'EMBU',
  'GARISSA',
];

const title = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();
const shillings = (cents: number) => (cents / 100).toFixed(2);

/** A misspelling as a payer types a name: a letter dropped, doubled or two swapped. */
function misspell(word: string, pick: (below: number) => number): string {
  if (word.length < 5) return `${word}${word.at(-1)}`;
  const at = 1 + pick(word.length - 2);
  switch (pick(3)) {
    case 0:
      return word.slice(0, at) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word[at] + word.slice(at);
    default:
      return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  }
}

export function buildSet(source: Source, seed: number, mix: NoiseMix, customers: number): SourceSet {
  const pick = seeded(seed * 31 + SOURCES.indexOf(source) + 1);
  const chance = (p: number) => pick(10_000) < p * 10_000;
  const contacts: (SeedContact & { phoneDigits: string; words: string[] })[] = [];
  for (let i = 0; i < customers; i++) {
    const company = chance(0.3);
    const first = FIRST[pick(FIRST.length)]!;
    const last = LAST[pick(LAST.length)]!;
    const companyName = company
      ? `${title(TOWNS[pick(TOWNS.length)]!)} ${title(TRADES[pick(TRADES.length)]!)} Ltd`
      : null;
    const digits = `7${String(10_000_000 + (((i + 1) * 7_919 + seed * 104_729) % 89_999_999))}`;
    const stored = [
      `0${digits}`,
      `+254 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
      `254${digits}`,
      `0${digits.slice(0, 3)} ${digits.slice(3)}`,
    ][pick(4)]!;
    contacts.push({
      key: `s${seed}-${source}-${i}`,
      firstName: title(first),
      lastName: title(last),
      companyName,
      phone: chance(0.9) ? stored : null,
      phoneDigits: digits,
      words: company ? companyName!.toUpperCase().split(' ') : [first, last],
    });
  }
  const invoices: SourceSet['invoices'] = [];
  const cents = new Map<string, number>();
  const owner = new Map<string, number>();
  let sequence = 0;
  for (const [index, contact] of contacts.entries()) {
    for (let n = 1 + pick(3); n > 0; n--) {
      sequence += 1;
      const number = `INV-${String(sequence).padStart(4, '0')}`;
      const twin = invoices.length > 0 && chance(mix.twinAmounts);
      const amount = twin
        ? cents.get(invoices[pick(invoices.length)]!.number)!
        : (5 + pick(400)) * 5_000 * (chance(0.5) ? 1.16 : 1);
      const rounded = Math.round(amount);
      invoices.push({
        number,
        sequence,
        contactKey: contact.key,
        amount: shillings(rounded),
        issueDate: `2026-03-${String(1 + pick(20)).padStart(2, '0')}`,
      });
      cents.set(number, rounded);
      owner.set(number, index);
    }
  }
  const unpaid = invoices.map((invoice) => invoice.number);
  const take = (number: string) => unpaid.splice(unpaid.indexOf(number), 1);
  const lines: LabelledLine[] = [];
  const recorded: RecordedPayment[] = [];
  let receipts = 0;
  const receipt = () =>
    `${source === 'bank' ? 'FT' : 'SC'}${(1_000_000_000 + seed * 7_777_777 + receipts++ * 104_723).toString(36).toUpperCase().slice(-8).padStart(8, '0')}`;
  const dayAfter = (date: string, days: number) =>
    new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
  const clock = () =>
    `${String(7 + pick(13)).padStart(2, '0')}:${String(pick(60)).padStart(2, '0')}:${String(pick(60)).padStart(2, '0')}`;

  /** How the payer's name reads on the line. */
  const payerName = (contact: (typeof contacts)[number], noise: string[]) => {
    let words = [...contact.words];
    if (contact.companyName && chance(0.4)) {
      words = words.filter((word) => word !== 'LTD');
      noise.push('company name shortened');
    }
    if (chance(mix.misspelt)) {
      const at = pick(words.length);
      words[at] = misspell(words[at]!, pick);
      noise.push('name misspelt');
    }
    if (!contact.companyName && chance(mix.initials)) {
      words = [`${words[0]![0]}`, words[1]!];
      noise.push('initial for the first name');
    } else if (!contact.companyName && chance(0.15)) {
      words = [words[1]!, words[0]!];
      noise.push('surname first');
    }
    return source === 'bank' && chance(0.5) ? words.map(title).join(' ') : words.join(' ');
  };
  const payerPhone = (contact: (typeof contacts)[number], noise: string[]) => {
    const digits = contact.phoneDigits;
    if (chance(mix.maskedPhone)) {
      noise.push('phone masked');
      return chance(0.5)
        ? `0${digits.slice(0, 3)}***${digits.slice(-3)}`
        : `254${digits.slice(0, 3)}***${digits.slice(-3)}`;
    }
    const form = pick(3);
    noise.push(['phone 07…', 'phone 2547…', 'phone +254…'][form]!);
    return [`0${digits}`, `254${digits}`, `+254${digits}`][form]!;
  };
  const numberText = (numbers: string[], noise: string[]) => {
    if (chance(mix.noNumber)) {
      noise.push('no invoice number');
      return null;
    }
    const value = Number(numbers[0]!.slice(4));
    if (chance(mix.typoNumber)) {
      noise.push('invoice number mistyped');
      return [
        `IVN${String(value).padStart(4, '0')}`,
        `INV-${String(value).padStart(4, '0').replace('0', 'O')}`,
        `in ${value}`,
      ][pick(3)]!;
    }
    if (numbers.length > 1 || chance(mix.noisyNumber)) {
      noise.push('invoice number in another form');
      const forms = [
        `inv ${value}`,
        `INV${String(value).padStart(4, '0')}`,
        `#${value}`,
        `${value}`,
        `Invoice no. ${value}`,
      ];
      return numbers.length > 1
        ? numbers.map((n) => `inv ${Number(n.slice(4))}`).join(' ')
        : forms[pick(forms.length)]!;
    }
    return numbers[0]!;
  };

  const paymentLine = (
    contact: (typeof contacts)[number],
    numbers: string[],
    amountCents: number,
    date: string,
    truth: Truth,
    noise: string[],
  ) => {
    const name = payerName(contact, noise);
    const phone = payerPhone(contact, noise);
    const reference = receipt();
    const time = `${date} ${clock()}`;
    const amount = shillings(amountCents);
    if (source === 'personal') {
      lines.push({
        reference,
        time,
        details: `Funds received from ${phone} - ${name}`,
        amount,
        truth,
        noise,
      });
      return reference;
    }
    const number = numberText(numbers, noise);
    if (source === 'portal') {
      const acNo = number ?? (chance(0.5) ? name.split(' ')[0]! : contact.phoneDigits.slice(-6));
      lines.push({
        reference,
        time,
        details: `Pay Bill from ${phone} - ${name} Acc. ${acNo}`,
        amount,
        otherParty: `${phone} - ${name}`,
        acNo,
        truth,
        noise,
      });
      return reference;
    }
    const via = pick(3);
    const details =
      via === 0
        ? `MPESA C2B 600100 ${phone} ${name}${number ? ` ${number}` : ''}`
        : via === 1
          ? `RTGS/${name}/${number ?? 'PAYMENT'}`
          : `EFT FROM ${name} ${number ?? ''}`.trim();
    lines.push({ reference, time, details, amount, truth, noise });
    return reference;
  };

  const noiseLines = () => {
    const date = `2026-03-${String(10 + pick(19)).padStart(2, '0')}`;
    const time = `${date} ${clock()}`;
    const size = (10 + pick(500)) * 1_000;
    const kind = pick(4);
    if (source === 'bank') {
      const texts = [
        'LEDGER FEE',
        'EXCISE DUTY ON CHARGES',
        'TRF TO MPESA 0711000111',
        'SALARY MARCH KEVIN',
        'KRA PAYMENT 2026030',
        'CHQ 000145 NAIVAS',
      ];
      const text = texts[pick(texts.length)]!;
      lines.push({
        reference: receipt(),
        time,
        details: text,
        amount: shillings(
          text.startsWith('LEDGER') || text.startsWith('EXCISE') ? -(2_000 + pick(50_000)) : -size,
        ),
        truth: { kind: 'none' },
        noise: ['not from the books'],
      });
      return;
    }
    if (kind === 0) {
      const to =
        source === 'personal'
          ? `Pay Bill Online to 888880 - KPLC PREPAID Acc. ${37_000_000 + pick(999_999)}`
          : 'Pay Bill to 888880 - KPLC PREPAID';
      const ref = receipt();
      lines.push({
        reference: ref,
        time,
        details: to,
        amount: shillings(-size),
        otherParty: '888880 - KPLC PREPAID',
        acNo: source === 'portal' ? String(54_000 + pick(999)) : undefined,
        truth: { kind: 'none' },
        noise: ['utility bill'],
      });
      lines.push({
        reference: source === 'personal' ? ref : receipt(),
        time,
        details: source === 'personal' ? 'Pay Bill Charge' : 'Business Pay Bill Charge',
        amount: shillings(-(2_300 + pick(3) * 1_000)),
        truth: { kind: 'fee' },
        noise: ['M-Pesa charge'],
      });
    } else if (kind === 1) {
      const ref = receipt();
      const to =
        source === 'personal'
          ? `Customer Transfer to 0733${String(100_000 + pick(899_999))} - ${LAST[pick(LAST.length)]} SUPPLIES`
          : `Business Payment to 254733${String(100_000 + pick(899_999))} - ${FIRST[pick(FIRST.length)]} ${LAST[pick(LAST.length)]}`;
      lines.push({
        reference: ref,
        time,
        details: to,
        amount: shillings(-size),
        truth: { kind: 'none' },
        noise: ['payment to a supplier'],
      });
      lines.push({
        reference: source === 'personal' ? ref : receipt(),
        time,
        details: source === 'personal' ? 'Customer Transfer of Funds Charge' : 'Business Payment Charge',
        amount: shillings(-(1_500 + pick(6) * 1_000)),
        truth: { kind: 'fee' },
        noise: ['M-Pesa charge'],
      });
    } else if (kind === 2 && source === 'personal') {
      lines.push({
        reference: receipt(),
        time,
        details: 'OverDraft of Credit Party',
        amount: shillings(size / 10),
        truth: { kind: 'none' },
        noise: ['Fuliza'],
      });
    } else {
      lines.push({
        reference: receipt(),
        time,
        details: source === 'personal' ? 'Buy Bundles Online' : 'Pay Utility to 500 - SAFARICOM DATA',
        amount: shillings(-(5_000 + pick(20) * 1_000)),
        truth: { kind: 'none' },
        noise: ['airtime or data'],
      });
    }
  };

  while (unpaid.length > invoices.length * 0.15) {
    const first = unpaid[pick(unpaid.length)]!;
    const index = owner.get(first)!;
    const contact = contacts[index]!;
    const own = unpaid.filter((number) => owner.get(number) === index);
    const invoice = invoices.find((each) => each.number === first)!;
    const noise: string[] = [];
    const lag = pick(26);
    const date = dayAfter(invoice.issueDate, lag);
    if (own.length >= 2 && chance(mix.several)) {
      const paid = own.slice(0, 2 + pick(Math.min(2, own.length - 1)));
      paid.forEach(take);
      noise.push(`pays ${paid.length} invoices`);
      const latest = paid
        .map((number) => invoices.find((each) => each.number === number)!.issueDate)
        .sort()
        .at(-1)!;
      paymentLine(
        contact,
        paid,
        paid.reduce((sum, number) => sum + cents.get(number)!, 0),
        dayAfter(latest, pick(10)),
        { kind: 'invoice_payment', invoices: paid },
        noise,
      );
    } else if (chance(mix.recorded)) {
      take(first);
      const paidOn = date;
      const bankLag = pick(6);
      noise.push(`recorded by hand, ${bankLag} days before the line`);
      const reference = paymentLine(
        contact,
        [first],
        cents.get(first)!,
        dayAfter(paidOn, source === 'bank' ? bankLag : 0),
        { kind: 'payment', invoice: first },
        noise,
      );
      recorded.push({
        invoice: first,
        amount: shillings(cents.get(first)!),
        paidOn,
        method: source === 'bank' ? 'bank_transfer' : 'mpesa',
        reference: source === 'bank' ? null : reference,
      });
    } else if (chance(mix.partial)) {
      take(first);
      const part = Math.round((cents.get(first)! * (30 + pick(50))) / 100 / 10_000) * 10_000 || 10_000;
      noise.push('part payment');
      paymentLine(
        contact,
        [first],
        Math.min(part, cents.get(first)! - 100),
        date,
        { kind: 'invoice_payment', invoices: [first] },
        noise,
      );
    } else {
      take(first);
      paymentLine(
        contact,
        [first],
        cents.get(first)!,
        date,
        { kind: 'invoice_payment', invoices: [first] },
        noise,
      );
    }
    if (chance(mix.strangers)) {
      const decoy = chance(0.4) ? cents.get(unpaid[pick(unpaid.length)] ?? first)! : (7 + pick(300)) * 1_000;
      const who = `${FIRST[pick(FIRST.length)]} ${LAST[pick(LAST.length)]}`;
      const phone = `07${String(20_000_000 + pick(79_999_999))}`;
      const details =
        source === 'personal'
          ? `Funds received from ${phone} - ${who}`
          : source === 'portal'
            ? `Pay Bill from 254${phone.slice(1)} - ${who} Acc. ${who.split(' ')[0]}`
            : `EFT FROM ${who} DEPOSIT`;
      lines.push({
        reference: receipt(),
        time: `${date} ${clock()}`,
        details,
        amount: shillings(decoy),
        otherParty: source === 'portal' ? `254${phone.slice(1)} - ${who}` : undefined,
        acNo: source === 'portal' ? who.split(' ')[0] : undefined,
        truth: { kind: 'none' },
        noise: ['money from someone who owes nothing'],
      });
    }
    if (chance(0.45)) noiseLines();
  }
  lines.sort((a, b) => a.time.localeCompare(b.time) || a.reference.localeCompare(b.reference));
  return {
    source,
    contacts: contacts.map(({ phoneDigits: _d, words: _w, ...contact }) => contact),
    invoices,
    recorded,
    lines,
  };
}
