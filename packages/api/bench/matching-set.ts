/**
 * bench:matching's labelled statements: for each source (a personal M-PESA statement, the M-PESA business
 * portal's export, a bank's CSV) a business's customers and open invoices, the payments the owner recorded by
 * hand, and a month of lines, each with its truth (what it pays, or that it is a charge or nothing of the
 * books) and the noise it carries. Deterministic for a seed and a mix of noise.
 */
import type { SeedContact, SeedInvoice } from './banking-support.ts';
import { type Customer, FIRST, LAST, lineWriter, shillings, TOWNS, TRADES, title } from './matching-lines.ts';
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

export function buildSet(source: Source, seed: number, mix: NoiseMix, customers: number): SourceSet {
  const pick = seeded(seed * 31 + SOURCES.indexOf(source) + 1);
  const chance = (p: number) => pick(10_000) < p * 10_000;
  const contacts: Customer[] = [];
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
  const recorded: RecordedPayment[] = [];
  const { lines, receipt, clock, paymentLine, noiseLines } = lineWriter(source, seed, mix, pick);
  const dayAfter = (date: string, days: number) =>
    new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
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
