import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { bills, invoices } from '../../../src/db/schema.ts';
import { foreignCurrencyDocuments, foreignCurrencyLines } from '../../../src/ops/currency-check.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { creditNoteClient } from '../../support/credit-note-helpers.ts';
import { estimateClient } from '../../support/estimate-helpers.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';

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

/** An invoice, a bill or an expense may be in another currency, given a rate (or one in the rate table). */
const noRate = (currency: string) => ({
  exchange_rate: [expect.stringMatching(new RegExp(`^There is no ${currency} rate on or before`))],
});
const NO_RATE = noRate('USD');

/** A business in KES with a customer, a vendor and the requests of every document. */
async function business() {
  const { token, data } = await signUp(app);
  const estimatesApi = estimateClient(app, token);
  const invoicesApi = estimatesApi.invoices;
  const customer = await invoicesApi.contact();
  const vendor = await invoicesApi.contact({ company_name: 'Mali Ltd' });
  const chart = await ledgerClient(app, token).chart();
  const id = (number: string) => chart.get(number)!.id;
  const expense = (fields: Record<string, string>) => {
    const { payload, headers } = multipartBody(
      Object.entries({
        expenseType: 'Payment',
        recurrence: '-- Does Not Recur --',
        ledger_account_id: String(id('6000')),
        dated: '2026-01-12',
        totalValue: '100.00',
        vat: 'Exempt',
        description: 'Airtime',
        ...fields,
      }).map(([name, content]) => ({ name, content })),
    );
    return app.inject({
      method: 'POST',
      url: '/api/expenses',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const count = async (table: string) =>
    Number(
      rowsOf<{ n: number | string }>(
        await database.db.execute(
          sql`select count(*) as n from ${sql.identifier(table)} where account_id = ${data.account.id}`,
        ),
      )[0]!.n,
    );
  return {
    token,
    accountId: data.account.id as number,
    customer,
    vendor,
    id,
    invoices: invoicesApi,
    estimates: estimatesApi,
    bills: billClient(app, token),
    notes: creditNoteClient(app, token),
    expense,
    count,
  };
}

const refusal = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
  const answer = await response;
  return { status: answer.statusCode, details: (answer.json() as { details?: unknown }).details };
};

describe(`documents only in the account currency on ${backend}`, () => {
  it('refuses another currency on every document create, and stores nothing', async () => {
    const b = await business();
    const dates = { issue_date: '2026-01-10', due_date: '2026-02-09' };
    expect(await refusal(b.invoices.create({ contact_id: b.customer, currency: 'usd', ...dates }))).toEqual({
      status: 422,
      details: NO_RATE,
    });
    expect(
      await refusal(
        b.estimates.create({
          contact_id: b.customer,
          issue_date: '2026-01-10',
          expiry_date: '2026-02-09',
          currency: 'EUR',
        }),
      ),
    ).toEqual({ status: 422, details: noRate('EUR') });
    expect(
      await refusal(
        b.bills.create({
          contact_id: b.vendor,
          bill_number: 'V-1',
          ...dates,
          currency: 'UGX',
          lines: [billLine(b.id('6100'))],
        }),
      ),
    ).toEqual({ status: 422, details: noRate('UGX') });
    expect(await refusal(b.expense({ currency: 'USD' }))).toEqual({ status: 422, details: NO_RATE });
    const series = b.invoices.inject('POST', '/recurring_invoices', {
      recurring_invoice: {
        contact_id: b.customer,
        frequency: 'monthly',
        start_date: '2027-01-15',
        currency: 'GBP',
        items: [line()],
      },
    });
    expect(await refusal(series)).toEqual({ status: 422, details: noRate('GBP') });
    for (const table of ['invoices', 'estimates', 'bills', 'expenses', 'recurring_invoices']) {
      expect(await b.count(table)).toBe(0);
    }

    // The account's currency, or none, passes as before.
    const invoice = await b.invoices.created({ contact_id: b.customer, currency: 'kes' });
    expect(invoice).toMatchObject({ invoice_number: 'INV-0001', currency: 'KES' });
    expect((await b.expense({ currency: 'KES' })).statusCode).toBe(201);
    expect((await b.expense({})).json().data.currency).toBe('KES');
    const bill = await b.bills.created({ contact_id: b.vendor, lines: [billLine(b.id('6100'))] });
    expect(bill.currency).toBe('KES');
  });

  it('refuses another currency on every update; the document stays as it was', async () => {
    const b = await business();
    const invoice = await b.invoices.created({ contact_id: b.customer });
    expect(await refusal(b.invoices.update(invoice.id, { currency: 'USD' }))).toEqual({
      status: 422,
      details: NO_RATE,
    });
    const estimate = await b.estimates.created({ contact_id: b.customer });
    expect(await refusal(b.estimates.update(estimate.id, { currency: 'USD' }))).toEqual({
      status: 422,
      details: NO_RATE,
    });
    const bill = await b.bills.created({ contact_id: b.vendor, lines: [billLine(b.id('6100'))] });
    expect(await refusal(b.bills.update(bill.id, { currency: 'USD' }))).toEqual({
      status: 422,
      details: NO_RATE,
    });
    const created = await b.invoices.inject('POST', '/recurring_invoices', {
      recurring_invoice: {
        contact_id: b.customer,
        frequency: 'monthly',
        start_date: '2027-01-15',
        items: [line()],
      },
    });
    expect(created.statusCode).toBe(201);
    const seriesId = created.json().data.id as number;
    const series = b.invoices.inject('PUT', `/recurring_invoices/${seriesId}`, {
      recurring_invoice: { currency: 'USD' },
    });
    expect(await refusal(series)).toEqual({ status: 422, details: NO_RATE });
    expect((await b.invoices.ok(b.invoices.get(invoice.id))).currency).toBe('KES');
    expect((await b.estimates.ok(b.estimates.get(estimate.id))).currency).toBe('KES');
    expect((await b.bills.ok(b.bills.get(bill.id))).currency).toBe('KES');
    const stored = await b.invoices.inject('GET', `/recurring_invoices/${seriesId}`);
    expect(stored.json().data.currency).toBe('KES');
  });

  it('check currencies lists every document stored in another currency than its account, else says none', async () => {
    await database.db.execute(sql`update invoices set currency = accounts.currency from accounts
      where accounts.id = invoices.account_id`);
    await database.db.execute(sql`update bills set currency = accounts.currency from accounts
      where accounts.id = bills.account_id`);
    await database.db.execute(sql`update estimates set currency = accounts.currency from accounts
      where accounts.id = estimates.account_id`);
    expect(await foreignCurrencyDocuments(database.db)).toEqual([]);
    expect(foreignCurrencyLines([])).toEqual(['Documents in another currency than their account: none']);

    const b = await business();
    const invoice = await b.invoices.created({ contact_id: b.customer });
    await b.invoices.ok(b.invoices.addItems(invoice.id, [line({ quantity: 2, unit_price: 50.25 })]));
    const bill = await b.bills.created({
      contact_id: b.vendor,
      bill_number: 'V-9',
      lines: [billLine(b.id('6100'))],
    });
    await database.db.update(invoices).set({ currency: 'USD' }).where(eq(invoices.id, invoice.id));
    await database.db.update(bills).set({ currency: 'EUR' }).where(eq(bills.id, bill.id));
    // Another business keeping its books in UGX: its UGX documents are in its own currency.
    const uganda = await signUp(app, { currency: 'UGX' });
    const ugx = estimateClient(app, uganda.token).invoices;
    await ugx.created({ contact_id: await ugx.contact() });

    const found = await foreignCurrencyDocuments(database.db);
    expect(found).toEqual([
      {
        kind: 'bill',
        id: String(bill.id),
        number: 'V-9',
        accountId: b.accountId,
        accountName: 'Wanjiru Traders',
        currency: 'EUR',
        accountCurrency: 'KES',
        total: '1000.00',
      },
      {
        kind: 'invoice',
        id: invoice.id,
        number: invoice.invoice_number,
        accountId: b.accountId,
        accountName: 'Wanjiru Traders',
        currency: 'USD',
        accountCurrency: 'KES',
        total: '100.50',
      },
    ]);
    const lines = foreignCurrencyLines(found);
    expect(lines[0]).toBe('Documents in another currency than their account: 2');
    expect(lines[2]).toBe(
      `  invoice ${invoice.id} ${invoice.invoice_number} account ${b.accountId} (Wanjiru Traders, KES): USD 100.50`,
    );
  });
});
