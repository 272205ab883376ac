import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';

// api-contract.md "Contacts": the routes, names and statuses as written.
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

const full = {
  first_name: 'Wanjiru',
  last_name: 'Kamau',
  company_name: 'Kamau Hardware',
  email: 'wanjiru@kamau.co.ke',
  phone: '+254 700 000001',
  billing_address: {
    street: 'Moi Avenue 12',
    city: 'Nairobi',
    state: 'Nairobi',
    postal_code: '00100',
    country: 'Kenya',
  },
};

async function client() {
  return invoiceClient(app, (await signUp(app)).token);
}

describe(`api-contract contacts, on ${backend}`, () => {
  it('POST /contacts with every field: 201 {data: contact} with the same names; GET /contacts/{id} the same', async () => {
    const c = await client();
    const made = await c.ok<Record<string, unknown>>(c.inject('POST', '/contacts', { contact: full }), 201);
    expect(made).toMatchObject({ id: expect.any(Number), ...full });
    expect(await c.ok(c.inject('GET', `/contacts/${made.id}`))).toEqual(made);
  });

  it('PUT /contacts/{id} with {contact:{phone}} alone changes the phone and keeps the email, company and address', async () => {
    const c = await client();
    const made = await c.ok<Record<string, unknown>>(c.inject('POST', '/contacts', { contact: full }), 201);
    const put = await c.inject('PUT', `/contacts/${made.id}`, { contact: { phone: '0711 222333' } });
    expect(put.statusCode, put.body).toBe(200);
    const after = await c.ok<Record<string, unknown>>(c.inject('GET', `/contacts/${made.id}`));
    expect(after).toMatchObject({ ...full, phone: expect.stringMatching(/711/) });
    const renamed = await c.ok<Record<string, unknown>>(
      c.inject('PUT', `/contacts/${made.id}`, { contact: { first_name: 'Njeri' } }),
    );
    expect(renamed).toMatchObject({
      first_name: 'Njeri',
      email: full.email,
      company_name: full.company_name,
      billing_address: full.billing_address,
    });
    const cleared = await c.ok<Record<string, unknown>>(
      c.inject('PUT', `/contacts/${made.id}`, { contact: { email: null } }),
    );
    expect(cleared).toMatchObject({ email: null, company_name: full.company_name });
  });

  it('GET /contacts pages with meta {total_count, current_page, total_pages, per_page}; per_page 1..100', async () => {
    const c = await client();
    for (const name of ['Alpha Traders', 'Beta Stores', 'Bravo Hardware']) {
      await c.ok(c.inject('POST', '/contacts', { contact: { company_name: name } }), 201);
    }
    const page = (await c.inject('GET', '/contacts?per_page=2&page=2')).json() as {
      data: unknown[];
      meta: Record<string, number>;
    };
    expect(page.meta).toEqual({ total_count: 3, current_page: 2, total_pages: 2, per_page: 2 });
    expect(page.data).toHaveLength(1);
    const defaults = (await c.inject('GET', '/contacts')).json() as { meta: Record<string, number> };
    expect(defaults.meta).toMatchObject({ current_page: 1, per_page: 10 });
    for (const bad of ['per_page=0', 'per_page=101']) {
      const refused = await c.inject('GET', `/contacts?${bad}`);
      expect(refused.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, bad).toBeLessThan(500);
    }
  });

  it('search matches name, email and company case-insensitively; letter the display name first letter', async () => {
    const c = await client();
    await c.ok(c.inject('POST', '/contacts', { contact: full }), 201);
    await c.ok(c.inject('POST', '/contacts', { contact: { company_name: 'Zawadi Salon' } }), 201);
    const count = async (query: string) =>
      ((await c.inject('GET', `/contacts?${query}`)).json() as { meta: { total_count: number } }).meta
        .total_count;
    expect(await count('search=KAMAU%20hard')).toBe(1);
    expect(await count('search=WANJIRU%40kamau')).toBe(1);
    expect(await count('search=zawadi')).toBe(1);
    expect(await count('letter=Z')).toBe(1);
  });

  it('POST /contacts/import (multipart file): {data:{imported}}; a bad row is 422 and imports nothing', async () => {
    const { token } = await signUp(app);
    const c = invoiceClient(app, token);
    const upload = (csv: string) => {
      const body = multipartBody([
        { name: 'file', content: csv, filename: 'contacts.csv', contentType: 'text/csv' },
      ]);
      return app.inject({
        method: 'POST',
        url: '/api/contacts/import',
        headers: { ...bearer(token), ...body.headers },
        payload: body.payload,
      });
    };
    const good = await upload('first_name,last_name,email\nAmina,Odhiambo,amina@example.com\n');
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ data: { imported: 1 } });
    const bad = await upload(
      'first_name,last_name,email\nBaraka,Mwangi,baraka@example.com\nX,Y,not-an-email\n',
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toHaveProperty('line 3');
    const list = (await c.inject('GET', '/contacts')).json() as { meta: { total_count: number } };
    expect(list.meta.total_count).toBe(1);
  });
});
