import type {
  CreditNote,
  CreditNoteSummary,
  creditNoteListQuerySchema,
  PageMeta,
  Refund,
} from '@daftari/contracts';
import { centsToNumber, rateNumber, toCents } from '@daftari/format';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { contacts, creditNoteItems, creditNotes, invoices, refunds } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';
import { creditNoteEtims } from '../etims/index.ts';
import { num, toPaymentAnswer } from '../invoices/index.ts';
import { documentContact, documentContactColumns, toSalesItem } from '../sales-documents/index.ts';

export type CreditNoteListQuery = z.output<typeof creditNoteListQuerySchema>;

export const creditNoteNotFound = () => new HttpError(404, 'Credit note not found');

const summaryColumns = {
  id: creditNotes.id,
  creditNoteNumber: creditNotes.creditNoteNumber,
  invoiceId: creditNotes.invoiceId,
  invoiceNumber: invoices.invoiceNumber,
  contactId: creditNotes.contactId,
  issueDate: creditNotes.issueDate,
  currency: creditNotes.currency,
  exchangeRate: creditNotes.exchangeRate,
  reason: creditNotes.reason,
  subtotal: creditNotes.subtotal,
  discountTotal: creditNotes.discountTotal,
  taxTotal: creditNotes.taxTotal,
  total: creditNotes.total,
  appliedAmount: creditNotes.appliedAmount,
  refundedAmount: creditNotes.refundedAmount,
  createdAt: creditNotes.createdAt,
  ...documentContactColumns,
};

/** A credit note with its invoice's number and its contact, as every answer reads it. */
const selectSummaries = (db: Executor) =>
  db
    .select(summaryColumns)
    .from(creditNotes)
    .innerJoin(
      invoices,
      and(eq(invoices.id, creditNotes.invoiceId), eq(invoices.accountId, creditNotes.accountId)),
    )
    .innerJoin(
      contacts,
      and(eq(contacts.id, creditNotes.contactId), eq(contacts.accountId, creditNotes.accountId)),
    );

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

function toCreditNoteSummary(row: SummaryRow): CreditNoteSummary {
  const total = toCents(row.total);
  const applied = toCents(row.appliedAmount);
  const refunded = toCents(row.refundedAmount);
  return {
    id: row.id,
    credit_note_number: row.creditNoteNumber,
    invoice_id: row.invoiceId,
    invoice_number: row.invoiceNumber,
    contact_id: row.contactId,
    contact: documentContact(row.contactId, row),
    issue_date: row.issueDate,
    currency: row.currency,
    exchange_rate: rateNumber(row.exchangeRate),
    reason: row.reason,
    subtotal: num(row.subtotal),
    discount_total: num(row.discountTotal),
    tax_total: num(row.taxTotal),
    total: centsToNumber(total),
    applied_amount: centsToNumber(applied),
    refundable_amount: centsToNumber(total - applied - refunded),
    refunded_amount: centsToNumber(refunded),
    refundable_balance: centsToNumber(total - applied - refunded),
    created_at: row.createdAt.toISOString(),
  };
}

/** One credit note with its items (by position) and refunds (oldest first); 404 when not the account's. */
export async function getCreditNote(db: Executor, accountId: number, id: number): Promise<CreditNote> {
  const [rows, items, paid, etims] = await Promise.all([
    selectSummaries(db)
      .where(and(eq(creditNotes.id, id), eq(creditNotes.accountId, accountId)))
      .limit(1),
    db
      .select()
      .from(creditNoteItems)
      .where(and(eq(creditNoteItems.creditNoteId, id), eq(creditNoteItems.accountId, accountId)))
      .orderBy(asc(creditNoteItems.position), asc(creditNoteItems.id)),
    db
      .select()
      .from(refunds)
      .where(and(eq(refunds.creditNoteId, id), eq(refunds.accountId, accountId)))
      .orderBy(asc(refunds.paidOn), asc(refunds.id)),
    creditNoteEtims(db, accountId, id),
  ]);
  const [row] = rows;
  if (!row) throw creditNoteNotFound();
  return {
    ...toCreditNoteSummary(row),
    items: items.map(toSalesItem),
    refunds: paid.map((refund) => ({
      ...toPaymentAnswer<Refund['method']>(refund),
      exchange_rate: rateNumber(refund.exchangeRate),
    })),
    etims,
  };
}

/** GET /credit_notes: newest issue date first, then the highest number; of one invoice or contact if asked. */
export async function listCreditNotes(
  db: Executor,
  accountId: number,
  query: CreditNoteListQuery,
): Promise<{ data: CreditNoteSummary[]; meta: PageMeta }> {
  const conditions: SQL[] = [eq(creditNotes.accountId, accountId)];
  if (query.invoice_id !== undefined)
    conditions.push(eq(creditNotes.invoiceId, query.invoice_id.toLowerCase()));
  if (query.contact_id !== undefined) conditions.push(eq(creditNotes.contactId, query.contact_id));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectSummaries(db)
      .where(where)
      .orderBy(desc(creditNotes.issueDate), desc(creditNotes.sequenceValue))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ count: sql<number>`count(*)::int` }).from(creditNotes).where(where),
  ]);
  return { data: rows.map(toCreditNoteSummary), meta: pageMeta(Number(count?.count ?? 0), query) };
}
