import { type ChartAccount, dataEnvelope, expenseSchema } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import type { Database, Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { bearer, multipartBody, signUp, testApp, testDatabase } from './helpers.ts';
import { invoiceClient, line, mpesaCode } from './invoice-helpers.ts';
import { ledgerClient } from './ledger-helpers.ts';

/** GET /api/reports/{name}?query with the token; the raw answer. */
export function reportRequest(app: FastifyInstance, token: string) {
  return (name: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return app.inject({ method: 'GET', url: `/api/reports/${name}?${search}`, headers: bearer(token) });
  };
}

/** A report's `data` parsed with its contract schema. */
export async function reportData<S extends z.ZodType>(
  request: ReturnType<typeof reportRequest>,
  name: string,
  schema: S,
  query: Record<string, string | number> = {},
): Promise<z.output<S>> {
  const response = await request(name, query);
  if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  return schema.parse((response.json() as { data: unknown }).data);
}

/** POST /api/expenses (multipart) of a one-off payment with the given form fields; the expense (201). */
export function expenseCreator(app: FastifyInstance, token: string) {
  return async (fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(
      Object.entries({ expenseType: 'Payment', recurrence: '-- Does Not Recur --', ...fields }).map(
        ([name, content]) => ({ name, content }),
      ),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/expenses',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    if (response.statusCode !== 201) throw new Error(`expense: ${response.statusCode} ${response.body}`);
    return dataEnvelope(expenseSchema).parse(response.json()).data;
  };
}

/**
 * The books every report test reads, built through the API (amounts in KES):
 * - 2026-01-02 manual: Dr 1100 5,000 / Cr 3000 5,000 (the owner's capital);
 * - 2026-01-05 opening balance: Dr 1200 70 (Baraka) / Cr 3000 70;
 * - INV A1 (Achieng) 2026-01-10, due 2026-02-09: 2 × 100 at 16 % = 232;
 * - INV A2 (Achieng) 2026-02-15, due 2026-03-17: 500 at 0 % = 500; paid 200 by M-Pesa on 2026-03-01;
 * - expense 2026-02-20: Rent 500, VAT exempt, from 1100;
 * - INV B1 (Baraka) 2026-03-05, due 2026-04-04: 1,000 at 8 % = 1,080; paid 80 cash on 2026-03-20;
 * - expense 2026-03-10: Office costs 1,160 with 16 % VAT (1,000 + 160), from 1100;
 * - 2026-03-15 manual: Dr 2100 10 / Cr 1100 10 (VAT paid, no rate);
 * - INV B2 (Baraka) 2026-04-20, due 2026-05-10: 100 at 0 %;
 * - INV A3 (Achieng) 2026-05-01, due 2026-05-31: 50 at 0 %.
 * Also a user asset account 1050 Petty cash (a cash account) and 1500 Equipment (not one).
 */
export async function buildBooks(app: FastifyInstance) {
  const { token, data } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const ledger = ledgerClient(app, token);
  const achieng = await invoices.contact({ first_name: 'Achieng', last_name: 'Otieno' });
  const baraka = await invoices.contact({
    first_name: undefined,
    last_name: undefined,
    company_name: 'Baraka Ltd',
  });
  for (const [number, name] of [
    ['1050', 'Petty cash'],
    ['1500', 'Equipment'],
  ]) {
    await invoices.ok(
      invoices.inject('POST', '/ledger_accounts', {
        ledger_account: { number, name, account_type: 'asset' },
      }),
      201,
    );
  }
  const chart = await ledger.chart();
  const id = (number: string) => chart.get(number)!.id;

  const invoice = async (
    contactId: number,
    dates: { issue_date: string; due_date: string },
    items: Record<string, unknown>[],
  ) => {
    const created = await invoices.created({ contact_id: contactId, ...dates });
    await invoices.ok(invoices.addItems(created.id, items));
    return invoices.ok(invoices.update(created.id, { status: 'sent' }));
  };
  const expense = expenseCreator(app, token);

  await ledger.postEntry({
    date: '2026-01-02',
    memo: 'Capital',
    lines: [
      { ledger_account_id: id('1100'), debit: 5000 },
      { ledger_account_id: id('3000'), credit: 5000 },
    ],
  });
  await ledger.postEntry({
    date: '2026-01-05',
    memo: 'Owed before Daftari',
    lines: [
      { ledger_account_id: id('1200'), debit: 70, contact_id: baraka },
      { ledger_account_id: id('3000'), credit: 70 },
    ],
  });
  await invoice(achieng, { issue_date: '2026-01-10', due_date: '2026-02-09' }, [
    line({ quantity: 2, unit_price: 100, tax_rate: 16 }),
  ]);
  const a2 = await invoice(achieng, { issue_date: '2026-02-15', due_date: '2026-03-17' }, [
    line({ unit_price: 500 }),
  ]);
  await invoices.ok(
    invoices.pay(a2.id, { amount: 200, paid_on: '2026-03-01', method: 'mpesa', reference: mpesaCode() }),
    201,
  );
  await expense({
    ledger_account_id: String(id('6100')),
    dated: '2026-02-20',
    totalValue: '500.00',
    vat: 'Exempt',
    description: 'Rent',
  });
  const b1 = await invoice(baraka, { issue_date: '2026-03-05', due_date: '2026-04-04' }, [
    line({ unit_price: 1000, tax_rate: 8 }),
  ]);
  await invoices.ok(invoices.pay(b1.id, { amount: 80, paid_on: '2026-03-20', method: 'cash' }), 201);
  await expense({
    ledger_account_id: String(id('6000')),
    dated: '2026-03-10',
    totalValue: '1160.00',
    vat: 'Standard',
    description: 'Printer paper',
  });
  await ledger.postEntry({
    date: '2026-03-15',
    memo: 'VAT paid to KRA',
    lines: [
      { ledger_account_id: id('2100'), debit: 10 },
      { ledger_account_id: id('1100'), credit: 10 },
    ],
  });
  await invoice(baraka, { issue_date: '2026-04-20', due_date: '2026-05-10' }, [line({ unit_price: 100 })]);
  await invoice(achieng, { issue_date: '2026-05-01', due_date: '2026-05-31' }, [line({ unit_price: 50 })]);
  return {
    token,
    accountId: data.account.id as number,
    chart: chart as Map<string, ChartAccount>,
    id,
    achieng,
    baraka,
    invoices,
    ledger,
    report: reportRequest(app, token),
  };
}

/** Debit-positive balance of one ledger account per contact as of a date, straight from the table (cents). */
export async function contactBalances(
  db: Db,
  accountId: number,
  ledgerAccountId: number,
  asOf: string,
): Promise<Map<number | null, number>> {
  const rows = rowsOf<{ contact_id: number | null; balance: string }>(
    await db.execute(sql`
      select contact_id, sum(debit - credit)::text as balance from journal_lines
      where account_id = ${accountId} and ledger_account_id = ${ledgerAccountId} and date <= ${asOf}
      group by contact_id`),
  );
  return new Map(
    rows.map((row) => [row.contact_id === null ? null : Number(row.contact_id), Number(row.balance)]),
  );
}

/**
 * The books every report test file reads: a fresh database and app for the file, the books built before its
 * tests (about 40 requests: a loaded machine gets time), all closed after them.
 */
export function useBooks() {
  const shared = {} as { database: Database; app: FastifyInstance; books: Books };
  beforeAll(async () => {
    shared.database = await testDatabase();
    shared.app = await testApp(shared.database);
    shared.books = await buildBooks(shared.app);
  }, 180_000);
  afterAll(async () => {
    await shared.app?.close();
    await shared.database?.close();
  });
  return shared;
}

export type Books = Awaited<ReturnType<typeof buildBooks>>;
