import type { OpenInvoiceImportField } from '@daftari/contracts';
import { z } from 'zod';
import { dateOf, moneyCells } from '../../http/csv-import/open-balance-cells.ts';

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
