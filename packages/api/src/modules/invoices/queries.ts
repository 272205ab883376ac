import type {
  Invoice,
  InvoiceCreditNote,
  InvoiceListRow,
  InvoiceListSummary,
  PageMeta,
  Payment,
  UnrecordedCharge,
} from '@daftari/contracts';
import { centsToNumber, divideRounded, rateNumber, toCents } from '@daftari/format';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { clockNow } from '../../clock.ts';
import { businessToday } from '../../db/business-today.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  contacts,
  creditNotes,
  etimsInvoices,
  invoices,
  invoiceTotals,
  payments,
  paystackTransactions,
  projects,
} from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { type PageQuery, pageMeta, pageOffset } from '../../http/paging.ts';
import { answeredEtimsStatus, invoiceEtims } from '../etims/index.ts';
import { invoiceLines, invoiceNotFound, salesItems } from '../sales-documents/index.ts';
import { contactJoin, num, projectJoin, summaryColumns, toPaymentAnswer, toSummary } from './summary.ts';

const paymentColumns = {
  id: payments.id,
  amount: payments.amount,
  paidOn: payments.paidOn,
  method: payments.method,
  reference: payments.reference,
  channel: payments.channel,
  exchangeRate: payments.exchangeRate,
  receiptNumber: payments.receiptNumber,
  createdAt: payments.createdAt,
};

/** Newest issue date first, then the highest number (as a value: INV-10000 after INV-9999), then the id. */
const listOrder = [
  sql`${invoices.issueDate} desc nulls last`,
  sql`${invoices.sequenceValue} desc nulls last`,
  sql`${invoices.id} desc nulls last`,
];

/**
 * One invoice with its contact, lines (by position), payments (oldest first), credit notes (oldest first)
 * and the Paystack charges it did not take (oldest first); 404 when not the account's.
 */
export async function getInvoice(db: Executor, accountId: number, id: string): Promise<Invoice> {
  const [rows, items, paid, rejected, credits, etims, today] = await Promise.all([
    db
      .select({ ...summaryColumns, openingBalanceOn: invoices.openingBalanceOn })
      .from(invoices)
      .innerJoin(contacts, contactJoin)
      .leftJoin(projects, projectJoin)
      .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)))
      .limit(1),
    salesItems(db, invoiceLines, accountId, id),
    db
      .select(paymentColumns)
      .from(payments)
      .where(and(eq(payments.invoiceId, id), eq(payments.accountId, accountId)))
      .orderBy(asc(payments.paidOn), asc(payments.id)),
    db
      .select()
      .from(paystackTransactions)
      .where(
        and(
          eq(paystackTransactions.invoiceId, id),
          eq(paystackTransactions.accountId, accountId),
          eq(paystackTransactions.status, 'rejected'),
        ),
      )
      .orderBy(asc(paystackTransactions.createdAt)),
    db
      .select({
        id: creditNotes.id,
        creditNoteNumber: creditNotes.creditNoteNumber,
        issueDate: creditNotes.issueDate,
        total: creditNotes.total,
        appliedAmount: creditNotes.appliedAmount,
        refundedAmount: creditNotes.refundedAmount,
      })
      .from(creditNotes)
      .where(and(eq(creditNotes.invoiceId, id), eq(creditNotes.accountId, accountId)))
      .orderBy(asc(creditNotes.issueDate), asc(creditNotes.sequenceValue)),
    invoiceEtims(db, accountId, id),
    businessToday(db, accountId, clockNow()),
  ]);
  const [found] = rows;
  if (!found) throw invoiceNotFound();
  const { openingBalanceOn, ...row } = found;
  return {
    ...toSummary(row, today),
    // A balance brought forward from the previous tool (what `invoiceActions` reads): its switching date.
    ...(openingBalanceOn ? { brought_forward_on: openingBalanceOn } : {}),
    invoice_items: items,
    payments: paid.map((payment) => ({
      ...toPaymentAnswer<Payment['method']>(payment),
      receipt_number: payment.receiptNumber,
      // How a Paystack payment was made; the others' method says it all.
      ...(payment.method === 'paystack' ? { channel: payment.channel } : {}),
      exchange_rate: rateNumber(payment.exchangeRate),
    })),
    credit_notes: credits.map(
      (note): InvoiceCreditNote => ({
        id: note.id,
        credit_note_number: note.creditNoteNumber,
        issue_date: note.issueDate,
        total: num(note.total),
        applied_amount: num(note.appliedAmount),
        refundable_amount: centsToNumber(
          toCents(note.total) - toCents(note.appliedAmount) - toCents(note.refundedAmount),
        ),
        refunded_amount: num(note.refundedAmount),
      }),
    ),
    unrecorded_charges: rejected.map(
      (charge): UnrecordedCharge => ({
        reference: charge.reference,
        amount: centsToNumber(BigInt(charge.amountSubunit)),
        currency: charge.currency,
        paid_at: charge.paidAt?.toISOString() ?? null,
        problem: charge.problem ?? 'Not recorded',
      }),
    ),
    etims,
  };
}

export interface InvoiceListParams extends PageQuery {
  contact_id?: number | undefined;
}

/**
 * The queries of GET /invoices:
 * - page: the ids of the page from the list index alone (an index-only scan of (account_id[, contact_id],
 *   issue_date desc, sequence_value desc, id desc), so a deep page skips index entries, not rows), then
 *   those rows with their contacts;
 * - summary (and the count): from `invoice_totals`, the per-contact sums that triggers keep in step with every
 *   change to `invoices` (drizzle/0005_invoice_totals.sql): the account's rows (one per contact invoiced) or
 *   the contact's one, however many invoices they cover. Adding up 50,000 stored totals took 20-30 ms.
 */
export function invoiceListQueries(db: Db, accountId: number, query: InvoiceListParams) {
  const conditions: SQL[] = [eq(invoices.accountId, accountId)];
  if (query.contact_id !== undefined) conditions.push(eq(invoices.contactId, query.contact_id));
  const where = and(...conditions)!;
  const pageIds = db
    .select({ id: invoices.id })
    .from(invoices)
    .where(where)
    .orderBy(...listOrder)
    .limit(query.per_page)
    .offset(pageOffset(query))
    .as('page_ids');
  const page = db
    .select({ ...summaryColumns, etimsStatus: etimsInvoices.status })
    .from(invoices)
    .innerJoin(pageIds, eq(invoices.id, pageIds.id))
    .innerJoin(contacts, contactJoin)
    .leftJoin(projects, projectJoin)
    .leftJoin(
      etimsInvoices,
      and(eq(etimsInvoices.invoiceId, invoices.id), eq(etimsInvoices.accountId, invoices.accountId)),
    )
    .where(eq(invoices.accountId, accountId))
    .orderBy(...listOrder);
  const summary = db
    .select({
      count: sql<number>`coalesce(sum(${invoiceTotals.invoiceCount}), 0)::int`,
      total: sql<string>`coalesce(sum(${invoiceTotals.total}), 0)`,
      paid: sql<string>`coalesce(sum(${invoiceTotals.paidAmount}), 0)`,
      unpaid: sql<string>`coalesce(sum(${invoiceTotals.balance}), 0)`,
    })
    .from(invoiceTotals)
    .where(
      and(
        eq(invoiceTotals.accountId, accountId),
        query.contact_id === undefined ? undefined : eq(invoiceTotals.contactId, query.contact_id),
      ),
    );
  return { page, summary };
}

/** GET /invoices: a page, its meta, and the summary of every matching invoice (in the account's currency). */
export async function listInvoices(
  db: Db,
  accountId: number,
  query: InvoiceListParams,
): Promise<{ data: InvoiceListRow[]; meta: PageMeta; summary: InvoiceListSummary }> {
  const queries = invoiceListQueries(db, accountId, query);
  const [rows, [totals], [account], today] = await Promise.all([
    queries.page,
    queries.summary,
    db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, accountId)).limit(1),
    businessToday(db, accountId, clockNow()),
  ]);
  const count = Number(totals?.count ?? 0);
  const totalCents = toCents(String(totals?.total ?? '0'));
  return {
    data: rows.map(({ etimsStatus, ...row }) => ({
      ...toSummary(row, today),
      ...(etimsStatus ? { etims_status: answeredEtimsStatus(etimsStatus) } : {}),
    })),
    meta: pageMeta(count, query),
    summary: {
      total_amount: centsToNumber(totalCents),
      total_paid: centsToNumber(toCents(String(totals?.paid ?? '0'))),
      total_unpaid: centsToNumber(toCents(String(totals?.unpaid ?? '0'))),
      average_amount: count === 0 ? 0 : centsToNumber(divideRounded(totalCents, BigInt(count))),
      count,
      currency: account?.currency ?? 'KES',
    },
  };
}
