import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';

// books-contract.md section 4, bills: the routes, names and statuses as written.
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-15T09:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const KEYS = [
  'id',
  'bill_number',
  'contact_id',
  'contact',
  'issue_date',
  'due_date',
  'currency',
  'status',
  'status_label',
  'notes',
  'lines',
  'subtotal',
  'tax_total',
  'total',
  'paid_amount',
  'balance',
  'payments',
  'attachment',
  'created_at',
];

async function vendor() {
  const { token } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const chart = await invoices.ok<{ id: number; number: string }[]>(
    invoices.inject('GET', '/ledger_accounts'),
  );
  const ledger = (number: string) => chart.find((row) => row.number === number)!.id;
  return { bills: billClient(app, token), contactId: await invoices.contact(), ledger };
}

describe(`books-contract section 4, bills, on ${backend}`, () => {
  it('POST /bills: 201 with every name of the contract; the same number twice 422; an income line 422', async () => {
    const { bills, contactId, ledger } = await vendor();
    const bill = await bills.created({ contact_id: contactId, lines: [billLine(ledger('6800'))] });
    expect(Object.keys(bill)).toEqual(expect.arrayContaining(KEYS));
    expect(bill).toMatchObject({ status: 'open', total: 1000, balance: 1000 });
    expect(Object.keys(bill.lines[0]!)).toEqual(
      expect.arrayContaining([
        'id',
        'description',
        'ledger_account_id',
        'quantity',
        'unit_price',
        'tax_rate',
        'discount',
        'subtotal',
        'discount_amount',
        'tax_amount',
        'total',
      ]),
    );
    const twice = await bills.create({
      contact_id: contactId,
      bill_number: 'B-1',
      issue_date: '2026-01-10',
      due_date: '2026-02-09',
      lines: [billLine(ledger('6800'))],
    });
    expect(twice.statusCode).toBe(422);
    const income = await bills.create({
      contact_id: contactId,
      bill_number: 'B-2',
      issue_date: '2026-01-10',
      due_date: '2026-02-09',
      lines: [billLine(ledger('4000'))],
    });
    expect(income.statusCode).toBe(422);
  });

  it('GET /bills: {data, meta, summary:{total_amount, total_paid, total_unpaid, overdue_amount, count, currency}}', async () => {
    const { bills, contactId, ledger } = await vendor();
    await bills.created({ contact_id: contactId, lines: [billLine(ledger('6800'))] });
    const list = await bills.list({ status: 'open', contact_id: contactId, due_before: '2026-12-31' });
    expect(list.meta).toMatchObject({ total_count: 1, current_page: 1 });
    expect(list.summary).toEqual({
      total_amount: 1000,
      total_paid: 0,
      total_unpaid: 1000,
      overdue_amount: 1000,
      count: 1,
      currency: 'KES',
    });
    expect(list.data[0]).toMatchObject({ status_label: 'Overdue' });
  });

  it('payments 201 {data: bill}, more than the balance 422; void with payments 422; DELETE of a draft 204', async () => {
    const { bills, contactId, ledger } = await vendor();
    const bill = await bills.created({ contact_id: contactId, lines: [billLine(ledger('6800'))] });
    expect((await bills.pay(bill.id, { amount: 1000.01 })).statusCode).toBe(422);
    const paid = await bills.ok(bills.pay(bill.id, { amount: 1000 }), 201);
    expect(paid).toMatchObject({ status: 'paid', status_label: 'Paid', balance: 0 });
    expect((await bills.void(bill.id)).statusCode).toBe(422);
    expect((await bills.remove(bill.id)).statusCode).toBe(422);
    const draft = await bills.created({
      contact_id: contactId,
      bill_number: 'B-9',
      draft: true,
      lines: [billLine(ledger('6800'))],
    });
    expect(draft).toMatchObject({ status: 'draft', status_label: 'Draft' });
    expect((await bills.remove(draft.id)).statusCode).toBe(204);
    const open = await bills.created({
      contact_id: contactId,
      bill_number: 'B-10',
      lines: [billLine(ledger('6800'))],
    });
    expect(await bills.ok(bills.void(open.id))).toMatchObject({ status: 'void', status_label: 'Void' });
  });

  it('GET, PUT /bills/{id}: {data}; lines given replace the lines and re-post the bill; GET {id}/attachment to its owner', async () => {
    const { bills, contactId, ledger } = await vendor();
    const slip = Buffer.from('%PDF-1.4 rent invoice');
    const made = await bills.createWithFile(
      {
        contact_id: contactId,
        bill_number: 'R-7',
        issue_date: '2026-03-01',
        due_date: '2026-03-31',
        lines: [billLine(ledger('6800'))],
      },
      { content: slip, filename: 'rent.pdf', type: 'application/pdf' },
    );
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id as number;
    expect(Object.keys(await bills.ok(bills.get(id)))).toEqual(expect.arrayContaining(KEYS));

    const renamed = await bills.ok(bills.update(id, { notes: 'March rent' }));
    expect(renamed).toMatchObject({ notes: 'March rent', bill_number: 'R-7', total: 1000 });
    const relined = await bills.ok(
      bills.update(id, { lines: [billLine(ledger('6800'), { unit_price: 1200 })] }),
    );
    expect(relined).toMatchObject({ notes: 'March rent', total: 1200, balance: 1200 });
    expect((relined as { lines: unknown[] }).lines).toHaveLength(1);
    const journal = (await bills.inject('GET', '/journal_entries?source_type=bill')).json().data as {
      total: number;
      reversal_of: number | null;
    }[];
    expect(journal.map((entry) => [entry.total, entry.reversal_of !== null]).sort()).toEqual([
      [1000, false],
      [1000, true],
      [1200, false],
    ]);

    const file = await bills.inject('GET', `/bills/${id}/attachment`);
    expect([file.statusCode, file.rawPayload.equals(slip)]).toEqual([200, true]);
    const stranger = billClient(app, (await signUp(app)).token);
    expect((await stranger.inject('GET', `/bills/${id}/attachment`)).statusCode).toBe(404);
  });
});
