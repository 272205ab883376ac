import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { estimateClient, line, publicEstimates } from '../../support/estimate-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';

// books-contract.md section 5, estimates: the routes, names and statuses as written.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { publicRateLimitMax: 100_000, now: () => new Date('2026-03-10T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const KEYS = [
  'id',
  'estimate_number',
  'contact_id',
  'contact',
  'project_id',
  'issue_date',
  'expiry_date',
  'currency',
  'notes',
  'status',
  'status_label',
  'estimate_items',
  'subtotal',
  'discount_total',
  'tax_total',
  'total',
  'accepted_at',
  'accepted_by',
  'declined_at',
  'decline_reason',
  'invoice_id',
  'created_at',
];

async function sentEstimate() {
  const c = estimateClient(app, (await signUp(app)).token);
  const estimate = await c.created({ contact_id: await c.contact() });
  await c.ok(c.addItems(estimate.id, [line({ unit_price: 200 })]));
  await c.ok(c.send(estimate.id));
  return { c, estimate };
}

describe(`books-contract section 5, estimates, on ${backend}`, () => {
  it('POST /estimates: 201 with every name of the contract, EST-0001, a UUID, draft', async () => {
    const c = estimateClient(app, (await signUp(app)).token);
    const made = await c.created({ contact_id: await c.contact(), notes: 'Valid a month' });
    expect(Object.keys(made)).toEqual(expect.arrayContaining(KEYS));
    expect(made).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      estimate_number: 'EST-0001',
      status: 'draft',
    });
    const list = (await c.list({ status: 'draft' })).json();
    expect(list.meta).toMatchObject({ total_count: 1, current_page: 1 });
    expect((await c.remove(made.id)).statusCode).toBe(204);
  });

  it('marks sent by PUT {estimate:{status:"sent"}}; DELETE of a sent one is 422; pdf and email as for invoices', async () => {
    const { c, estimate } = await sentEstimate();
    expect(await c.ok(c.get(estimate.id))).toMatchObject({ status: 'sent', status_label: 'Sent' });
    expect((await c.remove(estimate.id)).statusCode).toBe(422);
    const pdf = await c.inject('GET', `/estimates/${estimate.id}/pdf`);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    expect(
      (await c.inject('POST', `/estimates/${estimate.id}/email_estimate`, { email: 'x' })).statusCode,
    ).toBe(422);
  });

  it('public accept {name} of a sent estimate; its items then 422; convert 201 {data: invoice}, twice 409', async () => {
    const { c, estimate } = await sentEstimate();
    const shown = await publicEstimates(app).get(estimate.id);
    expect(shown.statusCode).toBe(200);
    const accepted = await publicEstimates(app).accept(estimate.id, { name: 'Achieng Otieno' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted' });
    const [item] = (await c.ok<{ estimate_items: { id: number }[] }>(c.get(estimate.id))).estimate_items;
    expect((await c.updateItem(estimate.id, item!.id, { quantity: 2 })).statusCode).toBe(422);
    const invoice = await c.ok<Record<string, unknown>>(c.convert(estimate.id), 201);
    expect(invoice).toMatchObject({ status: 'draft', estimate_id: estimate.id });
    expect(await c.ok(c.get(estimate.id))).toMatchObject({ status: 'invoiced', invoice_id: invoice.id });
    expect((await c.convert(estimate.id)).statusCode).toBe(409);
  });

  it('public decline {reason?} of a sent estimate; a declined one cannot then be accepted (422)', async () => {
    const { estimate } = await sentEstimate();
    const declined = await publicEstimates(app).decline(estimate.id, { reason: 'Too dear' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined' });
    expect((await publicEstimates(app).accept(estimate.id, { name: 'X' })).statusCode).toBe(422);
  });
});
