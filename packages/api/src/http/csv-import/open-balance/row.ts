import { z } from 'zod';
import { currencyCell, dateOf, moneyCells } from '../open-balance-cells.ts';
import { namedFieldsOf, type OpenBalanceField, type OpenBalanceKind, wordsOf } from './kind.ts';

/** A document as read from a row: its number, its contact as written, dates and money in cents. */
export interface OpenBalanceRow {
  number: string;
  contact_name: string;
  contact_email: string | null;
  issue_date: string;
  due_date: string;
  total: bigint;
  paid: bigint;
  balance: bigint;
  /** The currency the row names (its column or its amounts), null when none: checked against the account's. */
  currency: string | null;
}

/** The cells of a data row by field; a field no column holds is empty. */
export function rowInput<F extends string>(fields: readonly F[]) {
  return (cells: string[], columns: (F | null)[]): Record<F, string> => {
    const value = Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>;
    columns.forEach((field, index) => {
      if (field) value[field] = cells[index] ?? '';
    });
    return value;
  };
}

/** A data row of an open-balance file read and checked (the checks needing the database come later). */
export function openBalanceRowSchema<D extends string, C extends string>(kind: OpenBalanceKind<D, C>) {
  const { Document, Contact } = wordsOf(kind);
  const named = namedFieldsOf(kind);
  const max = kind.numberMax;
  return z.record(z.string(), z.string()).transform((input, context): OpenBalanceRow => {
    const cells = input as Record<OpenBalanceField<D, C>, string>;
    const issue = (message: string) => context.addIssue({ code: 'custom', message });
    const number = cells[named.number].trim();
    if (number === '') issue(`${Document} number is missing`);
    else if (number.length > max) issue(`${Document} number is longer than ${max} characters`);
    const name = cells[named.name].trim();
    const email = cells[named.email].trim();
    if (name === '' && email === '') issue(`${Contact} is missing`);
    const issued = dateOf(cells[named.date], `${Document} date`, context);
    if (issued === null) issue(`${Document} date is missing`);
    const due = dateOf(cells.due_date, 'Due date', context);
    if (issued && due && due < issued) {
      issue(`Due date ${due} is before the ${kind.document} date ${issued}`);
    }
    const money = moneyCells(
      { total: cells.total, paid: cells.amount_paid, due: cells.balance_due },
      context,
    );
    const currency = currencyCell(
      { currency: cells.currency, amounts: [cells.total, cells.amount_paid, cells.balance_due] },
      context,
    );
    if (!money || !issued || due === undefined || currency === undefined) return z.NEVER;
    if (number === '' || number.length > max) return z.NEVER;
    if ([number, name, email].some((text) => text.includes('\u0000'))) {
      issue('The row holds a NUL character');
      return z.NEVER;
    }
    return {
      number,
      contact_name: name,
      contact_email: email === '' ? null : email,
      issue_date: issued,
      due_date: due ?? issued,
      ...money,
      currency,
    };
  });
}
