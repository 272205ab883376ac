import { addDays, calendarDayIn } from '@daftari/format';
import type { Tx } from '../../db/transaction.ts';
import { lockDateOf } from '../ledger/index.ts';

/**
 * The day a paybill payment is booked on: the business's calendar day it came in, or the day after the lock
 * date when that day is locked (the money did arrive; Safaricom's confirmation cannot be refused for it).
 */
export async function receiptDay(tx: Tx, accountId: number, timeZone: string, receivedAt: Date) {
  const day = calendarDayIn(timeZone, receivedAt);
  const lockDate = await lockDateOf(tx, accountId);
  return lockDate && day <= lockDate ? addDays(lockDate, 1) : day;
}
