import { type InvoiceStatus, invoiceActions } from '@daftari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { invoices } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { lockContacts, lockingDocument } from '../../db/write-order.ts';
import { isInt4 } from '../../http/ids.ts';
import { invoiceNotFound } from '../sales-documents/index.ts';

/** NUMERIC(14,2) overflow: an invoice's amounts reach 1,000,000,000,000. */
const INVOICE_AMOUNTS_TOO_LARGE =
  'The amounts are too large: an invoice total must stay below 1,000,000,000,000';

/**
 * Runs one write to invoices in a transaction. The transaction holds no slow work (no PDF, no e-mail: PGlite
 * has a single connection). An amount overflowing NUMERIC(14,2) or text with a NUL answers 422, not 500.
 */
export const invoiceTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  writeTransaction(db, INVOICE_AMOUNTS_TOO_LARGE, work);

export interface LockedInvoice {
  id: string;
  status: InvoiceStatus;
  currency: string;
  exchangeRate: string;
  contactId: number;
  projectId: number | null;
  issueDate: string;
  dueDate: string;
  notes: string | null;
  total: string;
  paidAmount: string;
  creditedAmount: string;
  balance: string;
  sequenceScope: string;
  sequenceValue: number;
  /** The switching date of an invoice brought forward from the previous tool; null for Daftari's own. */
  openingBalanceOn: string | null;
}

/** What the locked invoice allows (contracts' `invoiceActions`, the rule the screens offer by). */
export const actionsOf = (
  invoice: Pick<LockedInvoice, 'status' | 'paidAmount' | 'creditedAmount' | 'openingBalanceOn'>,
) =>
  invoiceActions({
    status: invoice.status,
    paid_amount: Number(invoice.paidAmount),
    credited_amount: Number(invoice.creditedAmount),
    brought_forward_on: invoice.openingBalanceOn,
  });

/**
 * Reads an invoice of the account and locks its row (FOR UPDATE) until the transaction ends, then its
 * contact's totals (with `newContactId`'s too, when the write moves the invoice to another contact): every
 * change to an invoice, its items or its payments starts here, so concurrent writers take turns, the totals
 * each recomputes see the others' committed rows, and the locks come in the order of db/write-order.ts. 404
 * when the invoice is not the account's.
 */
export async function lockInvoice(
  tx: Tx,
  accountId: number,
  id: string,
  newContactId?: number,
): Promise<LockedInvoice> {
  lockingDocument(tx, `invoice:${id}`);
  const [row] = await tx
    .select({
      id: invoices.id,
      status: invoices.status,
      currency: invoices.currency,
      exchangeRate: invoices.exchangeRate,
      contactId: invoices.contactId,
      projectId: invoices.projectId,
      issueDate: invoices.issueDate,
      dueDate: invoices.dueDate,
      notes: invoices.notes,
      total: invoices.total,
      paidAmount: invoices.paidAmount,
      creditedAmount: invoices.creditedAmount,
      balance: invoices.balance,
      sequenceScope: invoices.sequenceScope,
      sequenceValue: invoices.sequenceValue,
      openingBalanceOn: invoices.openingBalanceOn,
    })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)))
    .for('update');
  if (!row) throw invoiceNotFound();
  const contacts = newContactId !== undefined && isInt4(newContactId) ? [newContactId] : [];
  await lockContacts(tx, [row.contactId, ...contacts]);
  return { ...row, status: row.status as InvoiceStatus };
}

/**
 * Locks several invoices of the account for one write (a statement line paying them, an import matching
 * them): their rows first, in id order, then all their contacts' totals at once, so a payment of each after
 * keeps the lock order. 404 when one is not the account's.
 */
export async function lockInvoices(tx: Tx, accountId: number, ids: readonly string[]): Promise<void> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return;
  for (const id of sorted) lockingDocument(tx, `invoice:${id}`);
  // One statement: FOR UPDATE locks the rows as the sort yields them, in id order.
  const rows = rowsOf<{ contact_id: number }>(
    await tx.execute(sql`
      select contact_id from ${invoices}
      where account_id = ${accountId} and id = any(${`{${sorted.join(',')}}`}::uuid[])
      order by id for update`),
  );
  if (rows.length !== sorted.length) throw invoiceNotFound();
  await lockContacts(
    tx,
    rows.map((row) => Number(row.contact_id)),
  );
}
