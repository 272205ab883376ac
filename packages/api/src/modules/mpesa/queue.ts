import type { PageMeta, UnmatchedMpesaPayment } from '@daftari/contracts';
import { centsToDecimal, centsToNumber } from '@daftari/format';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, mpesaReceipts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { lockingDocument } from '../../db/write-order.ts';
import { HttpError } from '../../http/errors.ts';
import { type PageQuery, pageMeta, pageOffset } from '../../http/paging.ts';
import { applyPayment, invoiceTransaction, lockInvoice } from '../invoices/index.ts';
import { postAllocatedReceipt } from '../ledger/index.ts';
import { receiptDay } from './receipt-day.ts';

export const unmatchedNotFound = () => new HttpError(404, 'Unmatched M-Pesa payment not found');

type ReceiptRow = typeof mpesaReceipts.$inferSelect;

function toUnmatched(row: ReceiptRow): UnmatchedMpesaPayment {
  return {
    id: row.id,
    trans_id: row.transId,
    amount: centsToNumber(row.unallocatedCents),
    bill_ref_number: row.billRefNumber,
    msisdn: row.msisdn,
    payer_name: row.payerName,
    matched_invoice_id: row.matchedInvoiceId,
    received_at: row.receivedAt.toISOString(),
    invoice_id: row.invoiceId,
    assigned_at: row.assignedAt?.toISOString() ?? null,
    hold_reason: row.holdReason,
    payer_contact_id: row.payerContactId,
  };
}

const inQueue = (accountId: number) =>
  and(eq(mpesaReceipts.accountId, accountId), eq(mpesaReceipts.status, 'unmatched'));

/** GET /mpesa/unmatched: the queue entries of the account (`open`, `assigned` or `all`), newest first. */
export async function listUnmatched(
  db: Executor,
  accountId: number,
  query: PageQuery & { status: 'open' | 'assigned' | 'all' },
): Promise<{ data: UnmatchedMpesaPayment[]; meta: PageMeta }> {
  const conditions: (SQL | undefined)[] = [inQueue(accountId)];
  if (query.status === 'open') conditions.push(isNull(mpesaReceipts.invoiceId));
  if (query.status === 'assigned') conditions.push(isNotNull(mpesaReceipts.invoiceId));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(mpesaReceipts)
      .where(where)
      .orderBy(desc(mpesaReceipts.receivedAt), desc(mpesaReceipts.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ count: sql<number>`count(*)::int` }).from(mpesaReceipts).where(where),
  ]);
  return { data: rows.map(toUnmatched), meta: pageMeta(Number(count?.count ?? 0), query) };
}

/**
 * POST /mpesa/unmatched/{id}/assign: pays the invoice with the queued money, in one transaction with the
 * ledger's move of it from 2300 to the receivable: the receipt's row is locked (a second assign waits, then
 * answers 409), the invoice must take it (422 above its balance, paid, void, not in KES, or paid by this
 * TransID already), the payment is dated the day the money came in and carries the TransID, as the part of the
 * receipt that paid the invoice its account number matched does.
 */
export async function assignUnmatched(
  db: Db,
  accountId: number,
  id: number,
  invoiceId: string,
  now: Date,
): Promise<UnmatchedMpesaPayment> {
  return invoiceTransaction(db, async (tx) => {
    lockingDocument(tx, `mpesa_receipt:${id}`);
    const [receipt] = await tx
      .select()
      .from(mpesaReceipts)
      .where(and(inQueue(accountId), eq(mpesaReceipts.id, id)))
      .for('update');
    if (!receipt) throw unmatchedNotFound();
    if (receipt.invoiceId) throw new HttpError(409, 'This M-Pesa payment has already been assigned');
    const invoice = await lockInvoice(tx, accountId, invoiceId);
    if (invoice.currency !== 'KES') {
      throw new HttpError(422, 'An M-Pesa payment can only pay an invoice in KES');
    }
    const [account] = await tx
      .select({ timeZone: accounts.timeZone })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    const day = await receiptDay(tx, accountId, account?.timeZone ?? 'Africa/Nairobi', receipt.receivedAt);
    const paymentId = await applyPayment(tx, accountId, invoiceId, {
      amount: centsToDecimal(receipt.unallocatedCents),
      paidOn: day,
      method: 'mpesa',
      reference: receipt.transId,
      part: true,
    });
    await postAllocatedReceipt(
      tx,
      accountId,
      { id: receipt.id, transId: receipt.transId, date: day },
      receipt.unallocatedCents,
    );
    const [assigned] = await tx
      .update(mpesaReceipts)
      .set({ invoiceId, assignedAt: now, assignedPaymentId: paymentId })
      .where(eq(mpesaReceipts.id, receipt.id))
      .returning();
    return toUnmatched(assigned!);
  });
}
