import { dataEnvelope, invoiceListSchema, invoiceSchema } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line, mpesaCode } from '../../support/invoice-helpers.ts';

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

const invoiceEnvelope = dataEnvelope(invoiceSchema);

/** A signed-up account with one contact. */
async function account(business = 'Wanjiru Traders') {
  const { token, data } = await signUp(app, { business_name: business });
  const client = invoiceClient(app, token);
  const contactId = await client.contact();
  return { token, client, contactId, accountId: data.account.id as number };
}

describe(`invoices on ${backend}: create, get, numbering`, () => {
  it('needs a bearer token on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/invoices'],
      ['POST', '/api/invoices'],
      ['GET', `/api/invoices/${id}`],
      ['PUT', `/api/invoices/${id}`],
      ['DELETE', `/api/invoices/${id}`],
      ['POST', `/api/invoices/${id}/add_items`],
      ['PUT', `/api/invoices/${id}/items/1`],
      ['DELETE', `/api/invoices/${id}/items/1`],
      ['POST', `/api/invoices/${id}/payments`],
      ['GET', `/api/invoices/${id}/pdf`],
      ['POST', `/api/invoices/${id}/email_invoice`],
      ['GET', '/api/price_list_items'],
      ['POST', '/api/price_list_items'],
      ['DELETE', '/api/price_list_items/1'],
      ['GET', '/api/outbox'],
      ['GET', '/api/outbox/1'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'Not authenticated' });
    }
  });

  it('POST /invoices answers 201 with a draft INV-0001 in the contract shape; GET answers the same', async () => {
    const { token, client, contactId } = await account();
    const before = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(before.json().data.account.has_invoices).toBe(false);

    const response = await client.create({
      contact_id: contactId,
      issue_date: '2026-01-10',
      due_date: '2026-02-09',
      notes: '  Asante sana  ',
    });
    expect(response.statusCode).toBe(201);
    const { data } = invoiceEnvelope.parse(response.json());
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      invoice_number: 'INV-0001',
      status: 'draft',
      status_label: 'Draft',
      contact_id: contactId,
      project_id: null,
      issue_date: '2026-01-10',
      due_date: '2026-02-09',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      currency: 'KES',
      exchange_rate: 1,
      total_in_books: 0,
      notes: 'Asante sana',
      subtotal: 0,
      discount_total: 0,
      tax_total: 0,
      total: 0,
      paid_amount: 0,
      credited_amount: 0,
      balance: 0,
      estimate_id: null,
      contact: {
        id: contactId,
        full_name: 'Achieng Otieno',
        company_name: null,
        email: null,
        kra_pin: null,
        billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
      },
      project: null,
      reminders_enabled: true,
      invoice_items: [],
      payments: [],
      credit_notes: [],
      unrecorded_charges: [],
      etims: null,
    });
    const fetched = await client.get(data.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual({ data });
    // An upper-case spelling of the same UUID is the same invoice.
    expect((await client.get(data.id.toUpperCase())).json()).toEqual({ data });

    const after = await app.inject({ url: '/api/users/current', headers: bearer(token) });
    expect(after.json().data.account.has_invoices).toBe(true);

    const second = await client.created({ contact_id: contactId, currency: 'kes' });
    expect(second).toMatchObject({ invoice_number: 'INV-0002', currency: 'KES' });
  });

  it('takes the currency from the account when none is given', async () => {
    const { token, client, contactId } = await account();
    await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(token),
      payload: { account: { currency: 'UGX' } },
    });
    expect((await client.created({ contact_id: contactId })).currency).toBe('UGX');
  });

  it('answers 422 for invalid invoices and 400 for wrong types', async () => {
    const { client, contactId } = await account();
    const other = await account();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ contact_id: other.contactId }, 'contact_id', 'Contact not found'],
      [{ contact_id: 2_000_000 }, 'contact_id', 'Contact not found'],
      [{ contact_id: 99_999_999_999 }, 'contact_id', 'Contact not found'],
      [
        { contact_id: contactId, due_date: '2026-01-09' },
        'due_date',
        'Due date cannot be before the issue date',
      ],
      [{ contact_id: contactId, issue_date: '2026-02-30' }, 'issue_date', 'Issue date is not a real date'],
      [
        { contact_id: contactId, currency: 'shillings' },
        'currency',
        'Currency must be a three-letter ISO 4217 code such as KES',
      ],
      [{ contact_id: contactId, project_id: 7 }, 'project_id', 'Project not found'],
      [{ contact_id: undefined }, 'contact_id', 'Contact is required'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await client.create({ issue_date: '2026-01-10', due_date: '2026-02-09', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(422);
      expect(response.json(), JSON.stringify(fields)).toEqual({
        error: message,
        details: { [field]: [message] },
      });
    }
    const wrongType = await client.create({
      contact_id: 'one',
      issue_date: '2026-01-10',
      due_date: '2026-02-09',
    });
    expect(wrongType.statusCode).toBe(400);
    // None of the refused creates took a number.
    expect((await client.created({ contact_id: contactId })).invoice_number).toBe('INV-0001');
  });

  it('numbers 10 concurrent creates with 10 distinct consecutive numbers', async () => {
    const { client, contactId } = await account();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.create({ contact_id: contactId, issue_date: '2026-03-01', due_date: '2026-03-31' }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const numbers = answers.map((answer) => answer.json().data.invoice_number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `INV-${String(i + 1).padStart(4, '0')}`));
    // Another account numbers from 1 on its own.
    const other = await account();
    expect((await other.client.created({ contact_id: other.contactId })).invoice_number).toBe('INV-0001');
  });

  it('gives the number of a deleted latest draft back, and keeps numbers from the middle used', async () => {
    const { client, contactId } = await account();
    const first = await client.created({ contact_id: contactId });
    const second = await client.created({ contact_id: contactId });
    expect((await client.remove(second.id)).statusCode).toBe(204);
    expect((await client.created({ contact_id: contactId })).invoice_number).toBe('INV-0002');
    expect((await client.remove(first.id)).statusCode).toBe(204);
    expect((await client.created({ contact_id: contactId })).invoice_number).toBe('INV-0003');
  });

  it('answers 404 Invoice not found for unknown and malformed ids, never 500', async () => {
    const { client } = await account();
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'abc',
      '1',
      "1' or 1=1",
      '0000000-0000-4000-8000-0000000000000',
    ]) {
      for (const response of [
        await client.get(encodeURIComponent(id)),
        await client.update(encodeURIComponent(id), { notes: 'x' }),
        await client.remove(encodeURIComponent(id)),
        await client.addItems(encodeURIComponent(id), [line()]),
        await client.pay(encodeURIComponent(id), { amount: 1, paid_on: '2026-01-01', method: 'cash' }),
        await client.inject('GET', `/invoices/${encodeURIComponent(id)}/pdf`),
      ]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({ error: 'Invoice not found' });
      }
    }
  });
});

describe(`invoices on ${backend}: items and the line arithmetic`, () => {
  it("computes the contract's example exactly: 1 × 57.48, 10% discount, 21% tax = 62.59", async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId });
    const response = await client.addItems(invoice.id, [
      line({ description: 'Café Ñandú', quantity: 1, unit_price: 57.48, discount: 10, tax_rate: 21 }),
    ]);
    expect(response.statusCode).toBe(200);
    const { data } = invoiceEnvelope.parse(response.json());
    expect(data.invoice_items).toEqual([
      {
        id: expect.any(Number),
        description: 'Café Ñandú',
        quantity: 1,
        unit: 'hours',
        unit_price: 57.48,
        tax_rate: 21,
        discount: 10,
        subtotal: 57.48,
        discount_amount: 5.75,
        tax_amount: 10.86,
        total: 62.59,
        ledger_account_id: null,
        tax_category: null,
      },
    ]);
    expect(data).toMatchObject({
      subtotal: 57.48,
      discount_total: 5.75,
      tax_total: 10.86,
      total: 62.59,
      paid_amount: 0,
      balance: 62.59,
    });
  });

  it('adds several lines at once in order, with credits (negative prices) and fractional quantities', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId });
    await client.ok(client.addItems(invoice.id, [line({ description: 'First', unit_price: 10 })]));
    const data = await client.ok(
      client.addItems(invoice.id, [
        line({ description: 'Second', quantity: 2.5, unit: 'kg', unit_price: 0.3333, tax_rate: 16 }),
        line({ description: 'Loyalty credit', quantity: 1, unit: 'Other', unit_price: -5.555 }),
        line({ description: 'Half cent', quantity: 1, unit: 'items', unit_price: 0.005 }),
      ]),
    );
    expect(data.invoice_items.map((item) => item.description)).toEqual([
      'First',
      'Second',
      'Loyalty credit',
      'Half cent',
    ]);
    // 2.5 × 0.3333 = 0.83325 → 0.83; tax 16% = 0.1328 → 0.13; credit −5.555 → −5.56 (half away from zero).
    expect(data.invoice_items.map((item) => [item.subtotal, item.tax_amount, item.total])).toEqual([
      [10, 0, 10],
      [0.83, 0.13, 0.96],
      [-5.56, 0, -5.56],
      [0.01, 0, 0.01],
    ]);
    expect(data).toMatchObject({ subtotal: 5.28, tax_total: 0.13, total: 5.41, balance: 5.41 });
  });

  it('recomputes the totals after an item is updated or deleted', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId });
    const added = await client.ok(
      client.addItems(invoice.id, [
        line({ description: 'Design', quantity: 3, unit_price: 1500, tax_rate: 16 }),
        line({ description: 'Hosting', quantity: 12, unit: 'months', unit_price: 250, discount: 5 }),
      ]),
    );
    expect(added).toMatchObject({ subtotal: 7500, discount_total: 150, tax_total: 720, total: 8070 });
    const [design, hosting] = added.invoice_items;
    const updated = await client.ok(
      client.updateItem(invoice.id, design!.id, {
        ...line({ description: 'Design (revised)', quantity: 2, unit_price: 1500, tax_rate: 16 }),
      }),
    );
    expect(updated.invoice_items[0]).toMatchObject({
      id: design!.id,
      description: 'Design (revised)',
      total: 3480,
    });
    expect(updated).toMatchObject({
      subtotal: 6000,
      discount_total: 150,
      tax_total: 480,
      total: 6330,
      balance: 6330,
    });
    const deleted = await client.ok(client.deleteItem(invoice.id, hosting!.id));
    expect(deleted.invoice_items.map((item) => item.id)).toEqual([design!.id]);
    expect(deleted).toMatchObject({ subtotal: 3000, discount_total: 0, tax_total: 480, total: 3480 });
    const emptied = await client.ok(client.deleteItem(invoice.id, design!.id));
    expect(emptied).toMatchObject({ invoice_items: [], subtotal: 0, total: 0, balance: 0 });
  });

  it('answers 404 for unknown items and items of another invoice, 422 for invalid lines', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId });
    const other = await client.created({ contact_id: contactId });
    const {
      invoice_items: [item],
    } = await client.ok(client.addItems(other.id, [line()]));
    for (const itemId of [item!.id, 999_999, 'abc', '99999999999']) {
      for (const response of [
        await client.updateItem(invoice.id, itemId, line()),
        await client.deleteItem(invoice.id, itemId),
      ]) {
        expect(response.statusCode, String(itemId)).toBe(404);
        expect(response.json()).toEqual({ error: 'Invoice item not found' });
      }
    }
    const invalid = await client.addItems(invoice.id, [line(), line({ quantity: 0, description: ' ' })]);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().details).toEqual({
      'items.1.description': ['Details are required'],
      'items.1.quantity': ['Quantity must be at least 0.001'],
    });
    const tooLarge = await client.addItems(invoice.id, [
      line({ quantity: 1_000_000_000, unit_price: 10_000_000_000 }),
    ]);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().details).toHaveProperty(['items.0.total']);
    // Lines just under the limit each, but too many for NUMERIC(14,2) together: 422, not 500.
    const big = line({ quantity: 100, unit_price: 9_000_000_000 });
    const sum = await client.addItems(invoice.id, [big, big]);
    expect(sum.statusCode).toBe(422);
    expect(sum.json().error).toMatch(/too large/);
    expect((await client.addItems(invoice.id, [])).statusCode).toBe(422);
    // Text PostgreSQL cannot store (a NUL character): 422, never 500.
    const nul = 'Text must not contain NUL (\\u0000) characters';
    expect((await client.addItems(invoice.id, [line({ description: 'a\u0000b' })])).json()).toEqual({
      error: nul,
      details: { 'items.0.description': [nul] },
    });
    expect((await client.update(invoice.id, { notes: 'x\u0000' })).json()).toEqual({
      error: nul,
      details: { notes: [nul] },
    });
    expect(
      (
        await client.pay(other.id, {
          amount: 1,
          paid_on: '2026-01-01',
          method: 'cash',
          reference: '\u0000',
        })
      ).json(),
    ).toEqual({ error: nul, details: { reference: [nul] } });
    const nulPrice = await client.inject('POST', '/price_list_items', {
      price_list_item: { description: 'a\u0000', unit: 'hours', unit_price: 1 },
    });
    expect(nulPrice.statusCode).toBe(422);
    expect((await client.addItems(invoice.id, [line({ unit: 'boxes' })])).json().details).toEqual({
      'items.0.unit': ['Unit is required'],
    });
    // Nothing of the refused requests was written.
    expect((await client.ok(client.get(invoice.id))).invoice_items).toEqual([]);
  });
});

describe(`invoices on ${backend}: status, editing, deleting`, () => {
  it('moves draft → sent by PUT; refuses sent → draft and paid by hand', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({
      contact_id: contactId,
      issue_date: '2026-01-10',
      due_date: '2099-12-31',
    });
    const sent = await client.ok(client.update(invoice.id, { status: 'sent' }));
    expect(sent).toMatchObject({ status: 'sent', status_label: 'Sent' });
    expect((await client.ok(client.update(invoice.id, { status: 'sent' }))).status).toBe('sent');
    const back = await client.update(invoice.id, { status: 'draft' });
    expect(back.statusCode).toBe(422);
    expect(back.json().error).toBe('A sent invoice cannot go back to draft.');
    const paid = await client.update(invoice.id, { status: 'paid' });
    expect(paid.statusCode).toBe(422);
    expect(paid.json().error).toMatch(/becomes paid when its payments cover the total/);
    const unknown = await client.update(invoice.id, { status: 'void' });
    expect(unknown.statusCode).toBe(422);
    const draftPaid = await client.update((await client.created({ contact_id: contactId })).id, {
      status: 'paid',
    });
    expect(draftPaid.statusCode).toBe(422);
  });

  it("labels a sent invoice past its due date Overdue (a draft or a paid one isn't)", async () => {
    const { client, contactId } = await account();
    const past = { contact_id: contactId, issue_date: '2020-01-01', due_date: '2020-01-31' };
    const draft = await client.created(past);
    expect(draft.status_label).toBe('Draft');
    const sent = await client.ok(client.update(draft.id, { status: 'sent' }));
    expect(sent).toMatchObject({ status: 'sent', status_label: 'Overdue' });
    const list = await client.ok<{ status_label: string }[]>(client.list());
    expect(list.map((row) => row.status_label)).toEqual(['Overdue']);
    await client.ok(client.addItems(draft.id, [line({ unit_price: 10 })]));
    const paid = await client.ok(
      client.pay(draft.id, { amount: 10, paid_on: '2020-02-01', method: 'cash' }),
      201,
    );
    expect(paid).toMatchObject({ status: 'paid', status_label: 'Paid' });
  });

  it('edits dates, notes, contact and currency; checks them like a create', async () => {
    const { client, contactId } = await account();
    const otherContact = await client.contact({ first_name: 'Baraka', last_name: 'Mwangi' });
    const foreign = (await account()).contactId;
    const invoice = await client.created({ contact_id: contactId, notes: 'first' });
    const edited = await client.ok(
      client.update(invoice.id, {
        contact_id: otherContact,
        issue_date: '2026-01-12',
        due_date: '2026-01-12',
        currency: 'kes',
        notes: '',
      }),
    );
    expect(edited).toMatchObject({
      contact_id: otherContact,
      contact: { full_name: 'Baraka Mwangi' },
      issue_date: '2026-01-12',
      due_date: '2026-01-12',
      currency: 'KES',
      notes: null,
      invoice_number: invoice.invoice_number,
      status: 'draft',
    });
    const early = await client.update(invoice.id, { due_date: '2026-01-11' });
    expect(early.statusCode).toBe(422);
    expect(early.json().details).toEqual({ due_date: ['Due date cannot be before the issue date'] });
    const notMine = await client.update(invoice.id, { contact_id: foreign });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json()).toEqual({
      error: 'Contact not found',
      details: { contact_id: ['Contact not found'] },
    });
    expect((await client.update(invoice.id, { project_id: 3 })).json().details).toEqual({
      project_id: ['Project not found'],
    });
    // An empty update changes nothing.
    expect(await client.ok(client.update(invoice.id, {}))).toEqual(await client.ok(client.get(invoice.id)));
  });

  it('deletes drafts only, with the reason for sent and paid invoices', async () => {
    const { client, contactId } = await account();
    const draft = await client.created({ contact_id: contactId });
    await client.ok(client.addItems(draft.id, [line()]));
    const deleted = await client.remove(draft.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await client.get(draft.id)).statusCode).toBe(404);
    expect((await client.remove(draft.id)).statusCode).toBe(404);

    const sent = await client.created({ contact_id: contactId });
    await client.ok(client.update(sent.id, { status: 'sent' }));
    const refused = await client.remove(sent.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      error: 'Only draft invoices can be deleted. This invoice has been sent.',
    });

    const paid = await client.created({ contact_id: contactId });
    await client.ok(client.addItems(paid.id, [line({ unit_price: 50 })]));
    await client.ok(
      client.pay(paid.id, { amount: 50, paid_on: '2026-01-15', method: 'mpesa', reference: mpesaCode() }),
      201,
    );
    expect((await client.remove(paid.id)).json()).toEqual({
      error: 'Only draft invoices can be deleted. This invoice has been paid.',
    });
    expect((await client.get(paid.id)).statusCode).toBe(200);
  });
});

describe(`invoices on ${backend}: manual payments`, () => {
  it('partial payment keeps it sent, the rest makes it paid; over the balance is refused', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId, due_date: '2099-01-01' });
    await client.ok(client.addItems(invoice.id, [line({ unit_price: 500 })]));
    await client.ok(client.update(invoice.id, { status: 'sent' }));

    const partial = await client.pay(invoice.id, {
      amount: 300,
      paid_on: '2026-01-20',
      method: 'mpesa',
      reference: ' QJK12ABC34 ',
    });
    expect(partial.statusCode).toBe(201);
    const afterPartial = invoiceEnvelope.parse(partial.json()).data;
    expect(afterPartial).toMatchObject({
      status: 'sent',
      status_label: 'Sent',
      paid_amount: 300,
      balance: 200,
    });
    expect(afterPartial.payments).toEqual([
      {
        id: expect.any(Number),
        amount: 300,
        paid_on: '2026-01-20',
        method: 'mpesa',
        reference: 'QJK12ABC34',
        receipt_number: 'RCT-0001',
        exchange_rate: 1,
        created_at: expect.any(String),
      },
    ]);

    const over = await client.pay(invoice.id, { amount: 500, paid_on: '2026-01-21', method: 'cash' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      error: 'Payment of KES 500.00 is more than the balance of KES 200.00',
      details: { amount: ['Payment of KES 500.00 is more than the balance of KES 200.00'] },
    });
    const reused = await client.pay(invoice.id, {
      amount: 1,
      paid_on: '2026-01-21',
      method: 'mpesa',
      reference: 'QJK12ABC34',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      error: `M-Pesa code QJK12ABC34 is already recorded on invoice ${invoice.invoice_number}`,
      details: {
        reference: [`M-Pesa code QJK12ABC34 is already recorded on invoice ${invoice.invoice_number}`],
      },
    });

    const rest = await client.ok(
      client.pay(invoice.id, { amount: 200, paid_on: '2026-01-22', method: 'bank_transfer' }),
      201,
    );
    expect(rest).toMatchObject({ status: 'paid', status_label: 'Paid', paid_amount: 500, balance: 0 });
    expect(rest.payments.map((payment) => payment.amount)).toEqual([300, 200]);

    const again = await client.pay(invoice.id, { amount: 1, paid_on: '2026-01-23', method: 'cash' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe('This invoice is already paid.');
    // A paid invoice's items and fields are fixed; its notes are not.
    expect((await client.addItems(invoice.id, [line()])).statusCode).toBe(422);
    expect((await client.updateItem(invoice.id, rest.invoice_items[0]!.id, line())).statusCode).toBe(422);
    expect((await client.deleteItem(invoice.id, rest.invoice_items[0]!.id)).json()).toEqual({
      error: 'This invoice is paid; its items can no longer be changed.',
    });
    expect((await client.update(invoice.id, { due_date: '2099-02-01' })).statusCode).toBe(422);
    expect((await client.update(invoice.id, { status: 'sent' })).statusCode).toBe(422);
    expect((await client.ok(client.update(invoice.id, { notes: 'Paid, thanks' }))).notes).toBe(
      'Paid, thanks',
    );
    expect((await client.update(invoice.id, { currency: 'USD' })).statusCode).toBe(422);
  });

  it('validates the payment and writes exactly one row per payment', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId });
    await client.ok(client.addItems(invoice.id, [line({ unit_price: 100 })]));
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0, paid_on: '2026-01-01', method: 'cash' }, 'amount'],
      [{ amount: 1.005, paid_on: '2026-01-01', method: 'cash' }, 'amount'],
      [{ amount: 1, paid_on: 'yesterday', method: 'cash' }, 'paid_on'],
      [{ amount: 1, paid_on: '2026-01-01', method: 'paystack' }, 'method'],
      [{ amount: 1, paid_on: '2026-01-01', method: 'cheque' }, 'method'],
    ];
    for (const [payment, field] of cases) {
      const response = await client.pay(invoice.id, payment);
      expect(response.statusCode, JSON.stringify(payment)).toBe(422);
      expect(Object.keys(response.json().details)).toEqual([field]);
    }
    expect((await client.ok(client.get(invoice.id))).payments).toEqual([]);
    // A payment on a draft sends it (the customer has the invoice: they paid it).
    const paid = await client.ok(
      client.pay(invoice.id, { amount: 40, paid_on: '2026-01-05', method: 'other' }),
      201,
    );
    expect(paid).toMatchObject({ status: 'sent', paid_amount: 40, balance: 60 });
    expect(paid.payments).toHaveLength(1);
  });

  it('never lets concurrent payments exceed the balance, nor concurrent item adds lose a line', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId });
    const adds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client.addItems(invoice.id, [line({ description: `Line ${i}`, unit_price: 50 })]),
      ),
    );
    expect(adds.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const added = await client.ok(client.get(invoice.id));
    expect(added.invoice_items).toHaveLength(6);
    expect(new Set(added.invoice_items.map((item) => item.description)).size).toBe(6);
    expect(added).toMatchObject({ total: 300, balance: 300 });

    const payments = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.pay(invoice.id, { amount: 100, paid_on: '2026-01-05', method: 'cash' }),
      ),
    );
    expect(payments.map((response) => response.statusCode).sort()).toEqual([201, 201, 201, 422, 422]);
    const paid = await client.ok(client.get(invoice.id));
    expect(paid).toMatchObject({ status: 'paid', paid_amount: 300, balance: 0 });
    expect(paid.payments).toHaveLength(3);
  });

  it('keeps status and balance in step with item changes on a partly paid invoice', async () => {
    const { client, contactId } = await account();
    const invoice = await client.created({ contact_id: contactId });
    const withItems = await client.ok(
      client.addItems(invoice.id, [line({ unit_price: 60 }), line({ description: 'Extra', unit_price: 40 })]),
    );
    await client.ok(client.pay(invoice.id, { amount: 60, paid_on: '2026-01-05', method: 'cash' }), 201);
    const covered = await client.ok(client.deleteItem(invoice.id, withItems.invoice_items[1]!.id));
    expect(covered).toMatchObject({ total: 60, paid_amount: 60, balance: 0, status: 'paid' });
  });
});

describe(`invoices on ${backend}: the list and its summary`, () => {
  it('orders by issue date then number (newest first), pages with exact meta and summarises every page', async () => {
    const { client, contactId } = await account();
    const other = await client.contact({ first_name: 'Baraka', last_name: 'Mwangi' });
    const dates = ['2026-01-05', '2026-01-07', '2026-01-05', '2026-01-06', '2026-01-07'];
    const totals = [100, 200.01, 300, 400, 0.02];
    const created = [];
    for (const [index, issueDate] of dates.entries()) {
      const invoice = await client.created({
        contact_id: index % 2 === 0 ? contactId : other,
        issue_date: issueDate,
        due_date: '2099-01-01',
      });
      await client.ok(client.addItems(invoice.id, [line({ unit_price: totals[index] })]));
      // The last one stays a draft: it counts in the total but is not owed yet.
      if (index < 4) await client.ok(client.update(invoice.id, { status: 'sent' }));
      created.push(invoice);
    }
    await client.ok(client.pay(created[2]!.id, { amount: 300, paid_on: '2026-01-08', method: 'cash' }), 201);
    await client.ok(
      client.pay(created[3]!.id, { amount: 150.5, paid_on: '2026-01-08', method: 'cash' }),
      201,
    );

    const response = await client.list({ per_page: 2 });
    expect(response.statusCode).toBe(200);
    const body = invoiceListSchema.parse(response.json());
    expect(body.data.map((row) => row.invoice_number)).toEqual(['INV-0005', 'INV-0002']);
    expect(body.meta).toEqual({ current_page: 1, total_pages: 3, total_count: 5, per_page: 2 });
    expect(body.summary).toEqual({
      total_amount: 1000.03,
      total_paid: 450.5,
      total_unpaid: 549.51, // 1000.03 − 450.5 − the draft's 0.02
      average_amount: 200.01, // 1000.03 / 5 = 200.006 → 200.01
      count: 5,
      currency: 'KES',
    });
    const pages = [];
    for (let page = 1; page <= 4; page++) {
      const data = await client.ok<{ invoice_number: string }[]>(client.list({ per_page: 2, page }));
      pages.push(data.map((row) => row.invoice_number));
    }
    expect(pages).toEqual([['INV-0005', 'INV-0002'], ['INV-0004', 'INV-0003'], ['INV-0001'], []]);
    const past = invoiceListSchema.parse((await client.list({ page: 9 })).json());
    expect(past.meta).toEqual({ current_page: 9, total_pages: 1, total_count: 5, per_page: 10 });
    expect(past.summary.count).toBe(5);

    const filtered = invoiceListSchema.parse((await client.list({ contact_id: other })).json());
    expect(filtered.data.map((row) => row.invoice_number)).toEqual(['INV-0002', 'INV-0004']);
    expect(filtered.data.every((row) => row.contact.full_name === 'Baraka Mwangi')).toBe(true);
    expect(filtered.summary).toEqual({
      total_amount: 600.01,
      total_paid: 150.5,
      total_unpaid: 449.51,
      average_amount: 300.01, // 300.005 → half away from zero
      count: 2,
      currency: 'KES',
    });
    const huge = await client.list({ contact_id: 99_999_999_999 });
    expect(huge.statusCode).toBe(422);
    expect(Object.keys(huge.json().details)).toEqual(['contact_id']);
    const nobody = invoiceListSchema.parse((await client.list({ contact_id: 2_000_000_000 })).json());
    expect(nobody).toEqual({
      data: [],
      meta: { current_page: 1, total_pages: 0, total_count: 0, per_page: 10 },
      summary: {
        total_amount: 0,
        total_paid: 0,
        total_unpaid: 0,
        average_amount: 0,
        count: 0,
        currency: 'KES',
      },
    });
  });

  it('keeps the summary equal to the sums over the invoices through every kind of change', async () => {
    const { client, contactId, accountId } = await account();
    const second = await client.contact({ first_name: 'Baraka' });
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const invoice = await client.created({ contact_id: i % 2 ? second : contactId });
      await client.ok(client.addItems(invoice.id, [line({ unit_price: 10 * (i + 1), tax_rate: 16 })]));
      ids.push(invoice.id);
    }
    const {
      invoice_items: [item],
    } = await client.ok(client.get(ids[0]!));
    await client.ok(client.updateItem(ids[0]!, item!.id, line({ unit_price: 33.33, discount: 5 })));
    await client.ok(client.update(ids[1]!, { contact_id: contactId, status: 'sent' }));
    await client.ok(client.pay(ids[2]!, { amount: 34.8, paid_on: '2026-01-02', method: 'cash' }), 201);
    await client.ok(client.pay(ids[3]!, { amount: 10, paid_on: '2026-01-02', method: 'cash' }), 201);
    expect((await client.remove(ids[4]!)).statusCode).toBe(204);
    await client.ok(client.deleteItem(ids[5]!, (await client.ok(client.get(ids[5]!))).invoice_items[0]!.id));

    const direct = async (contact?: number) => {
      const result = await database.db.execute(sql`
        select count(*)::int as count, coalesce(sum(total), 0)::text as total,
          coalesce(sum(paid_amount), 0)::text as paid,
          coalesce(sum(balance) filter (where status not in ('draft', 'void')), 0)::text as unpaid
        from invoices where account_id = ${accountId} ${contact ? sql`and contact_id = ${contact}` : sql``}`);
      const [row] = (
        result as unknown as { rows: { count: number; total: string; paid: string; unpaid: string }[] }
      ).rows;
      return {
        count: Number(row!.count),
        total_amount: Number(row!.total),
        total_paid: Number(row!.paid),
        total_unpaid: Number(row!.unpaid),
      };
    };
    for (const contact of [undefined, contactId, second]) {
      const { summary } = invoiceListSchema.parse(
        (await client.list(contact ? { contact_id: contact } : {})).json(),
      );
      const { average_amount: _average, currency: _currency, ...sums } = summary;
      expect(sums, String(contact)).toEqual(await direct(contact));
    }
    expect((await direct()).count).toBe(5);
  });

  it('answers 422 for invalid page, per_page and contact_id values', async () => {
    const { client } = await account();
    const queries: Record<string, string | number>[] = [
      { per_page: 0 },
      { per_page: 101 },
      { per_page: 'ten' },
      { page: 0 },
      { page: 1.5 },
      { contact_id: 'abc' },
      { contact_id: -1 },
    ];
    for (const query of queries) {
      const response = await client.list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(422);
      expect(response.json().details).toBeDefined();
    }
    expect((await client.list({ per_page: 100 })).statusCode).toBe(200);
    expect((await client.list({ per_page: 1 })).json().meta.per_page).toBe(1);
  });
});

describe(`invoices on ${backend}: accounts are isolated`, () => {
  it('another account gets 404 on every route of an invoice and never sees it in its list or summary', async () => {
    const a = await account('Account A');
    const b = await account('Account B');
    const invoice = await a.client.created({ contact_id: a.contactId });
    const {
      invoice_items: [item],
    } = await a.client.ok(a.client.addItems(invoice.id, [line({ unit_price: 999 })]));
    await b.client.created({ contact_id: b.contactId });

    for (const response of [
      await b.client.get(invoice.id),
      await b.client.update(invoice.id, { notes: 'mine now', status: 'sent' }),
      await b.client.remove(invoice.id),
      await b.client.addItems(invoice.id, [line()]),
      await b.client.updateItem(invoice.id, item!.id, line()),
      await b.client.deleteItem(invoice.id, item!.id),
      await b.client.pay(invoice.id, { amount: 1, paid_on: '2026-01-01', method: 'cash' }),
      await b.client.inject('GET', `/invoices/${invoice.id}/pdf`),
      await b.client.inject('POST', `/invoices/${invoice.id}/email_invoice`, { email: 'x@example.com' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Invoice not found' });
    }
    // B's own invoice id with A's item id: the item is not B's either.
    const bInvoice = (await b.client.ok<{ id: string }[]>(b.client.list()))[0]!;
    expect((await b.client.deleteItem(bInvoice.id, item!.id)).statusCode).toBe(404);
    // B cannot file an invoice under A's contact, nor filter its list by it into A's data.
    expect(
      (await b.client.create({ contact_id: a.contactId, issue_date: '2026-01-01', due_date: '2026-01-01' }))
        .statusCode,
    ).toBe(422);
    const bList = invoiceListSchema.parse((await b.client.list()).json());
    expect(bList.data.map((row) => row.id)).toEqual([bInvoice.id]);
    expect(bList.summary).toMatchObject({ count: 1, total_amount: 0 });
    const byAContact = invoiceListSchema.parse((await b.client.list({ contact_id: a.contactId })).json());
    expect(byAContact.summary.count).toBe(0);
    expect(byAContact.data).toEqual([]);

    const untouched = await a.client.ok(a.client.get(invoice.id));
    expect(untouched).toMatchObject({ status: 'draft', notes: null, total: 999, payments: [] });
    expect(untouched.invoice_items).toHaveLength(1);
  });
});
