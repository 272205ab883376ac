import { describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { RefusedInputError } from '../../src/db/errors.ts';
import { type RetryPolicy, type Tx, WRITE_RETRIES, writeTransaction } from '../../src/db/transaction.ts';
import {
  insertedDocument,
  LockOrderError,
  lockContacts,
  lockingDocument,
  takingJournalSequence,
} from '../../src/db/write-order.ts';

// writeTransaction runs a transaction that lost a race again from the start; write-order refuses locks out
// of order. No database: a fake one whose transaction hands `work` a fresh transaction object each time.

/** A pg error as node-postgres raises it, wrapped the way Drizzle wraps it. */
const pgError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(`pg ${code}`), { code }) });

/** A fake Db: each transaction is a new object, and the statements run on it are recorded. */
function fakeDb() {
  const statements: unknown[] = [];
  let transactions = 0;
  const db = {
    transaction: async <T>(work: (tx: Tx) => Promise<T>) => {
      transactions++;
      return work({ execute: async (query: unknown) => statements.push(query) } as unknown as Tx);
    },
  } as unknown as Db;
  return { db, statements, transactions: () => transactions };
}

/** A retry policy that records its waits instead of waiting. */
function recordedRetry(random = 0.5) {
  const waits: number[] = [];
  const policy: RetryPolicy = { random: () => random, sleep: async (ms) => void waits.push(ms) };
  return { policy, waits };
}

/** Work failing with `code` `failures` times, then answering 'done'. */
function failing(code: string, failures: number) {
  let calls = 0;
  const work = async () => {
    calls++;
    if (calls <= failures) throw pgError(code);
    return 'done';
  };
  return { work, calls: () => calls };
}

describe('writeTransaction retries a lost race', () => {
  it('a deadlock twice: the whole work runs 3 times, each in a new transaction, and its answer is returned', async () => {
    const { db, transactions } = fakeDb();
    const { policy, waits } = recordedRetry(0.5);
    const work = failing('40P01', 2);
    expect(await writeTransaction(db, 'too large', work.work, policy)).toBe('done');
    expect(work.calls()).toBe(3);
    expect(transactions()).toBe(3);
    // Half of 20 ms, then half of 40 ms: the jitter's random source scales a doubling wait.
    expect(waits).toEqual([10, 20]);
  });

  it('a serialization failure is retried too', async () => {
    const { db } = fakeDb();
    const work = failing('40001', 1);
    expect(await writeTransaction(db, 'too large', work.work, recordedRetry().policy)).toBe('done');
    expect(work.calls()).toBe(2);
  });

  it('four failures: the deadlock surfaces after 3 retries', async () => {
    const { db } = fakeDb();
    const { policy, waits } = recordedRetry(1);
    const work = failing('40P01', 4);
    await expect(writeTransaction(db, 'too large', work.work, policy)).rejects.toMatchObject({
      cause: { code: '40P01' },
    });
    expect(WRITE_RETRIES).toBe(3);
    expect(work.calls()).toBe(4);
    expect(waits).toEqual([20, 40, 80]);
  });

  it('any other error is not retried (and input the database refuses is a RefusedInputError)', async () => {
    const { db } = fakeDb();
    const { policy, waits } = recordedRetry();
    const unique = failing('23505', 1);
    await expect(writeTransaction(db, 'too large', unique.work, policy)).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    expect(unique.calls()).toBe(1);
    const overflow = failing('22003', 1);
    const refused = await writeTransaction(db, 'too large', overflow.work, policy).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RefusedInputError);
    expect(refused).toMatchObject({ message: 'too large' });
    expect(overflow.calls()).toBe(1);
    expect(waits).toEqual([]);
  });
});

describe('the lock order of a write: document, contacts, journal sequence', () => {
  const inTransaction = async (work: (tx: Tx) => Promise<void>) => {
    const { db, statements } = fakeDb();
    await db.transaction(work);
    return statements.length;
  };

  it('in order: each contact is locked once, in ascending id', async () => {
    const { db, statements } = fakeDb();
    await db.transaction(async (tx) => {
      lockingDocument(tx, 'invoice:a');
      await lockContacts(tx, [7, 3, 7]);
      lockingDocument(tx, 'invoice:a');
      await lockContacts(tx, [3, 9]);
      takingJournalSequence(tx);
      await lockContacts(tx, [9, 7]);
    });
    // One statement a call that has contacts to lock, naming those not held yet in ascending order.
    const locked = statements.map((query) =>
      (query as { queryChunks: unknown[] }).queryChunks.filter(
        (chunk) => typeof chunk === 'string' && chunk.startsWith('{'),
      ),
    );
    expect(locked).toEqual([['{3,7}'], ['{9}']]);
  });

  it("a contact's totals after the journal sequence: refused", async () => {
    await expect(
      inTransaction(async (tx) => {
        lockingDocument(tx, 'invoice:a');
        takingJournalSequence(tx);
        await lockContacts(tx, [3]);
      }),
    ).rejects.toThrow(LockOrderError);
  });

  it('a new document after a contact or the journal sequence: refused; one just inserted is not', async () => {
    await expect(
      inTransaction(async (tx) => {
        await lockContacts(tx, [3]);
        lockingDocument(tx, 'invoice:b');
      }),
    ).rejects.toThrow(LockOrderError);
    await expect(
      inTransaction(async (tx) => {
        takingJournalSequence(tx);
        lockingDocument(tx, 'bill:1');
      }),
    ).rejects.toThrow(LockOrderError);
    await inTransaction(async (tx) => {
      await lockContacts(tx, [3]);
      insertedDocument(tx, 'invoice:c');
      lockingDocument(tx, 'invoice:c');
    });
  });

  it('a contact below one held: refused', async () => {
    await expect(
      inTransaction(async (tx) => {
        await lockContacts(tx, [9]);
        await lockContacts(tx, [3]);
      }),
    ).rejects.toThrow(LockOrderError);
  });

  it('each transaction starts with nothing held', async () => {
    await inTransaction(async (tx) => takingJournalSequence(tx));
    expect(await inTransaction((tx) => lockContacts(tx, [3]))).toBe(1);
  });
});
