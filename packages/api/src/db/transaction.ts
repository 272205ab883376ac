import type { Db } from './client.ts';
import { refusedInput } from './errors.ts';

/** A transaction of `db.transaction`; services that run inside one take this or a plain Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a query can run: the database itself or an open transaction. */
export type Executor = Db | Tx;

/**
 * Runs `work` in one transaction. Input the database refuses outright answers 422 instead of 500: text with
 * a NUL character, and an amount beyond its NUMERIC column, with `amountsTooLarge` naming the document's limit.
 */
export async function writeTransaction<T>(
  db: Db,
  amountsTooLarge: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw refusedInput(error, amountsTooLarge) ?? error;
  }
}
