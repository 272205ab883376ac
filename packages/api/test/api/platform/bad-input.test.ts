import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import {
  backend,
  bearer,
  multipartBody,
  PASSWORD,
  signUp,
  testApp,
  testDatabase,
  uniqueEmail,
} from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

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

const NUL = 'Wan\u0000jiru';
const errorShape = (body: unknown) => {
  expect(body).toEqual({
    error: expect.any(String),
    ...(hasDetails(body) ? { details: expect.any(Object) } : {}),
  });
};
const hasDetails = (body: unknown) => typeof body === 'object' && body !== null && 'details' in body;

/** Answers 4xx in the `{error}` shape: never a 500. */
async function refused(response: Promise<{ statusCode: number; json: () => unknown }>, status = 422) {
  const answer = await response;
  expect(answer.statusCode).toBe(status);
  errorShape(answer.json());
}

async function expenseAccountId(token: string): Promise<number> {
  const answer = await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) });
  const accounts = answer.json().data as Array<{ id: number; account_type: string }>;
  return accounts.find((account) => account.account_type === 'expense')!.id;
}

function expense(token: string, fields: Record<string, string>) {
  const { payload, headers } = multipartBody(
    Object.entries(fields).map(([name, content]) => ({ name, content })),
  );
  return app.inject({
    method: 'POST',
    url: '/api/expenses',
    headers: { ...bearer(token), ...headers },
    payload,
  });
}

const expenseFields = (ledgerAccountId: number, fields: Record<string, string> = {}) => ({
  expenseType: 'Expense',
  ledger_account_id: String(ledgerAccountId),
  dated: '2026-03-10',
  totalValue: '100.00',
  vat: 'Standard',
  description: 'Paper',
  recurrence: '-- Does Not Recur --',
  ...fields,
});

describe(`bad input on ${backend}`, () => {
  it('refuses a NUL character in contacts, the account, sign-up, expenses and the contacts search', async () => {
    const { token } = await signUp(app);
    const auth = bearer(token);
    await refused(
      app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: auth,
        payload: { contact: { first_name: NUL } },
      }),
    );
    await refused(
      app.inject({ method: 'PUT', url: '/api/account', headers: auth, payload: { account: { name: NUL } } }),
    );
    await refused(
      app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { user: { email: uniqueEmail(), password: PASSWORD, name: NUL, business_name: 'Duka' } },
      }),
    );
    await refused(
      app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: {
          user: { email: `a${NUL}@example.com`, password: PASSWORD, name: 'A', business_name: 'Duka' },
        },
      }),
    );
    await refused(expense(token, expenseFields(await expenseAccountId(token), { description: NUL })));
    await refused(app.inject({ url: `/api/contacts?search=${encodeURIComponent(NUL)}`, headers: auth }));
    await refused(
      app.inject({
        method: 'POST',
        url: '/api/contacts',
        headers: auth,
        payload: { contact: { 'a\u0000': 'x' } },
      }),
    );
    const contacts = await app.inject({ url: '/api/contacts', headers: auth });
    expect(contacts.json().meta.total_count).toBe(0);
  });

  it('refuses year-0000 and other out-of-range dates on invoices, payments, projects and expenses', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const contactId = await invoices.contact();
    for (const date of ['0000-01-01', '0001-01-15', '9999-12-31']) {
      await refused(invoices.create({ contact_id: contactId, issue_date: date, due_date: '2026-02-01' }));
      await refused(invoices.create({ contact_id: contactId, issue_date: '2026-01-01', due_date: date }));
      await refused(
        app.inject({
          method: 'POST',
          url: '/api/projects',
          headers: bearer(token),
          payload: {
            project: { name: 'Fit-out', project_type: 'fixed', flat_rate: 10, end_date: date },
            contact_id: contactId,
          },
        }),
      );
      await refused(expense(token, expenseFields(await expenseAccountId(token), { dated: date })));
    }
    const invoice = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(invoice.id, [line()]));
    await refused(invoices.pay(invoice.id, { amount: 10, paid_on: '0000-01-01', method: 'cash' }));
    const list = await invoices.list();
    expect(list.json().meta.total_count).toBe(1);
  });

  it('answers POST /invoices without its invoice object with 400 or 422, never 500', async () => {
    const { token } = await signUp(app);
    for (const payload of [{}, { invoice: null }, { invoice: [] }, { invoice: 'x' }]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/invoices',
        headers: bearer(token),
        payload,
      });
      expect([400, 422]).toContain(answer.statusCode);
      errorShape(answer.json());
    }
    const nullBody = await app.inject({
      method: 'POST',
      url: '/api/invoices',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(nullBody.statusCode).toBe(400);
    errorShape(nullBody.json());
  });

  it('answers a route parameter over 100 characters in the {error} shape without echoing it', async () => {
    const { token } = await signUp(app);
    const long = 'x'.repeat(300);
    for (const url of [
      `/api/contacts/${long}`,
      `/api/invoices/${long}/pdf`,
      `/api/public/invoices/${long}`,
    ]) {
      const answer = await app.inject({ url, headers: bearer(token) });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'Not found' });
      expect(answer.body).not.toContain(long);
    }
  });

  it('answers a Content-Length larger than the body in the {error} shape', async () => {
    const origin = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));
    const body = '{"email":"a@b.co","password":"x"}';
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(origin.port), origin.hostname, () => {
        socket.write(
          `POST /api/login HTTP/1.1\r\nHost: ${origin.host}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${body.length + 50}\r\nConnection: close\r\n\r\n${body}`,
        );
        // The client stops sending: the server's answer comes when it gives up waiting or sees the end.
        socket.end();
      });
      let text = '';
      socket.on('data', (chunk) => {
        text += chunk.toString();
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head = '', payload = ''] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 4\d\d/);
    errorShape(JSON.parse(payload));
  });

  it('sends Cache-Control: no-store on API answers, and HSTS only over HTTPS', async () => {
    const { token } = await signUp(app);
    for (const url of ['/api/users/current', '/api/contacts', '/api/account']) {
      const answer = await app.inject({ url, headers: bearer(token) });
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await app.inject({ url: '/api/contacts' })).headers['cache-control']).toBe('no-store');
    const proxied = await testApp(database, { trustProxy: 1 });
    try {
      const secure = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await proxied.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY a client cannot claim HTTPS for itself.
      const claimed = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
