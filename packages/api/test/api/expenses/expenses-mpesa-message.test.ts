import { dataEnvelope, mpesaMessageSuggestionSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { NOT_AN_MPESA_MESSAGE } from '../../../src/modules/expenses/mpesa-message.ts';
import { bearer, signUp, testApp, testDatabase } from '../../support/helpers.ts';

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

const envelope = dataEnvelope(mpesaMessageSuggestionSchema);
const PAYBILL =
  'SLK2AB3CD4 Confirmed. Ksh2,500.00 sent to KPLC PREPAID for account 54123456789 on 5/3/26 at 9:02 AM ' +
  'New M-PESA balance is Ksh10,200.00. Transaction cost, Ksh33.00.Amount you can transact within the day is 497,500.00.';

const read = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/expenses/read_mpesa_message', headers: bearer(token), payload });

async function accountByNumber(token: string, number: string) {
  const rows = (await app.inject({ url: '/api/ledger_accounts', headers: bearer(token) })).json().data as {
    id: number;
    full_number: string;
  }[];
  return rows.find((row) => row.full_number === number)?.id;
}

describe('POST /expenses/read_mpesa_message', () => {
  it('answers the suggestion with the transaction cost on Bank Charges, paid from M-Pesa', async () => {
    const { token } = await signUp(app);
    const response = await read(token, { text: PAYBILL });
    expect(response.statusCode).toBe(200);
    const { data } = envelope.parse(response.json());
    expect(data).toMatchObject({
      order: {
        total: 2500,
        vat: { rate: 0 },
        description: 'M-Pesa payment to KPLC PREPAID account 54123456789',
      },
      metadata: { date: '2026-03-05', transaction_number: 'SLK2AB3CD4' },
      merchant: { name: 'KPLC PREPAID' },
      mpesa: {
        code: 'SLK2AB3CD4',
        kind: 'paybill',
        paid_to: 'KPLC PREPAID',
        account_number: '54123456789',
        amount: 2500,
        transaction_cost: 33,
        date: '2026-03-05',
        time: '09:02',
      },
      paid_from_account: { id: await accountByNumber(token, '1300') },
      charges: {
        total: 33,
        description: 'M-Pesa transaction cost for SLK2AB3CD4',
        ledger_account: { id: await accountByNumber(token, '6800') },
      },
    });
    expect(data.suggested_account).not.toBeNull();
  });

  it('has no charge when the transaction was free', async () => {
    const { token } = await signUp(app);
    const text =
      'SLK4H7R2QP Confirmed. Ksh1,190.00 paid to NAIVAS WESTLANDS. on 12/3/26 at 1:14 PM.New M-PESA balance is Ksh4,310.50. Transaction cost, Ksh0.00.';
    const { data } = envelope.parse((await read(token, { text })).json());
    expect(data.charges).toBeNull();
    expect(data.order.total).toBe(1190);
    expect(data.mpesa.kind).toBe('buy_goods');
  });

  it('answers 422 with a clear error for text that is not a confirmation, 400 or 422 for a bad body', async () => {
    const { token } = await signUp(app);
    const notMpesa = await read(token, { text: 'Dear customer, your account was debited KES 2,000.00' });
    expect(notMpesa.statusCode).toBe(422);
    expect(notMpesa.json()).toMatchObject({
      error: NOT_AN_MPESA_MESSAGE,
      details: { text: [NOT_AN_MPESA_MESSAGE] },
    });
    expect((await read(token, { text: '' })).statusCode).toBe(422);
    expect((await read(token, { text: 42 })).statusCode).toBe(400);
    expect((await read(token, { text: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await read(token, {})).statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/expenses/read_mpesa_message',
      payload: { text: PAYBILL },
    });
    expect(response.statusCode).toBe(401);
  });
});
