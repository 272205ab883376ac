import type { billPaymentRequestSchema } from '@daftari/contracts';
import { centsToDecimal, formatMoney, toCents } from '@daftari/format';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { billPayments } from '../../db/schema.ts';
import { invalidField } from '../../http/errors.ts';
import { postBillPayment } from '../ledger/index.ts';
import { billTransaction, lockBill, recomputeBill } from './writes.ts';

export type BillPaymentInput = z.output<typeof billPaymentRequestSchema>['payment'];

/**
 * POST /bills/{id}/payments: a payment toward an open bill's balance, posted (Dr 2000 / Cr the method's
 * account) in the same transaction; the bill is paid once its payments cover the total. A draft (not issued)
 * or void bill takes no payment, and no payment goes beyond the balance.
 */
export async function recordBillPayment(
  db: Db,
  accountId: number,
  billId: number,
  input: BillPaymentInput,
): Promise<void> {
  await billTransaction(db, undefined, async (tx) => {
    const bill = await lockBill(tx, accountId, billId);
    if (bill.status === 'draft') {
      throw invalidField('amount', 'This bill is a draft; save it as open before recording a payment.');
    }
    if (bill.status === 'void') throw invalidField('amount', 'This bill is void; it takes no payment.');
    if (bill.status === 'paid') throw invalidField('amount', 'This bill is already paid.');
    const amount = toCents(input.amount);
    if (amount > toCents(bill.balance)) {
      throw invalidField(
        'amount',
        `Payment of ${formatMoney(input.amount, bill.currency)} is more than the balance of ${formatMoney(bill.balance, bill.currency)}`,
      );
    }
    const [row] = await tx
      .insert(billPayments)
      .values({
        accountId,
        billId,
        amount: centsToDecimal(amount),
        paidOn: input.paid_on,
        method: input.method,
        reference: input.reference ?? null,
      })
      .returning({ id: billPayments.id });
    await postBillPayment(tx, accountId, row!.id);
    await recomputeBill(tx, accountId, billId, bill.currency);
  });
}
