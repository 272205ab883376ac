import {
  dataEnvelope,
  type Invoice,
  openInvoiceImportResultSchema,
  otherCurrencyMessage,
  trialBalanceSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { fixture } from '../../support/contact-import-helpers.ts';
import { signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { describeEntry, ledgerClient, receivablesByContact } from '../../support/ledger-helpers.ts';
import {
  expectSampleDryRun,
  expectSampleImported,
  expectUnknownToAnotherAccount,
  openBalanceUpload,
  SWITCHING,
} from '../../support/open-balance-helpers.ts';
import { reportData, reportRequest } from '../../support/report-helpers.ts';

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

const importEnvelope = dataEnvelope(openInvoiceImportResultSchema);

/** A new account with the three customers of the sample exports; its clients and contact ids. */
async function business() {
  const { token, data } = await signUp(app);
  const accountId = data.account.id as number;
  const invoices = invoiceClient(app, token);
  const amani = await invoices.contact({
    first_name: null,
    last_name: null,
    company_name: 'Amani Traders',
    email: 'accounts@amani.co.ke',
  });
  const wanjiku = await invoices.contact({
    first_name: 'Wanjiku',
    last_name: 'Kamau',
    email: 'wanjiku@example.co.ke',
  });
  const baraka = await invoices.contact({
    first_name: null,
    last_name: null,
    company_name: 'Baraka Hardware',
  });
  const upload = openBalanceUpload(app, '/api/invoices/import_open', token);
  const all = async () =>
    invoices
      .ok<Invoice[]>(invoices.list({ per_page: 100 }))
      .then((list) => [...list].sort((a, b) => a.invoice_number.localeCompare(b.invoice_number)));
  const trialBalance = (asOf = SWITCHING) =>
    reportData(reportRequest(app, token), 'trial_balance', trialBalanceSchema, { as_of: asOf });
  return {
    accountId,
    token,
    invoices,
    ledger: ledgerClient(app, token),
    upload,
    all,
    trialBalance,
    ids: { amani, wanjiku, baraka },
  };
}

const exports = [
  { file: 'wave-open-invoices.csv', numbers: ['0007', '0008'], paid: 1 },
  { file: 'zoho-invoices.csv', numbers: ['INV-000012', 'INV-000013'], paid: 0 },
  { file: 'freshbooks-invoices.csv', numbers: ['0000031', '0000032'], paid: 1 },
  { file: 'quickbooks-open-invoices.csv', numbers: ['1001', '1002'], paid: 0 },
  { file: 'invoice-ninja-invoices.csv', numbers: ['0042', '0043'], paid: 1 },
  { file: 'xero-invoices.csv', numbers: ['INV-0005', 'INV-0006'], paid: 0 },
  { file: 'spreadsheet-open-invoices.csv', numbers: ['INV-0005', 'INV-0006'], paid: 0 },
];

describe('POST /invoices/import_open', () => {
  for (const sample of exports) {
    it(`brings the open balances of ${sample.file} forward, Dr 1200 = Cr 3000 on the switching date`, async () => {
      const books = await business();
      const preview = await books.upload(fixture(sample.file), `?date=${SWITCHING}&dry_run=true`);
      const dry = expectSampleDryRun(preview, importEnvelope, sample.paid);
      expect(dry.preview?.map((row) => [row.invoice_number, row.contact_id, row.balance])).toEqual([
        [sample.numbers[0], books.ids.amani, 10000],
        [sample.numbers[1], books.ids.wanjiku, 5250.5],
      ]);
      expect(await books.all()).toEqual([]);

      expectSampleImported(await books.upload(fixture(sample.file)), importEnvelope, sample.paid);
      const stored = await books.all();
      expect(
        stored.map((invoice) => [
          invoice.invoice_number,
          invoice.contact_id,
          invoice.issue_date,
          invoice.due_date,
          invoice.status,
          invoice.total,
          invoice.balance,
          invoice.tax_total,
        ]),
      ).toEqual([
        [sample.numbers[0], books.ids.amani, '2026-10-02', '2026-11-01', 'sent', 10000, 10000, 0],
        [
          sample.numbers[1],
          books.ids.wanjiku,
          '2026-10-20',
          sample.file.startsWith('spreadsheet') ? '2026-10-20' : '2026-11-19',
          'sent',
          5250.5,
          5250.5,
          0,
        ],
      ]);
      const entries = await books.ledger.entries({ source_type: 'opening_balance' });
      expect(entries.map((entry) => [entry.date, describeEntry(entry)]).sort()).toEqual(
        [
          [SWITCHING, [`1200 Dr 10000 c${books.ids.amani}`, '3000 Cr 10000']],
          [SWITCHING, [`1200 Dr 5250.5 c${books.ids.wanjiku}`, '3000 Cr 5250.5']],
        ].sort(),
      );
      const trial = await books.trialBalance();
      expect(trial.rows.map((row) => [row.number, row.debit, row.credit])).toEqual([
        ['1200', 15250.5, 0],
        ['3000', 0, 15250.5],
      ]);
      expect(trial.totals).toEqual({ debit: 15250.5, credit: 15250.5 });
    });
  }

  it('posts a later payment normally (Dr bank / Cr 1200) and the balance follows', async () => {
    const books = await business();
    expect((await books.upload(fixture('xero-invoices.csv'))).statusCode).toBe(200);
    const [amani] = await books.all();
    const paid = await books.invoices.ok<Invoice>(
      books.invoices.pay(amani!.id, { amount: 4000, paid_on: '2026-12-03', method: 'bank_transfer' }),
      201,
    );
    expect([paid.paid_amount, paid.balance, paid.status]).toEqual([4000, 6000, 'sent']);
    const [payment] = await books.ledger.entries({ source_type: 'payment' });
    expect(describeEntry(payment!)).toEqual(['1100 Dr 4000', `1200 Cr 4000 c${books.ids.amani}`]);
    const trial = await books.trialBalance('2026-12-31');
    expect(trial.rows.map((row) => [row.number, row.debit, row.credit])).toEqual([
      ['1100', 4000, 0],
      ['1200', 11250.5, 0],
      ['3000', 0, 15250.5],
    ]);
    const receivables = await receivablesByContact(database.db, books.accountId);
    expect(receivables.ledger).toEqual(receivables.documents);
    expect(receivables.ledger).toEqual([
      { contact: books.ids.amani, balance: 6000 },
      { contact: books.ids.wanjiku, balance: 5250.5 },
    ]);
  });

  it("keeps the old tool's numbers apart: Daftari's own numbering skips the numbers imported", async () => {
    const books = await business();
    expect((await books.upload(fixture('xero-invoices.csv'))).statusCode).toBe(200);
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const invoice = await books.invoices.created({ contact_id: books.ids.baraka });
      numbers.push(invoice.invoice_number);
    }
    expect(numbers).toEqual(['INV-0001', 'INV-0002', 'INV-0003', 'INV-0004', 'INV-0007']);
  });

  it('refuses the whole file with line-numbered errors: unknown customer, number already used, date after switching', async () => {
    const books = await business();
    await books.invoices.created({ contact_id: books.ids.baraka });
    const csv = [
      'Invoice Number,Customer,Invoice Date,Due Date,Total,Amount Paid',
      'OLD-1,Amani Traders,2026-10-01,2026-10-31,500,0',
      'OLD-2,Juma Enterprises,2026-10-01,2026-10-31,500,0',
      'INV-0001,Baraka Hardware,2026-10-01,2026-10-31,500,0',
      'OLD-3,Baraka Hardware,2026-12-01,2026-12-31,500,0',
      'OLD-4,Baraka Hardware,2026-10-01,2026-10-31,abc,0',
      'OLD-5,Baraka Hardware,2026-10-01,2026-10-31,500,600',
    ].join('\n');
    const response = await books.upload(csv);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { error: string; details: Record<string, string[]> };
    // Rows unreadable on their own are reported first; nothing reaches the database checks.
    expect(body.details).toEqual({
      'line 6': ['Total "abc" is not an amount'],
      'line 7': ['The amount paid is more than the total'],
    });
    const checked = await books.upload(csv.split('\n').slice(0, 5).join('\n'));
    expect(checked.statusCode).toBe(422);
    expect(checked.json()).toEqual({
      error: '3 rows have errors; nothing was imported',
      details: {
        'line 3': [
          'Customer "Juma Enterprises" is not in your contacts: import your contacts first, then the open invoices',
        ],
        'line 4': ['Invoice number INV-0001 is already used by an invoice in Daftari'],
        'line 5': [`Invoice date 2026-12-01 is after the switching date ${SWITCHING}`],
      },
    });
    expect((await books.all()).map((invoice) => invoice.invoice_number)).toEqual(['INV-0001']);
    expect(await books.ledger.entries({ source_type: 'opening_balance' })).toEqual([]);
  });

  it('refuses a row in another currency than the account, from its currency column or its amounts', async () => {
    const books = await business();
    const csv = [
      'Invoice Number,Customer,Invoice Date,Due Date,Currency,Total,Amount Paid',
      'OLD-1,Amani Traders,2026-10-01,2026-10-31,KES,500,0',
      'OLD-2,Amani Traders,2026-10-01,2026-10-31,usd,500,0',
      'OLD-3,Amani Traders,2026-10-01,2026-10-31,,$500,0',
      'OLD-4,Amani Traders,2026-10-01,2026-10-31,,KSh 500,0',
      'OLD-5,Amani Traders,2026-10-01,2026-10-31,KES,EUR 500,0',
    ].join('\n');
    const response = await books.upload(csv);
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual({
      'line 6': ['The row names more than one currency: KES, EUR'],
    });
    const checked = await books.upload(csv.split('\n').slice(0, 5).join('\n'));
    expect(checked.json()).toEqual({
      error: '2 rows have errors; nothing was imported',
      details: {
        'line 3': [`Invoice is in USD. ${otherCurrencyMessage('KES')}`],
        'line 4': [`Invoice is in USD. ${otherCurrencyMessage('KES')}`],
      },
    });
    expect(await books.all()).toEqual([]);
    const kes = [csv.split('\n')[0], csv.split('\n')[1], csv.split('\n')[4]].join('\n');
    const imported = importEnvelope.parse((await books.upload(kes)).json()).data;
    expect(imported).toMatchObject({ imported: 2, total_balance: 1000 });
  });

  it('refuses a second import of the same invoices and a switching date in a locked period', async () => {
    const books = await business();
    expect((await books.upload(fixture('wave-open-invoices.csv'))).statusCode).toBe(200);
    const again = await books.upload(fixture('wave-open-invoices.csv'));
    expect(again.statusCode).toBe(422);
    expect(Object.keys((again.json() as { details: object }).details)).toEqual(['line 2', 'line 3']);
    await books.ledger.setLockDate('2026-12-31');
    const locked = await books.upload(fixture('zoho-invoices.csv'));
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ error: 'The books are locked up to 2026-12-31' });
    expect(await books.all()).toHaveLength(2);
  });

  it("never reads another account's contacts; another account may hold the same numbers", async () => {
    const first = await business();
    expect((await first.upload(fixture('xero-invoices.csv'))).statusCode).toBe(200);
    await expectUnknownToAnotherAccount(app, '/api/invoices/import_open', 'xero-invoices.csv');
    const second = await business();
    expect((await second.upload(fixture('xero-invoices.csv'))).statusCode).toBe(200);
    expect((await second.all()).map((invoice) => invoice.contact_id).sort()).toEqual(
      [second.ids.amani, second.ids.wanjiku].sort(),
    );
  });

  it('refuses a credit note or an item change on a balance brought forward; voiding it reverses the opening entry', async () => {
    const books = await business();
    expect((await books.upload(fixture('xero-invoices.csv'))).statusCode).toBe(200);
    const [amani, wanjiku] = await books.all();
    const credit = await books.invoices.inject('POST', '/credit_notes', {
      credit_note: { invoice_id: amani!.id, issue_date: '2026-12-01', reason: 'Discount', items: [line()] },
    });
    expect(credit.statusCode).toBe(422);
    expect(credit.body).toMatch(/brought forward/);
    const added = await books.invoices.addItems(amani!.id, [line({ unit_price: 50 })]);
    expect(added.statusCode).toBe(422);
    expect(added.body).toMatch(/items cannot be changed/);
    const voided = await books.invoices.inject('POST', `/invoices/${wanjiku!.id}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    const trial = await books.trialBalance('2026-12-31');
    expect(trial.rows.map((row) => [row.number, row.debit, row.credit])).toEqual([
      ['1200', 10000, 0],
      ['3000', 0, 10000],
    ]);
    const entries = await books.ledger.entries({ source_type: 'opening_balance' });
    const reversible = entries.find((entry) => entry.reversal_of === null && entry.reversed_by === null)!;
    const byHand = await books.ledger.inject('POST', `/journal_entries/${reversible.id}/reverse`);
    expect(byHand.statusCode).toBe(422);
  });
});
