import type { OpenBillImportField } from '@daftari/contracts';
import { z } from 'zod';
import { dateOf, moneyCells } from '../../http/csv-import/open-balance-cells.ts';

/** An open bill as read from a row: the supplier's bill number, the supplier, dates and money in cents. */
export interface OpenBillRow {
  bill_number: string;
  supplier_name: string;
  supplier_email: string | null;
  issue_date: string;
  due_date: string;
  total: bigint;
  paid: bigint;
  balance: bigint;
}

/** The longest bill number the bills table holds. */
const NUMBER_MAX = 100;

/** A data row of an open bills file read and checked (the checks needing the database come later). */
export const importRowSchema = z.record(z.string(), z.string()).transform((cells, context): OpenBillRow => {
  const number = cells.bill_number!.trim();
  if (number === '') context.addIssue({ code: 'custom', message: 'Bill number is missing' });
  else if (number.length > NUMBER_MAX) {
    context.addIssue({ code: 'custom', message: `Bill number is longer than ${NUMBER_MAX} characters` });
  }
  const name = cells.supplier_name!.trim();
  const email = cells.supplier_email!.trim();
  if (name === '' && email === '') context.addIssue({ code: 'custom', message: 'Supplier is missing' });
  const issued = dateOf(cells.bill_date!, 'Bill date', context);
  if (issued === null) context.addIssue({ code: 'custom', message: 'Bill date is missing' });
  const due = dateOf(cells.due_date!, 'Due date', context);
  if (issued && due && due < issued) {
    context.addIssue({ code: 'custom', message: `Due date ${due} is before the bill date ${issued}` });
  }
  const money = moneyCells(
    { total: cells.total!, paid: cells.amount_paid!, due: cells.balance_due! },
    context,
  );
  if (!money || !issued || due === undefined || number === '' || number.length > NUMBER_MAX) return z.NEVER;
  if ([number, name, email].some((text) => text.includes('\u0000'))) {
    context.addIssue({ code: 'custom', message: 'The row holds a NUL character' });
    return z.NEVER;
  }
  return {
    bill_number: number,
    supplier_name: name,
    supplier_email: email === '' ? null : email,
    issue_date: issued,
    due_date: due ?? issued,
    ...money,
  };
});

/** The cells of a data row by field; a field no column holds is empty. */
export function rowInput(cells: string[], fields: (OpenBillImportField | null)[]) {
  const value: Record<OpenBillImportField, string> = {
    bill_number: '',
    supplier_name: '',
    supplier_email: '',
    bill_date: '',
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
