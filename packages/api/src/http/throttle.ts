import { and, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authThrottle } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export interface Throttle {
  /**
   * Counts one hit against every key (e.g. `login:ip:…` and `login:email:…`); throws 429 with Retry-After
   * when any key went over the limit in the current window.
   */
  hit(keys: string[]): Promise<void>;
}

export interface ThrottleOptions {
  /** Prepended to every key: a limiter prunes only its own rows, so a short window never resets a long one. */
  prefix: string;
  max: number;
  windowMs: number;
  /** The 429's error message. */
  message: string;
}

/** The key column's width. */
const MAX_KEY_LENGTH = 320;

/**
 * Fixed-window counters in the `auth_throttle` table, shared by every instance on one database. One upsert
 * per hit; rows of finished windows are pruned at most once a window.
 */
export function createThrottle(db: Db, { prefix, max, windowMs, message }: ThrottleOptions): Throttle {
  const cutoff = sql`now() - ${sql.raw(`interval '${Math.trunc(windowMs)} milliseconds'`)}`;
  const expired = sql`${authThrottle.windowStart} <= ${cutoff}`;
  let lastPrune = 0;
  return {
    async hit(keys) {
      if (keys.length === 0) return;
      if (Date.now() - lastPrune > windowMs) {
        lastPrune = Date.now();
        await db
          .delete(authThrottle)
          .where(and(like(authThrottle.key, `${prefix}%`), lt(authThrottle.windowStart, cutoff)));
      }
      const prefixed = new Set(keys.map((key) => `${prefix}${key}`.slice(0, MAX_KEY_LENGTH)));
      const rows = await db
        .insert(authThrottle)
        .values([...prefixed].map((key) => ({ key, hits: 1 })))
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${authThrottle.hits} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
          },
        })
        .returning({ hits: authThrottle.hits, windowStart: authThrottle.windowStart });
      const over = rows.filter((row) => row.hits > max);
      if (over.length === 0) return;
      const resetAt = Math.max(...over.map((row) => row.windowStart.getTime() + windowMs));
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
    },
  };
}
