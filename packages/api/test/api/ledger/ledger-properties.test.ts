import { toIsoDate } from '@daftari/format';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it, vi } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { LedgerDriver } from '../../support/ledger-driver.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';
import { checkInvariants } from '../../support/ledger-invariants-check.ts';
import {
  dayAfter,
  FIRST_DAY,
  LAST_DAY,
  type Sequence,
  sequenceArbitrary,
} from '../../support/ledger-operations.ts';

/**
 * The books' invariants (contract, end of section 2) after random sequences of operations against the real
 * database through the HTTP API: each sequence runs in a business of its own, then the invariants are
 * checked as of today, dates after every generated one and random past dates. LEDGER_PROPERTY_RUNS sequences
 * of up to LEDGER_PROPERTY_OPS operations; LEDGER_PROPERTY_SEED replays a run (fast-check prints the seed and
 * the shrunk sequence of a failure). The clock is frozen at noon of the day the file starts: no run crosses
 * midnight, and the sequences' dates are offsets from that day.
 */
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS || 15);
const MAX_OPERATIONS = Number(process.env.LEDGER_PROPERTY_OPS || 12);
const SEED = Number(process.env.LEDGER_PROPERTY_SEED || Math.floor(Math.random() * 2 ** 31));

const item = { cents: 100, quantity: 1, tax_rate: 0, discount: 0 } as const;
/**
 * Shrunk counterexamples the property found, replayed on every run: an invoice whose date moved (later, or
 * earlier from the future) was reversed on the new date, not on the reversed entry's, so from today on the
 * 1200 balance differed from what the documents said.
 */
const REGRESSIONS: [Sequence][] = [
  [
    {
      operations: [
        { kind: 'invoice', contact: 0, issue: 0, dueDays: 0, items: [item], send: true },
        { kind: 'editDates', invoice: 0, issue: 1, dueDays: 0 },
      ],
      pastDays: [-1, -2],
    },
  ],
  [
    {
      operations: [
        { kind: 'invoice', contact: 0, issue: 1, dueDays: 0, items: [item], send: false },
        { kind: 'pay', invoice: 0, share: 1, method: 'cash', paidOn: 0 },
        { kind: 'editDates', invoice: 0, issue: 0, dueDays: 0 },
        { kind: 'pay', invoice: 0, share: 1, method: 'cash', paidOn: 0 },
      ],
      pastDays: [-1, -2],
    },
  ],
  [
    {
      operations: [
        { kind: 'invoice', contact: 0, issue: 40, dueDays: 10, items: [item], send: true },
        { kind: 'editDates', invoice: 0, issue: 10, dueDays: 10 },
      ],
      pastDays: [-1],
    },
  ],
  // A credit note on a part-paid invoice (applied up to the balance, the rest held on 2200), then its refund.
  [
    {
      operations: [
        { kind: 'invoice', contact: 0, issue: -30, dueDays: 10, items: [item], send: true },
        { kind: 'pay', invoice: 0, share: 50, method: 'mpesa', paidOn: -20 },
        { kind: 'creditNote', invoice: 0, share: 100, tax_rate: 16, afterIssue: 20 },
        { kind: 'refund', note: 0, share: 100, method: 'cash', paidOn: -5 },
      ],
      pastDays: [-15, -7],
    },
  ],
];

let database: Database;
let app: FastifyInstance;
let today: string;

beforeAll(async () => {
  const now = new Date();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12));
  // The server's today (`toIsoDate(new Date())`, local time) is this day for the whole file.
  today = toIsoDate(new Date());
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
  await database?.close();
});

/** A new business and its driver. */
async function business(): Promise<LedgerDriver> {
  const { token, data } = await signUp(app);
  const chart = await ledgerClient(app, token).chart();
  const ids = new Map([...chart].map(([number, account]) => [number, account.id]));
  return new LedgerDriver(app, database.db, token, data.account.id as number, ids, today);
}

/** The invariants as of past dates, today and dates after every generated one, each from a random start. */
async function checkSequence(driver: LedgerDriver, pastDays: number[]): Promise<void> {
  const pastDates = pastDays.map((offset) => dayAfter(today, offset)).sort();
  const dates = [...pastDates, today, dayAfter(today, 30), dayAfter(today, LAST_DAY + 61)];
  const start = dayAfter(today, FIRST_DAY - 30);
  for (const [index, asOf] of dates.entries()) {
    // The VAT period and the general ledger start at a past date before asOf, or before every generated one.
    const from = index > 0 ? dates[index - 1]! : start;
    await checkInvariants(database.db, driver, from, asOf);
  }
}

describe(`the books' invariants after random operations on ${backend} (LEDGER_PROPERTY_RUNS=${RUNS}, LEDGER_PROPERTY_SEED=${SEED})`, () => {
  it(
    'hold after every sequence of create / send / edit / pay / expense / journal / reverse / lock operations',
    async () => {
      let sequences = 0;
      let operations = 0;
      let creditNotes = 0;
      await fc.assert(
        fc.asyncProperty(sequenceArbitrary(MAX_OPERATIONS), async (sequence) => {
          const driver = await business();
          for (const operation of sequence.operations) await driver.apply(operation);
          await checkSequence(driver, sequence.pastDays);
          sequences += 1;
          operations += sequence.operations.length;
          creditNotes += driver.creditNotes.length;
        }),
        { numRuns: RUNS + REGRESSIONS.length, seed: SEED, examples: REGRESSIONS },
      );
      console.log(
        `[ledger properties ${backend}] ${sequences} sequences, ${operations} operations (${creditNotes} credit notes issued), seed ${SEED}`,
      );
    },
    Math.max(120_000, RUNS * 10_000),
  );
});
