import { centsToDecimal } from '@daftari/format';
import { and, eq, isNotNull } from 'drizzle-orm';
import { accountCurrency } from '../../db/account-currency.ts';
import type { Db } from '../../db/client.ts';
import { contactFinder } from '../../db/contact-finder.ts';
import { invoiceItems, invoices } from '../../db/schema.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { type ImportRow, rowErrors } from '../../http/csv-import/file.ts';
import { invoiceTransaction, recomputeInvoice } from '../invoices/writes.ts';
import { lockDateOf, lockedPeriod } from '../ledger/posting.ts';
import { postInvoice } from '../ledger/rules.ts';
import type { OpenInvoiceRow } from './import-row.ts';

/** The one line of an opening-balance invoice: what was still owed on the switching date. */
export const BROUGHT_FORWARD = 'Balance brought forward';

/** Invoices brought forward are numbered by the old tool: their scope is not a counter. */
const OPENING_SCOPE = 'opening';

/** An open invoice matched to its customer (the contact's id and display name). */
export interface ResolvedInvoice extends OpenInvoiceRow {
  contact_id: number;
  contact_name: string;
}
export type ResolvedRow = ImportRow<ResolvedInvoice>;

/**
 * Matches every row to a contact of the account (by e-mail, else by name) and checks what needs the database:
 * the number is not used by one of the account's invoices, the invoice is dated on or before the switching
 * date, and the switching date is not in a locked period. Any failure: 422 naming the lines, nothing stored.
 */
export async function resolveOpenInvoices(
  tx: Executor,
  accountId: number,
  rows: ImportRow<OpenInvoiceRow>[],
  switchingDate: string,
): Promise<ResolvedRow[]> {
  const lockDate = await lockDateOf(tx, accountId);
  if (lockDate && switchingDate <= lockDate) throw lockedPeriod(lockDate);
  const find = await contactFinder(tx, accountId, { role: 'Customer', documents: 'open invoices' });
  const used = new Set(
    (
      await tx
        .select({ number: invoices.invoiceNumber })
        .from(invoices)
        .where(eq(invoices.accountId, accountId))
    ).map((row) => row.number),
  );
  const resolved: ResolvedRow[] = [];
  const errors: [number, string[]][] = [];
  for (const row of rows) {
    const messages: string[] = [];
    const contact = find(row.record.customer_name, row.record.customer_email);
    if (typeof contact === 'string') messages.push(contact);
    if (used.has(row.record.invoice_number)) {
      messages.push(`Invoice number ${row.record.invoice_number} is already used by an invoice in Daftari`);
    }
    if (row.record.issue_date > switchingDate) {
      messages.push(`Invoice date ${row.record.issue_date} is after the switching date ${switchingDate}`);
    }
    if (messages.length > 0) errors.push([row.line, messages]);
    else if (typeof contact !== 'string') {
      resolved.push({
        line: row.line,
        record: { ...row.record, contact_id: contact.id, contact_name: contact.name },
      });
    }
  }
  if (errors.length > 0) throw rowErrors(errors);
  return resolved;
}

/** One invoice brought forward, in the caller's transaction: sent, one zero-VAT line of its balance, posted. */
async function insertOpenInvoice(
  tx: Tx,
  accountId: number,
  currency: string,
  switchingDate: string,
  row: ResolvedRow,
): Promise<void> {
  const { record } = row;
  const [invoice] = await tx
    .insert(invoices)
    .values({
      accountId,
      contactId: record.contact_id,
      invoiceNumber: record.invoice_number,
      sequenceScope: OPENING_SCOPE,
      sequenceValue: 0,
      status: 'sent',
      issueDate: record.issue_date,
      dueDate: record.due_date,
      currency,
      sentAt: new Date(`${switchingDate}T00:00:00Z`),
      openingBalanceOn: switchingDate,
      openingTotal: centsToDecimal(record.total),
      openingPaid: centsToDecimal(record.paid),
    })
    .returning({ id: invoices.id });
  const id = invoice!.id;
  const balance = centsToDecimal(record.balance);
  await tx.insert(invoiceItems).values({
    accountId,
    invoiceId: id,
    position: 1,
    description: BROUGHT_FORWARD,
    quantity: '1.000',
    unit: 'items',
    unitPrice: balance,
    taxRate: '0',
    discount: '0',
    subtotal: balance,
    discountAmount: '0',
    taxAmount: '0',
    total: balance,
  });
  await recomputeInvoice(tx, accountId, id);
  await postInvoice(tx, accountId, id);
}

/**
 * POST /invoices/import_open: every open invoice brought forward in one transaction, all or nothing (rows
 * re-resolved inside it, so a contact or number changed since the file was read cannot slip through).
 */
export async function insertOpenInvoices(
  db: Db,
  accountId: number,
  rows: ImportRow<OpenInvoiceRow>[],
  switchingDate: string,
): Promise<number> {
  return invoiceTransaction(db, async (tx) => {
    const resolved = await resolveOpenInvoices(tx, accountId, rows, switchingDate);
    const currency = await accountCurrency(tx, accountId);
    for (const row of resolved) await insertOpenInvoice(tx, accountId, currency, switchingDate, row);
    return resolved.length;
  });
}

/** Whether an invoice was brought forward from the previous tool (its switching date), in a transaction. */
export async function openingBalanceOf(
  tx: Executor,
  accountId: number,
  invoiceId: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ on: invoices.openingBalanceOn })
    .from(invoices)
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.accountId, accountId),
        isNotNull(invoices.openingBalanceOn),
      ),
    );
  return row?.on ?? null;
}
