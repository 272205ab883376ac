import {
  CREDIT_NOTE_ACTIONS,
  type CreditNote,
  type CreditNoteAction,
  creditNoteActions,
  creditNoteSchema,
} from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { sentInvoice } from '../../support/credit-note-helpers.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';

// Every credit note state × every action: the API allows exactly what contracts' creditNoteActions says, the
// rule the screens offer their buttons by.

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

type Business = Awaited<ReturnType<typeof sentInvoice>>;
type Answer = Awaited<ReturnType<Business['notes']['get']>>;

const refund = (b: Business, note: CreditNote, amount: number) =>
  b.notes.refund(note.id, { amount, paid_on: '2026-01-25', method: 'cash' });

/**
 * How each state is reached on a sent invoice of 116.00: a credit note of 58.00 (50 at 16 %), after the
 * invoice was paid as far as `paid` says.
 */
const STATES: Record<string, { paid: number; after?: (b: Business, note: CreditNote) => Promise<unknown> }> =
  {
    'applied in full': { paid: 0 },
    'partly refundable': { paid: 100 },
    'wholly refundable': { paid: 116 },
    'partly refunded': { paid: 116, after: (b, note) => b.notes.ok(refund(b, note, 20), 201) },
    'refunded in full': { paid: 116, after: (b, note) => b.notes.ok(refund(b, note, 58), 201) },
  };

/** Each action tried once; answers whether the API took it (2xx) or refused it (422). */
const ATTEMPTS: Record<CreditNoteAction, (b: Business, note: CreditNote) => Promise<Answer>> = {
  refund: (b, note) => refund(b, note, 1),
};

describe(`credit note actions on ${backend}: the API allows exactly what creditNoteActions says`, () => {
  for (const [state, { paid, after }] of Object.entries(STATES)) {
    it(`a credit note ${state}, for every action`, async () => {
      const outcomes: string[] = [];
      const expected: string[] = [];
      for (const action of CREDIT_NOTE_ACTIONS) {
        const b = await sentInvoice(app);
        if (paid > 0) {
          const payment = { amount: paid, paid_on: '2026-01-12', method: 'cash' };
          await b.invoices.ok(b.invoices.pay(b.invoice.id, payment), 201);
        }
        const { ledger_account_id: income } = b.invoice.invoice_items[0]!;
        const created = await b.notes.created(b.invoice.id, [
          { ...line({ unit_price: 50, tax_rate: 16 }), ledger_account_id: income },
        ]);
        await after?.(b, created);
        const note = creditNoteSchema.parse((await b.notes.get(created.id)).json().data);
        const allowed = creditNoteActions(note)[action];
        const response = await ATTEMPTS[action](b, note);
        if (response.statusCode !== 422 && response.statusCode >= 300) {
          throw new Error(`${state} ${action}: ${response.statusCode} ${response.body}`);
        }
        outcomes.push(`${action}: ${response.statusCode < 300 ? 'allowed' : 'refused'}`);
        expected.push(`${action}: ${allowed ? 'allowed' : 'refused'}`);
      }
      expect(outcomes).toEqual(expected);
    });
  }

  it('the table is not trivial: some states allow a refund and some refuse it', () => {
    const of = (refundable: number, refunded: number) =>
      creditNoteActions({ refundable_amount: refundable, refunded_amount: refunded }).refund;
    expect([of(0, 0), of(42, 0), of(58, 20), of(58, 58)]).toEqual([false, true, true, false]);
  });
});
