import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CANCELLED_BY_USER } from '../../adapters/daraja/wire.ts';
import type { Db } from '../../db/client.ts';
import { accounts, darajaStkRequests, invoices, mpesaReceipts, payments } from '../../db/schema.ts';
import { storableJson } from '../../db/storable-json.ts';
import type { Tx } from '../../db/transaction.ts';
import { lockingDocument } from '../../db/write-order.ts';
import { invoiceTransaction, lockPaymentReference } from '../invoices/index.ts';
import { payerContactId } from './payer-contact.ts';
import { settleReceipt } from './receive.ts';

type StkRow = typeof darajaStkRequests.$inferSelect;

/**
 * How a prompt ended, as its callback or an STK query says: paid (the callback names the M-Pesa receipt, the
 * amount and the time; a query names none of them), or ended unpaid with Safaricom's result code.
 */
export type StkOutcome =
  | {
      paid: true;
      receiptNumber: string | null;
      amountCents: bigint | null;
      paidAt: Date | null;
      raw: unknown;
    }
  | { paid: false; resultCode: string; resultDesc: string };

export type StkSettlement = 'paid' | 'ended' | 'replayed';

/**
 * Applies how a prompt ended, EXACTLY ONCE whoever reports it first (the callback or the query job) and
 * however often. The prompt's row is locked; a paid prompt becomes an M-Pesa receipt of the business
 * (unique per TransID, so a paybill confirmation of the same transaction books nothing more) and pays its
 * invoice toward the balance through the paybill's own settlement (the rest waits in the unmatched queue).
 * A receipt number that comes after a query found the prompt paid replaces the CheckoutRequestID that stood
 * in for it on the receipt and the payment. An unpaid ending of a paid prompt changes nothing.
 */
export async function settleStk(
  db: Db,
  reference: string,
  outcome: StkOutcome,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<StkSettlement> {
  const settled = await invoiceTransaction(db, async (tx): Promise<StkSettlement> => {
    lockingDocument(tx, `daraja_stk:${reference}`);
    const [row] = await tx
      .select()
      .from(darajaStkRequests)
      .where(eq(darajaStkRequests.reference, reference))
      .for('update');
    if (!row) return 'replayed';
    if (!outcome.paid) {
      if (row.status === 'paid') return 'replayed';
      await tx
        .update(darajaStkRequests)
        .set({
          status: outcome.resultCode === CANCELLED_BY_USER ? 'cancelled' : 'failed',
          resultCode: outcome.resultCode.slice(0, 20),
          resultDesc: outcome.resultDesc.slice(0, 300),
          updatedAt: now,
        })
        .where(eq(darajaStkRequests.reference, reference));
      return 'ended';
    }
    if (row.status === 'paid') {
      if (outcome.receiptNumber && !row.receiptNumber)
        await attachReceiptNumber(tx, row, outcome.receiptNumber);
      return 'replayed';
    }
    const receiptId = await bookReceipt(tx, row, outcome, now);
    await tx
      .update(darajaStkRequests)
      .set({
        status: 'paid',
        resultCode: '0',
        receiptNumber: outcome.receiptNumber,
        receiptId,
        updatedAt: now,
      })
      .where(eq(darajaStkRequests.reference, reference));
    return 'paid';
  });
  log?.info({ reference, settled, paid: outcome.paid }, 'daraja stk prompt settled');
  return settled;
}

async function bookReceipt(
  tx: Tx,
  row: StkRow,
  outcome: Extract<StkOutcome, { paid: true }>,
  now: Date,
): Promise<number> {
  const transId = outcome.receiptNumber ?? (row.checkoutRequestId as string);
  await lockPaymentReference(tx, row.accountId, transId);
  const [invoice] = await tx
    .select({ number: invoices.invoiceNumber, timeZone: accounts.timeZone })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.id, row.invoiceId), eq(invoices.accountId, row.accountId)));
  const confirmation = {
    transId,
    amountCents: outcome.amountCents ?? row.amountCents,
    receivedAt: outcome.paidAt ?? now,
  };
  const [inserted] = await tx
    .insert(mpesaReceipts)
    .values({
      accountId: row.accountId,
      ...confirmation,
      billRefNumber: invoice?.number ?? '',
      msisdn: row.phone,
      payerContactId: await payerContactId(tx, row.accountId, row.phone),
      raw: storableJson(outcome.raw ?? {}),
      status: 'matched',
      unallocatedCents: 0n,
    })
    .onConflictDoNothing({ target: [mpesaReceipts.accountId, mpesaReceipts.transId] })
    .returning({ id: mpesaReceipts.id });
  if (!inserted) {
    // The paybill's confirmation of this very transaction came first: it is booked already.
    const [known] = await tx
      .select({ id: mpesaReceipts.id })
      .from(mpesaReceipts)
      .where(and(eq(mpesaReceipts.accountId, row.accountId), eq(mpesaReceipts.transId, transId)));
    return known!.id;
  }
  const account = { id: row.accountId, timeZone: invoice?.timeZone ?? 'Africa/Nairobi' };
  await settleReceipt(tx, account, inserted.id, confirmation, row.invoiceId);
  return inserted.id;
}

/** The late callback's receipt number in place of the CheckoutRequestID on the receipt and its payment. */
async function attachReceiptNumber(tx: Tx, row: StkRow, receiptNumber: string): Promise<void> {
  const stand = row.checkoutRequestId as string;
  const [taken] = await tx
    .select({ id: mpesaReceipts.id })
    .from(mpesaReceipts)
    .where(and(eq(mpesaReceipts.accountId, row.accountId), eq(mpesaReceipts.transId, receiptNumber)));
  if (!taken) {
    await tx
      .update(mpesaReceipts)
      .set({ transId: receiptNumber })
      .where(and(eq(mpesaReceipts.accountId, row.accountId), eq(mpesaReceipts.transId, stand)));
    await tx
      .update(payments)
      .set({ reference: receiptNumber })
      .where(and(eq(payments.accountId, row.accountId), eq(payments.reference, stand)));
  }
  await tx
    .update(darajaStkRequests)
    .set({ receiptNumber })
    .where(eq(darajaStkRequests.reference, row.reference));
}
