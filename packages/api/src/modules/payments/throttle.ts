import { and, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authThrottle } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';

export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a minute and try again.';

/** Every key of this limiter starts with it; its pruning never touches the login limiter's rows. */
const PREFIX = 'pay:';

export interface PublicThrottle {
  /** Counts one request against every key (`pay:` is prepended); 429 with Retry-After over the limit. */
  hit(keys: string[]): Promise<void>;
}

/**
 * Fixed-window request counters for the public pay-page routes, in the `auth_throttle` table (shared by
 * every instance on one database) under keys of their own. The same upsert as the login limiter
 * (modules/auth/throttle.ts) with a short window; it prunes only its own finished windows, so it never
 * resets a login limit.
 */
export function createPublicThrottle(db: Db, max: number, windowMs: number): PublicThrottle {
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
          .where(and(like(authThrottle.key, `${PREFIX}%`), lt(authThrottle.windowStart, cutoff)));
      }
      const rows = await db
        .insert(authThrottle)
        .values(
          [...new Set(keys.map((key) => `${PREFIX}${key}`.slice(0, 320)))].map((key) => ({ key, hits: 1 })),
        )
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
      throw new HttpError(429, TOO_MANY_REQUESTS, undefined, { 'retry-after': String(retryAfter) });
    },
  };
}
