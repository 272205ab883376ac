import type { PriceListItem } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
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

/** A signed-up account with one contact. */
async function account() {
  const { token } = await signUp(app);
  const client = invoiceClient(app, token);
  return { client, contactId: await client.contact() };
}

describe(`the price list on ${backend}`, () => {
  it('creates, lists by description, skips duplicates and deletes; scoped by account', async () => {
    const { client, contactId } = await account();
    const created = await client.inject('POST', '/price_list_items', {
      price_list_item: { description: 'Web hosting', unit: 'months', unit_price: 250, tax_rate: 16 },
    });
    expect(created.statusCode).toBe(201);
    const hosting = created.json().data;
    expect(hosting).toEqual({
      id: expect.any(Number),
      description: 'Web hosting',
      unit: 'months',
      unit_price: 250,
      tax_rate: 16,
      tax_category: null,
      kind: 'service',
      classification_code: null,
      etims_item_code: null,
    });
    const duplicate = await client.inject('POST', '/price_list_items', {
      price_list_item: { description: 'Web hosting', unit: 'months', unit_price: 250 },
    });
    expect(duplicate.statusCode).toBe(200);
    expect(duplicate.json().data).toEqual(hosting);

    const invoice = await client.created({ contact_id: contactId });
    await client.ok(
      client.addItems(
        invoice.id,
        [
          line({ description: 'Web hosting', unit: 'months', unit_price: 250, tax_rate: 16 }),
          line({ description: 'audit', unit: 'days', unit_price: 8000.5 }),
          line({ description: 'audit', unit: 'days', unit_price: 8000.5 }),
          line({ description: 'Web hosting', unit: 'months', unit_price: 300 }),
        ],
        true,
      ),
    );
    await client.ok(client.addItems(invoice.id, [line({ description: 'Not saved' })], false));
    const listed = await client.ok<{ description: string; unit_price: number }[]>(
      client.inject('GET', '/price_list_items'),
    );
    expect(listed.map((item) => [item.description, item.unit_price])).toEqual([
      ['audit', 8000.5],
      ['Web hosting', 250],
      ['Web hosting', 300],
    ]);

    const invalid = await client.inject('POST', '/price_list_items', {
      price_list_item: { unit: 'hours', unit_price: 1 },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details).toEqual({ description: ['Details are required'] });

    const other = await account();
    expect(await other.client.ok(other.client.inject('GET', '/price_list_items'))).toEqual([]);
    const foreignDelete = await other.client.inject('DELETE', `/price_list_items/${hosting.id}`);
    expect(foreignDelete.statusCode).toBe(404);
    expect(foreignDelete.json()).toEqual({ error: 'Price list item not found' });
    expect((await client.inject('DELETE', '/price_list_items/abc')).statusCode).toBe(404);
    const removed = await client.inject('DELETE', `/price_list_items/${hosting.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await client.inject('DELETE', `/price_list_items/${hosting.id}`)).statusCode).toBe(404);
    expect((await client.ok<unknown[]>(client.inject('GET', '/price_list_items'))).length).toBe(2);
  });
});

describe(`the price list on ${backend}: tax category and KRA eTIMS item`, () => {
  const create = (client: ReturnType<typeof invoiceClient>, fields: Record<string, unknown>) =>
    client.inject('POST', '/price_list_items', {
      price_list_item: { description: 'Maize flour 2 kg', unit: 'items', unit_price: 210, ...fields },
    });

  it('keeps the tax category and kind given, and refuses goods without a classification or a category at 16 %', async () => {
    const { client } = await account();
    const flour = await client.ok<PriceListItem>(
      create(client, { tax_category: 'exempt', kind: 'goods', classification_code: ' 5020220100 ' }),
      201,
    );
    expect(flour).toMatchObject({
      tax_rate: 0,
      tax_category: 'exempt',
      kind: 'goods',
      classification_code: '5020220100',
      etims_item_code: null,
    });

    const unclassified = await create(client, { description: 'Sugar', kind: 'goods' });
    expect(unclassified.statusCode).toBe(422);
    expect(unclassified.json().details).toEqual({
      classification_code: ['Goods need their KRA item classification (8 to 10 digits)'],
    });
    const badCode = await create(client, {
      description: 'Sugar',
      kind: 'goods',
      classification_code: '12ab',
    });
    expect(badCode.json().details).toEqual({
      classification_code: ['KRA item classification must be 8 to 10 digits'],
    });
    const taxedExempt = await create(client, { description: 'Sugar', tax_rate: 16, tax_category: 'exempt' });
    expect(taxedExempt.statusCode).toBe(422);
    expect(taxedExempt.json().details).toEqual({
      tax_category: ['Only a price list item at 0 % tax can be exempt or non-VAT'],
    });
    const names = (await client.ok<PriceListItem[]>(client.inject('GET', '/price_list_items'))).map(
      (item) => item.description,
    );
    expect(names).toEqual(['Maize flour 2 kg']);
  });

  it('a line saved to the price list keeps its tax category', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId });
    await client.ok(
      client.addItems(
        invoice.id,
        [line({ description: 'School fees', tax_rate: 0, tax_category: 'exempt' })],
        true,
      ),
    );
    const [saved] = await client.ok<PriceListItem[]>(client.inject('GET', '/price_list_items'));
    expect(saved).toMatchObject({ description: 'School fees', tax_category: 'exempt', kind: 'service' });
  });

  it('PATCH sets the kind, classification and category; 404 for another account, 422 for bad input, nothing changed', async () => {
    const { client } = await account();
    const item = await client.ok<PriceListItem>(create(client, {}), 201);
    const path = `/price_list_items/${item.id}`;
    const patched = await client.inject('PATCH', path, {
      price_list_item: { kind: 'goods', classification_code: '5020220100', tax_category: 'non_vat' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data).toEqual({
      ...item,
      kind: 'goods',
      classification_code: '5020220100',
      tax_category: 'non_vat',
    });

    for (const [body, details] of [
      [{ kind: 'goods', classification_code: null }, { classification_code: [expect.any(String)] }],
      [{ kind: 'parcel' }, { kind: ['Kind must be service or goods'] }],
      [{ kind: 'service', tax_category: 'zero' }, { tax_category: [expect.any(String)] }],
    ] as const) {
      const refused = await client.inject('PATCH', path, { price_list_item: body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().details).toEqual(details);
    }
    const other = await account();
    const foreign = await other.client.inject('PATCH', path, { price_list_item: { kind: 'service' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Price list item not found' });
    expect((await client.inject('PATCH', '/price_list_items/abc', { price_list_item: {} })).statusCode).toBe(
      404,
    );
    const [kept] = await client.ok<PriceListItem[]>(client.inject('GET', '/price_list_items'));
    expect(kept).toEqual(patched.json().data);
  });
});
