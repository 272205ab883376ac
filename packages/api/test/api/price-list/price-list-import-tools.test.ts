import {
  dataEnvelope,
  type PriceListItem,
  priceListImportResultSchema,
  priceListItemSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../src/db/client.ts';
import { fixture, uploadImport } from '../../support/contact-import-helpers.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';

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

const importEnvelope = dataEnvelope(priceListImportResultSchema);
const listEnvelope = dataEnvelope(z.array(priceListItemSchema));

type Stored = Omit<PriceListItem, 'id'>;
const item = (
  description: string,
  unit_price: number,
  tax_rate: number,
  unit: Stored['unit'] = 'items',
): Stored => ({
  description,
  unit,
  unit_price,
  tax_rate,
  tax_category: null,
  kind: 'service',
  classification_code: null,
  etims_item_code: null,
});

/** Each sample export, the fields its columns must be read into, and every item it holds (by description). */
const exports: { file: string; columns: Record<string, string | null>; items: Stored[] }[] = [
  {
    file: 'wave-products.csv',
    columns: { Name: 'name', Price: 'unit_price', 'Sales Tax': 'tax_rate', Sell: null },
    items: [
      item('Business cards - Box of 100', 2500, 16),
      item('Delivery within Nairobi', 350.5, 0),
      item('Logo design - Two concepts and three rounds of changes', 15000, 16),
    ],
  },
  {
    file: 'zoho-items.csv',
    columns: {
      'Item Name': 'name',
      SKU: null,
      Rate: 'unit_price',
      'Tax Name': null,
      'Tax Percentage': 'tax_rate',
      'Usage unit': 'unit',
      'Purchase Rate': null,
    },
    items: [
      item('Cooking oil - 5 litre jerrycan', 1250, 0, 'litres'),
      item('Maize flour 2kg - Jogoo maize meal', 210, 16),
      item('Shop fitting - Per hour on site', 1500, 16, 'hours'),
    ],
  },
  {
    file: 'freshbooks-items.csv',
    columns: {
      'Item Name': 'name',
      Rate: 'unit_price',
      'Tax 1 Percentage': 'tax_rate',
      'Tax 2 Percentage': null,
    },
    items: [
      item('Bookkeeping - Monthly bookkeeping retainer', 25000, 16),
      item('Consultation', 3500.5, 0),
      item('Tax return filing - Annual KRA iTax return', 8000, 16),
    ],
  },
  {
    file: 'quickbooks-products.csv',
    columns: {
      'Product/Service Name': 'name',
      'Sales Description': 'description',
      'Sales Price / Rate': 'unit_price',
      'Purchase Description': null,
      Taxable: null,
    },
    items: [
      item('Cement 50kg - Bamburi cement bag', 850, 0),
      item('Iron sheets gauge 30', 1200.75, 0),
      item("Site visit - Engineer's site visit", 4500, 0),
    ],
  },
  {
    file: 'invoice-ninja-products.csv',
    columns: {
      Product: 'name',
      Notes: 'description',
      Price: 'unit_price',
      Cost: null,
      'Tax Rate 1': 'tax_rate',
    },
    items: [
      item('Domain .co.ke - One year registration', 1500, 16),
      item('Support hour', 2000, 0),
      item('Web hosting - Shared hosting for one year', 12000, 16),
    ],
  },
  {
    file: 'xero-items.csv',
    columns: {
      '*ItemCode': null,
      ItemName: 'name',
      PurchasesUnitPrice: null,
      SalesDescription: 'description',
      SalesUnitPrice: 'unit_price',
      SalesTaxRate: 'tax_rate',
    },
    items: [
      item('Agronomy advice per visit', 2000, 0),
      item('Fertiliser 50kg - DAP fertiliser 50kg bag', 3800, 16),
      item('Maize seed 2kg - Hybrid maize seed 2kg pack', 750, 16),
    ],
  },
  {
    file: 'spreadsheet-price-list.csv',
    columns: { Item: 'name', Unit: 'unit', Price: 'unit_price', 'VAT %': 'tax_rate', Notes: 'description' },
    items: [
      item('Graphic design', 1500, 16, 'hours'),
      item('Printing A4 colour - per page', 20, 16, 'Other'),
      item('Rubber stamp - self-inking', 850, 0),
    ],
  },
];

const upload = (token: string, file: string, query = '') =>
  uploadImport(app, '/api/price_list_items/import', token, fixture(file), { query, filename: file });

describe(`POST /price_list_items/import of other tools' exports on ${backend}`, () => {
  it.each(exports)('reads $file', async ({ file, columns, items }) => {
    const { token } = await signUp(app);
    const dry = importEnvelope.parse((await upload(token, file, '?dry_run=true')).json()).data;
    expect(dry.row_count).toBe(items.length);
    for (const [column, field] of Object.entries(columns)) {
      expect(dry.mapping).toContainEqual({ column, field });
    }
    expect(dry.ignored_columns).toEqual(dry.mapping!.filter((c) => c.field === null).map((c) => c.column));

    const answer = await upload(token, file);
    expect(answer.statusCode).toBe(200);
    expect(importEnvelope.parse(answer.json()).data).toEqual({ imported: items.length, already_listed: 0 });
    const listed = listEnvelope.parse(
      (await app.inject({ url: '/api/price_list_items', headers: bearer(token) })).json(),
    ).data;
    expect(listed.map(({ id: _, ...rest }) => rest)).toEqual(items);

    const again = importEnvelope.parse((await upload(token, file)).json()).data;
    expect(again).toEqual({ imported: 0, already_listed: items.length });
  });
});
