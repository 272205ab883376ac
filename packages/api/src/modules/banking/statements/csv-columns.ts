import type { StatementMapping } from '@daftari/contracts';

type Field = Exclude<keyof StatementMapping, 'date_format'>;

/** The headers banks give each column (compared lower-case, punctuation as spaces). */
const ALIASES: Record<Field, string[]> = {
  date: [
    'date',
    'transaction date',
    'trans date',
    'txn date',
    'posting date',
    'posted date',
    'booking date',
    'value date',
    'completion time',
    'tran date',
  ],
  description: [
    'description',
    'details',
    'narration',
    'narrative',
    'particulars',
    'transaction details',
    'transaction description',
    'memo',
    'remarks',
    'payee',
  ],
  reference: [
    'reference',
    'ref',
    'ref no',
    'reference number',
    'reference no',
    'transaction id',
    'transaction reference',
    'receipt no',
    'cheque no',
    'cheque number',
    'fitid',
  ],
  amount: ['amount', 'transaction amount', 'amount kes', 'amount ksh'],
  paid_in: [
    'paid in',
    'credit',
    'credits',
    'credit amount',
    'money in',
    'deposit',
    'deposits',
    'cr',
    'credit kes',
  ],
  withdrawn: [
    'withdrawn',
    'debit',
    'debits',
    'debit amount',
    'money out',
    'withdrawal',
    'withdrawals',
    'dr',
    'debit kes',
  ],
  balance: [
    'balance',
    'running balance',
    'closing balance',
    'ledger balance',
    'book balance',
    'available balance',
    'balance kes',
  ],
};

export const normalHeader = (header: string) =>
  header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The mapping a header row suggests (each field its first matching header), or null when it names too little. */
export function detectMapping(headers: string[]): StatementMapping | null {
  const found: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(ALIASES) as Field[]) {
    const header = headers.find((candidate) => ALIASES[field].includes(normalHeader(candidate)));
    if (header) found[field] = header.trim();
  }
  if (!found.date || !found.description) return null;
  if (found.paid_in && found.withdrawn) {
    const { amount: _, ...split } = found;
    return split as StatementMapping;
  }
  if (!found.amount) return null;
  const { paid_in: _in, withdrawn: _out, ...signed } = found;
  return signed as StatementMapping;
}

/** The index of each mapped column in a header row, or the headers the row lacks. */
export function columnIndexes(
  headers: string[],
  mapping: StatementMapping,
): { indexes: Partial<Record<Field, number>>; missing: string[] } {
  const indexes: Partial<Record<Field, number>> = {};
  const missing: string[] = [];
  for (const field of Object.keys(ALIASES) as Field[]) {
    const name = mapping[field];
    if (!name) continue;
    const index = headers.findIndex((header) => normalHeader(header) === normalHeader(name));
    if (index === -1) missing.push(name);
    else indexes[field] = index;
  }
  return { indexes, missing };
}
