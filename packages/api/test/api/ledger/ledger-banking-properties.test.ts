import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import {
  type BankingOperation,
  bankingDriver,
  bankingSequence,
} from '../../support/banking-property-driver.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { trialBalance } from '../../support/ledger-helpers.ts';

/**
 * The books and the statements agree after random sequences of banking operations through the HTTP API:
 * invoices and bills, M-Pesa statements imported (lines naming invoices, charges, money out), lines matched to
 * invoices and bills, unmatched, booked as expense, income or a transfer, excluded and included again,
 * reconciliations drafted, completed and undone. After every step: the trial balance's difference is 0.00,
 * each money account's balance is the sum of its postings, and statement lines and postings agree (each
 * matched line's postings live, an unmatched line's reversed: banking-invariants.ts). Each sequence runs in a
 * business of its own. LEDGER_PROPERTY_RUNS sequences (3 here unless told) of up to LEDGER_PROPERTY_OPS
 * operations; LEDGER_PROPERTY_SEED replays a run.
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS || 3);
const MAX_OPERATIONS = Number(process.env.LEDGER_PROPERTY_OPS || 12);
const SEED = Number(process.env.LEDGER_PROPERTY_SEED || Math.floor(Math.random() * 2 ** 31));

/**
 * Replayed on every run: every kind of step acting at least once (lines are picked newest first), a
 * reconciliation completed at 0.00 and undone, then a line unmatched and matched again.
 */
const EVERY_STEP: [BankingOperation[]] = [
  [
    { kind: 'invoice', amount: 1000 },
    { kind: 'invoice', amount: 700 },
    { kind: 'bill', amount: 300 },
    {
      kind: 'import',
      rows: [
        { type: 'in', amount: 1000, names: 0 },
        { type: 'charge', amount: 15 },
        { type: 'in', amount: 900, names: null },
        { type: 'out', amount: 300 },
      ],
    },
    { kind: 'match', line: 0, invoice: 1 },
    { kind: 'payBill', line: 0, bill: 0 },
    {
      kind: 'import',
      rows: [
        { type: 'out', amount: 120 },
        { type: 'in', amount: 50, names: null },
      ],
    },
    { kind: 'create', line: 0, as: 'income' },
    { kind: 'create', line: 0, as: 'transfer' },
    { kind: 'import', rows: [{ type: 'out', amount: 80 }] },
    { kind: 'exclude', line: 0 },
    { kind: 'include', line: 0 },
    { kind: 'create', line: 0, as: 'expense' },
    { kind: 'reconcile', complete: true },
    { kind: 'undoReconciliation' },
    { kind: 'unmatch', line: 0 },
    { kind: 'payBill', line: 3, bill: 0 },
  ],
];

const EXERCISED = ['complete', 'create', 'exclude', 'include', 'match', 'reconciliations', 'undo', 'unmatch'];

const MONEY_ACCOUNTS = ['1000', '1100', '1300', '1310'];

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

/** The trial balance of the business that owns ledger account `moneyId`, and each money account's balance. */
async function expectBooksAgree(driver: Awaited<ReturnType<typeof bankingDriver>>, step: string) {
  const chart = await driver.chart();
  const moneyId = chart.find((row) => row.number === '1300')!.id;
  const [owner] = rowsOf<{ account_id: number }>(
    await database.db.execute(sql`select account_id from ledger_accounts where id = ${moneyId}`),
  );
  const { debit, credit } = await trialBalance(database.db, Number(owner!.account_id));
  expect(toCents(debit) - toCents(credit), `trial balance after ${step}`).toBe(0n);
  for (const account of chart.filter((row) => MONEY_ACCOUNTS.includes(row.number))) {
    const [posted] = rowsOf<{ sum: string }>(
      await database.db.execute(
        sql`select coalesce(sum(debit - credit), 0)::text as sum from journal_lines where ledger_account_id = ${account.id}`,
      ),
    );
    expect(toCents(String(account.balance)), `${account.number} after ${step}`).toBe(toCents(posted!.sum));
  }
  await expectStatementLinesAgree(database.db);
}

describe(`the books and the statements after random banking operations on ${backend} (LEDGER_PROPERTY_RUNS=${RUNS}, LEDGER_PROPERTY_SEED=${SEED})`, () => {
  it(
    'agree after every step of imports, matches, unmatches, bookings, transfers, fees, bill payments, excludes and reconciliations',
    async () => {
      let steps = 0;
      const acted = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(bankingSequence(MAX_OPERATIONS), async (operations) => {
          const driver = await bankingDriver(app);
          for (const [index, operation] of operations.entries()) {
            await driver.apply(operation);
            await expectBooksAgree(driver, `step ${index + 1} (${operation.kind})`);
            steps += 1;
          }
          if (JSON.stringify(operations) === JSON.stringify(EVERY_STEP[0])) {
            expect([...driver.acted.keys()].sort(), 'what the replayed sequence did').toEqual(EXERCISED);
          }
          for (const [action, count] of driver.acted) acted.set(action, (acted.get(action) ?? 0) + count);
        }),
        { numRuns: RUNS + 1, seed: SEED, examples: [EVERY_STEP] },
      );
      console.log(
        `[banking ledger properties ${backend}] ${RUNS + 1} sequences, ${steps} steps, seed ${SEED}, accepted: ${JSON.stringify(Object.fromEntries(acted))}`,
      );
    },
    Math.max(180_000, RUNS * 30_000),
  );
});
