import { toCents, toRateMicros } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { accounts, billLines, billPayments, bills } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { type SyncOptions, syncDocumentEntry, withdrawDocumentEntry } from './documents.ts';
import { foreignSettlement, foreignSettlementIds } from './foreign-settlements.ts';
import { BILL_ACCOUNTS, type BillRow, billPosting } from './postings/bill.ts';
import { billPaymentPosting } from './postings/bill-payment.ts';
import { documentRate } from './postings/foreign-currency.ts';
import { systemAccountIdsColumn, systemAccountIdsOf } from './system-accounts.ts';

// The entries of bills and their payments: each reads its document in the bill's own transaction, after its
// rows are written, and posts what its rule (postings/) makes of it.

/**
 * Posts a bill by billPosting: nothing for a draft; a later change re-posts (see syncDocumentEntry), `moved`
 * when its issue date changed.
 */
export async function postBill(
  tx: Tx,
  accountId: number,
  billId: number,
  options: SyncOptions = {},
): Promise<void> {
  const result = await tx.execute(sql`
    select b.status, b.contact_id as "contactId", b.issue_date::text as "issueDate", b.bill_number as "billNumber",
      b.opening_balance_on::text as "openingBalanceOn", b.currency, b.exchange_rate::text as "exchangeRate",
      (select a.currency from ${accounts} a where a.id = b.account_id) as "booksCurrency",
      coalesce((select json_agg(json_build_object('ledgerAccountId', l.ledger_account_id, 'taxRate', l.tax_rate::text,
          'taxCategory', l.tax_category,
          'taxable', (l.subtotal - l.discount_amount)::text, 'tax', l.tax_amount::text))
        from ${billLines} l where l.bill_id = b.id and l.account_id = b.account_id), '[]'::json) as lines,
      ${systemAccountIdsColumn(accountId, BILL_ACCOUNTS)} as "systemIds"
    from ${bills} b where b.id = ${billId} and b.account_id = ${accountId}`);
  const [row] = rowsOf<
    Omit<BillRow, 'id' | 'rate'> & {
      currency: string;
      exchangeRate: string;
      booksCurrency: string;
      systemIds: Record<string, number> | null;
    }
  >(result);
  if (!row) return;
  const { systemIds, currency, exchangeRate, booksCurrency, ...bill } = row;
  const rate = documentRate(currency, booksCurrency, toRateMicros(exchangeRate));
  const posting = billPosting(
    { id: billId, ...bill, rate },
    systemAccountIdsOf(accountId, BILL_ACCOUNTS, systemIds),
  );
  if (posting) await syncDocumentEntry(tx, { accountId, ...posting }, options);
}

/** Posts a bill payment by billPaymentPosting. */
export async function postBillPayment(
  tx: Tx,
  accountId: number,
  paymentId: number,
  options: SyncOptions = {},
): Promise<void> {
  const [payment] = await tx
    .select({
      amount: billPayments.amount,
      paidOn: billPayments.paidOn,
      method: billPayments.method,
      reference: billPayments.reference,
      contactId: bills.contactId,
      billNumber: bills.billNumber,
      billId: billPayments.billId,
      paymentRate: billPayments.exchangeRate,
      currency: bills.currency,
      documentRate: bills.exchangeRate,
      booksCurrency: sql<string>`(select a.currency from ${accounts} a where a.id = ${billPayments.accountId})`,
    })
    .from(billPayments)
    .innerJoin(bills, and(eq(bills.id, billPayments.billId), eq(bills.accountId, billPayments.accountId)))
    .where(and(eq(billPayments.id, paymentId), eq(billPayments.accountId, accountId)));
  if (!payment) return;
  const { billId, paymentRate, currency, documentRate: billRate, booksCurrency, ...settled } = payment;
  const foreign = await foreignSettlement(
    { currency, booksCurrency, documentRate: billRate, paymentRate },
    () => settledBefore(tx, accountId, billId, paymentId),
  );
  const ids = await foreignSettlementIds(tx, accountId, 'payable', payment.method, foreign);
  const posting = billPaymentPosting({ id: paymentId, ...settled, foreign }, ids);
  await syncDocumentEntry(tx, { accountId, ...posting }, options);
}

/** What a bill's payments before `paymentId` paid of it, in cents of its currency. */
async function settledBefore(tx: Tx, accountId: number, billId: number, paymentId: number) {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${billPayments.amount}), 0)::text` })
    .from(billPayments)
    .where(
      and(
        eq(billPayments.accountId, accountId),
        eq(billPayments.billId, billId),
        sql`${billPayments.id} < ${paymentId}`,
      ),
    );
  return toCents(row?.total ?? '0');
}

/** A bill payment taken off its bill (a statement line's, let go): its entry withdrawn on its own date. */
export function unpostBillPayment(tx: Tx, accountId: number, paymentId: number): Promise<void> {
  return withdrawDocumentEntry(tx, { accountId, sourceType: 'bill_payment', sourceId: String(paymentId) });
}

/** Every payment of a bill re-posted: after the bill's vendor changed, their 2000 lines follow it. */
export async function postBillPayments(tx: Tx, accountId: number, billId: number): Promise<void> {
  const rows = await tx
    .select({ id: billPayments.id })
    .from(billPayments)
    .where(and(eq(billPayments.billId, billId), eq(billPayments.accountId, accountId)))
    .orderBy(billPayments.id);
  for (const { id } of rows) await postBillPayment(tx, accountId, id);
}
