import type { Estimate } from '@daftari/contracts';
import { lineCents } from '@daftari/format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { estimateClient, line, publicEstimates } from '../../support/estimate-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-10T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function draft() {
  const { token } = await signUp(app);
  const client = estimateClient(app, token);
  const contactId = await client.contact();
  return { token, client, estimate: await client.created({ contact_id: contactId }) };
}

const cents = (amount: number) => Math.round(amount * 100);

describe(`estimate items on ${backend}`, () => {
  it("adds, edits and deletes items with the invoice's arithmetic, exact to the cent", async () => {
    const { client, estimate } = await draft();
    const inputs = [
      line({ description: 'Design', quantity: 1, unit_price: 57.48, discount: 10, tax_rate: 21 }),
      line({ description: 'Hosting', quantity: 12, unit: 'months', unit_price: 1250, tax_rate: 16 }),
      line({ description: 'Credit', quantity: 1, unit: 'Other', unit_price: -100.005 }),
    ];
    const added = await client.ok<Estimate>(client.addItems(estimate.id, inputs));
    expect(added.estimate_items.map((item) => item.description)).toEqual(['Design', 'Hosting', 'Credit']);
    for (const [index, item] of added.estimate_items.entries()) {
      const expected = lineCents(inputs[index] as Parameters<typeof lineCents>[0]);
      expect(cents(item.subtotal)).toBe(Number(expected.subtotal));
      expect(cents(item.discount_amount)).toBe(Number(expected.discount_amount));
      expect(cents(item.tax_amount)).toBe(Number(expected.tax_amount));
      expect(cents(item.total)).toBe(Number(expected.total));
    }
    const sum = (key: 'subtotal' | 'discount_amount' | 'tax_amount' | 'total') =>
      added.estimate_items.reduce((total, item) => total + cents(item[key]), 0);
    expect(cents(added.subtotal)).toBe(sum('subtotal'));
    expect(cents(added.discount_total)).toBe(sum('discount_amount'));
    expect(cents(added.tax_total)).toBe(sum('tax_amount'));
    expect(cents(added.total)).toBe(sum('total'));
    expect(added.total).toBe(17362.58);

    const [design, hosting] = added.estimate_items;
    const edited = await client.ok<Estimate>(
      client.updateItem(
        estimate.id,
        hosting!.id,
        line({ description: 'Hosting', quantity: 6, unit: 'months', unit_price: 1250 }),
      ),
    );
    expect(edited.estimate_items[1]).toMatchObject({ id: hosting!.id, quantity: 6, total: 7500 });
    const deleted = await client.ok<Estimate>(client.deleteItem(estimate.id, design!.id));
    expect(deleted.estimate_items.map((item) => item.description)).toEqual(['Hosting', 'Credit']);
    expect(deleted.total).toBe(7399.99);
    // An item id of another estimate, or no item at all: 404.
    const other = await draft();
    for (const response of [
      await client.deleteItem(estimate.id, 2147483647),
      await client.updateItem(estimate.id, 'abc', line()),
      await other.client.deleteItem(other.estimate.id, hosting!.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Estimate item not found' });
    }
  });

  it('validates items like the invoice dialog: 422 with details, nothing added', async () => {
    const { client, estimate } = await draft();
    const bad = await client.addItems(estimate.id, [line({ quantity: 0 }), line({ description: '' })]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toMatchObject({
      'items.0.quantity': ['Quantity must be at least 0.001'],
      'items.1.description': ['Details are required'],
    });
    const huge = await client.addItems(estimate.id, [line({ quantity: 1e9, unit_price: 1e10 })]);
    expect(huge.statusCode).toBe(422);
    const expense = await client.addItems(estimate.id, [line({ ledger_account_id: 2147483647 })]);
    expect(expense.json()).toMatchObject({
      details: { 'items.0.ledger_account_id': ['Choose an income account of this business'] },
    });
    const empty = await client.inject('PUT', `/estimates/${estimate.id}/items/1`, { invoice_item: line() });
    expect(empty.statusCode).toBe(422);
    expect((await client.ok<Estimate>(client.get(estimate.id))).estimate_items).toEqual([]);
  });

  it('saves items to the price list on request, once per description, unit and price', async () => {
    const { client, token, estimate } = await draft();
    await client.ok(client.addItems(estimate.id, [line({ description: 'Survey' })], true));
    await client.ok(client.addItems(estimate.id, [line({ description: 'Survey' })], true));
    const list = await app.inject({ method: 'GET', url: '/api/price_list_items', headers: bearer(token) });
    expect(list.json().data.map((item: { description: string }) => item.description)).toEqual(['Survey']);
  });

  it('refuses item changes (and edits) of an accepted, declined or invoiced estimate with 422', async () => {
    const outcomes = ['accepted', 'declined', 'invoiced'] as const;
    for (const outcome of outcomes) {
      const { client, estimate } = await draft();
      const withItem = await client.ok<Estimate>(client.addItems(estimate.id, [line()]));
      const itemId = withItem.estimate_items[0]!.id;
      await client.ok(client.send(estimate.id));
      if (outcome === 'accepted') await publicEstimates(app).accept(estimate.id, { name: 'Achieng' });
      if (outcome === 'declined') await publicEstimates(app).decline(estimate.id, {});
      if (outcome === 'invoiced') expect((await client.convert(estimate.id)).statusCode).toBe(201);
      const message = `This estimate is ${outcome}; its items can no longer be changed.`;
      for (const response of [
        await client.addItems(estimate.id, [line()]),
        await client.updateItem(estimate.id, itemId, line({ unit_price: 1 })),
        await client.deleteItem(estimate.id, itemId),
      ]) {
        expect(response.statusCode, outcome).toBe(422);
        expect(response.json(), outcome).toEqual({ error: message });
      }
      const edit = await client.update(estimate.id, { notes: 'changed' });
      expect(edit.statusCode, outcome).toBe(422);
      expect(edit.json().error).toBe(`This estimate is ${outcome}; it can no longer be changed.`);
      const after = await client.ok<Estimate>(client.get(estimate.id));
      expect(after).toMatchObject({ status: outcome, total: 100, notes: null });
      expect(after.estimate_items).toHaveLength(1);
    }
  });
});
