import type { CreditNote, Invoice } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import fc from 'fast-check';
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

const RUNS = Number(process.env.CURRENCY_PROPERTY_RUNS || 6);
const SEED = Number(process.env.CURRENCY_PROPERTY_SEED || Math.floor(Math.random() * 2 ** 31));

/**
 * A rate of up to 6 decimals between 1 and 300 (USD, EUR, GBP and beyond). Below 1 a settlement of a cent can
 * be worth 0.00 in KES, and a journal line of 0.00 is not stored (with its currency amount): see the README.
 */
const rateArbitrary = fc.integer({ min: 1_000_000, max: 300_000_000 }).map((micros) => micros / 1_000_000);
const lineArbitrary = fc.record({
  unit_price: fc.integer({ min: 1, max: 500_000 }).map((cents) => cents / 100),
  quantity: fc.constantFrom(1, 2, 3, 1.5),
  tax_rate: fc.constantFrom(0, 8, 16),
});
/** A settlement: a payment or a credit note of `share` percent of what is left, at a rate (payments). */
const stepArbitrary = fc.record({
  kind: fc.constantFrom('pay', 'credit'),
  share: fc.integer({ min: 1, max: 120 }),
  rate: rateArbitrary,
});
const sequenceArbitrary = fc.record({
  rate: rateArbitrary,
  lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 3 }),
  steps: fc.array(stepArbitrary, { maxLength: 4 }),
  lastRate: rateArbitrary,
  refundRates: fc.array(rateArbitrary, { minLength: 1, maxLength: 2 }),
});

describe(`settling invoices in another currency on ${backend} (CURRENCY_PROPERTY_RUNS=${RUNS}, CURRENCY_PROPERTY_SEED=${SEED})`, () => {
  it(
    'payments at drifting rates, credit notes and refunds leave 0.00 in 1200 and 2200, in KES and the currency',
    async () => {
      await fc.assert(
        fc.asyncProperty(sequenceArbitrary, async (sequence) => {
          const { client, foreignDraft, accountId, token } = await currencyBusiness(app);
          const notes = creditNoteClient(app, token);
          const draft = await foreignDraft('USD', sequence.lines.map(line), sequence.rate);
          const invoice = await client.ok<Invoice>(client.update(draft.id, { status: 'sent' }));
          let credited = 0n;
          const credits: CreditNote[] = [];
          for (const step of sequence.steps) {
            const balance = toCents(String((await notes.invoice(invoice.id)).balance));
            if (step.kind === 'pay' && balance > 0n) {
              const cents = (balance * BigInt(Math.min(step.share, 100))) / 100n || 1n;
              await client.ok(
                client.pay(invoice.id, {
                  amount: centsToNumber(cents),
                  paid_on: '2026-03-10',
                  method: 'bank_transfer',
                  exchange_rate: step.rate,
                }),
                201,
              );
            } else if (step.kind === 'credit') {
              // Up to 120 % of the balance, never more than the invoice's total less its credit notes.
              const room = toCents(String(invoice.total)) - credited;
              const wanted = (balance * BigInt(step.share)) / 100n || 1n;
              const cents = wanted < room ? wanted : room;
              if (cents <= 0n) continue;
              credits.push(
                await notes.ok<CreditNote>(
                  notes.create({
                    invoice_id: invoice.id,
                    issue_date: '2026-03-12',
                    reason: 'Adjusted',
                    items: [line({ unit_price: centsToNumber(cents), tax_rate: 0 })],
                  }),
                  201,
                ),
              );
              credited += cents;
            }
          }
          const left = (await notes.invoice(invoice.id)).balance;
          if (left > 0) {
            await client.ok(
              client.pay(invoice.id, {
                amount: left,
                paid_on: '2026-03-20',
                method: 'cash',
                exchange_rate: sequence.lastRate,
              }),
              201,
            );
          }
          for (const credit of credits) {
            const refundable = toCents(String(credit.refundable_amount));
            const parts = refundable > 1n ? [refundable / 2n, refundable - refundable / 2n] : [refundable];
            for (const [index, cents] of parts.entries()) {
              if (cents === 0n) continue;
              await notes.ok(
                notes.refund(credit.id, {
                  amount: centsToNumber(cents),
                  paid_on: '2026-03-25',
                  method: 'cash',
                  exchange_rate: sequence.refundRates[index % sequence.refundRates.length],
                }),
                201,
              );
            }
          }
          expect((await notes.invoice(invoice.id)).balance).toBe(0);
          const { kes, foreign } = await ledgerBalances(database.db, accountId);
          expect([kes['1200'] ?? 0n, foreign['1200 USD'] ?? 0n]).toEqual([0n, 0n]);
          expect([kes['2200'] ?? 0n, foreign['2200 USD'] ?? 0n]).toEqual([0n, 0n]);
          expect(Object.values(kes).reduce((sum, cents) => sum + cents, 0n)).toBe(0n);
        }),
        { numRuns: RUNS, seed: SEED },
      );
    },
    Math.max(120_000, RUNS * 15_000),
  );
});
