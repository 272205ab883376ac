import type { Db } from './client.ts';
import { isTransientConflict, refusedInput } from './errors.ts';

/** A transaction of `db.transaction`; services that run inside one take this or a plain Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a query can run: the database itself or an open transaction. */
export type Executor = Db | Tx;

/** What a write whose amounts have no document limit of their own answers when one overflows its column. */
export const AMOUNTS_TOO_LARGE = 'The amounts are too large';

/** How a lost race is tried again: the jitter's random source and the wait, injectable for tests. */
export interface RetryPolicy {
  /** A number in [0, 1), as Math.random. */
  random: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** How many times a transaction that lost a race (40001, 40P01) is run again before its error surfaces. */
export const WRITE_RETRIES = 3;

const RETRY_BASE_MS = 20;

const defaultRetry: RetryPolicy = {
  random: Math.random,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Runs `work` in one transaction: every write of the API goes through here. Input the database refuses
 * outright is thrown as a RefusedInputError (answered 422, not 500): text with a NUL character, and an amount
 * beyond its NUMERIC column, with `amountsTooLarge` naming the document's limit.
 *
 * A transaction PostgreSQL aborts as a serialization failure (40001) or a deadlock (40P01) is run again from
 * the start, `work` included (so `work` must keep its effects inside the transaction), at most WRITE_RETRIES
 * times, each after a random wait of up to 20, 40, 80 ms (full jitter: racers do not meet again in step).
 * The locks of a write are taken in one order (db/write-order.ts), so this is a backstop, not the rule.
 */
export async function writeTransaction<T>(
  db: Db,
  amountsTooLarge: string,
  work: (tx: Tx) => Promise<T>,
  retry: RetryPolicy = defaultRetry,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt < WRITE_RETRIES && isTransientConflict(error)) {
        await retry.sleep(retry.random() * RETRY_BASE_MS * 2 ** attempt);
        continue;
      }
      throw refusedInput(error, amountsTooLarge) ?? error;
    }
  }
}
