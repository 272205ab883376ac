import { calendarDate, type OpenInvoiceImportField } from '@daftari/contracts';
import { fitsMoneyColumn, parseLooseDate, readWrittenAmount, toCents } from '@daftari/format';
import { z } from 'zod';

/** An open invoice as read from a row: the old tool's number, customer, dates and money in cents. */
export interface OpenInvoiceRow {
  invoice_number: string;
  customer_name: string;
  customer_email: string | null;
  issue_date: string;
  due_date: string;
  total: bigint;
  paid: bigint;
  balance: bigint;
}

/** The longest invoice number the invoices table holds. */
const NUMBER_MAX = 30;

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
function dateOf(cell: string, label: string, context: Context): string | null | undefined {
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
 * alone (then the total). The balance is what the customer still owed on the switching date.
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

/** A data row of an open invoices file read and checked (the checks needing the database come later). */
export const importRowSchema = z
  .record(z.string(), z.string())
  .transform((cells, context): OpenInvoiceRow => {
    const number = cells.invoice_number!.trim();
    if (number === '') context.addIssue({ code: 'custom', message: 'Invoice number is missing' });
    else if (number.length > NUMBER_MAX) {
      context.addIssue({ code: 'custom', message: `Invoice number is longer than ${NUMBER_MAX} characters` });
    }
    const name = cells.customer_name!.trim();
    const email = cells.customer_email!.trim();
    if (name === '' && email === '') context.addIssue({ code: 'custom', message: 'Customer is missing' });
    const issued = dateOf(cells.invoice_date!, 'Invoice date', context);
    if (issued === null) context.addIssue({ code: 'custom', message: 'Invoice date is missing' });
    const due = dateOf(cells.due_date!, 'Due date', context);
    if (issued && due && due < issued) {
      context.addIssue({ code: 'custom', message: `Due date ${due} is before the invoice date ${issued}` });
    }
    const total = amountOf(cells.total!, 'Total', context);
    const paid = amountOf(cells.amount_paid!, 'Amount paid', context);
    const owed = amountOf(cells.balance_due!, 'Balance due', context);
    const money =
      total !== undefined && paid !== undefined && owed !== undefined
        ? moneyOf(total, paid, owed, context)
        : null;
    if (!money || !issued || due === undefined || number === '' || number.length > NUMBER_MAX) return z.NEVER;
    if ([number, name, email].some((text) => text.includes('\u0000'))) {
      context.addIssue({ code: 'custom', message: 'The row holds a NUL character' });
      return z.NEVER;
    }
    return {
      invoice_number: number,
      customer_name: name,
      customer_email: email === '' ? null : email,
      issue_date: issued,
      due_date: due ?? issued,
      ...money,
    };
  });

/** The cells of a data row by field; a field no column holds is empty. */
export function rowInput(cells: string[], fields: (OpenInvoiceImportField | null)[]) {
  const value: Record<OpenInvoiceImportField, string> = {
    invoice_number: '',
    customer_name: '',
    customer_email: '',
    invoice_date: '',
    due_date: '',
    total: '',
    amount_paid: '',
    balance_due: '',
  };
  fields.forEach((field, index) => {
    if (field) value[field] = cells[index] ?? '';
  });
  return value;
}
