import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
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
});
