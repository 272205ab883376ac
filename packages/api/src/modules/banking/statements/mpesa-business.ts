import type { CsvRecord } from '../../../http/csv-import/csv.ts';
import { paidInLessWithdrawn, statementCents } from './amounts.ts';
import { impliedBalances } from './balances.ts';
import { normalHeader } from './csv-columns.ts';
import { likeliestDateFormat, requireDate } from './dates.ts';
import {
  cellText,
  mobileNumber,
  optionalCell,
  type ParsedLine,
  type ParsedStatement,
  StatementError,
} from './line.ts';

const COLUMNS = {
  receipt: 'receipt no',
  completed: 'completion time',
  details: 'details',
  status: 'transaction status',
  paidIn: 'paid in',
  withdrawn: 'withdrawn',
  balance: 'balance',
  otherParty: 'other party info',
  linked: 'linked transaction id',
  accountRef: 'a c no',
} as const;
type Column = keyof typeof COLUMNS;

/** Whether a header row is the M-PESA business portal's: Receipt No., Completion Time, Transaction Status. */
export const isMpesaBusinessHeader = (fields: string[]) => {
  const headers = fields.map(normalHeader);
  return [COLUMNS.receipt, COLUMNS.completed, COLUMNS.status].every((name) => headers.includes(name));
};

/**
 * `254712345678 - JANE WANJIRU` (or `2547*****678 - JANE WANJIRU`, `600123 - ACME LTD`, a name alone): the
 * party and a phone number.
 */
export function otherParty(text: string | undefined): { name: string | null; phone: string | null } {
  const value = cellText(text, 300);
  if (!value) return { name: null, phone: null };
  const found = /^(\+?[\d*]{5,15})\s*-\s*(.*)$/.exec(value);
  if (!found) return { name: value.slice(0, 200), phone: null };
  const [, number, name] = found;
  const phone = mobileNumber(number!);
  return { name: (name || number!).slice(0, 200), phone };
}

/**
 * The M-PESA business portal's export as CSV: a block of header rows (organisation, short code, period),
 * then the transactions, newest first. Only Completed rows become lines; a charge row keeps its own receipt
 * number and names its transaction under Linked Transaction ID, so it is a line of its own.
 */
export function readMpesaBusiness(records: CsvRecord[]): ParsedStatement {
  const headerIndex = records.findIndex((record) => isMpesaBusinessHeader(record.fields));
  if (headerIndex === -1) throw new StatementError('This is not an M-PESA business portal statement');
  const headers = records[headerIndex]!.fields.map(normalHeader);
  const at = Object.fromEntries(
    (Object.keys(COLUMNS) as Column[]).map((column) => [column, headers.indexOf(COLUMNS[column])]),
  ) as Record<Column, number>;
  const cell = (record: CsvRecord, column: Column) =>
    at[column] >= 0 ? record.fields[at[column]] : undefined;
  const rows = records
    .slice(headerIndex + 1)
    .filter((record) => (cell(record, 'receipt') ?? '').trim() !== '')
    .filter((record) => normalHeader(cell(record, 'status') ?? '') === 'completed');
  const format = likeliestDateFormat(rows.map((row) => cell(row, 'completed') ?? ''));
  if (rows.length === 0) throw new StatementError('The statement has no completed transactions');
  if (!format)
    throw new StatementError(`Line ${rows[0]!.line}: the completion time is not a date Daftari reads`);
  const lines: ParsedLine[] = rows.map((row) => {
    const { date, time } = requireDate(cell(row, 'completed')!, format, row.line);
    const paidIn = statementCents(cell(row, 'paidIn'), row.line, 'Paid In');
    const withdrawn = statementCents(cell(row, 'withdrawn'), row.line, 'Withdrawn');
    const party = otherParty(cell(row, 'otherParty'));
    return {
      line: row.line,
      date,
      time,
      reference: optionalCell(cell(row, 'receipt'), 64),
      description: cellText(cell(row, 'details'), 500) || '(no details)',
      counterparty: party.name,
      counterpartyPhone: party.phone,
      accountRef: optionalCell(cell(row, 'accountRef'), 100),
      amountCents: paidInLessWithdrawn(paidIn, withdrawn),
      balanceCents: statementCents(cell(row, 'balance'), row.line, 'Balance'),
    };
  });
  const { opening, closing } = impliedBalances(lines);
  return { format: 'mpesa_business', lines, openingCents: opening, closingCents: closing, mapping: null };
}
