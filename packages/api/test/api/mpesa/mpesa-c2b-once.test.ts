import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import { backend, bearer, testApp, testDatabase } from '../../support/helpers.ts';
import { mpesaCode } from '../../support/invoice-helpers.ts';
import {
  ACCEPTED,
  balancesByNumber,
  business,
  c2bToken,
  confirm,
  confirmation,
  paybill as paybillOf,
  queueOf,
} from '../../support/mpesa-helpers.ts';

// Safaricom's C2B confirmations of a paybill: booked once per TransID, bad ones refused, the token, the limits.

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

const paybill = (prepare?: Parameters<typeof paybillOf>[1]) => paybillOf(app, prepare);
const queue = (token: string) => queueOf(app, token);

describe(`C2B confirmations exactly once on ${backend}`, () => {
  it('10 concurrent replays of one TransID (on both paths): one receipt, one payment, Accepted to each', async () => {
    const { owner, invoice, token } = await paybill();
    const body = confirmation({ TransAmount: '1500.00' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => confirm(app, token, body, i % 2 ? 'paybill' : 'mpesa/c2b')),
    );
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
      for (const path of ['mpesa/c2b', 'paybill'] as const) {
        const response = await confirm(app, token, confirmation(), path);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Not found' });
      }
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

  it('a field Safaricom never fills, holding a lone surrogate, is stored as the replacement character', async () => {
    const { owner, token } = await paybill();
    const body = confirmation({ BusinessShortCode: 'x\udc00', OrgAccountBalance: '\ud800', '\udfffKey': 1 });
    expect((await confirm(app, token, body)).json()).toEqual(ACCEPTED);
    const [row] = rowsOf<{ raw: Record<string, unknown> }>(
      await database.db.execute(
        sql`select raw from mpesa_receipts where account_id = ${owner.accountId} and trans_id = ${body.TransID}`,
      ),
    );
    expect(row?.raw).toMatchObject({
      BusinessShortCode: 'x\ufffd',
      OrgAccountBalance: '\ufffd',
      '\ufffdKey': 1,
    });
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

describe(`rate limits of the M-Pesa routes on ${backend}`, () => {
  it('limit confirmations per business (never per IP), unknown tokens per IP, charges per IP and per invoice', async () => {
    const limited = await testApp(database, { publicRateLimitMax: 3, mpesaCallbackRateLimitMax: 4 });
    try {
      const { owner, invoice, token } = await paybill();
      const other = await paybill();
      const post = (address: string, to = token) =>
        limited.inject({
          method: 'POST',
          url: `/api/mpesa/c2b/${to}/confirmation`,
          remoteAddress: address,
          payload: confirmation({ BillRefNumber: 'x', TransAmount: '1.00' }),
        });
      // Guessing tokens from one address stops at the public limit.
      const guess = randomBytes(32).toString('hex');
      for (let n = 0; n < 3; n += 1) expect((await post('203.0.113.1', guess)).statusCode).toBe(404);
      expect((await post('203.0.113.1', guess)).statusCode).toBe(429);
      // Safaricom calls every business from the same address: the public per-IP limit never applies to a
      // known token (the guessing address above is still let through), only the business's own limit.
      for (let n = 0; n < 4; n += 1) expect((await post('203.0.113.1')).statusCode).toBe(200);
      expect((await post('203.0.113.1')).statusCode).toBe(429);
      expect((await post('203.0.113.20')).statusCode).toBe(429);
      expect((await queue(owner.token)).length).toBe(4);
      // One business at its limit refuses nothing of another's.
      for (let n = 0; n < 4; n += 1) expect((await post('203.0.113.1', other.token)).statusCode).toBe(200);
      expect((await queue(other.owner.token)).length).toBe(4);

      const chargeFrom = (address: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/payments/mpesa/charge',
          remoteAddress: address,
          payload: { invoice_id: invoice.id, phone: '0712345678' },
        });
      for (let n = 0; n < 3; n += 1) expect((await chargeFrom(`198.51.100.${n}`)).statusCode).toBe(200);
      expect((await chargeFrom('198.51.100.50')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
