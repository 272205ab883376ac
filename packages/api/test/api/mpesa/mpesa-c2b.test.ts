import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { invoices } from '../../../src/db/schema.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { trialBalance } from '../../support/ledger-helpers.ts';
import {
  ACCEPTED,
  balancesByNumber,
  business,
  c2bToken,
  confirm,
  confirmation,
  paybill as paybillOf,
  queueOf,
  sentInvoice,
} from '../../support/mpesa-helpers.ts';

// Safaricom's C2B confirmations of a paybill: matched to an invoice by its account number, booked once.

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

const paybill = (prepare?: Parameters<typeof paybillOf>[1]) => paybillOf(app, prepare);
const queue = (token: string) => queueOf(app, token);

describe(`C2B confirmations matched to invoices on ${backend}`, () => {
  type Case = {
    name: string;
    billRef: string;
    amount: string;
    prepare?: (owner: Awaited<ReturnType<typeof business>>, id: string) => Promise<void>;
    paid: number;
    status: string;
    queued: number | null;
    matched: boolean;
  };
  const cases: Case[] = [
    {
      name: 'exact',
      billRef: 'INV-0001',
      amount: '1190.00',
      paid: 1190,
      status: 'paid',
      queued: null,
      matched: true,
    },
    {
      name: 'lower case',
      billRef: 'inv-0001',
      amount: '1190.00',
      paid: 1190,
      status: 'paid',
      queued: null,
      matched: true,
    },
    {
      name: 'spaces',
      billRef: ' inv 0001 ',
      amount: '1190',
      paid: 1190,
      status: 'paid',
      queued: null,
      matched: true,
    },
    {
      name: 'no hyphen',
      billRef: 'INV0001',
      amount: '1190.00',
      paid: 1190,
      status: 'paid',
      queued: null,
      matched: true,
    },
    {
      name: 'dots and slashes',
      billRef: 'Inv.00/01',
      amount: '1190.00',
      paid: 1190,
      status: 'paid',
      queued: null,
      matched: true,
    },
    {
      name: 'partial',
      billRef: 'INV-0001',
      amount: '500.00',
      paid: 500,
      status: 'sent',
      queued: null,
      matched: true,
    },
    {
      name: 'excess',
      billRef: 'inv 0001',
      amount: '1500.50',
      paid: 1190,
      status: 'paid',
      queued: 310.5,
      matched: true,
    },
    {
      name: 'already paid',
      billRef: 'INV-0001',
      amount: '200.00',
      prepare: async ({ client }, id) => {
        await client.ok(client.pay(id, { amount: 1190, paid_on: '2026-01-19', method: 'cash' }), 201);
      },
      paid: 1190,
      status: 'paid',
      queued: 200,
      matched: true,
    },
    {
      name: 'unknown reference',
      billRef: 'INV-9999',
      amount: '700.00',
      paid: 0,
      status: 'sent',
      queued: 700,
      matched: false,
    },
    {
      name: 'empty reference',
      billRef: '',
      amount: '700.00',
      paid: 0,
      status: 'sent',
      queued: 700,
      matched: false,
    },
    {
      name: 'void invoice',
      billRef: 'INV-0001',
      amount: '700.00',
      prepare: async ({ client }, id) => {
        await client.ok(client.inject('POST', `/invoices/${id}/void`, {}));
      },
      paid: 0,
      status: 'void',
      queued: 700,
      matched: false,
    },
  ];

  it.each(cases)('$name: $billRef paying $amount', async (c) => {
    const { owner, invoice, token } = await paybill(c.prepare);
    const body = confirmation({ BillRefNumber: c.billRef, TransAmount: c.amount });
    const response = await confirm(app, token, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ACCEPTED);

    const after = await owner.client.ok(owner.client.get(invoice.id));
    expect(after.status).toBe(c.status);
    expect(after.paid_amount).toBe(c.paid);
    const byC2b = after.payments.filter((p) => p.reference === body.TransID);
    expect(byC2b).toEqual(
      c.paid > 0 && c.name !== 'already paid'
        ? [expect.objectContaining({ amount: c.paid, method: 'mpesa', paid_on: '2026-01-20' })]
        : [],
    );
    const rows = await queue(owner.token);
    expect(rows).toEqual(
      c.queued === null
        ? []
        : [
            {
              id: expect.any(Number),
              trans_id: body.TransID,
              amount: c.queued,
              bill_ref_number: c.billRef.trim(),
              msisdn: '2547 ***** 126',
              payer_name: 'JOHN DOE',
              matched_invoice_id: c.matched ? invoice.id : null,
              received_at: '2026-01-20T06:30:05.000Z',
              invoice_id: null,
              assigned_at: null,
              hold_reason: null,
              payer_contact_id: null,
            },
          ],
    );
    // The money is in M-Pesa (1300); what no invoice took waits on 2300; the books balance.
    const balances = await balancesByNumber(database.db, owner.accountId);
    expect(Number(balances['1300'] ?? 0)).toBe(Number(c.amount));
    // 2300 is a credit balance: what waits in the queue.
    expect(-Number(balances['2300'] ?? 0) + 0).toBe(c.queued ?? 0);
    const totals = await trialBalance(database.db, owner.accountId);
    expect(totals.debit).toBe(totals.credit);
  });

  it('a draft takes nothing: the whole amount is queued, the draft stays a draft', async () => {
    const owner = await business(app);
    const draft = await owner.client.created({ contact_id: owner.contactId });
    const token = await c2bToken(app, owner.token);
    await confirm(app, token, confirmation({ BillRefNumber: draft.invoice_number, TransAmount: '10.00' }));
    expect((await owner.client.ok(owner.client.get(draft.id))).status).toBe('draft');
    expect(await queue(owner.token)).toEqual([
      expect.objectContaining({ amount: 10, matched_invoice_id: null }),
    ]);
  });

  it('an invoice stored in another currency takes nothing', async () => {
    const owner = await business(app);
    const dollars = await sentInvoice(owner, 50);
    // Documents in other currencies are refused now; one stored before that rule is still never paid in KES.
    await database.db.update(invoices).set({ currency: 'USD' }).where(eq(invoices.id, dollars.id));
    const token = await c2bToken(app, owner.token);
    await confirm(app, token, confirmation({ BillRefNumber: dollars.invoice_number, TransAmount: 50 }));
    expect((await owner.client.ok(owner.client.get(dollars.id))).paid_amount).toBe(0);
    expect(await queue(owner.token)).toEqual([expect.objectContaining({ amount: 50 })]);
  });
});
