import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { receivablesByContact, trialBalance } from '../../support/ledger-helpers.ts';
import {
  ACCEPTED,
  business,
  c2bToken,
  confirm,
  confirmation,
  sentInvoice,
} from '../../support/mpesa-helpers.ts';

// Writes of one customer at once: every write takes the invoice's row, then the customer's totals, then the
// journal sequence, so none deadlocks (PGlite, with one connection, cannot show it: PostgreSQL can).

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { publicRateLimitMax: 100_000 });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Answer = { statusCode: number; body: string };

describe(`concurrent writes of one customer on ${backend}`, () => {
  it('payments, credit notes, paybill confirmations and voids of one customer, 40 at once: no error, the books balance', async () => {
    const owner = await business(app);
    const token = await c2bToken(app, owner.token);
    // Four invoices take money and credit, four are voided (each twice: the second answers 422).
    const paid = [];
    for (let i = 0; i < 4; i++) paid.push(await sentInvoice(owner, 1000));
    const voided = [];
    for (let i = 0; i < 4; i++) voided.push(await sentInvoice(owner, 500));

    const writes: { kind: string; send: () => Promise<Answer> }[] = [];
    for (const invoice of paid) {
      for (let n = 0; n < 3; n++) {
        writes.push({
          kind: 'payment',
          send: () => owner.client.pay(invoice.id, { amount: 100, paid_on: '2026-01-20', method: 'cash' }),
        });
        writes.push({
          kind: 'confirmation',
          send: () =>
            confirm(
              app,
              token,
              confirmation({ TransAmount: '100.00', BillRefNumber: invoice.invoice_number }),
              n % 2 ? 'paybill' : 'mpesa/c2b',
            ),
        });
      }
      for (let n = 0; n < 2; n++) {
        writes.push({
          kind: 'credit note',
          send: () =>
            owner.client.inject('POST', '/credit_notes', {
              credit_note: {
                invoice_id: invoice.id,
                issue_date: '2026-01-20',
                reason: 'Returned',
                items: [line({ unit_price: 50, tax_rate: 0 })],
              },
            }),
        });
      }
    }
    for (const invoice of voided) {
      for (let n = 0; n < 2; n++) {
        writes.push({
          kind: 'void',
          send: () => owner.client.inject('POST', `/invoices/${invoice.id}/void`),
        });
      }
    }
    expect(writes).toHaveLength(40);

    const answers = await Promise.all(
      writes.map(async (write) => ({ ...write, answer: await write.send() })),
    );

    const expected: Record<string, (answer: Answer) => boolean> = {
      payment: (answer) => answer.statusCode === 201,
      'credit note': (answer) => answer.statusCode === 201,
      confirmation: (answer) => answer.statusCode === 200 && answer.body === JSON.stringify(ACCEPTED),
      // Each invoice is voided once; its second void finds it void already.
      void: (answer) =>
        answer.statusCode === 200 ||
        (answer.statusCode === 422 &&
          answer.body === JSON.stringify({ error: 'This invoice is already void.' })),
    };
    const unexpected = answers.filter(({ kind, answer }) => !expected[kind]!(answer));
    expect(unexpected.map(({ kind, answer }) => `${kind}: ${answer.statusCode} ${answer.body}`)).toEqual([]);
    expect(answers.filter((a) => a.kind === 'void' && a.answer.statusCode === 200)).toHaveLength(4);

    // Each invoice: 3 × 100 by hand, 3 × 100 by paybill, 2 × 50 credited.
    for (const invoice of paid) {
      const after = await owner.client.ok(owner.client.get(invoice.id));
      expect(after).toMatchObject({ paid_amount: 600, credited_amount: 100, balance: 300, status: 'sent' });
      expect(after.payments).toHaveLength(6);
      expect(after.payments.reduce((sum, payment) => sum + payment.amount, 0)).toBe(after.paid_amount);
    }
    for (const invoice of voided) {
      expect(await owner.client.ok(owner.client.get(invoice.id))).toMatchObject({
        status: 'void',
        balance: 0,
      });
    }

    const { debit, credit } = await trialBalance(database.db, owner.accountId);
    expect(debit).toBe(credit);
    const receivables = await receivablesByContact(database.db, owner.accountId);
    expect(receivables.ledger).toEqual([{ contact: owner.contactId, balance: 1200 }]);
    expect(receivables.documents).toEqual(receivables.ledger);
    // The customer's stored totals (what GET /invoices sums) agree with its invoices.
    const [totals] = rowsOf<{ paid: string; balance: string; count: number }>(
      await database.db.execute(sql`
        select paid_amount::text as paid, balance::text as balance, invoice_count as count from invoice_totals
        where account_id = ${owner.accountId} and contact_id = ${owner.contactId}`),
    );
    expect({ ...totals, count: Number(totals?.count) }).toEqual({
      paid: '2400.00',
      balance: '1200.00',
      count: 8,
    });
  });

  it('two invoices trading customers while both customers pay and are credited, at once: no error, the books balance', async () => {
    const owner = await business(app);
    const other = await owner.client.contact({ company_name: 'Baraka Traders' });
    const [x, y] = [owner.contactId, other].sort((a, b) => a - b) as [number, number];
    const invoiceOf = async (contactId: number) => sentInvoice({ ...owner, contactId }, 1000);
    const [movedToY, movedToX, ofX, ofY] = [
      await invoiceOf(x),
      await invoiceOf(y),
      await invoiceOf(x),
      await invoiceOf(y),
    ];
    const pay = (id: string) => () =>
      owner.client.pay(id, { amount: 100, paid_on: '2026-01-20', method: 'cash' });
    const credit = (id: string) => () =>
      owner.client.inject('POST', '/credit_notes', {
        credit_note: {
          invoice_id: id,
          issue_date: '2026-01-20',
          reason: 'Returned',
          items: [line({ unit_price: 50, tax_rate: 0 })],
        },
      });
    const writes: { expected: number; send: () => Promise<Answer> }[] = [
      { expected: 200, send: () => owner.client.update(movedToY.id, { contact_id: y }) },
      { expected: 200, send: () => owner.client.update(movedToX.id, { contact_id: x }) },
    ];
    for (const id of [movedToY.id, movedToX.id]) {
      for (let n = 0; n < 3; n++) writes.push({ expected: 201, send: pay(id) });
    }
    for (const id of [ofX.id, ofY.id]) {
      for (let n = 0; n < 4; n++) writes.push({ expected: 201, send: pay(id) });
      for (let n = 0; n < 2; n++) writes.push({ expected: 201, send: credit(id) });
    }

    const answers = await Promise.all(
      writes.map(async (write) => ({ ...write, answer: await write.send() })),
    );
    const unexpected = answers.filter(({ expected, answer }) => answer.statusCode !== expected);
    expect(unexpected.map(({ answer }) => `${answer.statusCode} ${answer.body}`)).toEqual([]);

    const { debit, credit: credits } = await trialBalance(database.db, owner.accountId);
    expect(debit).toBe(credits);
    // Each customer: the invoice moved to them (1000 − 300 paid) and their own (1000 − 400 paid − 100 credited).
    const receivables = await receivablesByContact(database.db, owner.accountId);
    expect(receivables.ledger).toEqual([
      { contact: x, balance: 1200 },
      { contact: y, balance: 1200 },
    ]);
    expect(receivables.documents).toEqual(receivables.ledger);
    const totals = rowsOf<{ contact_id: number; paid: string; balance: string }>(
      await database.db.execute(sql`
        select contact_id, paid_amount::text as paid, balance::text as balance from invoice_totals
        where account_id = ${owner.accountId} order by contact_id`),
    );
    expect(totals.map((row) => ({ ...row, contact_id: Number(row.contact_id) }))).toEqual([
      { contact_id: x, paid: '700.00', balance: '1200.00' },
      { contact_id: y, paid: '700.00', balance: '1200.00' },
    ]);
  });
});
