import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line, mpesaCode } from '../../support/invoice-helpers.ts';
import {
  describeEntry,
  ledgerClient,
  receivablesByContact,
  trialBalance,
} from '../../support/ledger-helpers.ts';

/** The app's clock: a day of its own, the same in every time zone's evening. */
const NOW = new Date('2026-06-15T09:00:00Z');
const TODAY = '2026-06-15';

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

/** A business with a contact and one sent invoice of 116.00 (100 at 16 %). */
async function sentInvoice() {
  const { token, data } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const ledger = ledgerClient(app, token);
  const contactId = await invoices.contact();
  const draft = await invoices.created({ contact_id: contactId });
  await invoices.ok(invoices.addItems(draft.id, [line({ unit_price: 100, tax_rate: 16 })]));
  const invoice = await invoices.ok(invoices.update(draft.id, { status: 'sent' }));
  const voidIt = () => invoices.inject('POST', `/invoices/${invoice.id}/void`);
  return { token, accountId: data.account.id as number, invoices, ledger, contactId, invoice, voidIt };
}

const today = () => TODAY;

describe(`voiding an invoice on ${backend}`, () => {
  it('cancels a sent invoice: status Void, nothing owed, its entry reversed today, the list summary without it', async () => {
    const { accountId, invoices, ledger, contactId, invoice, voidIt } = await sentInvoice();
    const voided = await invoices.ok(voidIt());
    expect(voided).toMatchObject({
      status: 'void',
      status_label: 'Void',
      total: 116,
      paid_amount: 0,
      balance: 0,
      invoice_number: invoice.invoice_number,
    });
    expect(voided.invoice_items).toHaveLength(1);

    const [posted, reversal, ...rest] = await ledger
      .entries({ source_type: 'invoice' })
      .then((e) => e.reverse());
    expect(rest).toEqual([]);
    expect(posted).toMatchObject({ source_id: invoice.id, reversed_by: reversal!.id });
    expect(reversal).toMatchObject({ source_id: invoice.id, reversal_of: posted!.id, date: today() });
    expect(describeEntry(reversal!)).toEqual([`1200 Cr 116 c${contactId}`, '4000 Dr 100', '2100 Dr 16']);
    expect(await trialBalance(database.db, accountId)).toEqual({ debit: '232.00', credit: '232.00' });
    expect(await receivablesByContact(database.db, accountId)).toEqual({ ledger: [], documents: [] });

    const list = (await invoices.list()).json() as {
      summary: Record<string, number>;
      data: { status: string }[];
    };
    expect(list.data.map((row) => row.status)).toEqual(['void']);
    expect(list.summary).toMatchObject({ count: 1, total_amount: 0, total_paid: 0, total_unpaid: 0 });
  });

  it('refuses a draft, an invoice with payments, a void one and another account’s, changing nothing', async () => {
    const { invoices, ledger, contactId, invoice, voidIt } = await sentInvoice();
    const draft = await invoices.created({ contact_id: contactId });
    const draftVoid = await invoices.inject('POST', `/invoices/${draft.id}/void`);
    expect(draftVoid.statusCode).toBe(422);
    expect(draftVoid.json()).toMatchObject({ error: 'A draft invoice cannot be voided: delete it instead.' });

    await invoices.ok(
      invoices.pay(invoice.id, {
        amount: 16,
        paid_on: '2026-01-15',
        method: 'mpesa',
        reference: mpesaCode(),
      }),
      201,
    );
    const entries = await ledger.entries();
    const withPayment = await voidIt();
    expect(withPayment.statusCode).toBe(422);
    expect(withPayment.json()).toMatchObject({ error: 'An invoice with payments cannot be voided.' });
    expect(await ledger.entries()).toEqual(entries);
    expect(await invoices.ok(invoices.get(invoice.id))).toMatchObject({ status: 'sent', balance: 100 });

    const other = await sentInvoice();
    expect((await other.invoices.inject('POST', `/invoices/${invoice.id}/void`)).statusCode).toBe(404);

    await other.invoices.ok(other.voidIt());
    const again = await other.voidIt();
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'This invoice is already void.' });
    expect(await other.ledger.entries()).toHaveLength(2);
  });

  it('takes no payment, item, date, contact, status change or e-mail afterwards; only its notes change', async () => {
    const { invoices, contactId, invoice, voidIt } = await sentInvoice();
    await invoices.ok(voidIt());
    const refusals = [
      invoices.pay(invoice.id, { amount: 1, paid_on: '2026-01-15', method: 'cash' }),
      invoices.addItems(invoice.id, [line()]),
      invoices.updateItem(invoice.id, invoice.invoice_items[0]!.id, line({ unit_price: 5 })),
      invoices.deleteItem(invoice.id, invoice.invoice_items[0]!.id),
      invoices.update(invoice.id, { due_date: '2026-03-01' }),
      invoices.update(invoice.id, { contact_id: await invoices.contact({ first_name: 'Baraka' }) }),
      invoices.update(invoice.id, { status: 'sent' }),
      invoices.remove(invoice.id),
      invoices.inject('POST', `/invoices/${invoice.id}/email_invoice`, { email: 'a@example.com' }),
    ];
    for (const refusal of refusals) expect((await refusal).statusCode).toBe(422);
    const noted = await invoices.ok(invoices.update(invoice.id, { notes: 'Cancelled: ordered twice' }));
    expect(noted).toMatchObject({ status: 'void', notes: 'Cancelled: ordered twice', contact_id: contactId });
    expect(noted.invoice_items).toEqual(invoice.invoice_items);

    const byPut = await sentInvoice();
    const put = await byPut.invoices.update(byPut.invoice.id, { status: 'void' });
    expect(put.statusCode).toBe(422);
    expect(put.json()).toMatchObject({
      details: { status: ['Void an invoice with POST /invoices/{id}/void.'] },
    });
  });

  it('shows the customer a void invoice and offers no Paystack checkout for it', async () => {
    const { invoice, voidIt, invoices } = await sentInvoice();
    await invoices.ok(voidIt());
    const page = await app.inject({ method: 'GET', url: `/api/public/invoices/${invoice.id}` });
    expect(page.json()).toMatchObject({ data: { status: 'void', balance: 0 } });
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/payments/initialize_paystack',
      payload: { invoice_id: invoice.id },
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json()).toMatchObject({ error: 'This invoice is void: there is nothing to pay.' });
  });

  it('is refused on or before the lock date, as a whole', async () => {
    const { invoices, ledger, invoice, voidIt } = await sentInvoice();
    await ledger.setLockDate(today());
    const locked = await voidIt();
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ error: `The books are locked up to ${today()}` });
    expect(await invoices.ok(invoices.get(invoice.id))).toMatchObject({ status: 'sent', balance: 116 });
    expect(await ledger.entries()).toHaveLength(1);
  });
});
