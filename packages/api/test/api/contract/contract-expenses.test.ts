import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { FIXTURES_DIR } from '../../fixtures/receipts/accuracy.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { putAccount } from '../../support/put-cases.ts';

// api-contract.md "Expenses, ledger accounts, projects": the routes, names and statuses as written.
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

async function expense(account: Awaited<ReturnType<typeof putAccount>>) {
  return account.data(
    account.form('POST', '/expenses', {
      expenseType: 'Payment',
      ledger_account_id: String(account.ledger('6800')),
      dated: '2026-03-10',
      totalValue: '1160.00',
      vat: 'Auto',
      vatRate: '16',
      description: 'Printer paper',
    }),
    201,
  );
}

describe(`api-contract expenses, ledger accounts, projects, on ${backend}`, () => {
  it('GET /ledger_accounts: {data:[{id, name, full_name, full_number, account_type}]}', async () => {
    const account = await putAccount(app);
    const { data } = (await account.call('GET', '/ledger_accounts')).json() as { data: unknown[] };
    expect(data[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        full_name: expect.any(String),
        full_number: expect.any(String),
        account_type: expect.any(String),
      }),
    );
  });

  it('POST /expenses (multipart): 201 {data: expense}; GET, PUT, DELETE /expenses/{id}; GET /expenses {data, meta}', async () => {
    const account = await putAccount(app);
    const made = await expense(account);
    expect(made).toMatchObject({ id: expect.any(Number) });
    const read = await account.call('GET', `/expenses/${made.id}`);
    expect(read.statusCode).toBe(200);
    const put = await account.form('PUT', `/expenses/${made.id}`, { description: 'Toner' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ description: 'Toner' });
    const list = (await account.call('GET', '/expenses?page=1&per_page=5')).json() as { meta: unknown };
    expect(list.meta).toMatchObject({ total_count: 1, current_page: 1, per_page: 5 });
    const gone = await account.call('DELETE', `/expenses/${made.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await account.call('GET', `/expenses/${made.id}`)).statusCode).toBe(404);
  });

  it('POST /projects {project:{...}, contact_id}: 201 {data: project}; GET /projects {data, meta}', async () => {
    const account = await putAccount(app);
    const project = await account.data(
      account.call('POST', '/projects', {
        contact_id: account.contactId,
        project: {
          name: 'Shop fit-out',
          project_type: 'hourly_rate',
          end_date: '2026-06-30',
          hourly_rate: 2500,
          total_hours: 120,
          project_invoice_sequence: true,
        },
      }),
      201,
    );
    expect(project).toMatchObject({
      name: 'Shop fit-out',
      project_type: 'hourly_rate',
      end_date: '2026-06-30',
    });
    const list = (await account.call('GET', '/projects')).json() as { meta: unknown };
    expect(list.meta).toMatchObject({ total_count: 2, current_page: 1 });
  });

  it('POST /expenses/extract_from_receipt (multipart receipt) answers the names as written', async () => {
    const receipt = readFileSync(join(FIXTURES_DIR, 'shell-lavington.pdf'));
    const { payload, headers } = multipartBody([
      { name: 'receipt', content: receipt, filename: 'shell.pdf', contentType: 'application/pdf' },
    ]);
    const { token } = await signUp(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/expenses/extract_from_receipt',
      headers: { ...bearer(token), ...headers },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual(
      expect.objectContaining({
        items_description: expect.anything(),
        order: expect.objectContaining({ total: 6000, vat: expect.objectContaining({ rate: 16 }) }),
        metadata: expect.objectContaining({ date: '2026-11-02', transaction_number: 'SL-88213' }),
        suggested_account: expect.objectContaining({ id: expect.any(Number) }),
        attachment_description: expect.anything(),
        merchant: expect.objectContaining({ name: 'SHELL LAVINGTON SERVICE STATION' }),
      }),
    );
  });

  it('GET /expenses/{id}/attachment: the stored file to its owner; another account 404', async () => {
    const { token } = await signUp(app);
    const chart = (await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) })).json().data as {
      id: number;
      full_number: string;
    }[];
    const slip = Buffer.from('%PDF-1.4 till slip');
    const fields = {
      expenseType: 'Payment',
      ledger_account_id: String(chart.find((ledger) => ledger.full_number === '6800')!.id),
      dated: '2026-03-10',
      totalValue: '580.00',
      vat: 'Auto',
      vatRate: '16',
      description: 'Printer ink',
    };
    const { payload, headers } = multipartBody([
      ...Object.entries(fields).map(([name, content]) => ({ name, content })),
      { name: 'attachmentFile', content: slip, filename: 'slip.pdf', contentType: 'application/pdf' },
    ]);
    const made = await app.inject({
      method: 'POST',
      url: '/api/expenses',
      headers: { ...bearer(token), ...headers },
      payload,
    });
    expect(made.statusCode, made.body).toBe(201);
    const url = `/api/expenses/${made.json().data.id}/attachment`;
    const file = await app.inject({ url, headers: bearer(token) });
    expect([file.statusCode, file.rawPayload.equals(slip)]).toEqual([200, true]);
    const other = await app.inject({ url, headers: bearer((await signUp(app)).token) });
    expect([other.statusCode, other.json()]).toEqual([404, { error: expect.any(String) }]);
  });
});
