/**
 * The cells shared by the open-balance imports (open invoices, open bills): amounts read exactly in cents, dates
 * as other tools write them, and a document's money (total, paid, balance due) made to agree.
 */
import { calendarDate } from '@daftari/contracts';
import {
  fitsMoneyColumn,
  parseLooseDate,
  readWrittenAmount,
  toCents,
  writtenCurrency,
} from '@daftari/format';
import type { z } from 'zod';

type Context = z.RefinementCtx;

/** An amount cell in cents (null when empty), read exactly; a negative or sub-cent amount is an issue. */
function amountOf(cell: string, label: string, context: Context): bigint | null | undefined {
  if (cell.trim() === '') return null;
  const value = readWrittenAmount(cell);
  if (value === null || !/^-?\d+(\.\d{1,2})?$/.test(value)) {
    context.addIssue({ code: 'custom', message: `${label} "${cell.trim()}" is not an amount` });
    return undefined;
  }
  const cents = toCents(value);
  if (cents < 0n || !fitsMoneyColumn(cents)) {
    const message = cents < 0n ? `${label} cannot be negative` : `${label} is too large`;
    context.addIssue({ code: 'custom', message });
    return undefined;
  }
  return cents;
}

const dateSchema = calendarDate('Date');

/** A date cell as `yyyy-MM-dd` (ISO, day-first `31/01/2026`, or `Jan 31, 2026`), null when empty. */
export function dateOf(cell: string, label: string, context: Context): string | null | undefined {
  if (cell.trim() === '') return null;
  const date = parseLooseDate(cell);
  if (date === null || !dateSchema.safeParse(date).success) {
    context.addIssue({ code: 'custom', message: `${label} "${cell.trim()}" is not a date` });
    return undefined;
  }
  return date;
}

/**
 * The money of a row: a total with what was paid or what is still due (both: they must agree), or the balance
 * alone (then the total). The balance is what was still owed on the switching date.
 */
function moneyOf(total: bigint | null, paid: bigint | null, due: bigint | null, context: Context) {
  if (total === null && due === null) {
    context.addIssue({ code: 'custom', message: 'Total or balance due is missing' });
    return null;
  }
  const whole = total ?? (due ?? 0n) + (paid ?? 0n);
  const balance = due ?? whole - (paid ?? 0n);
  const settled = whole - balance;
  if (balance > whole) {
    context.addIssue({ code: 'custom', message: 'The balance due is more than the total' });
    return null;
  }
  if (balance < 0n) {
    context.addIssue({ code: 'custom', message: 'The amount paid is more than the total' });
    return null;
  }
  if (paid !== null && due !== null && total !== null && paid !== settled) {
    context.addIssue({ code: 'custom', message: 'Total − amount paid is not the balance due' });
    return null;
  }
  return { total: whole, paid: settled, balance };
}

/** The money cells of a row read and made to agree; null when any is wrong (the issues are added). */
export function moneyCells(cells: { total: string; paid: string; due: string }, context: Context) {
  const total = amountOf(cells.total, 'Total', context);
  const paid = amountOf(cells.paid, 'Amount paid', context);
  const owed = amountOf(cells.due, 'Balance due', context);
  if (total === undefined || paid === undefined || owed === undefined) return null;
  return moneyOf(total, paid, owed, context);
}

/**
 * The currency a row names, null when none: its currency column (a code such as KES) or the one written with
 * its amounts (`USD 1,250`, `$15`). Two different ones, or a column that holds no code: an issue (undefined).
 */
export function currencyCell(cells: { currency: string; amounts: string[] }, context: Context) {
  const column = cells.currency.trim();
  if (column !== '' && !/^[A-Za-z]{3}$/.test(column)) {
    context.addIssue({ code: 'custom', message: `Currency "${column}" is not a currency code such as KES` });
    return undefined;
  }
  const named = [column === '' ? null : column.toUpperCase(), ...cells.amounts.map(writtenCurrency)];
  const distinct = [...new Set(named.filter((code): code is string => code !== null))];
  if (distinct.length > 1) {
    context.addIssue({
      code: 'custom',
      message: `The row names more than one currency: ${distinct.join(', ')}`,
    });
    return undefined;
  }
  return distinct[0] ?? null;
}
