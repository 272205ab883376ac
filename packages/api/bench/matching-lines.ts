/** How bench:matching's lines read: payers' names and phones, invoice numbers and the lines of no invoice. */
import type { SeedContact } from './banking-support.ts';
import type { LabelledLine, NoiseMix, Source, Truth } from './matching-set.ts';

export const FIRST =
  'JOHN MARY PETER GRACE JAMES FAITH DAVID MERCY JOSEPH ANNE SAMUEL ESTHER BRIAN LUCY KEVIN JANE DENNIS CAROLINE MOSES WINNIE'.split(
    ' ',
  );
export const LAST =
  'OTIENO WANJIKU KAMAU ACHIENG MWANGI NJERI KIPTOO AKINYI MUTUA CHEBET OMONDI WAMBUI KOECH MAINA NJOROGE ODHIAMBO WAFULA KARIUKI OCHIENG NYAMBURA'.split(
    ' ',
  );
export const TRADES = 'HARDWARE AGENCIES SUPERMARKET PHARMACY ENTERPRISES TRADERS BUILDERS MOTORS'.split(' ');
export const TOWNS = 'NAKURU THIKA KISUMU ELDORET MACHAKOS NYERI MERU KITALE EMBU GARISSA'.split(' ');

export const title = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();
export const shillings = (cents: number) => (cents / 100).toFixed(2);

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

/** A customer as the generator knows it: its phone's digits and the words of its name. */
export type Customer = SeedContact & { phoneDigits: string; words: string[] };

/** The lines of one source's statement as they are written, with their truth and noise. */
export function lineWriter(source: Source, seed: number, mix: NoiseMix, pick: (below: number) => number) {
  const chance = (p: number) => pick(10_000) < p * 10_000;
  const lines: LabelledLine[] = [];
  let receipts = 0;
  const receipt = () =>
    `${source === 'bank' ? 'FT' : 'SC'}${(1_000_000_000 + seed * 7_777_777 + receipts++ * 104_723).toString(36).toUpperCase().slice(-8).padStart(8, '0')}`;
  const clock = () =>
    `${String(7 + pick(13)).padStart(2, '0')}:${String(pick(60)).padStart(2, '0')}:${String(pick(60)).padStart(2, '0')}`;

  /** How the payer's name reads on the line. */
  const payerName = (contact: Customer, noise: string[]) => {
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
  const payerPhone = (contact: Customer, noise: string[]) => {
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
    contact: Customer,
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

  return { lines, receipt, clock, paymentLine, noiseLines };
}
