import type { BillStatus, billPaymentRequestSchema } from '@daftari/contracts';
import { centsToDecimal, formatMoney, toCents } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { billPayments, bills } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { invalidField } from '../../http/errors.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { postBillPayment, repostBillSettlements, unpostBillPayment } from '../ledger/index.ts';
import { actionsOf, billTransaction, lockBill, recomputeBill } from './writes.ts';

export type BillPaymentInput = z.output<typeof billPaymentRequestSchema>['payment'];

/** Why a bill the rule (billActions) refuses a payment takes none. */
const TAKES_NO_PAYMENT: Partial<Record<BillStatus, string>> = {
  draft: 'This bill is a draft; save it as open before recording a payment.',
  void: 'This bill is void; it takes no payment.',
  paid: 'This bill is already paid.',
};

/**
 * POST /bills/{id}/payments: a payment toward an open bill's balance, posted (Dr 2000 / Cr the method's
 * account; for a bill in another currency at the payment's own rate, the difference to 4950 or 6950) in the
 * same transaction; the bill is paid once its payments cover the total. A draft (not issued)
 * or void bill takes no payment, and no payment goes beyond the balance.
 */
export async function recordBillPayment(
  db: Db,
  accountId: number,
  billId: number,
  input: BillPaymentInput,
): Promise<void> {
  await billTransaction(db, undefined, (tx) => applyBillPayment(tx, accountId, billId, input));
}

/**
 * A payment toward an open bill's balance in the caller's transaction (a statement line matched to it, or
 * POST /bills/{id}/payments): the bill locked, the payment posted, the bill recomputed. Answers its id.
 */
export async function applyBillPayment(
  tx: Tx,
  accountId: number,
  billId: number,
  input: BillPaymentInput,
): Promise<number> {
  const bill = await lockBill(tx, accountId, billId);
  if (!actionsOf(bill).pay) {
    throw invalidField('amount', TAKES_NO_PAYMENT[bill.status] ?? 'This bill takes no payment.');
  }
  const amount = toCents(input.amount);
  if (amount > toCents(bill.balance)) {
    throw invalidField(
      'amount',
      `Payment of ${formatMoney(input.amount, bill.currency)} is more than the balance of ${formatMoney(bill.balance, bill.currency)}`,
    );
  }
  const { exchangeRate } = await resolveRate(tx, accountId, {
    currency: bill.currency,
    exchangeRate: input.exchange_rate,
    date: input.paid_on,
    // Money already paid out is never refused for want of a rate: it then takes the bill's own.
    fallback: bill.exchangeRate,
  });
  const [row] = await tx
    .insert(billPayments)
    .values({
      accountId,
      billId,
      amount: centsToDecimal(amount),
      paidOn: input.paid_on,
      method: input.method,
      reference: input.reference ?? null,
      exchangeRate,
    })
    .returning({ id: billPayments.id });
  await postBillPayment(tx, accountId, row!.id);
  await recomputeBill(tx, accountId, billId, bill.currency);
  return row!.id;
}

/**
 * A bill payment taken off its bill in the caller's transaction (the statement line that recorded it let go):
 * its entry reversed on its own date, its row deleted, the bill's other payments re-posted (one in another
 * currency: see repostBillSettlements), the bill recomputed. The caller locks the bill first
 * (lockBill).
 */
export async function removeBillPayment(tx: Tx, accountId: number, paymentId: number): Promise<void> {
  const [payment] = await tx
    .select({ billId: billPayments.billId, currency: bills.currency })
    .from(billPayments)
    .innerJoin(bills, eq(bills.id, billPayments.billId))
    .where(and(eq(billPayments.id, paymentId), eq(billPayments.accountId, accountId)));
  if (!payment) return;
  await unpostBillPayment(tx, accountId, paymentId);
  await tx
    .delete(billPayments)
    .where(and(eq(billPayments.id, paymentId), eq(billPayments.accountId, accountId)));
  await repostBillSettlements(tx, accountId, payment.billId);
  await recomputeBill(tx, accountId, payment.billId, payment.currency);
}
