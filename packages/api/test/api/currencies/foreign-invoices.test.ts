import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { currencyBusiness, ledgerBalances } from '../../support/currency-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';

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

const business = () => currencyBusiness(app);
const balances = (accountId: number) => ledgerBalances(database.db, accountId);

describe(`invoices in other currencies on ${backend}`, () => {
  it('USD 1,000.00 invoiced at 129.50 and paid at 130.25 posts 750.00 exchange gain and clears 1200', async () => {
    const { client, foreignDraft, accountId } = await business();
    const invoice = await foreignDraft('USD', [line({ unit_price: 1000, quantity: 1 })], 129.5);
    expect(invoice).toMatchObject({ currency: 'USD', exchange_rate: 129.5 });
    const sent = await client.ok(client.update(invoice.id, { status: 'sent' }));
    expect(sent).toMatchObject({ total: 1000, total_in_books: 129_500 });
    expect((await balances(accountId)).kes).toMatchObject({ '1200': 12_950_000n, '4000': -12_950_000n });

    const paid = await client.ok(
      client.pay(invoice.id, {
        amount: 1000,
        paid_on: '2026-03-20',
        method: 'bank_transfer',
        exchange_rate: 130.25,
      }),
      201,
    );
    expect(paid).toMatchObject({ status: 'paid', balance: 0 });
    expect(paid.payments[0]).toMatchObject({ amount: 1000, exchange_rate: 130.25 });
    const { kes, foreign } = await balances(accountId);
    expect(kes['1200']).toBe(0n);
    expect(kes['1100']).toBe(13_025_000n);
    expect(kes['4950']).toBe(-75_000n);
    expect(foreign['1200 USD']).toBe(0n);
    expect(foreign['1100 USD']).toBe(100_000n);
  });

  it('part payments at drifting rates leave exactly 0.00 in 1200 once paid; the differences sum to what was gained', async () => {
    const { client, rate, foreignDraft, accountId } = await business();
    // The rate table gives the invoice its rate (the latest on or before its date) and each payment its own.
    expect((await rate('GBP', '2026-02-27', 163.402)).statusCode).toBe(201);
    await rate('GBP', '2026-03-10', 161.1);
    await rate('GBP', '2026-03-25', 166.733333);
    const invoice = await foreignDraft('GBP', [
      line({ unit_price: 333.33, quantity: 3, tax_rate: 16 }),
      line({ description: 'Travel', unit_price: 0.07, quantity: 1 }),
    ]);
    expect(invoice.exchange_rate).toBe(163.402);
    await client.ok(client.update(invoice.id, { status: 'sent' }));
    const total = (await client.ok(client.get(invoice.id))).total;
    const parts = [333.33, 0.01, total - 333.34];
    const paidOn = ['2026-03-10', '2026-03-12', '2026-03-25'];
    for (const [i, amount] of parts.entries()) {
      await client.ok(
        client.pay(invoice.id, { amount: Number(amount.toFixed(2)), paid_on: paidOn[i], method: 'cash' }),
        201,
      );
    }
    const { kes, foreign } = await balances(accountId);
    expect(kes['1200']).toBe(0n);
    expect(foreign['1200 GBP']).toBe(0n);
    // Σ differences = Σ KES received − KES invoiced.
    const received = kes['1000']!;
    const invoiced = -(kes['4000']! + kes['2100']!);
    expect(-(kes['4950'] ?? 0n) + -(kes['6950'] ?? 0n)).toBe(received - invoiced);
    expect(Object.values(kes).reduce((sum, cents) => sum + cents, 0n)).toBe(0n);
  });

  it('a rate of its own, or the table’s on its date; none at all is 422 and creates nothing', async () => {
    const { client, rate, contactId } = await business();
    const refused = await client.create({
      contact_id: contactId,
      currency: 'EUR',
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details.exchange_rate[0]).toMatch(/no EUR rate on or before 2026-03-02/);
    expect((await client.list()).json().data).toEqual([]);

    await rate('EUR', '2026-03-05', 140.11);
    const early = await client.create({
      contact_id: contactId,
      currency: 'EUR',
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
    });
    expect(early.statusCode).toBe(422);
    const kes = await client.create({
      contact_id: contactId,
      exchange_rate: 2,
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
    });
    expect(kes.statusCode).toBe(422);
    expect(Object.keys(kes.json().details)).toEqual(['exchange_rate']);

    const plain = await client.created({ contact_id: contactId });
    expect(plain).toMatchObject({ currency: 'KES', exchange_rate: 1 });
    // The rate of a draft can be changed by hand; the currency takes the table's rate.
    const euro = await client.ok(
      client.update(plain.id, { currency: 'EUR', issue_date: '2026-03-06', due_date: '2026-04-06' }),
    );
    expect(euro).toMatchObject({ currency: 'EUR', exchange_rate: 140.11 });
    const own = await client.ok(client.update(plain.id, { exchange_rate: 141.5 }));
    expect(own.exchange_rate).toBe(141.5);
  });

  it('a payment with no rate that day takes the invoice’s: no difference; the rate is fixed once paid', async () => {
    const { client, foreignDraft, accountId } = await business();
    const invoice = await foreignDraft('USD', [line({ unit_price: 10 })], 129.5);
    await client.ok(client.update(invoice.id, { status: 'sent' }));
    await client.ok(client.pay(invoice.id, { amount: 4, paid_on: '2026-03-03', method: 'cash' }), 201);
    const { kes } = await balances(accountId);
    expect(kes['1000']).toBe(51_800n);
    expect(kes['4950']).toBeUndefined();
    const fixed = await client.update(invoice.id, { exchange_rate: 130 });
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().details.exchange_rate[0]).toMatch(/cannot change once payments are recorded/);
  });
});
