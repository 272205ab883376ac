import type { Db } from '../../db/client.ts';
import { createThrottle, type Throttle } from '../../http/throttle.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/** Requests to the public pay-page routes (keys `pay:invoice:ip:…`, …), with a short window. */
export function createPublicThrottle(db: Db, max: number, windowMs: number): Throttle {
  return createThrottle(db, { prefix: 'pay:', max, windowMs, message: TOO_MANY_REQUESTS });
}
