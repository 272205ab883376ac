import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { recurringAccount } from '../../support/recurring-helpers.ts';

// Ids past int4 in a query and unpaired surrogates in any text: 422 with details, never a 500.

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

/** Every id-shaped query parameter of the API, with the path it is read on and the label its message names. */
const ID_QUERIES: Array<[path: string, key: string, label: string]> = [
  ['/time_entries', 'project_id', 'Project'],
  ['/invoices', 'contact_id', 'Contact'],
  ['/estimates', 'contact_id', 'Contact'],
  ['/credit_notes', 'contact_id', 'Contact'],
  ['/bills', 'contact_id', 'Contact'],
  ['/journal_entries', 'ledger_account_id', 'Ledger account'],
  ['/journal_entries', 'contact_id', 'Contact'],
  ['/reports/general_ledger', 'ledger_account_id', 'Ledger account'],
];

describe(`bounded input on ${backend}`, () => {
  it('answers 422 for an id past int4 in every id-shaped query parameter', async () => {
    const { token } = await recurringAccount(app, database);
    for (const [path, key, label] of ID_QUERIES) {
      for (const id of ['2147483648', '99999999999']) {
        const response = await app.inject({ url: `/api${path}?${key}=${id}`, headers: bearer(token) });
        const message = `${label} must be at most 2147483647`;
        expect([response.statusCode, response.json()], `${path}?${key}=${id}`).toEqual([
          422,
          { error: message, details: { [key]: [message] } },
        ]);
      }
      // The largest int4 is an id like any other: it names nothing, and the list answers.
      const largest = await app.inject({ url: `/api${path}?${key}=2147483647`, headers: bearer(token) });
      expect([404, 200], `${path}?${key}=2147483647`).toContain(largest.statusCode);
    }
  });

  it("answers 422 for a lone surrogate in a recurring invoice's item text (jsonb) and stores nothing", async () => {
    const account = await recurringAccount(app, database);
    const series = { frequency: 'monthly', start_date: '2027-01-31', occurrences: 3 };
    for (const text of ['\ud800', 'a\udc00b']) {
      const response = await account.create({ ...series, items: [line({ description: text })] });
      const message = 'Text must not contain unpaired UTF-16 surrogates (such as \\ud800)';
      expect([response.statusCode, response.json()]).toEqual([
        422,
        { error: message, details: { 'items.0.description': [message] } },
      ]);
    }
    const name = await account.create({ ...series, name: 'Rent \ud800' });
    expect(name.statusCode).toBe(422);
    const list = await app.inject({ url: '/api/recurring_invoices', headers: bearer(account.token) });
    expect(list.json().data).toEqual([]);
    // A paired surrogate (an emoji) is text like any other.
    const emoji = await account.create({ ...series, items: [line({ description: 'Rent 🏠' })] });
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json().data.items[0].description).toBe('Rent 🏠');
  });

  it('answers 422 for a lone surrogate in a text column and in a key', async () => {
    const account = await recurringAccount(app, database);
    const contact = await account.client.inject('POST', '/contacts', {
      contact: { company_name: 'Acme \udc00 Ltd' },
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().details).toEqual({
      company_name: ['Text must not contain unpaired UTF-16 surrogates (such as \\ud800)'],
    });
    const key = await account.client.inject('POST', '/contacts', {
      contact: { company_name: 'Acme', '\ud800': 1 },
    });
    expect(key.statusCode).toBe(422);
  });
});
