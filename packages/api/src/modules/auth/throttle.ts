import type { Db } from '../../db/client.ts';
import { createThrottle, createWindowCounter, type Throttle } from '../../http/throttle.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

/** Sign-up and login attempts counted per IP, and sign-ups per e-mail (keys `auth:login:ip:…`, …). */
export function createAuthThrottle(db: Db, max: number, windowMs: number): Throttle {
  return createThrottle(db, { prefix: 'auth:', max, windowMs, message: TOO_MANY_ATTEMPTS });
}

/** Requests per user to list and revoke sessions: this many times the sign-in limit, in the same window. */
export const SESSION_LIMIT_FACTOR = 6;

/** GET /sessions and the revocations counted per user (keys `sessions:user:…`). */
export function createSessionThrottle(db: Db, authMax: number, windowMs: number): Throttle {
  const max = authMax * SESSION_LIMIT_FACTOR;
  return createThrottle(db, { prefix: 'sessions:', max, windowMs, message: TOO_MANY_ATTEMPTS });
}

/** The longest a sign-in waits, however many failures its e-mail had. */
export const MAX_LOGIN_DELAY_MS = 16_000;

/**
 * How long a sign-in for an e-mail waits after `failures` failed ones in the window: nothing up to `free`,
 * then one second, doubling with each further failure, up to MAX_LOGIN_DELAY_MS.
 */
export function loginDelayMs(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(MAX_LOGIN_DELAY_MS, 1000 * 2 ** Math.min(failures - free, 10));
}

export interface LoginBackoff {
  /** Waits as long as the e-mail's recent failed sign-ins ask for. */
  wait(email: string): Promise<void>;
  /** Counts a failed sign-in for the e-mail. */
  failed(email: string): Promise<void>;
}

/**
 * Failed sign-ins per e-mail slow the next ones down instead of refusing them: a hard per-e-mail limit
 * would let anyone lock a known e-mail out by typing wrong passwords, while a growing delay only makes
 * guessing slow, and the owner's right password from a new address still gets in (after the delay).
 * Guessing from one address stays bounded by the per-IP limit.
 */
export function createLoginBackoff(
  db: Db,
  options: { free: number; windowMs: number; sleep: (ms: number) => Promise<void> },
): LoginBackoff {
  const failures = createWindowCounter(db, { prefix: 'auth-failed:', windowMs: options.windowMs });
  return {
    async wait(email) {
      const delay = loginDelayMs(await failures.count(email), options.free);
      if (delay > 0) await options.sleep(delay);
    },
    async failed(email) {
      await failures.add([email]);
    },
  };
}
