import { convertCents, toCents, toRateMicros } from '@daftari/format';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { ledgerBalances, trialDifference } from '../../support/currency-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient } from '../../support/invoice-helpers.ts';

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

async function business() {
  const { token, data } = await signUp(app);
  const bills = billClient(app, token);
  const invoices = invoiceClient(app, token);
  const rate = (currency: string, date: string, value: number) =>
    bills.inject('POST', '/exchange_rates', { exchange_rate: { currency, date, rate: value } });
  const { data: chart } = (await bills.inject('GET', '/ledger_accounts')).json() as {
    data: { id: number; full_number: string }[];
  };
  const rent = chart.find((account) => account.full_number === '6100')!.id;
  const office = chart.find((account) => account.full_number === '6000')!.id;
  const vendorId = await invoices.contact({ first_name: 'Kampala', last_name: 'Supplies' });
  const accountId = data.account.id as number;
  return {
    bills,
    invoices,
    rate,
    rent,
    office,
    vendorId,
    balances: () => ledgerBalances(database.db, accountId),
  };
}

describe(`bills in other currencies on ${backend}`, () => {
  it('USD 1,000.00 billed at 129.50 and paid at 130.25 posts 750.00 exchange loss and clears 2000', async () => {
    const { bills, rent, vendorId, balances } = await business();
    const bill = await bills.created({
      contact_id: vendorId,
      currency: 'USD',
      exchange_rate: 129.5,
      lines: [billLine(rent)],
    });
    expect(bill).toMatchObject({
      currency: 'USD',
      exchange_rate: 129.5,
      total: 1000,
      total_in_books: 129_500,
    });
    const posted = await balances();
    expect(posted.kes).toMatchObject({ '2000': -12_950_000n, '6100': 12_950_000n });
    expect(posted.foreign).toMatchObject({ '2000 USD': -100_000n, '6100 USD': 100_000n });
    expect((await bills.list()).summary).toMatchObject({ total_amount: 129_500, total_unpaid: 129_500 });
    const journal = (await bills.inject('GET', '/journal_entries?source_type=bill')).json().data;
    expect(journal[0].lines).toEqual([
      expect.objectContaining({
        account_number: '6100',
        debit: 129_500,
        currency: 'USD',
        amount_currency: 1000,
      }),
      expect.objectContaining({
        account_number: '2000',
        credit: 129_500,
        currency: 'USD',
        amount_currency: -1000,
      }),
    ]);

    const paid = await bills.ok(
      bills.pay(bill.id, { amount: 1000, paid_on: '2026-01-20', exchange_rate: 130.25 }),
      201,
    );
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(paid.payments[0]).toMatchObject({ amount: 1000, exchange_rate: 130.25 });
    const { kes, foreign } = await balances();
    expect(kes['2000']).toBe(0n);
    expect(foreign['2000 USD']).toBe(0n);
    expect(kes['1100']).toBe(-13_025_000n);
    expect(foreign['1100 USD']).toBe(-100_000n);
    expect(kes['6950']).toBe(75_000n);
    expect(trialDifference(kes)).toBe(0n);
    expect((await bills.list()).summary).toMatchObject({ total_paid: 129_500, total_unpaid: 0 });
  });

  it('rounds the payable once and leaves the cents on the largest expense line; part payments at drifting rates clear 2000 exactly', async () => {
    const { bills, rate, rent, office, vendorId, balances } = await business();
    expect((await rate('GBP', '2026-01-05', 163.402)).statusCode).toBe(201);
    await rate('GBP', '2026-01-15', 161.1);
    await rate('GBP', '2026-01-25', 166.733333);
    const bill = await bills.created({
      contact_id: vendorId,
      currency: 'GBP',
      lines: [
        billLine(rent, { unit_price: 333.33, quantity: 3, tax_rate: 16 }),
        billLine(office, { description: 'Courier', unit_price: 0.07 }),
      ],
    });
    // The table's latest rate on or before the issue date (2026-01-10).
    expect(bill.exchange_rate).toBe(163.402);
    const posted = await balances();
    expect(-posted.kes['2000']!).toBe(BigInt(Math.round(bill.total_in_books! * 100)));
    expect(trialDifference(posted.kes)).toBe(0n);
    // VAT and the small line are each rounded on their own; the rent line absorbs the rest.
    expect(posted.kes['1400']).toBe(convertCents(toCents(bill.tax_total), toRateMicros(163.402)));
    expect(posted.kes['6000']).toBe(1_144n); // 0.07 × 163.402 = 11.43814
    const total = bill.total;
    for (const [amount, paidOn] of [
      [333.33, '2026-01-15'],
      [0.01, '2026-01-18'],
      [Number((total - 333.34).toFixed(2)), '2026-01-25'],
    ] as const) {
      await bills.ok(bills.pay(bill.id, { amount, paid_on: paidOn, method: 'cash' }), 201);
    }
    const { kes, foreign } = await balances();
    expect(kes['2000']).toBe(0n);
    expect(foreign['2000 GBP']).toBe(0n);
    const paidOut = -kes['1000']!;
    const billed = kes['6100']! + kes['6000']! + kes['1400']!;
    expect((kes['6950'] ?? 0n) + (kes['4950'] ?? 0n)).toBe(paidOut - billed);
    expect(trialDifference(kes)).toBe(0n);
  });

  it('a payment without a rate takes the table’s for its day, else the bill’s', async () => {
    const { bills, rate, rent, vendorId, balances } = await business();
    const bill = await bills.created({
      contact_id: vendorId,
      currency: 'EUR',
      exchange_rate: 140,
      lines: [billLine(rent, { unit_price: 100 })],
    });
    await bills.ok(bills.pay(bill.id, { amount: 50, paid_on: '2026-01-20' }), 201);
    await rate('EUR', '2026-01-21', 142);
    const paid = await bills.ok(bills.pay(bill.id, { amount: 50, paid_on: '2026-01-22' }), 201);
    expect(paid.payments.map((payment) => payment.exchange_rate)).toEqual([140, 142]);
    const { kes } = await balances();
    expect(kes['2000']).toBe(0n);
    expect(kes['6950']).toBe(10_000n);
  });

  it('a foreign currency without a rate is 422 and creates nothing; the books’ currency takes only 1', async () => {
    const { bills, rent, vendorId } = await business();
    const refused = await bills.create({
      contact_id: vendorId,
      bill_number: 'B-1',
      issue_date: '2026-01-10',
      due_date: '2026-01-20',
      currency: 'TZS',
      lines: [billLine(rent)],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exchange_rate[0]).toMatch(/no TZS rate on or before 2026-01-10/);
    const ones = await bills.create({
      contact_id: vendorId,
      bill_number: 'B-2',
      issue_date: '2026-01-10',
      due_date: '2026-01-20',
      currency: 'KES',
      exchange_rate: 2,
      lines: [billLine(rent)],
    });
    expect(ones.statusCode).toBe(422);
    expect((await bills.list()).meta.total_count).toBe(0);
  });

  it('a KES bill stays as it was: rate 1, no currency columns on its lines', async () => {
    const { bills, rent, vendorId, balances } = await business();
    const bill = await bills.created({ contact_id: vendorId, lines: [billLine(rent)] });
    expect(bill).toMatchObject({ currency: 'KES', exchange_rate: 1, total_in_books: 1000 });
    await bills.ok(bills.pay(bill.id, { amount: 1000 }), 201);
    const { kes, foreign } = await balances();
    expect(kes).toMatchObject({ '2000': 0n, '1100': -100_000n, '6100': 100_000n });
    expect(foreign).toEqual({});
  });

  it('changing the rate of an unpaid bill re-posts it; once paid the rate is fixed', async () => {
    const { bills, rent, vendorId, balances } = await business();
    const bill = await bills.created({
      contact_id: vendorId,
      currency: 'USD',
      exchange_rate: 129.5,
      lines: [billLine(rent)],
    });
    await bills.ok(bills.update(bill.id, { exchange_rate: 130 }));
    expect((await balances()).kes['2000']).toBe(-13_000_000n);
    await bills.ok(bills.pay(bill.id, { amount: 10, exchange_rate: 130 }), 201);
    const refused = await bills.update(bill.id, { exchange_rate: 131 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exchange_rate[0]).toMatch(/cannot change once payments/);
  });
});
