import { centsToDecimal, formatAmount, toCents } from '@daftari/format';

/**
 * What the CSV and PDF forms of a report print: a title, the period, columns and rows. A cell is text or an
 * amount (a decimal number of the currency, exact to the cent); a row marked `total` prints in bold.
 */
export type ReportCell = string | { amount: number };

export interface ReportColumn {
  label: string;
  align: 'left' | 'right';
}

export interface ReportRow {
  cells: ReportCell[];
  total?: boolean;
}

export interface ReportTable {
  /** Also the file name's stem (`Trial balance` → `trial-balance-2026-03-31.csv`). */
  title: string;
  /** `As of 2026-03-31` or `2026-01-01 to 2026-03-31`. */
  period: string;
  /** The date the file name ends with. */
  fileDate: string;
  columns: ReportColumn[];
  rows: ReportRow[];
}

export const amount = (value: number): ReportCell => ({ amount: value });
export const left = (label: string): ReportColumn => ({ label, align: 'left' });
export const right = (label: string): ReportColumn => ({ label, align: 'right' });

/** A cell as plain text: amounts as plain decimals (`1234.50`) for CSV, with separators for print. */
export const cellText = (cell: ReportCell, style: 'plain' | 'print'): string => {
  if (typeof cell === 'string') return cell;
  return style === 'plain' ? centsToDecimal(toCents(cell.amount)) : formatAmount(cell.amount);
};

/** `trial-balance-2026-03-31`. */
export const fileStem = (table: ReportTable) =>
  `${table.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${table.fileDate}`;
