import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';

let database: Database;
let app: FastifyInstance;

// Today, for the Overdue label and filter, is 2026-03-15 (the app's injected clock).
beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { now: () => new Date('2026-03-15T20:00:00Z') });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/**
 * A business with two vendors and six bills: Jua Kali's A-1 (1000, due 02-01, overdue), A-2 (2000 due 04-01,
 * 500 paid), A-3 (300, paid), A-4 (draft 50), A-5 (void 70); Mama Mboga's B-1 (400, due 03-14, overdue).
 */
async function books() {
  const { token } = await signUp(app);
  const bills = billClient(app, token);
  const contacts = invoiceClient(app, token);
  const rent = (await ledgerClient(app, token).chart()).get('6100')!.id;
  const jua = await contacts.contact({ first_name: null, last_name: null, company_name: 'Jua Kali' });
  const mama = await contacts.contact({ first_name: null, last_name: null, company_name: 'Mama Mboga' });
  const bill = (contactId: number, number: string, amount: number, dates: [string, string], extra = {}) =>
    bills.created({
      contact_id: contactId,
      bill_number: number,
      issue_date: dates[0],
      due_date: dates[1],
      lines: [billLine(rent, { unit_price: amount })],
      ...extra,
    });
  await bill(jua, 'A-1', 1000, ['2026-01-02', '2026-02-01']);
  const a2 = await bill(jua, 'A-2', 2000, ['2026-01-03', '2026-04-01']);
  await bills.ok(bills.pay(a2.id, { amount: 500 }), 201);
  const a3 = await bill(jua, 'A-3', 300, ['2026-01-04', '2026-01-04']);
  await bills.ok(bills.pay(a3.id, { amount: 300 }), 201);
  await bill(jua, 'A-4', 50, ['2026-01-05', '2026-01-05'], { draft: true });
  const a5 = await bill(jua, 'A-5', 70, ['2026-01-06', '2026-01-06']);
  await bills.ok(bills.void(a5.id));
  await bill(mama, 'B-1', 400, ['2026-01-07', '2026-03-14']);
  return { bills, jua, mama };
}

const numbers = (list: { data: { bill_number: string }[] }) => list.data.map((row) => row.bill_number);

describe(`GET /bills on ${backend}`, () => {
  it('pages newest first; the summary covers every matching bill and sums what the books owe', async () => {
    const { bills } = await books();
    const first = await bills.list({ per_page: 4 });
    expect(numbers(first)).toEqual(['B-1', 'A-5', 'A-4', 'A-3']);
    expect(first.meta).toEqual({ total_count: 6, current_page: 1, total_pages: 2, per_page: 4 });
    expect(numbers(await bills.list({ per_page: 4, page: 2 }))).toEqual(['A-2', 'A-1']);
    expect(first.summary).toEqual({
      total_amount: 3700,
      total_paid: 800,
      total_unpaid: 2900,
      overdue_amount: 1400,
      count: 6,
      currency: 'KES',
    });
    expect(first.data.map((row) => [row.bill_number, row.status_label, row.balance])).toEqual([
      ['B-1', 'Overdue', 400],
      ['A-5', 'Void', 0],
      ['A-4', 'Draft', 50],
      ['A-3', 'Paid', 0],
    ]);
  });

  it('filters by status (overdue too), vendor and due date', async () => {
    const { bills, jua, mama } = await books();
    const overdue = await bills.list({ status: 'overdue' });
    expect(numbers(overdue)).toEqual(['B-1', 'A-1']);
    expect(overdue.summary).toMatchObject({ count: 2, total_unpaid: 1400, overdue_amount: 1400 });
    expect(numbers(await bills.list({ status: 'open' }))).toEqual(['B-1', 'A-2', 'A-1']);
    expect(numbers(await bills.list({ status: 'paid' }))).toEqual(['A-3']);
    expect(numbers(await bills.list({ status: 'draft' }))).toEqual(['A-4']);
    expect(numbers(await bills.list({ status: 'void' }))).toEqual(['A-5']);
    const juaOpen = await bills.list({ contact_id: jua, status: 'open' });
    expect(numbers(juaOpen)).toEqual(['A-2', 'A-1']);
    expect(juaOpen.summary).toMatchObject({ total_amount: 3000, total_paid: 500, total_unpaid: 2500 });
    expect(numbers(await bills.list({ contact_id: mama }))).toEqual(['B-1']);
    expect(numbers(await bills.list({ due_before: '2026-03-14' }))).toEqual(['A-5', 'A-4', 'A-3', 'A-1']);
  });

  it('answers 422 for a bad filter', async () => {
    const { bills } = await books();
    for (const query of [
      'status=sent',
      'due_before=2026-02-30',
      'contact_id=abc',
      `contact_id=${2 ** 31}`,
      'per_page=500',
    ]) {
      const answer = await bills.inject('GET', `/bills?${query}`);
      expect(answer.statusCode, query).toBe(422);
    }
  });
});
