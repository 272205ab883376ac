import { exactCents } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { callbackItem, stkCallbackBody } from '../../adapters/daraja/wire.ts';
import type { Db } from '../../db/client.ts';
import { darajaStkRequests } from '../../db/schema.ts';
import { storableJson } from '../../db/storable-json.ts';
import { HttpError } from '../../http/errors.ts';
import { nairobiTime } from './confirmation.ts';
import { type StkSettlement, settleStk } from './stk-settle.ts';

/** The callback's amount in cents; null when it is missing or not an amount (the prompt's is booked). */
function amountOf(value: string | null): bigint | null {
  if (value === null) return null;
  try {
    const cents = exactCents(Number(value));
    return cents > 0n ? cents : null;
  } catch {
    return null;
  }
}

/**
 * POST /paybill/{token}/stk-callback: Safaricom's result of an M-Pesa Express prompt of the account whose
 * token is in the URL. 400 when the body is not an STK callback; a CheckoutRequestID that is not one of the
 * account's prompts is logged and acknowledged (a retry would not change it); otherwise settled once.
 * Answers how it settled, and which prompt (of which invoice) it was.
 */
export async function receiveStkCallback(
  db: Db,
  accountId: number,
  body: unknown,
  now: Date,
  log: FastifyBaseLogger,
): Promise<{ settled: StkSettlement | 'unknown'; invoiceId?: string; reference?: string }> {
  const parsed = stkCallbackBody.safeParse(body === undefined ? null : storableJson(body));
  if (!parsed.success) throw new HttpError(400, 'Not an M-Pesa Express callback');
  const callback = parsed.data.Body.stkCallback;
  const [row] = await db
    .select({ reference: darajaStkRequests.reference, invoiceId: darajaStkRequests.invoiceId })
    .from(darajaStkRequests)
    .where(
      and(
        eq(darajaStkRequests.accountId, accountId),
        eq(darajaStkRequests.checkoutRequestId, callback.CheckoutRequestID),
      ),
    );
  if (!row) {
    log.warn(
      { accountId, checkoutRequestId: callback.CheckoutRequestID },
      'stk callback for no prompt of ours',
    );
    return { settled: 'unknown' };
  }
  const prompt = { reference: row.reference, invoiceId: row.invoiceId };
  if (callback.ResultCode !== '0') {
    const settled = await settleStk(
      db,
      row.reference,
      { paid: false, resultCode: callback.ResultCode, resultDesc: callback.ResultDesc },
      now,
      log,
    );
    return { settled, ...prompt };
  }
  const receipt = callbackItem(callback, 'MpesaReceiptNumber')?.trim().toUpperCase() || null;
  const settled = await settleStk(
    db,
    row.reference,
    {
      paid: true,
      receiptNumber: receipt && receipt.length <= 40 ? receipt : null,
      amountCents: amountOf(callbackItem(callback, 'Amount')),
      paidAt: nairobiTime(callbackItem(callback, 'TransactionDate')),
      raw: body,
    },
    now,
    log,
  );
  return { settled, ...prompt };
}
