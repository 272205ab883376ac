import { type InvoiceStatus, invoiceActions } from '@daftari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { invoiceLines, lineTotals } from '../../db/sales-lines.ts';
import { creditNotes, invoices, payments, projects } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { holdsContact, LockOrderError, lockContacts, lockingDocument } from '../../db/write-order.ts';
import { invalidField } from '../../http/errors.ts';
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
export const actionsOf = (invoice: LockedInvoice) =>
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
 * Recomputes the stored totals of one invoice from its items, payments and credit notes, in the caller's
 * transaction: subtotal, discount_total, tax_total and total are the sums of the lines (each line computed
 * exactly by lineCents), paid_amount the sum of the payments, credited_amount the sum of its credit notes'
 * applied amounts, balance = total − paid_amount − credited_amount. The status follows the money: a sent
 * invoice whose payments and credits cover the total becomes paid; a paid one whose total rises above what
 * was settled goes back to sent. A draft stays a draft (drafts have no payments: paying one sends it); a
 * void invoice stays void and owes nothing (balance 0). The invoice's contact must be locked already
 * (lockInvoice, or lockContacts before an insert): its totals follow this update.
 */
export async function recomputeInvoice(tx: Tx, accountId: number, id: string): Promise<void> {
  const result = await tx.execute(sql`
    update ${invoices} as i set
      subtotal = lines.subtotal,
      discount_total = lines.discount_total,
      tax_total = lines.tax_total,
      total = lines.total,
      paid_amount = paid.amount,
      credited_amount = credited.amount,
      balance = case when i.status = 'void' then 0 else lines.total - paid.amount - credited.amount end,
      status = case
        when i.status in ('draft', 'void') then i.status
        when paid.amount + credited.amount > 0 and lines.total - paid.amount - credited.amount <= 0 then 'paid'
        else 'sent'
      end,
      updated_at = now()
    from
      ${lineTotals(invoiceLines, accountId, id)} as lines,
      (select coalesce(sum(${payments.amount}), 0) as amount
         from ${payments}
        where ${payments.invoiceId} = ${id} and ${payments.accountId} = ${accountId}) as paid,
      (select coalesce(sum(${creditNotes.appliedAmount}), 0) as amount
         from ${creditNotes}
        where ${creditNotes.invoiceId} = ${id} and ${creditNotes.accountId} = ${accountId}) as credited
    where i.id = ${id} and i.account_id = ${accountId}
    returning i.contact_id`);
  for (const { contact_id: contactId } of rowsOf<{ contact_id: number }>(result)) {
    if (!holdsContact(tx, Number(contactId))) {
      throw new LockOrderError(`Lock order: invoice ${id} recomputed without its contact's totals locked`);
    }
  }
}

/** A project an invoice may belong to, and whether it numbers its invoices on its own sequence. */
export interface InvoiceProject {
  id: number;
  ownSequence: boolean;
  invoicePrefix: string | null;
}

/**
 * The account's project `projectId`, or 422 `Project not found` (unknown ids, other accounts' projects and
 * ids beyond int4 alike). The row is read FOR SHARE: a PUT /projects/{id} switching the sequence waits for
 * the invoices being numbered from the current setting, and they for it.
 */
export async function findProject(
  tx: Tx,
  accountId: number,
  projectId: number | null | undefined,
): Promise<InvoiceProject | null> {
  if (projectId === null || projectId === undefined) return null;
  const [row] = isInt4(projectId)
    ? await tx
        .select({
          id: projects.id,
          ownSequence: projects.projectInvoiceSequence,
          invoicePrefix: projects.invoicePrefix,
        })
        .from(projects)
        .where(and(eq(projects.id, projectId), eq(projects.accountId, accountId)))
        .for('share')
    : [];
  if (!row) throw invalidField('project_id', 'Project not found');
  return row;
}
