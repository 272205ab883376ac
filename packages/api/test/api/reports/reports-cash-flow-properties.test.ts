import { type CashFlowLineKind, trialBalanceSchema } from '@daftari/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { cashFlowBusiness, cents, expectAgreement } from '../../support/cash-flow-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { reportData } from '../../support/report-helpers.ts';

/**
 * The cash flow agrees with the money accounts after any balanced journals: random entries of 1 to 5 lines
 * over every account of a chart with accounts of each kind (a bank account added as a money account, petty
 * cash, prepayments, a vehicle and its depreciation, an accrual, loans, drawings), then a random period of
 * the year. CASH_FLOW_PROPERTY_RUNS runs (50 by default); CASH_FLOW_PROPERTY_SEED replays one.
 */
const RUNS = Number(process.env.CASH_FLOW_PROPERTY_RUNS || 50);
const SEED = Number(process.env.CASH_FLOW_PROPERTY_SEED || Math.floor(Math.random() * 2 ** 31));

/** The money accounts: the chart's own, 1050 Petty cash (numbered 10…) and 1720, added as a bank account. */
const MONEY = ['1000', '1050', '1100', '1300', '1310', '1720'];
const ADDED: [string, string, string][] = [
  ['1050', 'Petty cash', 'asset'],
  ['1450', 'Prepayments', 'asset'],
  ['1500', 'Motor vehicles', 'asset'],
  ['1590', 'Accumulated depreciation: vehicles', 'asset'],
  ['2450', 'PAYE payable', 'liability'],
  ['2480', 'Shareholder loan', 'liability'],
  ['2700', 'Long-term bank loan', 'liability'],
  ['3200', "Owner's drawings", 'equity'],
  ['4500', 'Interest income', 'income'],
  ['6970', 'Depreciation', 'expense'],
];
/** The kind every balance-sheet account of the chart but the money accounts must have. */
const KIND_OF: Record<string, CashFlowLineKind> = {
  '1200': 'working_capital',
  '1400': 'working_capital',
  '1450': 'working_capital',
  '1500': 'investing',
  '1590': 'non_cash',
  '2000': 'working_capital',
  '2100': 'working_capital',
  '2200': 'working_capital',
  '2300': 'working_capital',
  '2450': 'working_capital',
  '2480': 'financing',
  '2700': 'financing',
  '3000': 'financing',
  '3100': 'financing',
  '3200': 'financing',
};
const SECTION_OF: Record<CashFlowLineKind, 'operating' | 'investing' | 'financing'> = {
  net_profit: 'operating',
  non_cash: 'operating',
  working_capital: 'operating',
  investing: 'investing',
  financing: 'financing',
};

const dayOf = (day: number) => new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);

let database: Database;
let app: FastifyInstance;
let business: Awaited<ReturnType<typeof cashFlowBusiness>>;
let pool: { id: number; number: string }[];

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
  business = await cashFlowBusiness(app);
  for (const [number, name, type] of ADDED) await business.account(number, name, type);
  const card = await business.invoices.inject('POST', '/bank_accounts', {
    bank_account: { name: 'Equity Bank current', kind: 'bank', number: '1720' },
  });
  expect(card.statusCode, card.body).toBe(201);
  const chart = await business.ledger.chart();
  pool = [...chart.values()].filter((account) => !account.archived).map(({ id, number }) => ({ id, number }));
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const lineArbitrary = fc.record({
  account: fc.nat(),
  cents: fc.integer({ min: 1, max: 50_000_000 }),
  debit: fc.boolean(),
});
const entryArbitrary = fc.record({
  day: fc.integer({ min: 0, max: 364 }),
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 4 }),
  balancing: fc.nat(),
});
const runArbitrary = fc.record({
  entries: fc.array(entryArbitrary, { minLength: 1, maxLength: 3 }),
  period: fc.tuple(fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 364 })),
});
interface Entry {
  day: number;
  lines: { account: number; cents: number; debit: boolean }[];
  balancing: number;
}

/** The entry's lines, balanced by one more line on the account `balancing` points at (none when they net 0). */
function postingOf(entry: Entry) {
  const at = (index: number) => pool[index % pool.length]!.id;
  const lines = entry.lines.map((line) => ({
    ledger_account_id: at(line.account),
    [line.debit ? 'debit' : 'credit']: line.cents / 100,
  }));
  const net = entry.lines.reduce((sum, line) => sum + (line.debit ? line.cents : -line.cents), 0);
  if (net !== 0)
    lines.push({
      ledger_account_id: at(entry.balancing),
      [net > 0 ? 'credit' : 'debit']: Math.abs(net) / 100,
    });
  return { date: dayOf(entry.day), memo: 'Random', lines };
}

/** Each balance-sheet account's debit-positive balance (cents) at the end of the day, by number. */
async function balancesAt(asOf: string): Promise<Map<string, { type: string; cents: number }>> {
  const trial = await reportData(business.report, 'trial_balance', trialBalanceSchema, { as_of: asOf });
  return new Map(
    trial.rows.map((row) => [
      row.number,
      { type: row.account_type, cents: cents(row.debit) - cents(row.credit) },
    ]),
  );
}

describe(`the cash flow after random balanced journals on ${backend} (CASH_FLOW_PROPERTY_RUNS=${RUNS}, CASH_FLOW_PROPERTY_SEED=${SEED})`, () => {
  it('always agrees with the money accounts, each other balance-sheet account in exactly one section', async () => {
    await fc.assert(
      fc.asyncProperty(runArbitrary, async ({ entries, period }) => {
        for (const entry of entries) await business.ledger.postEntry(postingOf(entry));
        const [first, last] = [Math.min(...period), Math.max(...period)];
        const dates = { from: dayOf(first), to: dayOf(last) };
        const flow = await business.flow(dates);
        await expectAgreement(business.report, flow, dates, MONEY);
        const lines = (['operating', 'investing', 'financing'] as const).flatMap((section) =>
          flow[section].map((line) => ({ ...line, section })),
        );
        for (const line of lines) expect(line.section).toBe(SECTION_OF[line.kind]);
        const accountLines = lines.filter((line) => line.kind !== 'net_profit');
        const numbers = accountLines.map((line) => line.number!);
        expect(new Set(numbers).size).toBe(numbers.length);
        const [opening, closing] = await Promise.all([balancesAt(dayOf(first - 1)), balancesAt(dates.to)]);
        const expected = new Map<string, number>();
        for (const number of new Set([...opening.keys(), ...closing.keys()])) {
          const type = (closing.get(number) ?? opening.get(number))!.type;
          if (type === 'income' || type === 'expense' || MONEY.includes(number)) continue;
          const moved = (closing.get(number)?.cents ?? 0) - (opening.get(number)?.cents ?? 0);
          if (moved !== 0) expected.set(number, -moved);
        }
        expect(new Map(accountLines.map((line) => [line.number!, cents(line.amount)]))).toEqual(expected);
        for (const line of accountLines) expect(line.kind, line.number!).toBe(KIND_OF[line.number!]);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 600_000);
});
