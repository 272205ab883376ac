import type { Invoice } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { lockBill, removeBillPayment } from '../../../src/modules/bills/index.ts';
import { applyPayments, lockInvoices, removePayment } from '../../../src/modules/invoices/index.ts';
import { billClient, billLine } from '../../support/bill-helpers.ts';
import { currencyBusiness, ledgerBalances, trialDifference } from '../../support/currency-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import { ledgerClient } from '../../support/ledger-helpers.ts';

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

/**
 * USD 100.00 at 129.50, paid 10.01 three times at 130.25: at 129.50 each odd cent's half rounds up, so the
 * second payment clears 1,296.29 of 1200 and the others 1,296.30. Taking the second one off and paying the
 * rest must still clear 1200 to 0.00: the later payments' shares are worked out again without it.
 */
describe(`a payment taken off a document in another currency on ${backend}`, () => {
  it('leaves 0.00 in 1200 in KES and USD once the invoice is paid after all', async () => {
    const { client, foreignDraft, accountId } = await currencyBusiness(app);
    const draft = await foreignDraft('USD', [line({ unit_price: 100 })], 129.5);
    const invoice = await client.ok<Invoice>(client.update(draft.id, { status: 'sent' }));
    for (const paidOn of ['2026-03-03', '2026-03-04', '2026-03-05']) {
      await client.ok(
        client.pay(invoice.id, {
          amount: 10.01,
          paid_on: paidOn,
          method: 'bank_transfer',
          exchange_rate: 130.25,
        }),
        201,
      );
    }
    const ids = (await client.ok<Invoice>(client.get(invoice.id))).payments.map((payment) => payment.id);
    const second = [...ids].sort((a, b) => a - b)[1]!;
    await database.db.transaction(async (tx) => {
      await lockInvoices(tx, accountId, [invoice.id]);
      await removePayment(tx, accountId, second);
    });
    await client.ok(
      client.pay(invoice.id, { amount: 79.98, paid_on: '2026-03-20', method: 'cash', exchange_rate: 131 }),
      201,
    );
    expect((await client.ok<Invoice>(client.get(invoice.id))).balance).toBe(0);
    const { kes, foreign } = await ledgerBalances(database.db, accountId);
    expect([kes['1200'] ?? 0n, foreign['1200 USD'] ?? 0n]).toEqual([0n, 0n]);
    expect(trialDifference(kes)).toBe(0n);
    // Money in: 2 × 10.01 at 130.25 and 79.98 at 131, against 12,950.00 invoiced.
    expect(-((kes['4950'] ?? 0n) + (kes['6950'] ?? 0n))).toBe(130_380n * 2n + 1_047_738n - 1_295_000n);
  });

  it('leaves 0.00 in 2000 in KES and USD once the bill is paid after all', async () => {
    const { token, accountId, contactId } = await currencyBusiness(app);
    const bills = billClient(app, token);
    const rent = (await ledgerClient(app, token).chart()).get('6100')!.id;
    const bill = await bills.created({
      contact_id: contactId,
      currency: 'USD',
      exchange_rate: 129.5,
      lines: [billLine(rent, { unit_price: 100 })],
    });
    for (const paidOn of ['2026-01-20', '2026-01-21', '2026-01-22']) {
      await bills.ok(bills.pay(bill.id, { amount: 10.01, paid_on: paidOn, exchange_rate: 130.25 }), 201);
    }
    const ids = (await bills.ok(bills.get(bill.id))).payments.map((payment) => payment.id);
    const second = [...ids].sort((a, b) => a - b)[1]!;
    await database.db.transaction(async (tx) => {
      await lockBill(tx, accountId, bill.id);
      await removeBillPayment(tx, accountId, second);
    });
    await bills.ok(bills.pay(bill.id, { amount: 79.98, paid_on: '2026-01-30', exchange_rate: 131 }), 201);
    const { kes, foreign } = await ledgerBalances(database.db, accountId);
    expect([kes['2000'] ?? 0n, foreign['2000 USD'] ?? 0n]).toEqual([0n, 0n]);
    expect(trialDifference(kes)).toBe(0n);
    expect(-((kes['4950'] ?? 0n) + (kes['6950'] ?? 0n))).toBe(1_295_000n - 130_380n * 2n - 1_047_738n);
  });
});

describe(`payments recorded together on ${backend}`, () => {
  it('record one of an invoice in another currency at the rate of its day, its 1200 in the currency', async () => {
    const { client, foreignDraft, accountId, rate } = await currencyBusiness(app);
    await rate('USD', '2026-03-01', 130.25);
    const draft = await foreignDraft('USD', [line({ unit_price: 100 })], 129.5);
    const invoice = await client.ok<Invoice>(client.update(draft.id, { status: 'sent' }));
    const kesDraft = await client.created({
      contact_id: invoice.contact_id,
      issue_date: '2026-03-02',
      due_date: '2026-04-01',
    });
    await client.ok(client.addItems(kesDraft.id, [line({ unit_price: 500 })]));
    const kesInvoice = await client.ok<Invoice>(client.update(kesDraft.id, { status: 'sent' }));
    await database.db.transaction(async (tx) => {
      await lockInvoices(tx, accountId, [invoice.id, kesInvoice.id]);
      const batch = [invoice.id, kesInvoice.id].map((invoiceId, index) => ({
        invoiceId,
        cents: index === 0 ? 10_000n : 50_000n,
        paidOn: '2026-03-10',
        method: 'bank_transfer' as const,
        reference: null,
        part: false,
      }));
      await applyPayments(tx, accountId, batch);
    });
    const paid = await client.ok<Invoice>(client.get(invoice.id));
    expect(paid).toMatchObject({ balance: 0, status: 'paid' });
    expect(paid.payments[0]).toMatchObject({ amount: 100, exchange_rate: 130.25 });
    const { kes, foreign } = await ledgerBalances(database.db, accountId);
    expect([kes['1200'] ?? 0n, foreign['1200 USD'] ?? 0n]).toEqual([0n, 0n]);
    expect(kes['1100']).toBe(1_302_500n + 50_000n);
    expect(kes['4950']).toBe(-7_500n);
    expect(trialDifference(kes)).toBe(0n);
  });
});
