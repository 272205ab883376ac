import type { StatementFormat, StatementMapping } from '@daftari/contracts';

/** A line as a statement file gives it, before it is stored: money in positive, money out negative. */
export interface ParsedLine {
  /** The line of the file (or the transaction's position in an OFX file), from 1: what an error names. */
  line: number;
  date: string;
  time: string | null;
  reference: string | null;
  description: string;
  counterparty: string | null;
  counterpartyPhone: string | null;
  accountRef: string | null;
  amountCents: bigint;
  balanceCents: bigint | null;
}

/** A statement file read: its lines in the file's order, and what the file says of itself. */
export interface ParsedStatement {
  format: StatementFormat;
  lines: ParsedLine[];
  openingCents: bigint | null;
  closingCents: bigint | null;
  /** The columns a CSV file was read with (remembered for the money account's next file). */
  mapping: StatementMapping | null;
}

/** The widest statement read (a sheet or CSV of 100,000 columns is refused, not mapped). */
export const MAX_COLUMNS = 1_000;

export const tooWide = () =>
  new StatementError(
    `The file has more than ${MAX_COLUMNS.toLocaleString('en')} columns: this is not a statement`,
  );

/** A file that cannot be imported: the message and, where a field is to blame, its details. */
export class StatementError extends Error {
  override readonly name = 'StatementError';
  constructor(
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** Text of a cell as stored: whitespace runs made one space, trimmed, cut to `max` characters. */
export const cellText = (value: string | undefined, max: number): string =>
  Array.from((value ?? '').replace(/\s+/g, ' ').trim())
    .slice(0, max)
    .join('');

/** A cell's text, or null when blank. */
export const optionalCell = (value: string | undefined, max: number): string | null =>
  cellText(value, max) || null;

/** A cell quoted in a message: at most 40 characters of it. */
export const quoted = (value: string | undefined) => {
  const text = cellText(value, 41);
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
};

/**
 * The payer's or payee's number as M-Pesa prints it, when it is a Kenyan mobile number: `0712345678`,
 * `254712345678`, `+254712345678`, or masked as newer statements print it (`0712***678`, `2547*****678`);
 * null for a till, paybill or account number.
 */
export function mobileNumber(text: string): string | null {
  if (!/^\+?(?:254|0)?[17][\d*]{8}$/.test(text)) return null;
  return (text.match(/\d/g)?.length ?? 0) >= 6 ? text : null;
}
