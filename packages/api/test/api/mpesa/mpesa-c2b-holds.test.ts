import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { backend, testApp, testDatabase } from '../../support/helpers.ts';
import { line } from '../../support/invoice-helpers.ts';
import {
  ACCEPTED,
  balancesByNumber,
  confirm,
  confirmation,
  paybill,
  queueOf,
} from '../../support/mpesa-helpers.ts';

// Paybill confirmations that look wrong (a TransTime out of range or days ahead, an amount no M-Pesa
// transaction can carry): accepted, so Safaricom stops sending them, and queued whole with the reason.

let database: Database;
let app: FastifyInstance;
const NOW = new Date('2026-01-21T09:00:00Z');

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, { publicRateLimitMax: 100_000, now: () => NOW });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Nairobi wall-clock time (UTC+3) `hours` after NOW, as TransTime. */
const transTimeAhead = (hours: number) =>
  new Date(NOW.getTime() + (hours + 3) * 3_600_000).toISOString().replace(/[-T:]/g, '').slice(0, 14);

/** The invoice's status and balance as its owner sees it. */
async function invoiceOf(owner: Awaited<ReturnType<typeof paybill>>['owner'], id: string) {
  const invoice = await owner.client.ok(owner.client.get(id));
  return { status: invoice.status, balance: invoice.balance };
}

describe(`paybill confirmations held for the owner on ${backend}`, () => {
  const held: Array<[name: string, fields: Record<string, unknown>, reason: string, receivedAt?: string]> = [
    ['year 9999', { TransTime: '99991231235959' }, 'TransTime 99991231235959 is not between 1900 and 2999'],
    ['year 1899', { TransTime: '18991231235959' }, 'TransTime 18991231235959 is not between 1900 and 2999'],
    [
      'two days ahead',
      { TransTime: transTimeAhead(48) },
      `TransTime ${transTimeAhead(48)} is more than a day ahead of when it came in`,
    ],
    [
      'not a time',
      { TransTime: '20261301000000' },
      'TransTime 20261301000000 is not a time (yyyyMMddHHmmss)',
    ],
    [
      'above the M-Pesa limit',
      { TransAmount: '250000.01' },
      "KES 250000.01 is above M-Pesa's limit of KES 250000.00 a transaction",
      '2026-01-20T06:30:05.000Z',
    ],
    [
      'the probe',
      { TransTime: 99991231235959, TransAmount: '999999999999.99' },
      "TransTime 99991231235959 is not between 1900 and 2999; KES 999999999999.99 is above M-Pesa's limit of KES 250000.00 a transaction",
    ],
  ];
  for (const [name, fields, reason, receivedAt] of held) {
    it(`${name}: accepted, queued whole with the reason, the invoice not paid`, async () => {
      const { owner, invoice, token } = await paybill(app);
      const body = confirmation({ BillRefNumber: invoice.invoice_number, TransAmount: '1190.00', ...fields });
      expect((await confirm(app, token, body)).json()).toEqual(ACCEPTED);
      expect(await invoiceOf(owner, invoice.id)).toEqual({ status: 'sent', balance: 1190 });
      const [entry, ...rest] = await queueOf(app, owner.token);
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({
        trans_id: body.TransID,
        amount: Number(body.TransAmount),
        matched_invoice_id: null,
        invoice_id: null,
        hold_reason: reason,
        // A time that cannot be true is replaced by when the confirmation came in.
        received_at: receivedAt ?? NOW.toISOString(),
      });
      // On 2300 like any queued payment, dated the day it came in; nothing reached the receivable.
      const balances = await balancesByNumber(database.db, owner.accountId);
      expect(balances['2300']).toBe(`-${body.TransAmount}`);
      expect(balances['1200']).toBe('1190.00');
      // A replay changes nothing.
      expect((await confirm(app, token, body)).json()).toEqual(ACCEPTED);
      expect(await queueOf(app, owner.token)).toHaveLength(1);
    });
  }

  it('a TransTime within a day ahead and an amount at the limit pay the invoice as usual', async () => {
    const { owner, invoice, token } = await paybill(app);
    const body = confirmation({ BillRefNumber: invoice.invoice_number, TransTime: transTimeAhead(23) });
    expect((await confirm(app, token, body)).json()).toEqual(ACCEPTED);
    expect(await invoiceOf(owner, invoice.id)).toEqual({ status: 'paid', balance: 0 });
    expect(await queueOf(app, owner.token)).toEqual([]);

    const big = await paybill(app);
    const large = await big.owner.client.created({ contact_id: big.owner.contactId });
    await big.owner.client.ok(
      big.owner.client.addItems(large.id, [line({ unit_price: 250_000, tax_rate: 0 })]),
    );
    const sent = await big.owner.client.ok(big.owner.client.update(large.id, { status: 'sent' }));
    const exact = confirmation({ BillRefNumber: sent.invoice_number, TransAmount: '250000.00' });
    expect((await confirm(app, big.token, exact)).json()).toEqual(ACCEPTED);
    expect(await invoiceOf(big.owner, large.id)).toEqual({ status: 'paid', balance: 0 });
  });

  it('MPESA_MAX_AMOUNT sets the limit', async () => {
    const raised = await testApp(database, {
      publicRateLimitMax: 100_000,
      now: () => NOW,
      mpesaMaxAmount: '500000',
    });
    const lowered = await testApp(database, {
      publicRateLimitMax: 100_000,
      now: () => NOW,
      mpesaMaxAmount: '1000',
    });
    try {
      const a = await paybill(app);
      const over = confirmation({ BillRefNumber: 'nothing', TransAmount: '300000.00' });
      expect((await confirm(raised, a.token, over)).json()).toEqual(ACCEPTED);
      expect((await queueOf(app, a.owner.token))[0]).toMatchObject({ hold_reason: null, amount: 300000 });
      const b = await paybill(app);
      const paying = confirmation({ BillRefNumber: b.invoice.invoice_number, TransAmount: '1190.00' });
      expect((await confirm(lowered, b.token, paying)).json()).toEqual(ACCEPTED);
      expect(await invoiceOf(b.owner, b.invoice.id)).toEqual({ status: 'sent', balance: 1190 });
      expect((await queueOf(app, b.owner.token))[0].hold_reason).toBe(
        "KES 1190.00 is above M-Pesa's limit of KES 1000.00 a transaction",
      );
    } finally {
      await raised.close();
      await lowered.close();
    }
  });
});
