import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { putAccount, without } from '../../support/put-cases.ts';
import { putCases } from '../../support/put-table.ts';

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

/** The answer's fields a change may touch: those sent, those read back, and those derived from them. */
const touched = (...groups: (Record<string, unknown> | string[] | undefined)[]) =>
  groups.flatMap((group) => (Array.isArray(group) ? group : Object.keys(group ?? {})));

describe(`every PUT keeps what it is not sent, on ${backend}`, () => {
  for (const c of putCases) {
    it(`${c.name}: one field sent changes that field; every other field reads as before`, async () => {
      const made = await c.make(await putAccount(app));
      const before = await made.read();
      const response = await made.put(c.one);
      expect(response.statusCode, response.body).toBe(200);
      const after = await made.read();
      expect(after).toMatchObject(c.reads);
      const skip = touched(c.one, c.reads, c.derived);
      expect(without(after, skip)).toEqual(without(before, skip));
    });

    it(`${c.name}: nothing sent is a 200 that changes nothing`, async () => {
      const made = await c.make(await putAccount(app));
      const before = await made.read();
      const response = await made.put({});
      expect(response.statusCode, response.body).toBe(200);
      expect(without(await made.read(), ['updated_at'])).toEqual(without(before, ['updated_at']));
    });

    it(`${c.name}: a required field sent empty is a 422 that changes nothing`, async () => {
      const made = await c.make(await putAccount(app));
      const before = await made.read();
      const response = await made.put(c.required);
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ error: expect.any(String), details: expect.any(Object) });
      expect(await made.read()).toEqual(before);
    });

    const { clear } = c;
    if (clear) {
      it(`${c.name}: a nullable field sent as null is cleared; every other field reads as before`, async () => {
        const made = await c.make(await putAccount(app));
        const before = await made.read();
        const response = await made.put(clear.send);
        expect(response.statusCode, response.body).toBe(200);
        const after = await made.read();
        expect(after).toMatchObject(clear.reads);
        const skip = touched(clear.send, clear.reads, clear.derived);
        expect(without(after, skip)).toEqual(without(before, skip));
      });
    }
  }
});

describe(`a nested object merges by field, on ${backend}`, () => {
  it('PUT /account with reminders.enabled alone keeps the reminder days', async () => {
    const account = await putAccount(app);
    const put = (body: object) => account.data(account.call('PUT', '/account', { account: body }));
    await put({ reminders: { enabled: true, steps: [-3, 7] } });
    expect((await put({ reminders: { enabled: false } })).reminders).toEqual({
      enabled: false,
      steps: [-3, 7],
    });
    expect((await put({ reminders: { steps: [14, 0] } })).reminders).toEqual({
      enabled: false,
      steps: [0, 14],
    });
    const refused = await account.call('PUT', '/account', { account: { reminders: { enabled: null } } });
    expect(refused.statusCode).toBe(422);
    expect((await account.data(account.call('GET', '/account'))).reminders).toEqual({
      enabled: false,
      steps: [0, 14],
    });
  });
});

describe(`the rules of a new resource hold on the merged one, on ${backend}`, () => {
  it('goods keep needing a classification; a 0 % line alone may be exempt', async () => {
    const account = await putAccount(app);
    const item = await account.data(
      account.call('POST', '/price_list_items', {
        price_list_item: {
          description: 'Cement 50 kg',
          unit: 'items',
          unit_price: 850,
          tax_rate: 0,
          kind: 'goods',
          classification_code: '3011150100',
        },
      }),
      201,
    );
    const unclassified = await account.call('PATCH', `/price_list_items/${item.id}`, {
      price_list_item: { classification_code: null },
    });
    expect(unclassified.statusCode).toBe(422);
    expect((unclassified.json() as { details: unknown }).details).toEqual({
      classification_code: ['Goods need their KRA item classification (8 to 10 digits)'],
    });

    const invoice = await account.data(
      account.call('POST', '/invoices', {
        invoice: { contact_id: account.contactId, issue_date: '2026-01-10', due_date: '2026-02-09' },
      }),
      201,
    );
    const exempt = { description: 'Maize', quantity: 1, unit: 'kg', unit_price: 90, tax_category: 'exempt' };
    const withLine = await account.data(
      account.call('POST', `/invoices/${invoice.id}/add_items`, { items: [exempt] }),
    );
    const [line] = withLine.invoice_items as { id: number }[];
    const taxed = await account.call('PUT', `/invoices/${invoice.id}/items/${line!.id}`, {
      invoice_item: { tax_rate: 16 },
    });
    expect(taxed.statusCode).toBe(422);
    expect((taxed.json() as { details: unknown }).details).toEqual({
      tax_category: ['Only a line at 0 % tax can be exempt or non-VAT'],
    });
    const after = await account.data(account.call('GET', `/invoices/${invoice.id}`));
    expect(after.invoice_items).toEqual(withLine.invoice_items);
  });
});
