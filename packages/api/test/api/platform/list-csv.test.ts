import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { CSV_PAGE_SIZE } from '../../../src/http/list-csv.ts';
import type { OwnersApp } from '../../../src/server.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

let database: Database;
let app: OwnersApp;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const LISTS = [
  'contacts',
  'invoices',
  'estimates',
  'credit_notes',
  'bills',
  'expenses',
  'projects',
  'time_entries',
  'journal_entries',
  'recurring_invoices',
];

/** The CSV answer of `url`, as lines of cells (no quoted line breaks in these tests). */
async function csvOf(token: string, url: string) {
  const answer = await app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/csv/);
  expect(answer.body.endsWith('\r\n')).toBe(true);
  return { answer, lines: answer.body.trimEnd().split('\r\n') };
}

/** A sent invoice of `contactId` with one line of `unitPrice`, issued on `issueDate`. */
async function sentInvoice(token: string, contactId: number, unitPrice: number, issueDate: string) {
  const invoices = invoiceClient(app, token);
  const invoice = await invoices.created({
    contact_id: contactId,
    issue_date: issueDate,
    due_date: issueDate,
  });
  await invoices.ok(invoices.addItems(invoice.id, [line({ unit_price: unitPrice })]));
  return invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
}

describe(`format=csv on every list on ${backend}`, () => {
  it('answers each list as CSV with readable headers, and refuses an unknown format', async () => {
    const { token } = await signUp(app);
    for (const list of LISTS) {
      const { answer, lines } = await csvOf(token, `${list}?format=csv`);
      expect(answer.headers['content-disposition'], list).toMatch(/^attachment; filename="[a-z-]+\.csv"$/);
      expect(lines[0], list).toMatch(/^[A-Z][A-Za-z -]*(,[A-Z][A-Za-z -]*)+$/);
      const bad = await app.inject({
        method: 'GET',
        url: `/api/${list}?format=xlsx`,
        headers: bearer(token),
      });
      expect(bad.statusCode, list).toBe(422);
      expect(bad.json(), list).toMatchObject({
        error: expect.stringContaining('Format must be json or csv'),
      });
    }
  });

  it('writes every matching contact, past one page, with formulas made inert and none of another business', async () => {
    const { token } = await signUp(app);
    const other = await signUp(app);
    const invoices = invoiceClient(app, token);
    await invoiceClient(app, other.token).contact({ first_name: 'Zawadi', last_name: 'Stranger' });
    const count = CSV_PAGE_SIZE + 3;
    for (let n = 0; n < count; n++)
      await invoices.contact({ first_name: 'Baraka', last_name: `Mwangi ${n}` });
    await invoices.contact({ first_name: '=cmd|', last_name: "' /C calc'!A0", email: 'x@example.com' });
    await invoices.contact({ first_name: 'Amani', last_name: 'Kiprop, "Jr"' });

    const all = await csvOf(token, 'contacts?format=csv&page=3&per_page=1');
    expect(all.lines).toHaveLength(1 + count + 2);
    expect(all.lines[0]).toMatch(/^Name,First name,Last name,Company,E-mail,Phone,KRA PIN,/);
    expect(all.answer.body).not.toContain('Stranger');
    expect(new Set(all.lines.slice(1)).size).toBe(count + 2);
    expect(all.lines.find((row) => row.includes('calc'))).toMatch(
      /^'=cmd\| ' \/C calc'!A0,'=cmd\|,' \/C calc'!A0,,x@example.com,/,
    );
    expect(all.lines.find((row) => row.startsWith('"Amani'))).toMatch(/^"Amani Kiprop, ""Jr""",Amani,/);

    const searched = await csvOf(token, 'contacts?format=csv&search=kiprop');
    expect(searched.lines).toHaveLength(2);
    const stranger = await csvOf(other.token, 'contacts?format=csv&search=kiprop');
    expect(stranger.lines).toHaveLength(1);
  });

  it('keeps the filter of invoices and journal entries, amounts as exact decimals', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const achieng = await invoices.contact({ first_name: 'Achieng' });
    const baraka = await invoices.contact({ first_name: 'Baraka' });
    const first = await sentInvoice(token, achieng, 1234.5, '2026-01-10');
    await sentInvoice(token, baraka, 0.1, '2026-02-10');
    await sentInvoice(token, achieng, 19.99, '2026-03-10');

    const mine = await csvOf(token, `invoices?format=csv&contact_id=${achieng}`);
    expect(mine.lines).toHaveLength(3);
    const header = mine.lines[0]!.split(',');
    const total = header.indexOf('Total');
    const rows = mine.lines.slice(1).map((row) => row.split(','));
    expect(rows.map((row) => row[total])).toEqual(['19.99', '1234.50']);
    expect(rows[1]![header.indexOf('Number')]).toBe(first.invoice_number);
    expect(rows[1]![header.indexOf('Status')]).toBe('Overdue');
    expect(rows[1]![header.indexOf('Id')]).toBe(first.id);

    const february = await csvOf(token, 'journal_entries?format=csv&from=2026-02-01&to=2026-02-28');
    expect(february.lines[0]).toBe(
      'Entry,Date,Memo,Source,Account number,Account,Description,Debit,Credit,Currency,Amount in currency,Entry id',
    );
    const lines = february.lines.slice(1).map((row) => row.split(','));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(new Set(lines.map((row) => row[1]))).toEqual(new Set(['2026-02-10']));
    expect(lines.map((row) => row[7]).filter((debit) => debit !== '0.00')).toEqual(['0.10']);

    const stranger = await signUp(app);
    const none = await csvOf(stranger.token, `invoices?format=csv&contact_id=${achieng}`);
    expect(none.lines).toHaveLength(1);
    const notTheirs = await csvOf(stranger.token, `invoices?format=csv&ids=${first.id}`);
    expect(notTheirs.lines).toHaveLength(1);
  });

  it('writes only the selected rows with ids, which go with format=csv only', async () => {
    const { token } = await signUp(app);
    const invoices = invoiceClient(app, token);
    const contactId = await invoices.contact();
    const picked = [];
    for (let n = 0; n < 4; n++) picked.push(await sentInvoice(token, contactId, 10 + n, '2026-01-10'));
    const ids = [picked[0]!.id.toUpperCase(), picked[2]!.id];
    const selected = await csvOf(token, `invoices?format=csv&ids=${ids.join(',')}`);
    const numbers = selected.lines.slice(1).map((row) => row.split(',')[0]);
    expect(numbers).toEqual([picked[2]!.invoice_number, picked[0]!.invoice_number]);
    const contacts = await csvOf(token, `contacts?format=csv&ids=${contactId}`);
    expect(contacts.lines).toHaveLength(2);
    const json = await app.inject({
      method: 'GET',
      url: `/api/invoices?ids=${ids[1]}`,
      headers: bearer(token),
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toMatchObject({ error: 'ids go with format=csv only' });
  });
});
