import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { darajaStkRequests } from '../../db/schema.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { darajaConnection } from './daraja-settings.ts';
import type { Daraja } from './daraja-setup.ts';
import { STK_QUERY_AFTER_S } from './stk-push.ts';
import { settleStk } from './stk-settle.ts';

/** The next planned query of a prompt sent at `sentAt`, after `now`; null once the last has passed. */
function nextQuery(sentAt: Date, now: Date): Date | null {
  const due = STK_QUERY_AFTER_S.map((seconds) => new Date(sentAt.getTime() + seconds * 1000));
  return due.find((at) => at.getTime() > now.getTime()) ?? null;
}

/**
 * The `mpesa_stk_query` job: when a prompt's callback has not settled it, asks Daraja's STK query how it
 * ended, 30, 60 and 120 s after it was sent (the job postpones itself between them, counting no attempt).
 * Paid: booked as the callback would book it (without its receipt number: the CheckoutRequestID stands in);
 * cancelled or failed: recorded. Still being processed (or Daraja unreachable) after the last planned query:
 * the attempt fails, so the queue's backoff asks again and, after its last attempt, lists it for the owner.
 */
export function stkQueryHandler(db: Db, daraja: Daraja): JobHandler {
  return async (job, { now, complete }) => {
    const reference = String((job.payload as { reference?: unknown }).reference ?? '');
    const [row] = await db.select().from(darajaStkRequests).where(eq(darajaStkRequests.reference, reference));
    if (row?.status !== 'pending' || !row.checkoutRequestId) {
      await complete(db);
      return { done: true };
    }
    const connection = await darajaConnection(db, daraja, row.accountId, { needEnabled: false });
    if (!connection)
      throw new Error('Daraja is no longer set up for this business: the prompt cannot be checked');
    const later = nextQuery(row.createdAt, now);
    let outcome: Awaited<ReturnType<typeof connection.client.stkQuery>>;
    try {
      outcome = await connection.client.stkQuery({
        shortcode: connection.shortcode,
        passkey: connection.passkey,
        checkoutRequestId: row.checkoutRequestId,
      });
    } catch (error) {
      if (later) return { postpone: later };
      throw error;
    }
    if (outcome.processing) {
      if (later) return { postpone: later };
      throw new Error('M-Pesa has not finished this prompt yet');
    }
    await settleStk(
      db,
      reference,
      outcome.resultCode === '0'
        ? { paid: true, receiptNumber: null, amountCents: null, paidAt: null, raw: outcome }
        : { paid: false, resultCode: outcome.resultCode, resultDesc: outcome.resultDesc },
      now,
    );
    await complete(db);
    return { done: true };
  };
}
