import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { billLines, billPayments, bills } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { type SyncOptions, syncDocumentEntry, withdrawDocumentEntry } from './documents.ts';
import { settlementAccountIds } from './payment-entries.ts';
import { BILL_ACCOUNTS, type BillRow, billPosting } from './postings/bill.ts';
import { billPaymentPosting } from './postings/bill-payment.ts';
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
      b.opening_balance_on::text as "openingBalanceOn",
      coalesce((select json_agg(json_build_object('ledgerAccountId', l.ledger_account_id, 'taxRate', l.tax_rate::text,
          'taxCategory', l.tax_category,
          'taxable', (l.subtotal - l.discount_amount)::text, 'tax', l.tax_amount::text))
        from ${billLines} l where l.bill_id = b.id and l.account_id = b.account_id), '[]'::json) as lines,
      ${systemAccountIdsColumn(accountId, BILL_ACCOUNTS)} as "systemIds"
    from ${bills} b where b.id = ${billId} and b.account_id = ${accountId}`);
  const [row] = rowsOf<Omit<BillRow, 'id'> & { systemIds: Record<string, number> | null }>(result);
  if (!row) return;
  const { systemIds, ...bill } = row;
  const posting = billPosting(
    { id: billId, ...bill },
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
    })
    .from(billPayments)
    .innerJoin(bills, and(eq(bills.id, billPayments.billId), eq(bills.accountId, billPayments.accountId)))
    .where(and(eq(billPayments.id, paymentId), eq(billPayments.accountId, accountId)));
  if (!payment) return;
  const ids = await settlementAccountIds(tx, accountId, 'payable', payment.method);
  await syncDocumentEntry(
    tx,
    { accountId, ...billPaymentPosting({ id: paymentId, ...payment }, ids) },
    options,
  );
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
