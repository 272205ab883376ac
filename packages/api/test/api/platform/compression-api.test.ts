import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { decoded, listen, rawRequest } from '../../support/raw-http.ts';

let database: Database;
let app: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
  ({ token } = await signUp(app));
  const client = invoiceClient(app, token);
  for (let n = 0; n < 60; n += 1) {
    await client.contact({
      first_name: `Customer ${n}`,
      email: `customer${n}@example.co.ke`,
      phone: '+254712345678',
    });
  }
  base = await listen(app);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  rawRequest(`${base}/api${url}`, { ...bearer(token), ...headers });

describe(`API answers compressed on ${backend}`, () => {
  it('compresses a large list as the client accepts, and keeps it private', async () => {
    const identity = await get('/contacts?per_page=100');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body.length).toBeGreaterThan(8000);
    expect(JSON.parse(identity.body.toString()).data).toHaveLength(60);

    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await get('/contacts?per_page=100', { 'accept-encoding': accept });
      expect(answer.status, accept).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(expected);
      expect(answer.headers['cache-control'], accept).toBe('no-store');
      expect(answer.headers['content-type'], accept).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length']), accept).toBe(answer.body.length);
      expect(decoded(answer).equals(identity.body), accept).toBe(true);
      if (expected) expect(answer.body.length, accept).toBeLessThan(identity.body.length / 4);
    }
  });

  it('sends small answers, errors and PDFs as they are', async () => {
    const health = await get('/health', { 'accept-encoding': 'br' });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString())).toEqual({ data: { status: 'ok' } });
    const missing = await get('/contacts/999999', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();

    const client = invoiceClient(app, token);
    const invoice = await client.created({ contact_id: await client.contact() });
    await client.ok(
      client.addItems(invoice.id, [line({ description: 'Website hosting', unit_price: 1250 })]),
    );
    const pdf = await get(`/invoices/${invoice.id}/pdf`, { 'accept-encoding': 'br, gzip' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
