import { agingSchema, vatReportSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { sentInvoice } from '../../support/credit-note-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line, mpesaCode } from '../../support/invoice-helpers.ts';
import { describeEntry, receivablesByContact, trialBalance } from '../../support/ledger-helpers.ts';
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

const half = [line({ unit_price: 50, tax_rate: 16 })];

describe(`the ledger of credit notes and refunds on ${backend}`, () => {
  it('posts a credit note on an unpaid invoice: Dr income, Dr 2100 / Cr 1200, dated its issue date', async () => {
    const { accountId, notes, ledger, invoice, contactId } = await sentInvoice(app);
    const note = await notes.created(invoice.id, half);
    const [entry, ...rest] = await ledger.entries({ source_type: 'credit_note' });
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      source_type: 'credit_note',
      source_id: String(note.id),
      date: '2026-01-20',
      memo: 'Credit note CN-0001',
      reversal_of: null,
      total: 58,
    });
    expect(describeEntry(entry!)).toEqual(['4000 Dr 50', '2100 Dr 8', `1200 Cr 58 c${contactId}`]);
    expect(await trialBalance(database.db, accountId)).toEqual({ debit: '174.00', credit: '174.00' });
    expect(await receivablesByContact(database.db, accountId)).toEqual({
      ledger: [{ contact: contactId, balance: 58 }],
      documents: [{ contact: contactId, balance: 58 }],
    });
  });

  it('posts the part beyond the balance to 2200 and a refund Dr 2200 / Cr the method’s account', async () => {
    const { accountId, notes, invoices, ledger, invoice, contactId } = await sentInvoice(app);
    await invoices.ok(
      invoices.pay(invoice.id, {
        amount: 80,
        paid_on: '2026-01-15',
        method: 'mpesa',
        reference: mpesaCode(),
      }),
      201,
    );
    const note = await notes.created(invoice.id, half);
    const [credit] = await ledger.entries({ source_type: 'credit_note' });
    expect(describeEntry(credit!)).toEqual([
      '4000 Dr 50',
      '2100 Dr 8',
      `1200 Cr 36 c${contactId}`,
      `2200 Cr 22 c${contactId}`,
    ]);
    await notes.ok(
      notes.refund(note.id, { amount: 10, paid_on: '2026-01-25', method: 'cash', reference: 'R-1' }),
      201,
    );
    await notes.ok(notes.refund(note.id, { amount: 12, paid_on: '2026-01-26', method: 'mpesa' }), 201);
    const refunds = (await ledger.entries({ source_type: 'refund' })).reverse();
    expect(refunds.map((entry) => [entry.date, entry.memo, describeEntry(entry)])).toEqual([
      ['2026-01-25', 'Refund of CN-0001 (R-1)', [`2200 Dr 10 c${contactId}`, '1000 Cr 10']],
      ['2026-01-26', 'Refund of CN-0001', [`2200 Dr 12 c${contactId}`, '1300 Cr 12']],
    ]);
    const chart = await ledger.chart();
    expect(chart.get('2200')).toMatchObject({ name: 'Customer credits', system: true, balance: 0 });
    expect(chart.get('1200')?.balance).toBe(0);
    expect(await trialBalance(database.db, accountId)).toEqual({ debit: '276.00', credit: '276.00' });
    expect(await receivablesByContact(database.db, accountId)).toEqual({ ledger: [], documents: [] });
  });

  it('takes each line off its own income account, and the VAT report nets the credit', async () => {
    const { token, notes, ledger, invoice } = await sentInvoice(app);
    const services = await ledger.inject('POST', '/ledger_accounts', {
      ledger_account: { number: '4500', name: 'Credited services', account_type: 'income' },
    });
    const servicesId = (services.json() as { data: { id: number } }).data.id;
    await notes.created(invoice.id, [
      line({ unit_price: 20, tax_rate: 16, ledger_account_id: servicesId }),
      line({ unit_price: 5, tax_rate: 0 }),
    ]);
    const [entry] = await ledger.entries({ source_type: 'credit_note' });
    expect(describeEntry(entry!)).toEqual([
      '4500 Dr 20',
      '2100 Dr 3.2',
      '4000 Dr 5',
      expect.stringMatching(/^1200 Cr 28.2 /),
    ]);
    const vat = await reportData(reportRequest(app, token), 'vat', vatReportSchema, {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(vat.output).toEqual(
      expect.arrayContaining([
        { rate: '16', taxable: 80, tax: 12.8 },
        { rate: '0', taxable: -5, tax: 0 },
      ]),
    );
    expect(vat.output_tax).toBe(12.8);
    const notIncome = await notes.create({
      invoice_id: invoice.id,
      issue_date: '2026-01-20',
      reason: 'x',
      items: [line({ unit_price: 1, ledger_account_id: (await ledger.chart()).get('1000')!.id })],
    });
    expect(notIncome.statusCode).toBe(422);
    expect(notIncome.json().details).toHaveProperty(['items.0.ledger_account_id']);
  });

  it('ages the receivable with its credit: before the credit note the full amount, after it the rest', async () => {
    const { token, notes, invoice, contactId } = await sentInvoice(app);
    await notes.created(invoice.id, half, { issue_date: '2026-02-01' });
    const aging = (asOf: string) =>
      reportData(reportRequest(app, token), 'receivables_aging', agingSchema, { as_of: asOf });
    expect((await aging('2026-01-31')).rows).toMatchObject([
      { contact_id: contactId, current: 116, total: 116 },
    ]);
    expect((await aging('2026-02-01')).rows).toMatchObject([
      { contact_id: contactId, current: 58, total: 58 },
    ]);
    expect((await aging('2026-03-01')).totals).toMatchObject({ days_1_30: 58, total: 58 });
  });

  it('refuses a credit note or refund dated in a locked period, naming the lock date; nothing changes', async () => {
    const { notes, ledger, invoices, invoice } = await sentInvoice(app);
    await invoices.ok(invoices.pay(invoice.id, { amount: 116, paid_on: '2026-01-15', method: 'cash' }), 201);
    const note = await notes.created(invoice.id, half, { issue_date: '2026-02-10' });
    await ledger.setLockDate('2026-01-31');
    const entries = await ledger.entries();
    const locked = await notes.create({
      invoice_id: invoice.id,
      issue_date: '2026-01-31',
      reason: 'x',
      items: half,
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toEqual({ error: 'The books are locked up to 2026-01-31' });
    const lockedRefund = await notes.refund(note.id, { amount: 1, paid_on: '2026-02-10', method: 'cash' });
    expect(lockedRefund.statusCode).toBe(201);
    await ledger.setLockDate('2026-02-28');
    const refused = await notes.refund(note.id, { amount: 1, paid_on: '2026-02-20', method: 'cash' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'The books are locked up to 2026-02-28' });
    expect(await ledger.entries()).toHaveLength(entries.length + 1);
    expect(await notes.invoice(invoice.id)).toMatchObject({
      credited_amount: 0,
      credit_notes: [{ refunded_amount: 1 }],
    });
    await ledger.setLockDate(null);
    expect((await notes.created(invoice.id, half, { issue_date: '2026-03-01' })).credit_note_number).toBe(
      'CN-0002',
    );
  });
});
