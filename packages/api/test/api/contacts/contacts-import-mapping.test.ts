import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import {
  fixture,
  importEnvelope,
  listAllContacts,
  uploadContacts,
} from '../../support/contact-import-helpers.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';

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

const CSV = [
  'Client,Contact Person,Notes,Mobile,Office Phone,Mail',
  'Kamau Hardware,Wanjiru Kamau,wanjiru@kamau.co.ke,,020 221 0001,orders@kamau.co.ke',
  'Ziwa Fisheries,Otieno,info@ziwa.co.ke,0733 000 003,0722 000 004,',
].join('\n');

const dryRun = async (token: string, csv: string | Buffer, mapping?: unknown) => {
  const options = {
    query: '?dry_run=true',
    mapping: mapping === undefined ? undefined : JSON.stringify(mapping),
  };
  return uploadContacts(app, token, csv, options);
};

describe(`POST /contacts/import with a mapping on ${backend}`, () => {
  it('answers the detected mapping and ignored columns on a dry run', async () => {
    const { token } = await signUp(app);
    const { data } = importEnvelope.parse((await dryRun(token, CSV)).json());
    expect(data.mapping).toEqual([
      { column: 'Client', field: null },
      { column: 'Contact Person', field: 'name' },
      { column: 'Notes', field: null },
      { column: 'Mobile', field: 'phone' },
      { column: 'Office Phone', field: null },
      { column: 'Mail', field: 'email' },
    ]);
    expect(data.ignored_columns).toEqual(['Client', 'Notes', 'Office Phone']);
    expect(data.preview!.map(({ phone, email }) => [phone, email])).toEqual([
      [null, 'orders@kamau.co.ke'],
      ['0733 000 003', null],
    ]);
  });

  it('overrides detection: a field moves to the column named, phones take the first non-empty column', async () => {
    const { token } = await signUp(app);
    const mapping = { Client: 'display_name', Notes: 'email', 'Office Phone': 'phone', Mail: null };
    const { data } = importEnvelope.parse((await dryRun(token, CSV, mapping)).json());
    expect(data.mapping).toEqual([
      { column: 'Client', field: 'display_name' },
      { column: 'Contact Person', field: 'name' },
      { column: 'Notes', field: 'email' },
      { column: 'Mobile', field: 'phone' },
      { column: 'Office Phone', field: 'phone' },
      { column: 'Mail', field: null },
    ]);
    expect(data.ignored_columns).toEqual(['Mail']);

    const response = await uploadContacts(app, token, CSV, { mapping: JSON.stringify(mapping) });
    expect(response.json()).toEqual({ data: { imported: 2 } });
    const { data: contacts } = await listAllContacts(app, token);
    expect(contacts).toMatchObject([
      { first_name: 'Otieno', last_name: null, company_name: 'Ziwa Fisheries' },
      { first_name: 'Wanjiru', last_name: 'Kamau', company_name: 'Kamau Hardware' },
    ]);
    expect(contacts.map(({ email, phone }) => [email, phone])).toEqual([
      ['info@ziwa.co.ke', '0733 000 003'],
      ['wanjiru@kamau.co.ke', '020 221 0001'],
    ]);
  });

  it('resolves two columns detected for one field, and ignores a column the file says nothing useful in', async () => {
    const { token } = await signUp(app);
    const csv = 'email,E-Mail,Organization\na@b.co,c@d.co,Acme\n';
    expect((await dryRun(token, csv)).json().error).toBe('Columns "email" and "E-Mail" both hold email');
    const { data } = importEnvelope.parse((await dryRun(token, csv, { email: null })).json());
    expect(data.preview![0]).toMatchObject({ email: 'c@d.co', company_name: 'Acme' });
  });

  it('takes a header after title lines only: a data row that looks like a header is still data', async () => {
    const { token } = await signUp(app);
    const titled = await dryRun(token, 'Clients of 2026\nKenya branch\nname,email\nJuma,juma@example.com\n');
    expect(importEnvelope.parse(titled.json()).data.preview![0]).toMatchObject({
      line: 4,
      first_name: 'Juma',
    });
    const unknown = await dryRun(token, 'Nom,Courriel\nJean,Name\n');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().details).toEqual({ 'line 1': [expect.stringMatching(/^No known column/)] });
  });

  it('answers 422 for a bad mapping and imports nothing', async () => {
    const { token } = await signUp(app);
    const cases: [string, string][] = [
      [
        'not json',
        'The mapping must be a JSON object of column headers and fields, such as {"EmailID": "email"}',
      ],
      [
        '["email"]',
        'The mapping must be a JSON object of column headers and fields, such as {"EmailID": "email"}',
      ],
      ['{"Fax": "phone"}', 'The file has no column "Fax"'],
      [
        '{"Notes": "notes"}',
        'Column "Notes": "notes" is not a field; use one of first_name, last_name, name, display_name, company_name, email, phone, street, street_2, city, state, postal_code, country, kra_pin, or null',
      ],
      [
        '{"Notes": 3}',
        'Column "Notes": "3" is not a field; use one of first_name, last_name, name, display_name, company_name, email, phone, street, street_2, city, state, postal_code, country, kra_pin, or null',
      ],
      [
        '{"Notes": "email", "Mail": "email"}',
        'Columns "Notes" and "Mail" are both mapped to email; ignore one of them',
      ],
      ['{"__proto__": "email"}', 'The file has no column "__proto__"'],
    ];
    for (const [mapping, error] of cases) {
      for (const query of ['?dry_run=true', '']) {
        const response = await uploadContacts(app, token, CSV, { query, mapping });
        expect(response.statusCode, mapping).toBe(422);
        expect(response.json(), mapping).toEqual({ error, details: { mapping: [error] } });
      }
    }
    expect((await listAllContacts(app, token)).meta.total_count).toBe(0);
  });

  it('keeps rows all or nothing under a mapping, with their lines', async () => {
    const { token } = await signUp(app);
    const response = await uploadContacts(app, token, fixture('zoho-contacts.csv'), {
      mapping: JSON.stringify({ Notes: 'email', EmailID: null }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: '1 row has errors; nothing was imported',
      details: { 'line 5': ['Email is not a valid email address'] },
    });
    expect((await listAllContacts(app, token)).meta.total_count).toBe(0);
  });

  it('answers 422 when the mapping is sent twice, and reads it after the file too', async () => {
    const { token } = await signUp(app);
    const twice = await app.inject({
      method: 'POST',
      url: '/api/contacts/import?dry_run=true',
      ...formOf(
        [
          { name: 'mapping', content: '{}' },
          { name: 'mapping', content: '{}' },
          { name: 'file', filename: 'c.csv', content: CSV },
        ],
        token,
      ),
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toEqual({
      error: 'Send the mapping once',
      details: { mapping: ['Send the mapping once'] },
    });
    const after = await app.inject({
      method: 'POST',
      url: '/api/contacts/import?dry_run=true',
      ...formOf(
        [
          { name: 'file', filename: 'c.csv', content: CSV },
          { name: 'mapping', content: '{"Client": "company_name"}' },
        ],
        token,
      ),
    });
    expect(importEnvelope.parse(after.json()).data.mapping![0]).toEqual({
      column: 'Client',
      field: 'company_name',
    });
  });
});

function formOf(parts: Parameters<typeof multipartBody>[0], token: string) {
  const { payload, headers } = multipartBody(parts);
  return { payload, headers: { ...bearer(token), ...headers } };
}
