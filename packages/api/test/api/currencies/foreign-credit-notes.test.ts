import type { CreditNote, Invoice } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { creditNoteClient } from '../../support/credit-note-helpers.ts';
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

const balances = (accountId: number) => ledgerBalances(database.db, accountId);
const sumOf = (kes: Record<string, bigint>) => Object.values(kes).reduce((sum, cents) => sum + cents, 0n);

/** A sent GBP invoice at 163.402 whose amounts round in KES: 3 × 333.33 at 16 % and 0.07 of travel. */
async function gbpInvoice() {
  const business = await currencyBusiness(app);
  const invoice = await business.foreignDraft(
    'GBP',
    [
      line({ unit_price: 333.33, quantity: 3, tax_rate: 16 }),
      line({ description: 'Travel', unit_price: 0.07 }),
    ],
    163.402,
  );
  const sent = await business.client.ok<Invoice>(business.client.update(invoice.id, { status: 'sent' }));
  const notes = creditNoteClient(app, business.token);
  return { ...business, invoice: sent, notes };
}

const note = (invoiceId: string, items: Record<string, unknown>[], fields: Record<string, unknown> = {}) => ({
  invoice_id: invoiceId,
  issue_date: '2026-03-15',
  reason: 'Part of the work was not done',
  items,
  ...fields,
});

describe(`credit notes in other currencies on ${backend}`, () => {
  it("takes its invoice's currency and rate; a payment and a credit note settle it to 0.00 in 1200 in KES and GBP", async () => {
    const { client, notes, invoice, accountId } = await gbpInvoice();
    expect(invoice.total).toBe(1160.06);
    await client.ok(
      client.pay(invoice.id, { amount: 500.01, paid_on: '2026-03-10', method: 'cash', exchange_rate: 161.1 }),
      201,
    );
    const credit = await notes.ok<CreditNote>(
      notes.create(note(invoice.id, [line({ unit_price: 569.02, tax_rate: 16 })])),
      201,
    );
    expect(credit).toMatchObject({
      currency: 'GBP',
      exchange_rate: 163.402,
      total: 660.06,
      applied_amount: 660.05,
    });
    expect(await notes.invoice(invoice.id)).toMatchObject({ status: 'paid', balance: 0 });
    const { kes, foreign } = await balances(accountId);
    expect(kes['1200']).toBe(0n);
    expect(foreign['1200 GBP']).toBe(0n);
    // The credit note's 0.01 beyond the balance is the customer's, in GBP at the invoice's rate.
    expect(foreign['2200 GBP']).toBe(-1n);
    expect(kes['2200']).toBe(-163n);
    // Only the payment made a difference: GBP 500.01 at 161.10 (80,551.61) instead of 163.402 (81,702.63).
    expect(kes['6950']).toBe(115_102n);
    expect(sumOf(kes)).toBe(0n);
  });

  it('a credit note first, then a payment at another rate: 1200 ends at exactly 0.00', async () => {
    const { client, notes, invoice, accountId } = await gbpInvoice();
    await notes.ok(notes.create(note(invoice.id, [line({ unit_price: 0.07 })])), 201);
    await notes.ok(notes.create(note(invoice.id, [line({ unit_price: 100.01, tax_rate: 16 })])), 201);
    const left = (await notes.invoice(invoice.id)).balance;
    expect(left).toBe(1043.98);
    await client.ok(
      client.pay(invoice.id, {
        amount: left,
        paid_on: '2026-03-20',
        method: 'bank_transfer',
        exchange_rate: 166.733333,
      }),
      201,
    );
    const { kes, foreign } = await balances(accountId);
    expect([kes['1200'], foreign['1200 GBP'], kes['2200']]).toEqual([0n, 0n, undefined]);
    expect(kes['4950']).toBeLessThan(0n);
    expect(sumOf(kes)).toBe(0n);
  });

  it('a refund at another rate posts the realised difference and clears 2200 in KES and GBP', async () => {
    const { client, notes, invoice, accountId } = await gbpInvoice();
    await client.ok(
      client.pay(invoice.id, { amount: invoice.total, paid_on: '2026-03-05', method: 'cash' }),
      201,
    );
    const credit = await notes.ok<CreditNote>(
      notes.create(note(invoice.id, [line({ unit_price: 100, tax_rate: 16 })])),
      201,
    );
    expect(credit).toMatchObject({ applied_amount: 0, refundable_amount: 116 });
    // 116.00 at 163.402 is KES 18,954.63 owed; paid back in two parts at 165 and at the note's rate (no rate that day).
    const first = await notes.ok<CreditNote>(
      notes.refund(credit.id, { amount: 16.01, paid_on: '2026-03-20', method: 'cash', exchange_rate: 165 }),
      201,
    );
    expect(first.refunds[0]).toMatchObject({ amount: 16.01, exchange_rate: 165 });
    const second = await notes.ok<CreditNote>(
      notes.refund(credit.id, { amount: 99.99, paid_on: '2026-03-21', method: 'cash' }),
      201,
    );
    expect(second.refunds[1]).toMatchObject({ exchange_rate: 163.402 });
    const { kes, foreign } = await balances(accountId);
    expect([kes['1200'], kes['2200'], foreign['2200 GBP']]).toEqual([0n, 0n, 0n]);
    // GBP 16.01 cost KES 2,641.65 at 165 against 2,616.07 at 163.402: a loss of 25.58; the rest, 99.99 at
    // the note's rate, is 16,338.57 against the 16,338.56 left of the note's 18,954.63: 0.01 more.
    expect(kes['6950']).toBe(2_559n);
    expect(kes['4950']).toBeUndefined();
    expect(sumOf(kes)).toBe(0n);
  });

  it("refuses another currency or rate than the invoice's, and creates nothing", async () => {
    const { notes, invoice, accountId } = await gbpInvoice();
    const before = await balances(accountId);
    const usd = await notes.create(note(invoice.id, [line({ unit_price: 10 })], { currency: 'USD' }));
    expect(usd.statusCode).toBe(422);
    expect(usd.json().details.currency[0]).toMatch(/in its invoice's currency, GBP, not USD/);
    const kes = await notes.create(note(invoice.id, [line({ unit_price: 10 })], { currency: 'KES' }));
    expect(kes.statusCode).toBe(422);
    const rate = await notes.create(note(invoice.id, [line({ unit_price: 10 })], { exchange_rate: 150 }));
    expect(rate.statusCode).toBe(422);
    expect(rate.json().details.exchange_rate[0]).toMatch(/its invoice's rate, 163.402/);
    expect(await balances(accountId)).toEqual(before);
    const same = await notes.create(
      note(invoice.id, [line({ unit_price: 10 })], { currency: 'GBP', exchange_rate: 163.402 }),
    );
    expect(same.statusCode).toBe(201);
    expect((await notes.list({ invoice_id: invoice.id })).json().data).toHaveLength(1);
  });

  it('a KES credit note stays as it was: KES at rate 1, no currency on its lines', async () => {
    const { client, contactId, accountId, token } = await currencyBusiness(app);
    const invoice = await client.created({ contact_id: contactId });
    await client.ok(client.addItems(invoice.id, [line({ unit_price: 100, tax_rate: 16 })]));
    await client.ok(client.update(invoice.id, { status: 'sent' }));
    const notes = creditNoteClient(app, token);
    const credit = await notes.created(invoice.id, [line({ unit_price: 50, tax_rate: 16 })]);
    expect(credit).toMatchObject({ currency: 'KES', exchange_rate: 1, total: 58, applied_amount: 58 });
    const usd = await notes.create(note(invoice.id, [line({ unit_price: 10 })], { currency: 'USD' }));
    expect(usd.statusCode).toBe(422);
    const { kes, foreign } = await balances(accountId);
    expect(kes['1200']).toBe(5_800n);
    expect(foreign).toEqual({});
  });
});
