import {
  creditNoteListSchema,
  creditNoteSchema,
  dataEnvelope,
  publicInvoiceSchema,
} from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { paystackTransactions } from '../../../src/db/schema.ts';
import { creditNoteClient, sentInvoice } from '../../support/credit-note-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { line, mpesaCode } from '../../support/invoice-helpers.ts';

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

describe(`credit notes on ${backend}`, () => {
  it('credits part of an unpaid invoice: applied to its balance, the invoice lists it', async () => {
    const { notes, invoice, contactId } = await sentInvoice(app);
    const note = await notes.created(invoice.id, half, { reason: 'Half the goods came back damaged' });
    expect(creditNoteSchema.parse(note)).toMatchObject({
      credit_note_number: 'CN-0001',
      invoice_id: invoice.id,
      invoice_number: invoice.invoice_number,
      contact_id: contactId,
      issue_date: '2026-01-20',
      currency: 'KES',
      reason: 'Half the goods came back damaged',
      subtotal: 50,
      tax_total: 8,
      total: 58,
      applied_amount: 58,
      refundable_amount: 0,
      refunded_amount: 0,
      refundable_balance: 0,
      refunds: [],
    });
    expect(note.items).toMatchObject([
      { description: 'Consulting', unit_price: 50, tax_amount: 8, total: 58 },
    ]);

    const credited = await notes.invoice(invoice.id);
    expect(credited).toMatchObject({ status: 'sent', paid_amount: 0, credited_amount: 58, balance: 58 });
    expect(credited.credit_notes).toEqual([
      {
        id: note.id,
        credit_note_number: 'CN-0001',
        issue_date: '2026-01-20',
        total: 58,
        applied_amount: 58,
        refundable_amount: 0,
        refunded_amount: 0,
      },
    ]);
    const list = (await notes.invoices.list()).json() as { summary: Record<string, number> };
    expect(list.summary).toMatchObject({ total_amount: 116, total_paid: 0, total_unpaid: 58 });

    const pub = await app.inject({ method: 'GET', url: `/api/public/invoices/${invoice.id}` });
    expect(dataEnvelope(publicInvoiceSchema).parse(pub.json()).data).toMatchObject({
      total: 116,
      paid_amount: 0,
      credited_amount: 58,
      balance: 58,
    });
    // The pay page's checkout charges the credited balance, in the subunit.
    const started = await app.inject({
      method: 'POST',
      url: '/api/payments/initialize_paystack',
      payload: { invoice_id: invoice.id },
    });
    expect(started.statusCode).toBe(200);
    const [checkout] = await database.db
      .select({ amount: paystackTransactions.amountSubunit })
      .from(paystackTransactions)
      .where(eq(paystackTransactions.invoiceId, invoice.id));
    expect(checkout).toEqual({ amount: 5800 });
  });

  it('marks an invoice credited to zero paid (Paid), and a later payment is refused', async () => {
    const { notes, invoices, invoice } = await sentInvoice(app);
    await notes.created(invoice.id, [line({ unit_price: 100, tax_rate: 16 })]);
    expect(await notes.invoice(invoice.id)).toMatchObject({
      status: 'paid',
      status_label: 'Paid',
      credited_amount: 116,
      balance: 0,
    });
    const pay = await invoices.pay(invoice.id, { amount: 1, paid_on: '2026-01-21', method: 'cash' });
    expect(pay.statusCode).toBe(422);
    expect(pay.json()).toMatchObject({ error: 'This invoice is already paid.' });
  });

  it('splits a credit on a part-paid invoice: the balance is applied, the rest is refundable', async () => {
    const { notes, invoices, invoice } = await sentInvoice(app);
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
    expect(note).toMatchObject({
      total: 58,
      applied_amount: 36,
      refundable_amount: 22,
      refundable_balance: 22,
    });
    expect(await notes.invoice(invoice.id)).toMatchObject({
      status: 'paid',
      paid_amount: 80,
      credited_amount: 36,
      balance: 0,
    });
  });

  it('caps a payment after a credit at the new balance', async () => {
    const { notes, invoices, invoice } = await sentInvoice(app);
    await notes.created(invoice.id, half);
    const tooMuch = await invoices.pay(invoice.id, { amount: 58.01, paid_on: '2026-01-21', method: 'cash' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ details: { amount: [expect.stringContaining('KES 58.00')] } });
    const paid = await invoices.ok(
      invoices.pay(invoice.id, { amount: 58, paid_on: '2026-01-21', method: 'cash' }),
      201,
    );
    expect(paid).toMatchObject({ status: 'paid', paid_amount: 58, credited_amount: 58, balance: 0 });
  });

  it('numbers credit notes CN-0001, CN-0002 per account without gaps, refused ones taking no number', async () => {
    const { notes, invoice } = await sentInvoice(app);
    const small = [line({ unit_price: 10 })];
    expect((await notes.created(invoice.id, small)).credit_note_number).toBe('CN-0001');
    const refused = await notes.create({
      invoice_id: invoice.id,
      issue_date: '2026-01-20',
      reason: 'Too much',
      items: [line({ unit_price: 500 })],
    });
    expect(refused.statusCode).toBe(422);
    expect((await notes.created(invoice.id, small)).credit_note_number).toBe('CN-0002');
    const other = await sentInvoice(app);
    expect((await other.notes.created(other.invoice.id, small)).credit_note_number).toBe('CN-0001');
  });

  it('refuses more credit than the invoice total, a draft or void invoice, and bad fields, changing nothing', async () => {
    const { notes, invoices, invoice, contactId } = await sentInvoice(app);
    await notes.created(invoice.id, [line({ unit_price: 100 })]);
    const over = await notes.create({
      invoice_id: invoice.id,
      issue_date: '2026-01-20',
      reason: 'Again',
      items: [line({ unit_price: 16.01 })],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      error:
        'The credit notes of this invoice would total KES 116.01, more than the invoice total of KES 116.00',
    });

    const draft = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(draft.id, [line()]));
    const onDraft = await notes.create({
      invoice_id: draft.id,
      issue_date: '2026-01-20',
      reason: 'x',
      items: [line()],
    });
    expect(onDraft.statusCode).toBe(422);
    expect(onDraft.json()).toMatchObject({ details: { invoice_id: [expect.stringContaining('draft')] } });

    const voided = await invoices.created({ contact_id: contactId });
    await invoices.ok(invoices.addItems(voided.id, [line()]));
    await invoices.ok(invoices.update(voided.id, { status: 'sent' }));
    await invoices.ok(invoices.inject('POST', `/invoices/${voided.id}/void`));
    const onVoid = await notes.create({
      invoice_id: voided.id,
      issue_date: '2026-01-20',
      reason: 'x',
      items: [line()],
    });
    expect(onVoid.statusCode).toBe(422);
    expect(onVoid.json()).toMatchObject({ error: 'This invoice is void; it cannot be credited.' });

    const base = {
      invoice_id: invoice.id,
      issue_date: '2026-01-20',
      reason: 'x',
      items: [line({ unit_price: 1 })],
    };
    for (const [fields, field] of [
      [{ reason: '  ' }, 'reason'],
      [{ items: [] }, 'items'],
      [{ items: [line({ unit_price: -5 })] }, 'items'],
      [{ issue_date: '2026-01-09' }, 'issue_date'],
      [{ issue_date: '2026-02-30' }, 'issue_date'],
      [{ invoice_id: 'nope' }, 'invoice_id'],
    ] as const) {
      const answer = await notes.create({ ...base, ...fields });
      expect(answer.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(answer.json().details ?? {}), JSON.stringify(fields)).toContain(field);
    }
    const list = creditNoteListSchema.parse((await notes.list()).json());
    expect(list.data.map((note) => note.credit_note_number)).toEqual(['CN-0001']);
  });

  it('lists newest first with invoice_id and contact_id filters, paged; another account’s notes are 404', async () => {
    const { notes, invoices, invoice, contactId } = await sentInvoice(app);
    const second = await invoices.created({ contact_id: await invoices.contact({ first_name: 'Baraka' }) });
    await invoices.ok(invoices.addItems(second.id, [line()]));
    await invoices.ok(invoices.update(second.id, { status: 'sent' }));
    const a = await notes.created(invoice.id, [line({ unit_price: 1 })], { issue_date: '2026-01-11' });
    const b = await notes.created(second.id, [line({ unit_price: 2 })], { issue_date: '2026-01-12' });
    const c = await notes.created(invoice.id, [line({ unit_price: 3 })], { issue_date: '2026-01-12' });
    const ids = async (query: Record<string, string | number>) =>
      creditNoteListSchema.parse((await notes.list(query)).json());
    expect((await ids({})).data.map((n) => n.id)).toEqual([c.id, b.id, a.id]);
    expect((await ids({ invoice_id: invoice.id.toUpperCase() })).data.map((n) => n.id)).toEqual([c.id, a.id]);
    expect((await ids({ contact_id: contactId })).data.map((n) => n.id)).toEqual([c.id, a.id]);
    expect((await notes.list({ contact_id: 99999999999 })).statusCode).toBe(422);
    const page = await ids({ per_page: 2, page: 2 });
    expect(page).toMatchObject({
      data: [{ id: a.id }],
      meta: { total_count: 3, current_page: 2, total_pages: 2 },
    });
    expect((await notes.list({ invoice_id: 'x' })).statusCode).toBe(422);

    const stranger = creditNoteClient(app, (await signUp(app)).token);
    expect((await stranger.get(a.id)).statusCode).toBe(404);
    expect((await stranger.get(a.id)).json()).toEqual({ error: 'Credit note not found' });
    expect(
      (await stranger.refund(a.id, { amount: 1, paid_on: '2026-01-20', method: 'cash' })).statusCode,
    ).toBe(404);
    expect((await stranger.list()).json().data).toEqual([]);
    const theirs = await stranger.create({
      invoice_id: invoice.id,
      issue_date: '2026-01-20',
      reason: 'x',
      items: [line()],
    });
    expect(theirs.statusCode).toBe(404);
    expect((await notes.get('abc')).statusCode).toBe(404);
    expect((await notes.get(a.id)).statusCode).toBe(200);
  });
});
