import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line, mpesaCode } from '../../support/invoice-helpers.ts';

// api-contract.md "Invoices" and "Public pay page and payments": the routes, names and statuses as written.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { publicRateLimitMax: 100_000, now: () => new Date('2026-03-15T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function account() {
  const c = invoiceClient(app, (await signUp(app)).token);
  const contactId = await c.contact({ company_name: 'Otieno Hardware' });
  return { c, contactId };
}

/** A sent invoice of one line of 57.48 at 10 % discount and 21 % tax: 62.59, as the contract's example. */
async function sent() {
  const { c, contactId } = await account();
  const draft = await c.created({ contact_id: contactId });
  await c.ok(c.addItems(draft.id, [line({ quantity: 1, unit_price: 57.48, discount: 10, tax_rate: 21 })]));
  return { c, invoice: await c.ok(c.update(draft.id, { status: 'sent' })) };
}

describe(`api-contract invoices, on ${backend}`, () => {
  it('POST /invoices: 201 {data: invoice} with a new invoice_number; a UUID id; status draft', async () => {
    const { c, contactId } = await account();
    const made = await c.ok<Record<string, unknown>>(
      c.create({ contact_id: contactId, issue_date: '2026-03-01', due_date: '2026-03-31', notes: 'n' }),
      201,
    );
    expect(made).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      invoice_number: expect.any(String),
      status: 'draft',
      status_label: 'Draft',
      issue_date: '2026-03-01',
      due_date: '2026-03-31',
    });
  });

  it('GET /invoices/{id} has contact, project, invoice_items; the line arithmetic gives 62.59', async () => {
    const { c, invoice } = await sent();
    const read = await c.ok<Record<string, unknown>>(c.get(invoice.id));
    expect(read).toHaveProperty('contact');
    expect(read).toHaveProperty('project');
    expect(read.invoice_items).toEqual([
      expect.objectContaining({
        description: 'Consulting',
        quantity: 1,
        unit: 'hours',
        unit_price: 57.48,
        tax_rate: 21,
        discount: 10,
        subtotal: 57.48,
        discount_amount: 5.75,
        tax_amount: 10.86,
        total: 62.59,
      }),
    ]);
    expect(read).toMatchObject({ total: 62.59, paid_amount: 0, balance: 62.59, status: 'sent' });
  });

  it('GET /invoices: {data, meta, summary:{total_amount, total_paid, total_unpaid, average_amount, count, currency}}', async () => {
    const { c, invoice } = await sent();
    const list = (await c.list({ per_page: 1, contact_id: invoice.contact_id })).json();
    expect(list.meta).toEqual({ current_page: 1, total_pages: 1, total_count: 1, per_page: 1 });
    expect(list.summary).toEqual({
      total_amount: 62.59,
      total_paid: 0,
      total_unpaid: 62.59,
      average_amount: 62.59,
      count: 1,
      currency: 'KES',
    });
  });

  it('status_label is Overdue for a sent invoice past its due date', async () => {
    const { c, contactId } = await account();
    const draft = await c.created({
      contact_id: contactId,
      issue_date: '2026-01-01',
      due_date: '2026-01-31',
    });
    await c.ok(c.addItems(draft.id, [line()]));
    const late = await c.ok(c.update(draft.id, { status: 'sent' }));
    expect(late).toMatchObject({ status: 'sent', status_label: 'Overdue' });
  });

  it('DELETE /invoices/{id}: 204 for a draft, 422 {error} once sent', async () => {
    const { c, contactId } = await account();
    const draft = await c.created({ contact_id: contactId });
    expect((await c.remove(draft.id)).statusCode).toBe(204);
    expect((await c.get(draft.id)).statusCode).toBe(404);
    const own = await sent();
    const refused = await own.c.remove(own.invoice.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: expect.any(String) });
  });

  it('POST /invoices/{id}/payments: 201 {data: invoice}; paid when covered; more than the balance 422', async () => {
    const { c, invoice } = await sent();
    const over = await c.pay(invoice.id, { amount: 62.6, paid_on: '2026-03-10', method: 'cash' });
    expect(over.statusCode).toBe(422);
    const paid = await c.ok<Record<string, unknown>>(
      c.pay(invoice.id, { amount: 62.59, paid_on: '2026-03-10', method: 'bank_transfer' }),
      201,
    );
    expect(paid).toMatchObject({ status: 'paid', status_label: 'Paid', paid_amount: 62.59, balance: 0 });
  });

  it("an mpesa payment's reference is its M-Pesa code, 10 capital letters and digits, and is required", async () => {
    const { c, invoice } = await sent();
    const payment = { amount: 10, paid_on: '2026-03-10', method: 'mpesa' };
    for (const reference of [undefined, 'QK12', 'QKX4B7LP2MA', 'QKX4B7-P2M']) {
      const refused = await c.pay(invoice.id, { ...payment, ...(reference ? { reference } : {}) });
      expect(refused.statusCode, String(reference)).toBe(422);
    }
    const code = mpesaCode();
    const paid = await c.ok<{ payments: { method: string; reference: string }[] }>(
      c.pay(invoice.id, { ...payment, reference: code }),
      201,
    );
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'mpesa', reference: code })]);
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('items: POST add_items, PUT items/{itemId} {invoice_item}, DELETE items/{itemId} answer {data: invoice}', async () => {
    const { c, contactId } = await account();
    const draft = await c.created({ contact_id: contactId });
    const added = await c.ok(c.addItems(draft.id, [line(), line({ description: 'Travel' })], true));
    const [first, second] = added.invoice_items;
    const changed = await c.ok(c.updateItem(draft.id, first!.id, { quantity: 2 }));
    expect(changed.invoice_items[0]).toMatchObject({ quantity: 2, total: 200 });
    const removed = await c.ok(c.deleteItem(draft.id, second!.id));
    expect(removed.invoice_items).toHaveLength(1);
    const prices = await c.ok<Record<string, unknown>[]>(c.inject('GET', '/price_list_items'));
    expect(prices[0]).toMatchObject({
      id: expect.any(Number),
      description: expect.any(String),
      unit: 'hours',
      unit_price: 100,
      tax_rate: 0,
    });
  });

  it('GET /invoices/{id}/pdf is application/pdf; email_invoice with a bad address is 422', async () => {
    const { c, invoice } = await sent();
    const pdf = await c.inject('GET', `/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    const bad = await c.inject('POST', `/invoices/${invoice.id}/email_invoice`, { email: 'nope' });
    expect(bad.statusCode).toBe(422);
  });

  it('price list: POST 201 {data: item}, DELETE 204', async () => {
    const { c } = await account();
    const made = await c.ok<{ id: number }>(
      c.inject('POST', '/price_list_items', {
        price_list_item: { description: 'Delivery', unit: 'hours', unit_price: 500, tax_rate: 16 },
      }),
      201,
    );
    expect((await c.inject('DELETE', `/price_list_items/${made.id}`)).statusCode).toBe(204);
  });
});

describe(`api-contract public pay page, on ${backend}`, () => {
  it('GET /public/invoices/{id} (public) answers what a payer needs', async () => {
    const { invoice } = await sent();
    const answer = await app.inject({ url: `/api/public/invoices/${invoice.id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data).toMatchObject({
      id: invoice.id,
      invoice_number: invoice.invoice_number,
      status: 'sent',
      currency: 'KES',
      total: 62.59,
      paid_amount: 0,
      balance: 62.59,
      due_date: invoice.due_date,
      contact_id: invoice.contact_id,
      contact: { company_name: 'Otieno Hardware', full_name: expect.anything() },
      account: { name: expect.any(String) },
    });
  });

  it('POST /payments/initialize_paystack (public): {data:{authorization_url, reference}}; a paid invoice 409', async () => {
    const { c, invoice } = await sent();
    const start = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/initialize_paystack',
        payload: { invoice_id: invoice.id },
      });
    const started = await start();
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toEqual({
      authorization_url: expect.any(String),
      reference: expect.any(String),
    });
    await c.ok(c.pay(invoice.id, { amount: 62.59, paid_on: '2026-03-10', method: 'cash' }), 201);
    expect((await start()).statusCode).toBe(409);
  });
});
