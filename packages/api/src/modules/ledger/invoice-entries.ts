import { toCents, toRateMicros } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import {
  accounts,
  creditNotes,
  invoiceItems,
  invoices,
  payments,
  paystackTransactions,
} from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { type SyncOptions, syncDocumentEntry, withdrawDocumentEntry } from './documents.ts';
import { foreignSettlement, foreignSettlementIds } from './foreign-settlements.ts';
import { settlementAccountIds } from './payment-entries.ts';
import { post } from './posting.ts';
import { postEntries } from './posting-batch.ts';
import { documentRate } from './postings/foreign-currency.ts';
import { INVOICE_ACCOUNTS, type InvoiceRow, invoicePosting } from './postings/invoice.ts';
import { type PaymentRow, paymentPosting } from './postings/payment.ts';
import { type FeePayment, PAYSTACK_FEE_ACCOUNTS, paystackFeePosting } from './postings/paystack-fee.ts';
import { systemAccountIds, systemAccountIdsColumn, systemAccountIdsOf } from './system-accounts.ts';

/** A document's currency columns as its posting's read takes them. */
interface ForeignRow {
  currency: string;
  exchangeRate: string;
  booksCurrency: string;
}

// The entries of invoices, their payments and Paystack's fees: each reads its document in the document's own
// transaction, after the document's rows are written, and posts what its rule (postings/) makes of it.

/**
 * Posts an invoice by invoicePosting: nothing for a draft; a later change re-posts (see syncDocumentEntry),
 * `moved` when its issue date changed.
 */
export async function postInvoice(
  tx: Tx,
  accountId: number,
  invoiceId: string,
  options: SyncOptions = {},
): Promise<void> {
  const result = await tx.execute(sql`
    select i.status, i.contact_id as "contactId", i.issue_date::text as "issueDate",
      i.invoice_number as "invoiceNumber", i.opening_balance_on::text as "openingBalanceOn",
      i.currency, i.exchange_rate::text as "exchangeRate",
      (select a.currency from ${accounts} a where a.id = i.account_id) as "booksCurrency",
      coalesce((select json_agg(json_build_object('ledgerAccountId', it.ledger_account_id,
          'taxRate', it.tax_rate::text, 'taxCategory', it.tax_category,
          'taxable', (it.subtotal - it.discount_amount)::text, 'tax', it.tax_amount::text))
        from ${invoiceItems} it where it.invoice_id = i.id and it.account_id = i.account_id), '[]'::json) as items,
      ${systemAccountIdsColumn(accountId, INVOICE_ACCOUNTS)} as "systemIds"
    from ${invoices} i where i.id = ${invoiceId} and i.account_id = ${accountId}`);
  const [row] = rowsOf<
    Omit<InvoiceRow, 'id' | 'rate'> & ForeignRow & { systemIds: Record<string, number> | null }
  >(result);
  if (!row) return;
  const { systemIds, currency, exchangeRate, booksCurrency, ...invoice } = row;
  const ids = systemAccountIdsOf(accountId, INVOICE_ACCOUNTS, systemIds);
  const rate = documentRate(currency, booksCurrency, toRateMicros(exchangeRate));
  const posting = invoicePosting({ id: invoiceId, ...invoice, rate }, ids);
  if (posting) await syncDocumentEntry(tx, { accountId, ...posting }, options);
}

/** Posts a customer's payment by paymentPosting (a Paystack one with the channel Paystack reported). */
export async function postPayment(
  tx: Tx,
  accountId: number,
  paymentId: number,
  options: SyncOptions = {},
): Promise<void> {
  const [payment] = await tx
    .select({
      amount: payments.amount,
      paidOn: payments.paidOn,
      method: payments.method,
      reference: payments.reference,
      contactId: invoices.contactId,
      invoiceNumber: invoices.invoiceNumber,
      channel: paystackTransactions.channel,
      invoiceId: payments.invoiceId,
      exchangeRate: payments.exchangeRate,
      currency: invoices.currency,
      invoiceRate: invoices.exchangeRate,
      booksCurrency: sql<string>`(select a.currency from ${accounts} a where a.id = ${payments.accountId})`,
    })
    .from(payments)
    .innerJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.accountId, payments.accountId)))
    .leftJoin(
      paystackTransactions,
      and(
        eq(payments.method, 'paystack'),
        eq(paystackTransactions.reference, payments.reference),
        eq(paystackTransactions.accountId, payments.accountId),
      ),
    )
    .where(and(eq(payments.id, paymentId), eq(payments.accountId, accountId)));
  if (!payment) return;
  const { invoiceId, exchangeRate, currency, invoiceRate, booksCurrency, ...settled } = payment;
  const foreign = await foreignSettlement(
    { currency, booksCurrency, documentRate: invoiceRate, paymentRate: exchangeRate },
    () => settledBefore(tx, accountId, invoiceId, paymentId),
  );
  const ids = await foreignSettlementIds(tx, accountId, 'receivable', payment.method, foreign);
  const posting = paymentPosting({ id: paymentId, ...settled, foreign }, ids);
  await syncDocumentEntry(tx, { accountId, ...posting }, options);
}

/**
 * What settled an invoice before payment `paymentId`, in cents of its currency: its earlier payments and the
 * applied part of the credit notes issued before it (see postCreditNote: the same order).
 */
async function settledBefore(tx: Tx, accountId: number, invoiceId: string, paymentId: number) {
  const result = await tx.execute(sql`
    select ((select coalesce(sum(p.amount), 0) from ${payments} p
        where p.account_id = ${accountId} and p.invoice_id = ${invoiceId} and p.id < ${paymentId})
      + (select coalesce(sum(c.applied_amount), 0) from ${creditNotes} c
        where c.account_id = ${accountId} and c.invoice_id = ${invoiceId}
          and c.created_at < (select created_at from ${payments}
            where account_id = ${accountId} and id = ${paymentId}))
    )::text as total`);
  return toCents(rowsOf<{ total: string }>(result)[0]?.total ?? '0');
}

/**
 * Posts payments just inserted (none posted before), in order, as postPayment on each in turn would: the
 * same entries, numbers and ids. Each payment as paymentPosting reads it.
 */
export async function postNewPayments(tx: Tx, accountId: number, rows: readonly PaymentRow[]): Promise<void> {
  const idsByMethod = new Map<string, Awaited<ReturnType<typeof settlementAccountIds>>>();
  for (const method of new Set(rows.map((row) => row.method))) {
    idsByMethod.set(method, await settlementAccountIds(tx, accountId, 'receivable', method));
  }
  await postEntries(
    tx,
    accountId,
    rows.map((row) => paymentPosting(row, idsByMethod.get(row.method)!)),
  );
}

/** A payment taken off its invoice (a statement line's, let go): its entry withdrawn on its own date. */
export function unpostPayment(tx: Tx, accountId: number, paymentId: number): Promise<void> {
  return withdrawDocumentEntry(tx, { accountId, sourceType: 'payment', sourceId: String(paymentId) });
}

/** Every payment of an invoice re-posted: after the invoice's contact changed, their 1200 lines follow it. */
export async function postInvoicePayments(tx: Tx, accountId: number, invoiceId: string): Promise<void> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.accountId, accountId)))
    .orderBy(payments.id);
  for (const { id } of rows) await postPayment(tx, accountId, id);
}

/** Posts the fee Paystack kept from a payment, by paystackFeePosting: once, when the payment is recorded. */
export async function postPaystackFee(
  tx: Tx,
  accountId: number,
  payment: FeePayment,
  feeCents: bigint,
): Promise<void> {
  const ids = await systemAccountIds(tx, accountId, PAYSTACK_FEE_ACCOUNTS);
  await post(tx, { accountId, ...paystackFeePosting(payment, feeCents, ids) });
}
