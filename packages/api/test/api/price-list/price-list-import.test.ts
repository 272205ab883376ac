import { dataEnvelope, priceListImportResultSchema, priceListItemSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../../src/db/client.ts';
import { uploadImport } from '../../support/contact-import-helpers.ts';
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

const upload = (token: string, csv: string, options: { query?: string; mapping?: unknown } = {}) =>
  uploadImport(app, '/api/price_list_items/import', token, csv, {
    query: options.query,
    mapping: options.mapping === undefined ? undefined : JSON.stringify(options.mapping),
  });

const listed = async (token: string) =>
  listEnvelope.parse((await app.inject({ url: '/api/price_list_items', headers: bearer(token) })).json())
    .data;

describe(`POST /price_list_items/import on ${backend}`, () => {
  it('reads prices exactly as other tools write them', async () => {
    const { token } = await signUp(app);
    const csv = [
      'Name,Price,Tax',
      'A,"1,250.00",16%',
      'B,"KES 1,250"',
      'C,1250.5,VAT (16%)',
      'D,0.1,Exempt',
      'E,"KSh 999,999,999.99",8',
      'F,19.9999,',
      'G,(15.00),',
    ].join('\n');
    const answer = await upload(token, csv);
    expect(answer.json()).toEqual({ data: { imported: 7, already_listed: 0 } });
    expect((await listed(token)).map((item) => [item.description, item.unit_price, item.tax_rate])).toEqual([
      ['A', 1250, 16],
      ['B', 1250, 0],
      ['C', 1250.5, 16],
      ['D', 0.1, 0],
      ['E', 999999999.99, 8],
      ['F', 19.9999, 0],
      ['G', -15, 0],
    ]);
  });

  it('imports nothing and names every bad line when any row is bad', async () => {
    const { token } = await signUp(app);
    const csv = [
      'Item,Description,Rate,VAT',
      'Good,,100,16',
      ',,200,16',
      'Priceless,,,16',
      'Typo,,1O0,16',
      'Too precise,,1.23456,16',
      'Odd tax,,100,Standard',
      'Too much tax,,100,116',
    ].join('\n');
    const answer = await upload(token, csv);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      error: '6 rows have errors; nothing was imported',
      details: {
        'line 3': ['Details are required'],
        'line 4': ['Price is missing'],
        'line 5': ['Price "1O0" is not an amount'],
        'line 6': ['Unit Price must have at most 4 decimals'],
        'line 7': ['Tax rate "Standard" is not a percentage'],
        'line 8': ['Tax rate must be at most 100'],
      },
    });
    expect(await listed(token)).toEqual([]);
  });

  it('previews with the detected mapping, and takes the owner’s mapping instead', async () => {
    const { token } = await signUp(app);
    const csv = ['Code,Label,Amount,Measure', 'P-1,Paint 4L,"2,400",tin', 'P-2,Brush,350,pc'].join('\n');
    const detected = importEnvelope.parse((await upload(token, csv, { query: '?dry_run=true' })).json()).data;
    expect(detected.mapping).toEqual([
      { column: 'Code', field: 'name' },
      { column: 'Label', field: null },
      { column: 'Amount', field: 'unit_price' },
      { column: 'Measure', field: null },
    ]);
    expect(detected.ignored_columns).toEqual(['Label', 'Measure']);
    expect(detected.preview?.[0]).toEqual({
      line: 2,
      description: 'P-1',
      unit: 'items',
      unit_price: 2400,
      tax_rate: 0,
    });

    const mapping = { Code: null, Label: 'name', Measure: 'unit' };
    const dry = importEnvelope.parse(
      (await upload(token, csv, { query: '?dry_run=true', mapping })).json(),
    ).data;
    expect(dry).toMatchObject({ imported: 0, row_count: 2, ignored_columns: ['Code'] });
    expect(dry.preview).toEqual([
      { line: 2, description: 'Paint 4L', unit: 'Other', unit_price: 2400, tax_rate: 0 },
      { line: 3, description: 'Brush', unit: 'items', unit_price: 350, tax_rate: 0 },
    ]);
    expect(await listed(token)).toEqual([]);

    expect((await upload(token, csv, { mapping })).json()).toEqual({
      data: { imported: 2, already_listed: 0 },
    });
    expect((await listed(token)).map((item) => item.description)).toEqual(['Brush', 'Paint 4L']);
  });

  it('answers 422 for a bad mapping or a file without a known column', async () => {
    const { token } = await signUp(app);
    const csv = 'Name,Price\nTea,50\n';
    const unknownField = await upload(token, csv, { mapping: { Price: 'cost' } });
    expect(unknownField.statusCode).toBe(422);
    expect(unknownField.json().details).toEqual({
      mapping: [
        'Column "Price": "cost" is not a field; use one of name, description, unit_price, tax_rate, unit, or null',
      ],
    });
    const twice = await upload(token, csv, { mapping: { Name: 'unit_price', Price: 'unit_price' } });
    expect(twice.json().error).toBe(
      'Columns "Name" and "Price" are both mapped to unit_price; ignore one of them',
    );
    const noHeader = await upload(token, 'Foo,Bar\n1,2\n');
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json()).toEqual({
      error:
        'The first line must be a header row naming the columns, such as name,description,unit_price,tax_rate',
      details: { 'line 1': ['No known column; expected name, description, unit_price, tax_rate or unit'] },
    });
    expect((await upload(token, 'Name,Price\n')).json().error).toBe('The file has a header row but no items');
    expect(await listed(token)).toEqual([]);
  });

  it('adds items to the caller’s own price list only, and needs a token', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    await upload(owner.token, 'Name,Price\nTea,50\n');
    expect(await listed(other.token)).toEqual([]);
    expect((await listed(owner.token)).map((item) => item.description)).toEqual(['Tea']);
    const anonymous = await app.inject({ method: 'POST', url: '/api/price_list_items/import' });
    expect(anonymous.statusCode).toBe(401);
  });
});
