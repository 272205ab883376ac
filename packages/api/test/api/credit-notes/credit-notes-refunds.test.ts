import { type CreditNote, creditNoteSchema, dataEnvelope } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { sentInvoice } from '../../support/credit-note-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { pdfPages } from '../../support/pdf-text.ts';

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

/** A paid invoice of 116.00 and a credit note of 58.00 on it: all of it refundable. */
async function refundableCredit() {
  const setup = await sentInvoice(app);
  const { invoices, invoice, notes } = setup;
  await invoices.ok(
    invoices.pay(invoice.id, { amount: 116, paid_on: '2026-01-15', method: 'bank_transfer' }),
    201,
  );
  const note = await notes.created(invoice.id, [line({ unit_price: 50, tax_rate: 16 })]);
  return { ...setup, note };
}

describe(`refunds and what credit notes change on ${backend}`, () => {
  it('refunds up to the refundable amount, then refuses more', async () => {
    const { notes, note } = await refundableCredit();
    expect(note).toMatchObject({ applied_amount: 0, refundable_amount: 58, refundable_balance: 58 });
    const first = await notes.ok(
      notes.refund(note.id, { amount: 20.5, paid_on: '2026-01-21', method: 'mpesa', reference: 'QK12' }),
      201,
    );
    expect(creditNoteSchema.parse(first)).toMatchObject({
      refunded_amount: 20.5,
      refundable_amount: 37.5,
      refundable_balance: 37.5,
      refunds: [{ amount: 20.5, paid_on: '2026-01-21', method: 'mpesa', reference: 'QK12' }],
    });
    const over = await notes.refund(note.id, { amount: 37.51, paid_on: '2026-01-22', method: 'cash' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      error: 'Refund of KES 37.51 is more than the KES 37.50 left to refund',
      details: { amount: ['Refund of KES 37.51 is more than the KES 37.50 left to refund'] },
    });
    await notes.ok(notes.refund(note.id, { amount: 37.5, paid_on: '2026-01-22', method: 'cash' }), 201);
    const none = await notes.refund(note.id, { amount: 0.01, paid_on: '2026-01-22', method: 'cash' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ error: 'Nothing is left to refund on this credit note.' });
    const answer = dataEnvelope(creditNoteSchema).parse((await notes.get(note.id)).json()).data;
    expect(answer).toMatchObject({ refunded_amount: 58, refundable_amount: 0, refundable_balance: 0 });
    expect(answer.refunds.map((refund) => refund.amount)).toEqual([20.5, 37.5]);
    expect((await notes.invoice(note.invoice_id)).credit_notes).toMatchObject([
      { refunded_amount: 58, refundable_amount: 0 },
    ]);
  });

  it('refuses a refund of a credit applied in full, a bad method, date or amount', async () => {
    const { notes, invoice } = await sentInvoice(app);
    const applied = await notes.created(invoice.id, [line({ unit_price: 10 })]);
    const nothing = await notes.refund(applied.id, { amount: 1, paid_on: '2026-01-21', method: 'cash' });
    expect(nothing.statusCode).toBe(422);
    const { note, notes: client } = await refundableCredit();
    for (const [refund, field] of [
      [{ amount: 1, paid_on: '2026-01-21', method: 'paystack' }, 'method'],
      [{ amount: 1, paid_on: '2026-01-19', method: 'cash' }, 'paid_on'],
      [{ amount: 0, paid_on: '2026-01-21', method: 'cash' }, 'amount'],
      [{ amount: 1.001, paid_on: '2026-01-21', method: 'cash' }, 'amount'],
      [{ amount: 1, paid_on: 'soon', method: 'cash' }, 'paid_on'],
    ] as const) {
      const answer = await client.refund(note.id, refund);
      expect(answer.statusCode, JSON.stringify(refund)).toBe(422);
      expect(Object.keys(answer.json().details ?? {}).join(), JSON.stringify(refund)).toContain(field);
    }
    expect((await client.ok<CreditNote>(client.get(note.id))).refunds).toEqual([]);
    expect(
      (await client.refund(999999, { amount: 1, paid_on: '2026-01-21', method: 'cash' })).statusCode,
    ).toBe(404);
  });

  it('lets one of two concurrent credit notes through when both would over-credit the invoice', async () => {
    const { notes, invoice } = await sentInvoice(app);
    const items = [line({ unit_price: 60 })];
    const body = { invoice_id: invoice.id, issue_date: '2026-01-20', reason: 'Returned', items };
    const answers = await Promise.all([notes.create(body), notes.create(body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await notes.invoice(invoice.id)).toMatchObject({ credited_amount: 60, balance: 56 });
    const refunds = await Promise.all(
      [1, 2].map(async () => {
        const { note, notes: client } = await refundableCredit();
        const pay = { amount: 40, paid_on: '2026-01-21', method: 'cash' };
        return Promise.all([client.refund(note.id, pay), client.refund(note.id, pay)]);
      }),
    );
    for (const pair of refunds) expect(pair.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });

  it('keeps a credited invoice: no void, no item change, no new contact or currency', async () => {
    const { notes, invoices, invoice } = await sentInvoice(app);
    await notes.created(invoice.id, [line({ unit_price: 10 })]);
    const voided = await invoices.inject('POST', `/invoices/${invoice.id}/void`);
    expect(voided.statusCode).toBe(422);
    expect(voided.json()).toEqual({ error: 'An invoice with credit notes cannot be voided.' });
    const item = (await notes.invoice(invoice.id)).invoice_items[0]!;
    expect((await invoices.updateItem(invoice.id, item.id, line({ unit_price: 5 }))).statusCode).toBe(422);
    expect((await invoices.addItems(invoice.id, [line()])).statusCode).toBe(422);
    const other = await invoices.contact({ first_name: 'Baraka' });
    expect((await invoices.update(invoice.id, { contact_id: other })).statusCode).toBe(422);
    expect((await invoices.update(invoice.id, { currency: 'USD' })).statusCode).toBe(422);
    expect(await notes.invoice(invoice.id)).toMatchObject({
      status: 'sent',
      total: 116,
      credited_amount: 10,
    });
    const [pdf] = await pdfPages((await invoices.inject('GET', `/invoices/${invoice.id}/pdf`)).rawPayload);
    expect(pdf).toMatch(/Paid +KES 0.00 +Credited +−KES 10.00 +Balance due +KES 106.00/);
  });

  it('renders the PDF titled CREDIT NOTE, naming the invoice and the reason', async () => {
    const { notes, note, invoice } = await refundableCredit();
    await notes.ok(notes.refund(note.id, { amount: 8, paid_on: '2026-01-21', method: 'cash' }), 201);
    const pdf = await notes.invoices.inject('GET', `/credit_notes/${note.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="CN-0001 [^"]+\.pdf"; filename\*=/,
    );
    const [text, ...more] = await pdfPages(pdf.rawPayload);
    expect(more).toEqual([]);
    for (const expected of [
      'CREDIT NOTE',
      'CN-0001',
      `Credits invoice ${invoice.invoice_number}`,
      'Achieng Otieno',
      'Consulting',
      'KES 58.00',
      `Applied to ${invoice.invoice_number}`,
      'KES 8.00',
      'KES 50.00',
      'REASON',
      'Returned',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await notes.invoices.inject('GET', '/credit_notes/0/pdf')).statusCode).toBe(404);
  });
});
