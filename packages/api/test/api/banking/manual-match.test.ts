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

/** A business with two open invoices of one customer and one of another, and a bank statement of money in. */
async function business(amounts: number[]) {
  const { token } = await signUp(app);
  const invoices = invoiceClient(app, token);
  const [jane, otieno] = [await invoices.contact(), await invoices.contact({ first_name: 'Otieno' })];
  const sent = async (contactId: number, amount: number) => {
    const created = await invoices.created({
      contact_id: contactId,
      issue_date: '2026-03-01',
      due_date: '2026-03-31',
    });
    await invoices.ok(invoices.addItems(created.id, [line({ unit_price: amount })]));
    return invoices.ok(invoices.update(created.id, { status: 'sent' }));
  };
  const first = await sent(jane, 1000);
  const second = await sent(jane, 2500);
  const others = await sent(otieno, 400);
  const chart = (await invoices.inject('GET', '/ledger_accounts')).json().data as {
    id: number;
    number: string;
  }[];
  const bank = chart.find((account) => account.number === '1100')!.id;
  const csv = [
    'Date,Details,Reference,Amount',
    ...amounts.map((amount, i) => `0${i + 2}/03/2026,TRANSFER ${i},FT${i},${amount}`),
  ].join('\n');
  const form = multipartBody([{ name: 'file', content: csv, filename: 'bank.csv' }]);
  const imported = await app.inject({
    method: 'POST',
    url: `/api/bank_accounts/${bank}/statements`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(imported.statusCode).toBe(201);
  const lines = (
    (await invoices.inject('GET', '/bank_lines')).json().data as { id: number; amount: number }[]
  ).sort((a, b) => a.id - b.id);
  const match = (lineId: number, body: object) =>
    invoices.inject('POST', `/bank_lines/${lineId}/match`, body);
  return { invoices, first, second, others, lines, match };
}

describe(`matching a line by hand on ${backend}`, () => {
  it('pays one customer’s invoices in the order given, each up to its balance', async () => {
    const { invoices, first, second, lines, match } = await business([3000]);
    const matched = await match(lines[0]!.id, { kind: 'invoice_payment', ids: [first.id, second.id] });
    expect(matched.statusCode).toBe(200);
    expect(matched.json().data).toMatchObject({
      status: 'matched',
      match: { kind: 'invoice_payment', ids: [first.id, second.id], auto: false },
    });
    expect(matched.json().data.match.matched_by).toEqual(expect.any(Number));
    expect((await invoices.ok(invoices.get(first.id))).status).toBe('paid');
    const rest = await invoices.ok(invoices.get(second.id));
    expect(rest.balance).toBe(500);
    expect(rest.payments).toEqual([
      expect.objectContaining({ amount: 2000, method: 'bank_transfer', paid_on: '2026-03-02' }),
    ]);
    expect((await match(lines[0]!.id, { kind: 'invoice_payment', ids: [second.id] })).statusCode).toBe(409);
  });

  it('takes the amounts given, and refuses what does not add up, another customer’s invoice or an unknown one', async () => {
    const { invoices, first, second, others, lines, match } = await business([1500]);
    const lineId = lines[0]!.id;
    const refusals = await Promise.all([
      match(lineId, { kind: 'invoice_payment', ids: [first.id, second.id], amounts: [1000, 400] }),
      match(lineId, { kind: 'invoice_payment', ids: [first.id, others.id] }),
      match(lineId, { kind: 'invoice_payment', ids: ['00000000-0000-4000-8000-000000000000'] }),
      match(lineId, { kind: 'invoice_payment', ids: [first.id], amounts: [1500] }),
      match(lineId, { kind: 'payment', ids: ['1'] }),
      match(lineId, { kind: 'journal', ids: [first.id] }),
    ]);
    expect(refusals.map((answer) => answer.statusCode)).toEqual([422, 422, 422, 422, 422, 422]);
    expect(refusals[0]!.json().details.amounts[0]).toMatch(/must add up to the line/);
    expect(refusals[1]!.json().details.ids).toEqual(['One payment pays the invoices of one customer']);
    expect(refusals[3]!.json().details.amount[0]).toMatch(/more than the balance/);
    expect((await invoices.ok(invoices.get(first.id))).balance).toBe(1000);
    const given = await match(lineId, {
      kind: 'invoice_payment',
      ids: [first.id, second.id],
      amounts: [500, 1000],
    });
    expect(given.statusCode).toBe(200);
    expect((await invoices.ok(invoices.get(first.id))).balance).toBe(500);
    expect((await invoices.ok(invoices.get(second.id))).balance).toBe(1500);
  });

  it('meets a payment recorded by hand within 7 days, once', async () => {
    const { invoices, first, lines, match } = await business([1000, 1000]);
    await invoices.ok(
      invoices.pay(first.id, { amount: 1000, paid_on: '2026-03-05', method: 'bank_transfer' }),
      201,
    );
    const paymentId = String((await invoices.ok(invoices.get(first.id))).payments[0]!.id);
    const linked = await match(lines[0]!.id, { kind: 'payment', ids: [paymentId] });
    expect(linked.json().data.match).toMatchObject({ kind: 'payment', ids: [paymentId] });
    expect((await match(lines[1]!.id, { kind: 'payment', ids: [paymentId] })).statusCode).toBe(409);
    expect((await invoices.ok(invoices.get(first.id))).payments).toHaveLength(1);
    const unmatched = await invoices.inject('POST', `/bank_lines/${lines[0]!.id}/unmatch`);
    // Let go, it is suggested again: the recorded payment of its amount.
    expect(unmatched.json().data).toMatchObject({
      status: 'suggested',
      match: null,
      suggestions: [{ kind: 'payment', ids: [paymentId] }],
    });
  });

  it('never pays another business’s invoice', async () => {
    const owner = await business([1000]);
    const other = await business([1000]);
    const answer = await other.match(other.lines[0]!.id, { kind: 'invoice_payment', ids: [owner.first.id] });
    expect(answer.statusCode).toBe(422);
    expect((await owner.invoices.ok(owner.invoices.get(owner.first.id))).balance).toBe(1000);
    expect(
      (await other.match(owner.lines[0]!.id, { kind: 'invoice_payment', ids: [other.first.id] })).statusCode,
    ).toBe(404);
  });

  it('unmatched and matched again, a line leaves its statement date’s balance as the statement says', async () => {
    const { invoices, first, lines, match } = await business([1000]);
    const pay = () => match(lines[0]!.id, { kind: 'invoice_payment', ids: [first.id] });
    expect((await pay()).statusCode).toBe(200);
    expect((await invoices.inject('POST', `/bank_lines/${lines[0]!.id}/unmatch`)).statusCode).toBe(200);
    expect((await pay()).statusCode).toBe(200);
    const entries = (await invoices.inject('GET', '/journal_entries?source_type=payment')).json().data as {
      date: string;
      reversal_of: number | null;
    }[];
    // The payment the unmatch let go is taken out on its own day, not on the day of the unmatch.
    expect(entries.map((entry) => [entry.date, entry.reversal_of !== null]).sort()).toEqual([
      ['2026-03-02', false],
      ['2026-03-02', false],
      ['2026-03-02', true],
    ]);
    const chart = (await invoices.inject('GET', '/ledger_accounts')).json().data as {
      id: number;
      number: string;
    }[];
    const bank = chart.find((account) => account.number === '1100')!.id;
    const reconciliation = await invoices.inject('POST', `/bank_accounts/${bank}/reconciliations`, {
      statement_date: '2026-03-31',
      statement_balance: 1000,
    });
    expect(reconciliation.json().data).toMatchObject({ ledger_balance: 1000, difference: 0, open_lines: 0 });
  });
});
