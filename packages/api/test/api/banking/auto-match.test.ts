import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { expectStatementLinesAgree } from '../../support/banking-invariants.ts';
import { backend, bearer, multipartBody, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  if (database) await expectStatementLinesAgree(database.db);
  await app?.close();
  await database?.close();
});

const HEADER =
  'Receipt No.,Completion Time,Initiation Time,Details,Transaction Status,Paid In,Withdrawn,Balance,Balance Confirmed,Reason Type,Other Party Info,Linked Transaction ID,A/C No.';
/** An M-PESA business portal export, newest first, its balances running from 0. */
function portal(rows: { receipt: string; day: string; details: string; paidIn: number; acNo?: string }[]) {
  let balance = rows.reduce((sum, row) => sum + row.paidIn, 0);
  const lines = rows.map((row) => {
    const line = `${row.receipt},${row.day} 10:00:00,${row.day} 10:00:00,${row.details},Completed,${row.paidIn.toFixed(2)},,${balance.toFixed(2)},true,Pay Bill,254712345678 - JANE WANJIRU,,${row.acNo ?? ''}`;
    balance -= row.paidIn;
    return line;
  });
  return ['"Organisation Name:","ACME"', '', HEADER, ...lines].join('\n');
}

async function business() {
  const { token } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const contactId = await invoices.contact();
  const sent = async (amount: number) => {
    const created = await invoices.created({
      contact_id: contactId,
      issue_date: '2026-03-01',
      due_date: '2026-03-31',
    });
    await invoices.ok(invoices.addItems(created.id, [line({ unit_price: amount })]));
    return invoices.ok(invoices.update(created.id, { status: 'sent' }));
  };
  const chart = (await invoices.inject('GET', '/ledger_accounts')).json().data as {
    id: number;
    number: string;
    balance: number;
  }[];
  const mpesa = chart.find((account) => account.number === '1300')!.id;
  const upload = async (csv: string) => {
    const form = multipartBody([{ name: 'file', content: csv, filename: 'mpesa.csv' }]);
    const response = await app.inject({
      method: 'POST',
      url: `/api/bank_accounts/${mpesa}/statements`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json().data;
  };
  const lines = async () => (await invoices.inject('GET', '/bank_lines')).json();
  const balanceOf = async (number: string) =>
    (
      (await invoices.inject('GET', '/ledger_accounts')).json().data as { number: string; balance: number }[]
    ).find((account) => account.number === number)!.balance;
  return { invoices, sent, upload, lines, balanceOf };
}

describe(`matching on import on ${backend}`, () => {
  it('meets a recorded payment by its M-Pesa code, and pays an invoice its A/C No. names', async () => {
    const { invoices, sent, upload, lines, balanceOf } = await business();
    const first = await sent(1000);
    const second = await sent(2500);
    await invoices.ok(
      invoices.pay(first.id, {
        amount: 1000,
        paid_on: '2026-03-02',
        method: 'mpesa',
        reference: 'SC21AAA001',
      }),
      201,
    );
    const statement = await upload(
      portal([
        {
          receipt: 'SC31CCC003',
          day: '04-03-2026',
          details: 'Pay Bill from 254712345678 - JANE',
          paidIn: 700,
        },
        {
          receipt: 'SC31BBB002',
          day: '03-03-2026',
          details: 'Pay Bill from 254712345678 - JANE',
          paidIn: 2000,
          acNo: `inv ${second.invoice_number.replace(/\D/g, '')}`,
        },
        {
          receipt: 'SC21AAA001',
          day: '02-03-2026',
          details: 'Pay Bill from 254712345678 - JANE',
          paidIn: 1000,
        },
      ]),
    );
    expect(statement).toMatchObject({ lines_new: 3, format: 'mpesa_business' });
    const { data, summary } = await lines();
    expect(summary).toEqual({ unmatched: 1, suggested: 0, matched: 2, excluded: 0 });
    const byReference = Object.fromEntries(data.map((row: { reference: string }) => [row.reference, row]));
    expect(byReference.SC21AAA001.match).toMatchObject({ kind: 'payment', auto: true, matched_by: null });
    expect(byReference.SC31BBB002.match).toMatchObject({
      kind: 'invoice_payment',
      ids: [second.id],
      auto: true,
    });
    expect(byReference.SC31CCC003.match).toBeNull();

    const paid = await invoices.ok(invoices.get(second.id));
    expect(paid.balance).toBe(500);
    expect(paid.payments).toEqual([
      expect.objectContaining({
        amount: 2000,
        method: 'mpesa',
        reference: 'SC31BBB002',
        paid_on: '2026-03-03',
      }),
    ]);
    // The manual payment posted 1,000.00 into 1300; the matched line 2,000.00 more; nothing twice.
    expect(await balanceOf('1300')).toBe(3000);

    // The same file again adds nothing and pays nothing again.
    const again = await upload(
      portal([
        {
          receipt: 'SC31BBB002',
          day: '03-03-2026',
          details: 'Pay Bill from 254712345678 - JANE',
          paidIn: 2000,
          acNo: 'inv 2',
        },
      ]),
    );
    expect(again).toMatchObject({ lines_new: 0, lines_duplicate: 1 });
    expect((await invoices.ok(invoices.get(second.id))).balance).toBe(500);

    // A line matched by its reference lets go of it; one that recorded a payment takes it off the invoice.
    const unmatched = await invoices.inject('POST', `/bank_lines/${byReference.SC21AAA001.id}/unmatch`);
    // Let go, it is suggested again: the payment it was matched to, sure of the amount and day.
    expect(unmatched.json().data).toMatchObject({
      status: 'suggested',
      match: null,
      suggestions: [{ kind: 'payment', amount: 1000 }],
    });
    const taken = await invoices.inject('POST', `/bank_lines/${byReference.SC31BBB002.id}/unmatch`);
    expect(taken.statusCode, taken.body).toBe(200);
    const reopened = await invoices.ok(invoices.get(second.id));
    expect(reopened).toMatchObject({ balance: 2500, status: 'sent', payments: [] });
    expect(await balanceOf('1300')).toBe(1000);
    // Matched again by hand, the payment is recorded again with the line's reference.
    const again2 = await invoices.inject('POST', `/bank_lines/${byReference.SC31BBB002.id}/match`, {
      kind: 'invoice_payment',
      ids: [second.id],
      amounts: [2000],
    });
    expect(again2.statusCode, again2.body).toBe(200);
    expect((await invoices.ok(invoices.get(second.id))).balance).toBe(500);
  });

  it('pays several invoices of several customers from one file, each locked before any payment posts', async () => {
    const { invoices, sent, upload, lines } = await business();
    const other = await invoices.contact({ first_name: 'Otieno' });
    const first = await sent(1000);
    const created = await invoices.created({
      contact_id: other,
      issue_date: '2026-03-01',
      due_date: '2026-03-31',
    });
    await invoices.ok(invoices.addItems(created.id, [line({ unit_price: 800 })]));
    const second = await invoices.ok(invoices.update(created.id, { status: 'sent' }));
    await upload(
      portal([
        { receipt: 'SC5', day: '06-03-2026', details: 'Pay Bill', paidIn: 300, acNo: first.invoice_number },
        { receipt: 'SC4', day: '05-03-2026', details: 'Pay Bill', paidIn: 800, acNo: second.invoice_number },
        { receipt: 'SC3', day: '04-03-2026', details: 'Pay Bill', paidIn: 700, acNo: first.invoice_number },
      ]),
    );
    expect((await lines()).summary.matched).toBe(3);
    expect((await invoices.ok(invoices.get(first.id))).status).toBe('paid');
    expect((await invoices.ok(invoices.get(second.id))).status).toBe('paid');
  });

  it('leaves a line that is more than the balance, names two invoices, or falls in a locked period', async () => {
    const { invoices, sent, upload, lines } = await business();
    const first = await sent(1000);
    const second = await sent(1000);
    const number = (invoice: { invoice_number: string }) => invoice.invoice_number;
    await invoices.ok(invoices.inject('PUT', '/account', { account: { lock_date: '2026-03-01' } }));
    await upload(
      portal([
        { receipt: 'SC1', day: '05-03-2026', details: 'Pay Bill', paidIn: 1500, acNo: number(first) },
        { receipt: 'SC2', day: '04-03-2026', details: `${number(first)} and ${number(second)}`, paidIn: 800 },
        { receipt: 'SC3', day: '01-03-2026', details: 'Pay Bill', paidIn: 300, acNo: number(second) },
      ]),
    );
    const { summary } = await lines();
    expect(summary.matched).toBe(0);
    expect((await invoices.ok(invoices.get(first.id))).balance).toBe(1000);
    expect((await invoices.ok(invoices.get(second.id))).balance).toBe(1000);
  });
});
