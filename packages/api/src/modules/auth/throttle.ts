import type { Db } from '../../db/client.ts';
import { createThrottle, type Throttle } from '../../http/throttle.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Sign-up and login attempts, counted per IP and per e-mail (keys `auth:login:ip:…`, …). */
export function createAuthThrottle(db: Db, max: number, windowMs: number): Throttle {
  return createThrottle(db, { prefix: 'auth:', max, windowMs, message: TOO_MANY_ATTEMPTS });
}
