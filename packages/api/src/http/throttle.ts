import { and, eq, gt, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authThrottle } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** The key column's width. */
const MAX_KEY_LENGTH = 320;

export interface WindowCounterOptions {
  /** Prepended to every key: a counter prunes only its own rows, so a short window never resets a long one. */
  prefix: string;
  windowMs: number;
}

export interface WindowCounter {
  /** Counts one hit against every key; answers each key's hits in its window and when that window began. */
  add(keys: string[]): Promise<Array<{ hits: number; windowStart: Date }>>;
  /** The hits of `key` in its current window (0 when it has none or its window is over). */
  count(key: string): Promise<number>;
}

/**
 * Fixed-window counters in the `auth_throttle` table, shared by every instance on one database. One upsert
 * per hit; rows of finished windows are pruned at most once a window.
 */
export function createWindowCounter(db: Db, { prefix, windowMs }: WindowCounterOptions): WindowCounter {
  const cutoff = sql`now() - ${sql.raw(`interval '${Math.trunc(windowMs)} milliseconds'`)}`;
  const expired = sql`${authThrottle.windowStart} <= ${cutoff}`;
  const keyOf = (key: string) => `${prefix}${key}`.slice(0, MAX_KEY_LENGTH);
  let lastPrune = 0;
  return {
    async add(keys) {
      if (keys.length === 0) return [];
      if (Date.now() - lastPrune > windowMs) {
        lastPrune = Date.now();
        await db
          .delete(authThrottle)
          .where(and(like(authThrottle.key, `${prefix}%`), lt(authThrottle.windowStart, cutoff)));
      }
      return db
        .insert(authThrottle)
        .values([...new Set(keys.map(keyOf))].map((key) => ({ key, hits: 1 })))
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${authThrottle.hits} + 1 end`,
            windowStart: sql`case when ${expired} then now() else ${authThrottle.windowStart} end`,
          },
        })
        .returning({ hits: authThrottle.hits, windowStart: authThrottle.windowStart });
    },
    async count(key) {
      const [row] = await db
        .select({ hits: authThrottle.hits })
        .from(authThrottle)
        .where(and(eq(authThrottle.key, keyOf(key)), gt(authThrottle.windowStart, cutoff)));
      return row?.hits ?? 0;
    },
  };
}

export interface Throttle {
  /**
   * Counts one hit against every key (e.g. `login:ip:…`); throws 429 with Retry-After when any key went over
   * the limit in the current window.
   */
  hit(keys: string[]): Promise<void>;
}

export interface ThrottleOptions extends WindowCounterOptions {
  max: number;
  /** The 429's error message. */
  message: string;
}

export function createThrottle(db: Db, { max, message, ...window }: ThrottleOptions): Throttle {
  const counter = createWindowCounter(db, window);
  return {
    async hit(keys) {
      const over = (await counter.add(keys)).filter((row) => row.hits > max);
      if (over.length === 0) return;
      const resetAt = Math.max(...over.map((row) => row.windowStart.getTime() + window.windowMs));
      const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
      throw new HttpError(429, message, undefined, { 'retry-after': String(retryAfter) });
    },
  };
}
