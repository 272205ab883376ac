import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { IMPORT_MAX_BYTES } from '../../../src/http/csv-import/file.ts';
import {
  contactListEnvelope,
  listAllContacts,
  importEnvelope as resultEnvelope,
  type UploadOptions,
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

const upload = (token: string, csv: string | Buffer, options?: UploadOptions) =>
  uploadContacts(app, token, csv, options);
const listAll = (token: string) => listAllContacts(app, token);

describe(`POST /contacts/import on ${backend}`, () => {
  it('imports every row of a good file and answers {data:{imported}}', async () => {
    const { token } = await signUp(app);
    const csv = [
      'First Name,Last Name,Company,E-mail,Phone,Address,City,State,Zip,Country,KRA PIN,Notes',
      'Wanjiru,Kamau,Kamau Hardware,Wanjiru@Kamau.co.ke,+254700000001,Moi Avenue 1,Nairobi,,00100,Kenya,p051234567q,VIP',
      ',,Ziwa Fisheries,info@ziwa.co.ke,,,Kisumu,,,Kenya,,',
      ' Otieno ,,,,0733000000,,,,,,,',
      '',
    ].join('\r\n');
    const response = await upload(token, csv);
    expect(response.statusCode).toBe(200);
    expect(resultEnvelope.parse(response.json())).toEqual({ data: { imported: 3 } });
    const { data, meta } = await listAll(token);
    expect(meta.total_count).toBe(3);
    expect(data.map((contact) => contact.full_name)).toEqual(['Otieno', 'Wanjiru Kamau', 'Ziwa Fisheries']);
    expect(data[1]).toMatchObject({
      first_name: 'Wanjiru',
      last_name: 'Kamau',
      company_name: 'Kamau Hardware',
      email: 'wanjiru@kamau.co.ke',
      phone: '+254700000001',
      kra_pin: 'P051234567Q',
      billing_address: {
        street: 'Moi Avenue 1',
        city: 'Nairobi',
        state: null,
        postal_code: '00100',
        country: 'Kenya',
      },
    });
    const current = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(current.json().data.account.has_contacts).toBe(true);
  });

  it('reads quoted fields with commas, quotes and line breaks, a BOM, and splits a name column', async () => {
    const { token } = await signUp(app);
    const csv =
      '\uFEFFname,company_name,email,street\n' +
      '"Mary Ann Wambui","Wambui, Njoroge & Co","mary@wambui.co.ke","Plot 7\nKimathi Street"\n' +
      'Juma,"The ""Best"" Shop",,\n';
    const response = await upload(token, csv);
    expect(response.json()).toEqual({ data: { imported: 2 } });
    const { data } = await listAll(token);
    expect(data).toHaveLength(2);
    expect(data[0]).toMatchObject({ first_name: 'Juma', last_name: null, company_name: 'The "Best" Shop' });
    expect(data[1]).toMatchObject({
      first_name: 'Mary',
      last_name: 'Ann Wambui',
      full_name: 'Mary Ann Wambui',
      company_name: 'Wambui, Njoroge & Co',
      billing_address: { street: 'Plot 7\nKimathi Street' },
    });
  });

  it('answers 422 with the line numbers of every bad row and imports nothing', async () => {
    const { token } = await signUp(app);
    const csv = [
      'first_name,last_name,email,company',
      'Good,Row,good@example.com,',
      'Bad,Email,not-an-email,', // line 3
      '"Quoted', // line 4: a record over two lines
      'Name",,,', // line 5
      ',,,', // line 6: blank cells only, skipped
      ',,,   ', // line 7: also skipped
      ',,,', // skipped
      'Too,Many,x@y.co,Co,extra', // line 9
      ',,,,', // skipped: extra empty cell is fine
      '', // blank line
      ',Nobody,,', // line 12: a last name is enough
      `${'x'.repeat(101)},,,`, // line 13
    ].join('\n');
    const response = await upload(token, `${csv}\n,,bad@,\n`); // line 14: no name, bad e-mail
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: '4 rows have errors; nothing was imported',
      details: {
        'line 3': ['Email is not a valid email address'],
        'line 9': ['The row has 5 fields but the header has 4'],
        'line 13': ['First name must be at most 100 characters'],
        'line 14': ['Email is not a valid email address'],
      },
    });
    expect((await listAll(token)).meta.total_count).toBe(0);

    const single = await upload(token, 'email\nnope\n');
    expect(single.json()).toEqual({
      error: '1 row has errors; nothing was imported',
      details: { 'line 2': ['Email is not a valid email address'] },
    });
    const nameless = await upload(token, 'phone,city\n0700000000,Nairobi\n');
    expect(nameless.json().details).toEqual({
      'line 2': ['Enter a first name, last name, company name or email'],
    });
  });

  it('dry_run=true validates and previews without importing', async () => {
    const { token } = await signUp(app);
    const rows = Array.from(
      { length: 120 },
      (_, i) => `Person,${String(i).padStart(3, '0')},p${i}@example.com`,
    );
    const csv = ['first_name,last_name,email', ...rows].join('\n');
    const response = await upload(token, csv, { query: '?dry_run=true' });
    expect(response.statusCode).toBe(200);
    const { data } = resultEnvelope.parse(response.json());
    expect(data.imported).toBe(0);
    expect(data.row_count).toBe(120);
    expect(data.preview).toHaveLength(100);
    expect(data.preview![0]).toEqual({
      line: 2,
      full_name: 'Person 000',
      first_name: 'Person',
      last_name: '000',
      company_name: null,
      email: 'p0@example.com',
      phone: null,
      kra_pin: null,
      billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
    });
    expect((await listAll(token)).meta.total_count).toBe(0);

    const bad = await upload(token, 'email\nnope\n', { query: '?dry_run=1' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual({ 'line 2': ['Email is not a valid email address'] });
    const invalidFlag = await upload(token, csv, { query: '?dry_run=maybe' });
    expect(invalidFlag.statusCode).toBe(422);
    expect(invalidFlag.json().details).toEqual({ dry_run: ['dry_run must be true or false'] });
    const real = await upload(token, csv, { query: '?dry_run=false' });
    expect(real.json()).toEqual({ data: { imported: 120 } });
  });

  it('imports a large file in one go and lists it in order right away', async () => {
    const { token } = await signUp(app);
    const rows = Array.from(
      { length: 12_000 },
      (_, i) => `Person ${String(i).padStart(5, '0')},"Co, ${i % 7}"`,
    );
    const response = await upload(token, ['name,company', ...rows.reverse()].join('\n'));
    expect(response.json()).toEqual({ data: { imported: 12_000 } });
    const page = await app.inject({ url: '/api/contacts?page=600&per_page=20', headers: bearer(token) });
    const body = contactListEnvelope.parse(page.json());
    expect(body.meta).toEqual({ total_count: 12_000, current_page: 600, total_pages: 600, per_page: 20 });
    expect(body.data.map((contact) => contact.full_name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Person ${String(11_980 + i)}`),
    );
    const letter = await app.inject({ url: '/api/contacts?letter=p&search=co, 3', headers: bearer(token) });
    expect(letter.json().meta.total_count).toBe(1714);
  });

  it('answers 413 for a file over 5 MB and imports nothing', async () => {
    const { token } = await signUp(app);
    const line = 'Someone,Somebody,someone@example.com\n';
    const big = `first_name,last_name,email\n${line.repeat(Math.ceil(IMPORT_MAX_BYTES / line.length) + 10)}`;
    expect(big.length).toBeGreaterThan(IMPORT_MAX_BYTES);
    const response = await upload(token, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The file is too large; the maximum is 5 MB' });
    expect((await listAll(token)).meta.total_count).toBe(0);
  });

  it('answers 422 for files that are not CSV, empty, headerless or without rows', async () => {
    const { token } = await signUp(app);
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    const cases: [string | Buffer, string][] = [
      [png, 'The file is not a CSV file; save the spreadsheet as CSV (comma-separated values)'],
      ['', 'The file is empty; it needs a header row and at least one contact'],
      ['\n\r\n ,, \n', 'The file is empty; it needs a header row and at least one contact'],
      ['first_name,email\n', 'The file has a header row but no contacts'],
      [
        'Wanjiru,Kamau,wanjiru@kamau.co.ke\n',
        'The first line must be a header row naming the columns, such as first_name,last_name,email',
      ],
      ['email,E-Mail\na@b.co,c@d.co\n', 'Columns "email" and "E-Mail" both hold email'],
      ['first_name\n"Unclosed\n', 'Line 2: a quoted field is not closed; nothing was imported'],
    ];
    for (const [content, error] of cases) {
      const response = await upload(token, content);
      expect(response.statusCode, error).toBe(422);
      expect(response.json().error).toBe(error);
    }
    expect((await listAll(token)).meta.total_count).toBe(0);
  });

  it('answers 422 without a file, 415 when the body is not multipart, 400 for a broken one', async () => {
    const { token } = await signUp(app);
    const noFile = multipartBody([{ name: 'note', content: 'hello' }]);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/contacts/import',
      headers: { ...bearer(token), ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      error: 'Choose a CSV file to import',
      details: { file: ['A CSV file is required in the field "file"'] },
    });
    const wrongField = await upload(token, 'email\na@b.co\n', { field: 'upload' });
    expect(wrongField.statusCode).toBe(422);
    const json = await app.inject({
      method: 'POST',
      url: '/api/contacts/import',
      headers: bearer(token),
      payload: { file: 'email\na@b.co' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error).toBe('Send the CSV file as multipart/form-data in the field "file"');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/contacts/import',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'not really multipart',
    });
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json())).toEqual(['error']);
    // Multipart bodies are for the import only: the rest of the API stays JSON.
    const elsewhere = multipartBody([{ name: 'account', content: 'x' }]);
    const account = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: { ...bearer(token), ...elsewhere.headers },
      payload: elsewhere.payload,
    });
    expect(account.statusCode).toBe(415);
    expect((await listAll(token)).meta.total_count).toBe(0);
  });

  it("imports into the caller's account only", async () => {
    const a = await signUp(app);
    const b = await signUp(app);
    expect((await upload(a.token, 'name,email\nAmina Hassan,amina@a.co.ke\n')).json()).toEqual({
      data: { imported: 1 },
    });
    expect((await upload(b.token, 'name\nBaraka Mutua\n')).json()).toEqual({ data: { imported: 1 } });
    expect((await listAll(a.token)).data.map((contact) => contact.full_name)).toEqual(['Amina Hassan']);
    expect((await listAll(b.token)).data.map((contact) => contact.full_name)).toEqual(['Baraka Mutua']);
    const searched = await app.inject({ url: '/api/contacts?search=amina', headers: bearer(b.token) });
    expect(searched.json().meta.total_count).toBe(0);
  });
});
