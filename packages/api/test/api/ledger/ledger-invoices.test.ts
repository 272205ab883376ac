import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';
import { describeEntry, ledgerClient } from '../../support/ledger-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A signed-up business with a contact and the invoice and ledger clients. */
async function business() {
  const { token, data } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const ledger = ledgerClient(app, token);
  const contactId = await invoices.contact();
  return { token, accountId: data.account.id as number, invoices, ledger, contactId };
}

/** Two lines: 2 × 100 at 16 % (232.00) and the contract's example, 57.48 less 10 % at 21 % (62.59). */
const LINES = [
  line({ quantity: 2, unit_price: 100, tax_rate: 16 }),
  line({ unit_price: 57.48, discount: 10, tax_rate: 21 }),
];

/** The app's clock: a day of its own, so a date the ledger took from the wall clock would show. */
const NOW = new Date('2026-03-04T09:00:00+03:00');
const today = () => '2026-03-04';

describe(`invoice postings on ${backend}`, () => {
  it('posts nothing for a draft; leaving draft posts Dr 1200 total / Cr 4000 taxable / Cr 2100 tax per VAT rate at the issue date', async () => {
    const { invoices, ledger, contactId } = await business();
    const invoice = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(invoice.id, LINES));
    expect(await ledger.entries()).toEqual([]);
    const sent = await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    expect(sent.total).toBe(294.59);
    const [entry, ...rest] = await ledger.entries();
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      number: 'JE-000001',
      date: '2026-01-10',
      memo: `Invoice ${invoice.invoice_number}`,
      source_type: 'invoice',
      source_id: invoice.id,
      reversal_of: null,
      reversed_by: null,
      total: 294.59,
    });
    // One income line and one VAT line per rate (the VAT report reads the rate off them).
    expect(describeEntry(entry!)).toEqual([
      `1200 Dr 294.59 c${contactId}`,
      '4000 Cr 200',
      '2100 Cr 32',
      '4000 Cr 51.73',
      '2100 Cr 10.86',
    ]);
  });

  it('posts a draft when it is e-mailed, and a draft paid straight away with its payment', async () => {
    const { invoices, ledger, contactId } = await business();
    const emailed = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(emailed.id, [line()]));
    await invoices.ok(
      invoices.inject('POST', `/invoices/${emailed.id}/email_invoice`, { email: 'a@example.com' }),
    );
    expect((await ledger.entries({ source_type: 'invoice' })).map((e) => e.source_id)).toEqual([emailed.id]);

    const paid = await invoices.created({
      contact_id: contactId,
      issue_date: '2026-02-01',
      due_date: '2026-02-01',
    });
    await invoices.ok(invoices.addItems(paid.id, [line({ unit_price: 50 })]));
    await invoices.ok(invoices.pay(paid.id, { amount: 50, paid_on: '2026-02-03', method: 'cash' }), 201);
    const entries = await ledger.entries();
    expect(entries.map((e) => [e.number, e.source_type, e.date])).toEqual([
      ['JE-000003', 'payment', '2026-02-03'],
      ['JE-000002', 'invoice', '2026-02-01'],
      ['JE-000001', 'invoice', '2026-01-10'],
    ]);
    expect(describeEntry(entries[0]!)).toEqual(['1000 Dr 50', `1200 Cr 50 c${contactId}`]);
  });

  it("debits each payment method's account: cash 1000, bank transfer and other 1100, M-Pesa 1300", async () => {
    const { invoices, ledger, contactId } = await business();
    const invoice = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(invoice.id, [line({ unit_price: 1000 })]));
    await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    const methods = ['cash', 'bank_transfer', 'other', 'mpesa'];
    // An M-Pesa payment needs its transaction code.
    const references = ['R0', 'R1', 'R2', 'QRX3QRX3Q3'];
    for (const [index, method] of methods.entries()) {
      await invoices.ok(
        invoices.pay(invoice.id, {
          amount: 10.05,
          paid_on: `2026-01-2${index}`,
          method,
          reference: references[index],
        }),
        201,
      );
    }
    const payments = (await ledger.entries({ source_type: 'payment' })).reverse();
    expect(payments.map((e) => [e.date, e.memo, describeEntry(e)])).toEqual(
      [
        ['2026-01-20', '1000'],
        ['2026-01-21', '1100'],
        ['2026-01-22', '1100'],
        ['2026-01-23', '1300'],
      ].map(([date, account], index) => [
        date,
        `Payment of ${invoice.invoice_number} (${references[index]})`,
        [`${account} Dr 10.05`, `1200 Cr 10.05 c${contactId}`],
      ]),
    );
  });

  it('re-posts a sent invoice whose items change: the reversal and the new entry, dated the day of the change', async () => {
    const { invoices, ledger, contactId } = await business();
    const invoice = await invoices.created({ contact_id: contactId });
    const withItems = await invoices.ok(invoices.addItems(invoice.id, LINES));
    await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    // The same values again change nothing in the books.
    await invoices.ok(invoices.updateItem(invoice.id, withItems.invoice_items[0]!.id, LINES[0]!));
    expect(await ledger.entries()).toHaveLength(1);
    await invoices.ok(invoices.deleteItem(invoice.id, withItems.invoice_items[1]!.id));
    const [posted, reversal, original] = await ledger.entries();
    expect(original).toMatchObject({ number: 'JE-000001', reversed_by: reversal!.id, date: '2026-01-10' });
    expect(reversal).toMatchObject({
      number: 'JE-000002',
      date: today(),
      memo: 'Reversal of JE-000001',
      source_type: 'invoice',
      source_id: invoice.id,
      reversal_of: original!.id,
      reversed_by: null,
    });
    expect(describeEntry(reversal!)).toEqual([
      `1200 Cr 294.59 c${contactId}`,
      '4000 Dr 200',
      '2100 Dr 32',
      '4000 Dr 51.73',
      '2100 Dr 10.86',
    ]);
    expect(posted).toMatchObject({
      number: 'JE-000003',
      date: today(),
      reversal_of: null,
      reversed_by: null,
    });
    expect(describeEntry(posted!)).toEqual([`1200 Dr 232 c${contactId}`, '4000 Cr 200', '2100 Cr 32']);
  });

  it('dates a change by the issue date when that is later, and re-posts a new contact or issue date', async () => {
    const { invoices, ledger, contactId } = await business();
    const other = await invoices.contact({ first_name: 'Baraka' });
    const invoice = await invoices.created({
      contact_id: contactId,
      issue_date: '2027-06-01',
      due_date: '2027-07-01',
    });
    await invoices.ok(invoices.addItems(invoice.id, [line()]));
    await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    await invoices.ok(invoices.addItems(invoice.id, [line({ unit_price: 5 })]));
    expect((await ledger.entries()).map((e) => e.date)).toEqual(['2027-06-01', '2027-06-01', '2027-06-01']);
    await invoices.ok(invoices.update(invoice.id, { notes: 'Only notes' }));
    expect(await ledger.entries()).toHaveLength(3);
    await invoices.ok(invoices.update(invoice.id, { contact_id: other }));
    const [byContact] = await ledger.entries();
    expect(describeEntry(byContact!)).toEqual([`1200 Dr 105 c${other}`, '4000 Cr 105']);
    await invoices.ok(invoices.update(invoice.id, { issue_date: '2027-06-15', due_date: '2027-07-15' }));
    const [moved, reversal] = await ledger.entries();
    // The reversal is never dated before the entry it reverses; the new entry takes the new date.
    expect([moved!.date, reversal!.date, reversal!.reversal_of]).toEqual([
      '2027-06-15',
      '2027-06-01',
      byContact!.id,
    ]);
    expect(describeEntry(moved!)).toEqual(describeEntry(byContact!));
  });

  it("moves a partly paid invoice's receivable and its payments to its new contact", async () => {
    const { invoices, ledger, contactId } = await business();
    const other = await invoices.contact({ first_name: 'Baraka' });
    const invoice = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(invoice.id, [line()]));
    await invoices.ok(invoices.update(invoice.id, { status: 'sent' }));
    await invoices.ok(invoices.pay(invoice.id, { amount: 40, paid_on: '2026-01-11', method: 'cash' }), 201);
    await invoices.ok(invoices.update(invoice.id, { contact_id: other }));
    const active = (await ledger.entries()).filter((e) => e.reversed_by === null && e.reversal_of === null);
    expect(active.map((e) => [e.source_type, describeEntry(e)])).toEqual([
      ['payment', ['1000 Dr 40', `1200 Cr 40 c${other}`]],
      ['invoice', [`1200 Dr 100 c${other}`, '4000 Cr 100']],
    ]);
  });

  it('posts nothing for a deleted draft or the items of a draft, and numbers entries without gaps', async () => {
    const { invoices, ledger, contactId } = await business();
    const draft = await invoices.created({ contact_id: contactId });
    const withItems = await invoices.ok(invoices.addItems(draft.id, LINES));
    await invoices.ok(invoices.updateItem(draft.id, withItems.invoice_items[0]!.id, line({ unit_price: 1 })));
    expect((await invoices.remove(draft.id)).statusCode).toBe(204);
    expect(await ledger.entries()).toEqual([]);
    const sent = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(sent.id, [line()]));
    await invoices.ok(invoices.update(sent.id, { status: 'sent' }));
    // A payment the invoice refuses (over the balance) posts nothing and takes no number.
    expect(
      (await invoices.pay(sent.id, { amount: 500, paid_on: '2026-01-11', method: 'cash' })).statusCode,
    ).toBe(422);
    await invoices.ok(invoices.pay(sent.id, { amount: 100, paid_on: '2026-01-11', method: 'cash' }), 201);
    expect((await ledger.entries()).map((e) => e.number)).toEqual(['JE-000002', 'JE-000001']);
  });
});
