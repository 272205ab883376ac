import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { ledgerBalances, trialDifference } from '../../support/currency-helpers.ts';
import {
  controlByDocument,
  runSequence,
  type Sequence,
  sequenceArbitrary,
} from '../../support/foreign-property-driver.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * Random sequences, each in a business of its own, of invoices and bills in USD and GBP at their own rates,
 * part payments of both at drifting rates, credit notes, and revaluations on random days (each reversed the
 * next day); then every document is settled and every credit refunded (test/support/foreign-property-driver.ts).
 * LEDGER_PROPERTY_RUNS sequences (3 here unless told) of up to LEDGER_PROPERTY_OPS steps; LEDGER_PROPERTY_SEED
 * replays a failure's seed.
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS || 3);
const OPS = Number(process.env.LEDGER_PROPERTY_OPS || 12);
const SEED = Number(process.env.LEDGER_PROPERTY_SEED || Math.floor(Math.random() * 2 ** 31));

/**
 * Found by this test: a payment taken off after a credit note of the rest left the credit note's share of
 * 1200 worked out with the payment still before it (a cent in 1200 once paid again).
 */
const FOUND: Sequence[] = [
  {
    invoices: [{ currency: 'USD', rate: 1.000003, amounts: [1666.67], taxRate: 0 }],
    bills: [{ currency: 'USD', rate: 1, amounts: [0.01], taxRate: 0 }],
    steps: [
      { kind: 'pay', doc: 0, share: 1, rate: 1, day: 3 },
      { kind: 'credit', doc: 0, share: 100, rate: 1, day: 3 },
      { kind: 'unpay', doc: 0, share: 1, rate: 1, day: 3 },
    ],
    lastRate: 1,
    refundRate: 1,
  },
];

describe(`invoices and bills in other currencies on ${backend} (LEDGER_PROPERTY_RUNS=${RUNS}, LEDGER_PROPERTY_SEED=${SEED})`, () => {
  it(
    'leave the trial balance at 0, every settled document at 0.00 in 1200 and 2000, and 4950/6950 at Σ(KES paid − KES invoiced)',
    async () => {
      await fc.assert(
        fc.asyncProperty(sequenceArbitrary(OPS), async (sequence) => {
          const { accountId, money, invoiced } = await runSequence(app, database.db, sequence);
          const { kes } = await ledgerBalances(database.db, accountId);
          expect(trialDifference(kes)).toBe(0n);
          const open = (await controlByDocument(database.db, accountId)).filter(
            (row) => row.kes !== 0n || row.foreign !== 0n,
          );
          expect(open).toEqual([]);
          expect([kes['2200'] ?? 0n]).toEqual([0n]);
          const gain = -((kes['4950'] ?? 0n) + (kes['6950'] ?? 0n));
          expect(gain).toBe(money - invoiced);
        }),
        { numRuns: RUNS, seed: SEED, examples: FOUND.map((found) => [found]) },
      );
    },
    Math.max(120_000, RUNS * 30_000),
  );
});
