/** The books and the month of M-Pesa that bench:statements imports: deterministic for a seed. */
import type { MpesaRow } from '../test/support/mpesa-statement-pdf.ts';
import type { PortalRow, SeedContact, SeedInvoice } from './banking-support.ts';

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
  'ANN',
  'SAMUEL',
  'ESTHER',
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
];

export function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 1_000_003) % below;
  };
}

export interface Books {
  contacts: SeedContact[];
  invoices: SeedInvoice[];
}

/** `contacts` customers (a phone each, a third of them companies) and `invoices` open invoices among them. */
export function benchBooks(contacts: number, invoices: number, seed = 7): Books {
  const random = seeded(seed);
  const people: SeedContact[] = Array.from({ length: contacts }, (_, i) => ({
    key: `c${i}`,
    firstName: FIRST[random(FIRST.length)]!,
    lastName: `${LAST[random(LAST.length)]!}${i % 7 === 0 ? '' : ` ${LAST[random(LAST.length)]!}`}`,
    companyName:
      i % 3 === 0
        ? `${LAST[random(LAST.length)]} ${['TRADERS', 'HARDWARE', 'AGENCIES', 'STORES'][random(4)]} ${i}`
        : null,
    phone: `07${String(10_000_000 + i * 7_919).slice(-8)}`,
  }));
  const open: SeedInvoice[] = Array.from({ length: invoices }, (_, i) => ({
    number: `INV-${String(i + 1).padStart(4, '0')}`,
    sequence: i + 1,
    contactKey: people[random(contacts)]!.key,
    cents: BigInt(500 + random(60_000)) * 100n,
    issueDate: `2026-02-${String(1 + random(28)).padStart(2, '0')}`,
  }));
  return { contacts: people, invoices: open };
}

export const partyName = (contact: SeedContact) =>
  (contact.companyName ?? `${contact.firstName} ${contact.lastName}`).toUpperCase();

/** One M-Pesa transaction: its parts as rows (a payment and its charge), oldest first. */
interface Transaction {
  time: string;
  receipt: string;
  parts: { details: string; cents: bigint; otherParty: string; acNo?: string; linked?: boolean }[];
}

/**
 * A month of a busy till in March 2026, `rows` rows: nearly half of them customers paying one open invoice
 * each (the personal statement's "Funds received from 07… - NAME"; the portal's paybill with the invoice
 * number as A/C No. for two in three), the rest strangers' money, KPLC pay bills and transfers with their
 * charge rows.
 */
export function benchTransactions(books: Books, rows: number, seed = 11): Transaction[] {
  const random = seeded(seed);
  const byKey = new Map(books.contacts.map((contact) => [contact.key, contact]));
  const unpaid = [...books.invoices];
  const transactions: Transaction[] = [];
  let count = 0;
  let minute = 0;
  const start = Date.UTC(2026, 2, 1, 6, 0, 0);
  while (count < rows) {
    minute += 1 + random(4);
    const time = new Date(start + minute * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    const receipt = `TC${(10_000_000 + transactions.length * 7_919).toString(36).toUpperCase().padStart(8, '0')}`;
    const kind = random(100);
    const amount = BigInt(100 + random(20_000)) * 100n;
    let parts: Transaction['parts'];
    if (kind < 47 && unpaid.length > 0) {
      const invoice = unpaid.splice(random(unpaid.length), 1)[0]!;
      const contact = byKey.get(invoice.contactKey)!;
      const phone = `254${contact.phone!.slice(1)}`;
      parts = [
        {
          details: `Funds received from ${contact.phone} - ${partyName(contact)}`,
          cents: invoice.cents,
          otherParty: `${phone} - ${partyName(contact)}`,
          acNo: random(3) < 2 ? invoice.number.replace('-', '') : undefined,
        },
      ];
    } else if (kind < 55) {
      parts = [
        {
          details: 'Funds received from 0799000111 - WALK IN',
          cents: amount,
          otherParty: '254799000111 - WALK IN',
        },
      ];
    } else if (kind < 80) {
      parts = [
        {
          details: `Pay Bill Online to 888880 - KPLC PREPAID Acc. ${37_000_000 + random(999_999)}`,
          cents: -amount,
          otherParty: '888880 - KPLC PREPAID',
        },
        { details: 'Pay Bill Charge', cents: -2_300n, otherParty: '', linked: true },
      ];
    } else {
      parts = [
        {
          details: `Customer Transfer to 0733${String(100_000 + random(899_999))} - SUPPLIER`,
          cents: -amount,
          otherParty: '254733000000 - SUPPLIER',
        },
        { details: 'Customer Transfer of Funds Charge', cents: -5_300n, otherParty: '', linked: true },
      ];
    }
    transactions.push({ time, receipt, parts });
    count += parts.length;
  }
  return transactions;
}

/** The personal statement's rows, newest first as the PDF prints them, balances from `openingCents`. */
export function pdfRows(transactions: Transaction[], openingCents: bigint, rows: number): MpesaRow[] {
  let balance = openingCents;
  const out: MpesaRow[] = [];
  for (const transaction of transactions) {
    for (const part of transaction.parts) {
      balance += part.cents;
      out.push({
        receipt: transaction.receipt,
        time: transaction.time,
        details: part.details,
        status: 'COMPLETED',
        paidInCents: part.cents > 0n ? part.cents : null,
        withdrawnCents: part.cents < 0n ? -part.cents : null,
        balanceCents: balance,
      });
    }
  }
  return out.slice(0, rows).reverse();
}

/** The same transactions as the business portal exports them: a charge is a row with its own receipt. */
export function portalRows(transactions: Transaction[], rows: number): PortalRow[] {
  return transactions
    .flatMap((transaction, t) =>
      transaction.parts.map((part, p) => ({
        receipt:
          p === 0
            ? transaction.receipt
            : `TD${(10_000_000 + t * 7_919).toString(36).toUpperCase().padStart(8, '0')}`,
        time: transaction.time,
        details:
          part.cents > 0n
            ? `Pay Bill from ${part.otherParty}${part.acNo ? ` Acc. ${part.acNo}` : ''}`
            : part.details,
        cents: part.cents,
        otherParty: part.otherParty,
        linked: part.linked ? transaction.receipt : undefined,
        acNo: part.acNo,
      })),
    )
    .slice(0, rows);
}
