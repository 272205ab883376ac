import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

// books-contract.md section 3, reports: the routes, names and formats as written.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-15T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A business with one sent invoice of 116.00 (100 at 16 %) dated 2026-01-10. */
async function books() {
  const c = invoiceClient(app, (await signUp(app)).token);
  const draft = await c.created({ contact_id: await c.contact() });
  await c.ok(c.addItems(draft.id, [line({ unit_price: 100, tax_rate: 16 })]));
  await c.ok(c.update(draft.id, { status: 'sent' }));
  const chart = await c.ok<{ id: number; number: string }[]>(c.inject('GET', '/ledger_accounts'));
  return { c, receivables: chart.find((row) => row.number === '1200')!.id };
}

const REPORTS: [string, string, string[]][] = [
  ['trial_balance', 'as_of=2026-03-15', ['as_of', 'rows', 'totals']],
  [
    'profit_and_loss',
    'from=2026-01-01&to=2026-03-15&compare=previous_period',
    ['from', 'to', 'income', 'expenses', 'total_income', 'total_expenses', 'net_profit'],
  ],
  [
    'balance_sheet',
    'as_of=2026-03-15',
    ['as_of', 'assets', 'liabilities', 'equity', 'total_assets', 'total_liabilities', 'total_equity'],
  ],
  ['receivables_aging', 'as_of=2026-03-15', ['as_of', 'rows', 'totals']],
  ['payables_aging', 'as_of=2026-03-15', ['as_of', 'rows', 'totals']],
  [
    'vat',
    'from=2026-01-01&to=2026-03-15',
    ['from', 'to', 'output', 'input', 'output_tax', 'input_tax', 'net_payable'],
  ],
  [
    'dashboard',
    'as_of=2026-03-15',
    ['receivables', 'overdue', 'payables', 'cash', 'months', 'top_debtors', 'period', 'bills_due'],
  ],
  // money-contract.md section 19.
  [
    'cash_flow',
    'from=2026-01-01&to=2026-03-15',
    ['from', 'to', 'operating', 'investing', 'financing', 'net_change', 'opening_cash', 'closing_cash'],
  ],
];

describe(`books-contract section 3, reports, on ${backend}`, () => {
  for (const [name, query, keys] of REPORTS) {
    it(`GET /reports/${name} answers {${keys.join(', ')}}, and format=csv and format=pdf`, async () => {
      const { c } = await books();
      const answer = await c.inject('GET', `/reports/${name}?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(Object.keys(answer.json().data)).toEqual(expect.arrayContaining(keys));
      const csv = await c.inject('GET', `/reports/${name}?${query}&format=csv`);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const pdf = await c.inject('GET', `/reports/${name}?${query}&format=pdf`);
      expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    });
  }

  it('trial balance rows and totals; receivables aging rows with the buckets as named', async () => {
    const { c } = await books();
    const trial = await c.ok<{ rows: Record<string, unknown>[]; totals: unknown }>(
      c.inject('GET', '/reports/trial_balance?as_of=2026-03-15'),
    );
    expect(trial.totals).toEqual({ debit: 116, credit: 116 });
    expect(trial.rows[0]).toEqual(
      expect.objectContaining({
        ledger_account_id: expect.any(Number),
        number: expect.any(String),
        name: expect.any(String),
        account_type: expect.any(String),
        debit: expect.any(Number),
        credit: expect.any(Number),
      }),
    );
    const aging = await c.ok<{ rows: Record<string, unknown>[] }>(
      c.inject('GET', '/reports/receivables_aging?as_of=2026-03-15'),
    );
    expect(aging.rows[0]).toMatchObject({
      contact_id: expect.any(Number),
      contact_name: expect.any(String),
      current: 0,
      days_1_30: 0,
      days_31_60: 116,
      days_61_90: 0,
      days_over_90: 0,
      total: 116,
    });
  });

  it('general ledger: {account, opening_balance, lines, closing_balance} plus meta, the running balance', async () => {
    const { c, receivables } = await books();
    const answer = await c.inject(
      'GET',
      `/reports/general_ledger?ledger_account_id=${receivables}&from=2026-01-01&to=2026-03-15`,
    );
    const body = answer.json();
    expect(body.meta).toMatchObject({ total_count: 1, current_page: 1 });
    expect(body.data).toMatchObject({ opening_balance: 0, closing_balance: 116 });
    expect(body.data).toHaveProperty('account');
    expect(body.data.lines[0]).toMatchObject({
      date: '2026-01-10',
      journal_entry_id: expect.any(Number),
      number: expect.any(String),
      source_type: 'invoice',
      debit: 116,
      credit: 0,
      balance: 116,
    });
  });
});
