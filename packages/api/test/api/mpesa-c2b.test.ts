import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { backend, bearer, testApp, testDatabase } from '../helpers.ts';
import { mpesaCode } from '../invoice-helpers.ts';
import { trialBalance } from '../ledger-helpers.ts';
import {
  balancesByNumber,
  business,
  c2bToken,
  confirm,
  confirmation,
  sentInvoice,
} from '../mpesa-helpers.ts';

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

const receiptCount = async () =>
  Number(
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from mpesa_receipts`))[0]
      ?.n,
  );

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

/** A business with INV-0001 of KES 1,190 sent, prepared by `prepare`; its C2B token. */
async function paybill(prepare?: (owner: Awaited<ReturnType<typeof business>>, id: string) => Promise<void>) {
  const owner = await business(app);
  const invoice = await sentInvoice(owner, 1190);
  await prepare?.(owner, invoice.id);
  return { owner, invoice, token: await c2bToken(app, owner.token) };
}

async function queue(token: string) {
  return (await app.inject({ url: '/api/mpesa/unmatched?status=all', headers: bearer(token) })).json().data;
}

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

  it('an invoice in another currency takes nothing', async () => {
    const owner = await business(app);
    const dollars = await sentInvoice(owner, 50, 'USD');
    const token = await c2bToken(app, owner.token);
    await confirm(app, token, confirmation({ BillRefNumber: dollars.invoice_number, TransAmount: 50 }));
    expect((await owner.client.ok(owner.client.get(dollars.id))).paid_amount).toBe(0);
    expect(await queue(owner.token)).toEqual([expect.objectContaining({ amount: 50 })]);
  });
});

describe(`C2B confirmations exactly once on ${backend}`, () => {
  it('10 concurrent replays of one TransID: one receipt, one payment, Accepted to each', async () => {
    const { owner, invoice, token } = await paybill();
    const body = confirmation({ TransAmount: '1500.00' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(app, token, body)));
    for (const answer of answers) expect(answer.json()).toEqual(ACCEPTED);
    const after = await owner.client.ok(owner.client.get(invoice.id));
    expect(after.payments).toHaveLength(1);
    expect(after).toMatchObject({ status: 'paid', paid_amount: 1190 });
    expect(await queue(owner.token)).toEqual([expect.objectContaining({ amount: 310 })]);
    const receipts = rowsOf<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from mpesa_receipts where account_id = ${owner.accountId}`,
      ),
    );
    expect(Number(receipts[0]?.n)).toBe(1);
    // A later retry changes nothing either.
    expect((await confirm(app, token, body)).json()).toEqual(ACCEPTED);
    expect(Number((await balancesByNumber(database.db, owner.accountId))['1300'])).toBe(1500);
  });

  it('unknown or malformed token: 404, nothing stored', async () => {
    const before = await receiptCount();
    for (const token of [randomBytes(32).toString('hex'), 'abc', 'A'.repeat(64)]) {
      const response = await confirm(app, token, confirmation());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
    expect(await receiptCount()).toBe(before);
  });

  it('a body that is not a confirmation: 400 {error}, nothing stored', async () => {
    const { token } = await paybill();
    const before = await receiptCount();
    const bodies: unknown[] = [
      '{"TransID": ',
      { TransAmount: '10.00' },
      confirmation({ TransAmount: 'ten' }),
      confirmation({ TransAmount: '-5.00' }),
      confirmation({ TransAmount: '0.00' }),
      confirmation({ TransAmount: '1.005' }),
      confirmation({ FirstName: 'A\u0000B' }),
      [],
    ];
    for (const body of bodies) {
      const response = await confirm(app, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
    expect(await receiptCount()).toBe(before);
  });

  it('a TransID typed in by hand first is not counted twice; a C2B code cannot be typed in again', async () => {
    const { owner, invoice, token } = await paybill();
    const code = mpesaCode();
    await owner.client.ok(
      owner.client.pay(invoice.id, { amount: 100, paid_on: '2026-01-20', method: 'mpesa', reference: code }),
      201,
    );
    await confirm(app, token, confirmation({ TransID: code, TransAmount: '100.00' }));
    const after = await owner.client.ok(owner.client.get(invoice.id));
    expect(after.paid_amount).toBe(100);
    expect(await queue(owner.token)).toEqual([]);

    const byC2b = confirmation({ TransAmount: '90.00' });
    await confirm(app, token, byC2b);
    const typed = await owner.client.pay(invoice.id, {
      amount: 1,
      paid_on: '2026-01-21',
      method: 'mpesa',
      reference: byC2b.TransID.toLowerCase(),
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().error).toBe(
      `M-Pesa code ${byC2b.TransID} is already recorded on invoice ${invoice.invoice_number}`,
    );

    const queued = confirmation({ BillRefNumber: 'nobody', TransAmount: '5.00' });
    await confirm(app, token, queued);
    const again = await owner.client.pay(invoice.id, {
      amount: 5,
      paid_on: '2026-01-21',
      method: 'mpesa',
      reference: queued.TransID,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(
      `M-Pesa code ${queued.TransID} is waiting in Unmatched M-Pesa payments: assign it to the invoice from there`,
    );
  });

  it('a day inside the locked period is booked the day after the lock date', async () => {
    const { owner, invoice, token } = await paybill();
    await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(owner.token),
      payload: { account: { lock_date: '2026-01-31' } },
    });
    expect((await confirm(app, token, confirmation({ TransAmount: '100.00' }))).statusCode).toBe(200);
    const after = await owner.client.ok(owner.client.get(invoice.id));
    expect(after.payments.map((p) => p.paid_on)).toEqual(['2026-02-01']);
  });
});

describe(`the C2B token on ${backend}`, () => {
  it('every account has its own, in GET /account and /users/current; rotating it retires the old one', async () => {
    const a = await business(app);
    const b = await business(app);
    const token = await c2bToken(app, a.token);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await c2bToken(app, b.token)).not.toBe(token);
    const current = await app.inject({ url: '/api/users/current', headers: bearer(a.token) });
    expect(current.json().data.account.mpesa_c2b_token).toBe(token);

    const rotated = await app.inject({
      method: 'PUT',
      url: '/api/account',
      headers: bearer(a.token),
      payload: { account: { rotate_mpesa_token: true } },
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data.mpesa_c2b_token;
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(fresh).not.toBe(token);
    expect((await confirm(app, token, confirmation())).statusCode).toBe(404);
    expect((await confirm(app, fresh, confirmation())).statusCode).toBe(200);
  });
});
