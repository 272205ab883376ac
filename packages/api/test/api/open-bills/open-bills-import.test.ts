import {
  agingSchema,
  dataEnvelope,
  openBillImportResultSchema,
  trialBalanceSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { fixture } from '../../support/contact-import-helpers.ts';
import { signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { describeEntry, ledgerClient } from '../../support/ledger-helpers.ts';
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

const importEnvelope = dataEnvelope(openBillImportResultSchema);

/** A new account with the three suppliers of the sample exports; its clients and contact ids. */
async function business() {
  const { token } = await signUp(app);
  const contacts = invoiceClient(app, token);
  const kilimo = await contacts.contact({
    first_name: null,
    last_name: null,
    company_name: 'Kilimo Agro Supplies',
    email: 'orders@kilimoagro.co.ke',
  });
  const mwangi = await contacts.contact({
    first_name: null,
    last_name: null,
    company_name: 'Mwangi Transport',
  });
  const jua = await contacts.contact({ first_name: null, last_name: null, company_name: 'Jua Kali Works' });
  const bills = billClient(app, token);
  const ledger = ledgerClient(app, token);
  const upload = openBalanceUpload(app, '/api/bills/import_open', token);
  const all = async () =>
    (await bills.list({ per_page: 100 })).data.sort((a, b) => a.bill_number.localeCompare(b.bill_number));
  const report = reportRequest(app, token);
  const trialBalance = async (asOf = SWITCHING) => {
    const trial = await reportData(report, 'trial_balance', trialBalanceSchema, { as_of: asOf });
    return trial.rows.map((row) => [row.number, row.debit, row.credit]);
  };
  const payablesAging = (asOf: string) => reportData(report, 'payables_aging', agingSchema, { as_of: asOf });
  return { token, bills, ledger, upload, all, trialBalance, payablesAging, ids: { kilimo, mwangi, jua } };
}

const exports = [
  { file: 'wave-open-bills.csv', paid: 1 },
  { file: 'zoho-bills.csv', paid: 0 },
  { file: 'freshbooks-bills.csv', paid: 1 },
  { file: 'quickbooks-unpaid-bills.csv', paid: 0 },
  { file: 'xero-bills.csv', paid: 0 },
  { file: 'spreadsheet-open-bills.csv', paid: 0 },
];

describe('POST /bills/import_open', () => {
  for (const sample of exports) {
    it(`brings the open bills of ${sample.file} forward, Dr 3000 = Cr 2000 on the switching date`, async () => {
      const books = await business();
      const preview = await books.upload(fixture(sample.file), `?date=${SWITCHING}&dry_run=true`);
      const dry = expectSampleDryRun(preview, importEnvelope, sample.paid);
      expect(dry.preview?.map((row) => [row.bill_number, row.contact_id, row.balance])).toEqual([
        ['KAS-2210', books.ids.kilimo, 10000],
        ['MT/118', books.ids.mwangi, 5250.5],
      ]);
      expect(await books.all()).toEqual([]);

      expectSampleImported(await books.upload(fixture(sample.file)), importEnvelope, sample.paid);
      const stored = await books.all();
      expect(
        stored.map((bill) => [
          bill.bill_number,
          bill.contact_id,
          bill.issue_date,
          bill.due_date,
          bill.status,
          bill.total,
          bill.balance,
          bill.tax_total,
        ]),
      ).toEqual([
        ['KAS-2210', books.ids.kilimo, '2026-10-02', '2026-11-01', 'open', 10000, 10000, 0],
        [
          'MT/118',
          books.ids.mwangi,
          '2026-10-20',
          sample.file.startsWith('spreadsheet') ? '2026-10-20' : '2026-11-19',
          'open',
          5250.5,
          5250.5,
          0,
        ],
      ]);
      const entries = await books.ledger.entries({ source_type: 'opening_balance' });
      expect(entries.map((entry) => [entry.date, describeEntry(entry)]).sort()).toEqual(
        [
          [SWITCHING, ['3000 Dr 10000', `2000 Cr 10000 c${books.ids.kilimo}`]],
          [SWITCHING, ['3000 Dr 5250.5', `2000 Cr 5250.5 c${books.ids.mwangi}`]],
        ].sort(),
      );
      expect(await books.ledger.entries({ source_type: 'bill' })).toEqual([]);
      expect(await books.trialBalance()).toEqual([
        ['2000', 0, 15250.5],
        ['3000', 15250.5, 0],
      ]);
    });
  }

  it('ages the bills by their due dates and posts a later payment normally (Dr 2000 / Cr bank)', async () => {
    const books = await business();
    expect((await books.upload(fixture('xero-bills.csv'))).statusCode).toBe(200);
    const aging = await books.payablesAging(SWITCHING);
    expect(aging.rows.map((row) => [row.contact_id, row.days_1_30, row.total])).toEqual([
      [books.ids.kilimo, 10000, 10000],
      [books.ids.mwangi, 5250.5, 5250.5],
    ]);
    expect(aging.totals.total).toBe(15250.5);

    const [kilimo] = await books.all();
    const paid = await books.bills.ok(
      books.bills.pay(kilimo!.id, { amount: 4000, paid_on: '2026-12-03', method: 'bank_transfer' }),
      201,
    );
    expect([paid.paid_amount, paid.balance, paid.status]).toEqual([4000, 6000, 'open']);
    const [payment] = await books.ledger.entries({ source_type: 'bill_payment' });
    expect(describeEntry(payment!)).toEqual([`2000 Dr 4000 c${books.ids.kilimo}`, '1100 Cr 4000']);
    expect(await books.trialBalance('2026-12-31')).toEqual([
      ['1100', 0, 4000],
      ['2000', 0, 11250.5],
      ['3000', 15250.5, 0],
    ]);
    const later = await books.payablesAging('2026-12-31');
    expect(later.rows.map((row) => [row.contact_id, row.days_31_60, row.total])).toEqual([
      [books.ids.kilimo, 6000, 6000],
      [books.ids.mwangi, 5250.5, 5250.5],
    ]);
  });

  it('refuses the whole file with line-numbered errors: unknown supplier, number already recorded, date after switching', async () => {
    const books = await business();
    const chart = await books.ledger.chart();
    await books.bills.created({
      contact_id: books.ids.jua,
      bill_number: 'JK-1',
      lines: [billLine(chart.get('5000')!.id)],
    });
    const csv = [
      'Bill Number,Vendor,Bill Date,Due Date,Total,Amount Paid',
      'OLD-1,Kilimo Agro Supplies,2026-10-01,2026-10-31,500,0',
      'OLD-2,Juma Enterprises,2026-10-01,2026-10-31,500,0',
      ' jk-1 ,Jua Kali Works,2026-10-01,2026-10-31,500,0',
      'OLD-3,Jua Kali Works,2026-12-01,2026-12-31,500,0',
      'JK-1,Mwangi Transport,2026-10-01,2026-10-31,500,0',
      'OLD-4,Jua Kali Works,2026-10-01,2026-10-31,abc,0',
    ].join('\n');
    const response = await books.upload(csv);
    expect(response.statusCode).toBe(422);
    expect((response.json() as { details: object }).details).toEqual({
      'line 7': ['Total "abc" is not an amount'],
    });
    const checked = await books.upload(csv.split('\n').slice(0, 6).join('\n'));
    expect(checked.statusCode).toBe(422);
    expect(checked.json()).toEqual({
      error: '3 rows have errors; nothing was imported',
      details: {
        'line 3': [
          'Supplier "Juma Enterprises" is not in your contacts: import your contacts first, then the open bills',
        ],
        'line 4': ['Bill number jk-1 is already recorded for Jua Kali Works'],
        'line 5': [`Bill date 2026-12-01 is after the switching date ${SWITCHING}`],
      },
    });
    expect((await books.all()).map((bill) => bill.bill_number)).toEqual(['JK-1']);
    expect(await books.ledger.entries({ source_type: 'opening_balance' })).toEqual([]);
  });

  it('refuses a second import of the same bills and a switching date in a locked period', async () => {
    const books = await business();
    expect((await books.upload(fixture('wave-open-bills.csv'))).statusCode).toBe(200);
    const again = await books.upload(fixture('zoho-bills.csv'));
    expect(again.statusCode).toBe(422);
    expect(Object.keys((again.json() as { details: object }).details)).toEqual(['line 2', 'line 3']);
    await books.ledger.setLockDate('2026-12-31');
    const locked = await books.upload(fixture('spreadsheet-open-bills.csv'), '?date=2026-12-31');
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ error: 'The books are locked up to 2026-12-31' });
    expect(await books.all()).toHaveLength(2);
  });

  it("never reads another account's contacts; another account may hold the same numbers", async () => {
    const first = await business();
    expect((await first.upload(fixture('xero-bills.csv'))).statusCode).toBe(200);
    await expectUnknownToAnotherAccount(app, '/api/bills/import_open', 'xero-bills.csv');
    const second = await business();
    expect((await second.upload(fixture('xero-bills.csv'))).statusCode).toBe(200);
    expect((await second.all()).map((bill) => bill.contact_id)).toEqual([
      second.ids.kilimo,
      second.ids.mwangi,
    ]);
    expect(await first.trialBalance()).toEqual([
      ['2000', 0, 15250.5],
      ['3000', 15250.5, 0],
    ]);
  });

  it('refuses a line change on a balance brought forward; voiding it unpaid reverses the opening entry', async () => {
    const books = await business();
    expect((await books.upload(fixture('xero-bills.csv'))).statusCode).toBe(200);
    const [kilimo, mwangi] = await books.all();
    const chart = await books.ledger.chart();
    const edited = await books.bills.update(kilimo!.id, { lines: [billLine(chart.get('5000')!.id)] });
    expect(edited.statusCode).toBe(422);
    expect(edited.body).toMatch(/lines cannot be changed/);
    const renamed = await books.bills.update(kilimo!.id, { notes: 'From the old books' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const voided = await books.bills.void(mwangi!.id);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await books.trialBalance('2026-12-31')).toEqual([
      ['2000', 0, 10000],
      ['3000', 10000, 0],
    ]);
    const aging = await books.payablesAging('2026-12-31');
    expect(aging.rows.map((row) => [row.contact_id, row.total])).toEqual([[books.ids.kilimo, 10000]]);
    const entries = await books.ledger.entries({ source_type: 'opening_balance' });
    const live = entries.find((entry) => entry.reversal_of === null && entry.reversed_by === null)!;
    const byHand = await books.ledger.inject('POST', `/journal_entries/${live.id}/reverse`);
    expect(byHand.statusCode).toBe(422);
  });
});
