import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authThrottle } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export interface AuthThrottle {
  /**
   * Counts one attempt against every key (e.g. `login:ip:…` and `login:email:…`); throws 429 with
   * Retry-After when any key went over the limit in the current window.
   */
  hit(keys: string[]): Promise<void>;
}

/**
 * Fixed-window attempt counters in the `auth_throttle` table, shared by every instance on one database.
 * One upsert per attempt; rows of finished windows are pruned at most once a window.
 */
export function createAuthThrottle(db: Db, max: number, windowMs: number): AuthThrottle {
  const cutoff = sql`now() - ${sql.raw(`interval '${Math.trunc(windowMs)} milliseconds'`)}`;
  const expired = sql`${authThrottle.windowStart} <= ${cutoff}`;
  let lastPrune = 0;
  return {
    async hit(keys) {
      if (keys.length === 0) return;
      if (Date.now() - lastPrune > windowMs) {
        lastPrune = Date.now();
        await db.delete(authThrottle).where(lt(authThrottle.windowStart, cutoff));
      }
      const rows = await db
        .insert(authThrottle)
        .values(keys.map((key) => ({ key, hits: 1 })))
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
      throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { 'retry-after': String(retryAfter) });
    },
  };
}
