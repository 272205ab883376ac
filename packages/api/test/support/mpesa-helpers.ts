import { dataEnvelope, mpesaChargeResultSchema, paymentVerificationSchema } from '@daftari/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { signUp } from './helpers.ts';
import { invoiceClient, line, mpesaCode } from './invoice-helpers.ts';

export const chargeEnvelope = dataEnvelope(mpesaChargeResultSchema);
export const verificationEnvelope = dataEnvelope(paymentVerificationSchema);

/** A business with one contact, signed in. */
export async function business(app: FastifyInstance, name = 'Duka Supplies') {
  const { token, data } = await signUp(app, { business_name: name });
  const client = invoiceClient(app, token);
  const contactId = await client.contact({ email: 'jane@acme.example', company_name: 'Acme Ltd' });
  return { token, accountId: data.account.id as number, client, contactId };
}

/** A sent invoice of `price` (no tax) in `currency`. */
export async function sentInvoice(
  { client, contactId }: Awaited<ReturnType<typeof business>>,
  price: number,
) {
  const invoice = await client.created({ contact_id: contactId });
  await client.ok(client.addItems(invoice.id, [line({ unit_price: price, tax_rate: 0 })]));
  return client.ok(client.update(invoice.id, { status: 'sent' }));
}

export const charge = (app: FastifyInstance, invoiceId: string, phone = '0712 345 678') =>
  app.inject({
    method: 'POST',
    url: '/api/payments/mpesa/charge',
    payload: { invoice_id: invoiceId, phone },
  });

export const verify = async (app: FastifyInstance, reference: string) => {
  const response = await app.inject({ url: `/api/payments/verify/${reference}` });
  if (response.statusCode !== 200) throw new Error(`verify: ${response.statusCode} ${response.body}`);
  return verificationEnvelope.parse(response.json()).data;
};

/** The account's C2B token, as GET /account shows it. */
export async function c2bToken(app: FastifyInstance, token: string): Promise<string> {
  const response = await app.inject({ url: '/api/account', headers: { authorization: `Bearer ${token}` } });
  return response.json().data.mpesa_c2b_token as string;
}

/** A Safaricom C2B confirmation as it posts it (amounts as text); `fields` override. */
export const confirmation = (fields: Record<string, unknown> = {}) => ({
  TransactionType: 'Pay Bill',
  TransID: mpesaCode(),
  TransTime: '20260120093005',
  TransAmount: '1190.00',
  BusinessShortCode: '600983',
  BillRefNumber: 'INV-0001',
  InvoiceNumber: '',
  OrgAccountBalance: '49197.00',
  ThirdPartyTransID: '',
  MSISDN: '2547 ***** 126',
  FirstName: 'JOHN',
  MiddleName: '',
  LastName: 'DOE',
  ...fields,
});

/** Posts a confirmation to the contract's path, or to the `paybill` one owners register with Daraja. */
export const confirm = (
  app: FastifyInstance,
  token: string,
  body: unknown,
  path: 'mpesa/c2b' | 'paybill' = 'mpesa/c2b',
) =>
  app.inject({
    method: 'POST',
    url: `/api/${path}/${token}/confirmation`,
    ...(typeof body === 'string'
      ? { payload: body, headers: { 'content-type': 'application/json' } }
      : { payload: body as Record<string, unknown> }),
  });

/** The balance (debits − credits) of each ledger account with lines, by number, as decimal text. */
export async function balancesByNumber(db: Db, accountId: number): Promise<Record<string, string>> {
  const rows = rowsOf<{ number: string; balance: string }>(
    await db.execute(sql`
      select a.number, (sum(l.debit) - sum(l.credit))::text as balance
      from journal_lines l join ledger_accounts a on a.id = l.ledger_account_id
      where l.account_id = ${accountId} group by a.number order by a.number`),
  );
  return Object.fromEntries(rows.map((row) => [row.number, row.balance]));
}

export const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' };

/** A business with INV-0001 of KES 1,190 sent, prepared by `prepare`; its C2B token. */
export async function paybill(
  app: FastifyInstance,
  prepare?: (owner: Awaited<ReturnType<typeof business>>, id: string) => Promise<void>,
) {
  const owner = await business(app);
  const invoice = await sentInvoice(owner, 1190);
  await prepare?.(owner, invoice.id);
  return { owner, invoice, token: await c2bToken(app, owner.token) };
}

/** Every entry of the owner's unmatched queue (open and assigned). */
export async function queueOf(app: FastifyInstance, token: string) {
  return (
    await app.inject({
      url: '/api/mpesa/unmatched?status=all',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data;
}
