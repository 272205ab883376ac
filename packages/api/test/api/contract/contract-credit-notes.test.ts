import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { sentInvoice } from '../../support/credit-note-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';

// books-contract.md section 6, credit notes: the routes, names and statuses as written.
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

const NOTE_KEYS = [
  'id',
  'credit_note_number',
  'invoice_id',
  'contact_id',
  'issue_date',
  'reason',
  'items',
  'subtotal',
  'tax_total',
  'total',
  'applied_amount',
  'refundable_amount',
  'refunds',
  'created_at',
];

describe(`books-contract section 6, credit notes, on ${backend}`, () => {
  it('POST /credit_notes: 201 with every name of the contract, CN-0001; the invoice gains credited_amount', async () => {
    const { notes, invoice } = await sentInvoice(app);
    const note = await notes.created(invoice.id, [line({ unit_price: 50, tax_rate: 16 })]);
    expect(Object.keys(note)).toEqual(expect.arrayContaining(NOTE_KEYS));
    expect(note).toMatchObject({ credit_note_number: 'CN-0001', total: 58, applied_amount: 58 });
    const after = await notes.invoice(invoice.id);
    expect(after).toMatchObject({ credited_amount: 58, balance: 58 });
  });

  it('refundable_amount is what can still be refunded, after the refunds made', async () => {
    const { notes, invoices, invoice } = await sentInvoice(app);
    await invoices.ok(invoices.pay(invoice.id, { amount: 116, paid_on: '2026-01-15', method: 'cash' }), 201);
    const note = await notes.created(invoice.id, [line({ unit_price: 50, tax_rate: 16 })]);
    expect(note).toMatchObject({ applied_amount: 0, refundable_amount: 58 });
    const refunded = await notes.ok<Record<string, unknown>>(
      notes.refund(note.id, { amount: 20, paid_on: '2026-01-21', method: 'cash' }),
      201,
    );
    expect(refunded).toMatchObject({ refundable_amount: 38 });
    const over = await notes.refund(note.id, { amount: 38.01, paid_on: '2026-01-22', method: 'cash' });
    expect(over.statusCode).toBe(422);
    const entry = (await notes.invoice(invoice.id)).credit_notes?.[0];
    expect(entry).toMatchObject({ refundable_amount: 38 });
  });

  it('an invoice credited to a 0 balance is paid (status_label Paid)', async () => {
    const { notes, invoice } = await sentInvoice(app);
    await notes.created(invoice.id, [line({ unit_price: 100, tax_rate: 16 })]);
    expect(await notes.invoice(invoice.id)).toMatchObject({
      status: 'paid',
      status_label: 'Paid',
      balance: 0,
    });
  });

  it('credit notes totalling more than the invoice, or on a draft, are 422', async () => {
    const { notes, invoices, invoice, contactId } = await sentInvoice(app);
    const more = await notes.create({
      invoice_id: invoice.id,
      issue_date: '2026-01-20',
      reason: 'Too much',
      items: [line({ unit_price: 200 })],
    });
    expect(more.statusCode).toBe(422);
    const draft = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(draft.id, [line()]));
    const onDraft = await notes.create({
      invoice_id: draft.id,
      issue_date: '2026-01-20',
      reason: 'Draft',
      items: [line({ unit_price: 10 })],
    });
    expect(onDraft.statusCode).toBe(422);
  });

  it('GET /credit_notes filters by invoice_id and contact_id; GET {id} and {id}/pdf answer', async () => {
    const { notes, invoice, contactId } = await sentInvoice(app);
    const note = await notes.created(invoice.id, [line({ unit_price: 10 })]);
    const queries: Record<string, string | number>[] = [
      { invoice_id: invoice.id },
      { contact_id: contactId },
    ];
    for (const query of queries) {
      const list = (await notes.list(query)).json() as { data: { id: number }[]; meta: unknown };
      expect(list.data.map((row) => row.id)).toEqual([note.id]);
      expect(list.meta).toMatchObject({ total_count: 1, current_page: 1 });
    }
    expect((await notes.get(note.id)).statusCode).toBe(200);
    const pdf = await notes.invoices.inject('GET', `/credit_notes/${note.id}/pdf`);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
  });

  it('POST /invoices/{id}/void: {data: invoice} status void; a draft or one with credit notes 422', async () => {
    const { invoices, invoice, contactId } = await sentInvoice(app);
    const voided = await invoices.ok(invoices.inject('POST', `/invoices/${invoice.id}/void`));
    expect(voided).toMatchObject({ status: 'void', status_label: 'Void' });
    const draft = await invoices.created({ contact_id: contactId });
    expect((await invoices.inject('POST', `/invoices/${draft.id}/void`)).statusCode).toBe(422);
    const other = await sentInvoice(app);
    await other.notes.created(other.invoice.id, [line({ unit_price: 10 })]);
    const credited = await other.invoices.inject('POST', `/invoices/${other.invoice.id}/void`);
    expect(credited.statusCode).toBe(422);
  });
});
