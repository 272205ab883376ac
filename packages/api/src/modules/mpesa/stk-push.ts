import { randomBytes } from 'node:crypto';
import { toCents } from '@daftari/format';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DarajaError } from '../../adapters/daraja/client.ts';
import { darajaPhone, wholeShillings } from '../../adapters/daraja/wire.ts';
import type { Db } from '../../db/client.ts';
import { accounts, darajaStkRequests, invoices } from '../../db/schema.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { HttpError, loggableError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { darajaConnection } from './daraja-settings.ts';
import type { Daraja } from './daraja-setup.ts';
import { paybillUrls } from './paybill-urls.ts';

/** Our references for prompts: `DRJ-` and 24 random hex digits (what the pay page polls verify with). */
export const STK_REFERENCE = /^DRJ-[0-9a-f]{24}$/;

/** When an STK query asks how a prompt ended, if its callback has not come: 30, 60 and 120 s after it. */
export const STK_QUERY_AFTER_S = [30, 60, 120] as const;

export interface StkDeps {
  db: Db;
  daraja: Daraja;
  log: FastifyBaseLogger;
  now: Date;
}

/** A sent or paid invoice by id (drafts are not public), with its business's paybill token. */
async function payableInvoice(db: Db, invoiceId: string) {
  if (!isUuid(invoiceId)) return null;
  const [row] = await db
    .select({
      id: invoices.id,
      accountId: invoices.accountId,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      currency: invoices.currency,
      balance: invoices.balance,
      token: accounts.mpesaC2bToken,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.id, invoiceId.toLowerCase()), ne(invoices.status, 'draft')))
    .limit(1);
  return row ?? null;
}

/**
 * POST /payments/mpesa/charge for a business with its own Daraja app: an M-Pesa Express prompt for the
 * invoice's balance (in whole shillings, rounded up: Daraja takes no cents; what is paid above the balance
 * waits in the unmatched queue) to `phone` (E.164). The prompt is stored before Daraja is called; once
 * Daraja accepts it, an STK query job is queued for 30 s later, in case the callback never comes. Answers
 * our reference, or null when the business has no Daraja app ready (then Paystack takes the charge).
 */
export async function startStkPush(
  { db, daraja, log, now }: StkDeps,
  invoiceId: string,
  phone: string,
  origin: string,
): Promise<{ reference: string } | null> {
  const invoice = await payableInvoice(db, invoiceId);
  if (!invoice) return null;
  const connection = await darajaConnection(db, daraja, invoice.accountId);
  if (!connection) return null;
  if (invoice.status === 'paid') throw new HttpError(409, 'This invoice has already been paid.');
  if (invoice.status === 'void') throw new HttpError(409, 'This invoice is void: there is nothing to pay.');
  if (invoice.currency !== 'KES') throw new HttpError(422, 'M-Pesa takes payments in KES only');
  const balance = toCents(invoice.balance);
  if (balance <= 0n) throw new HttpError(409, 'This invoice has no balance due.');
  const amount = wholeShillings(balance);
  const reference = `DRJ-${randomBytes(12).toString('hex')}`;
  const payer = darajaPhone(phone);
  await db.insert(darajaStkRequests).values({
    reference,
    accountId: invoice.accountId,
    invoiceId: invoice.id,
    amountCents: amount * 100n,
    phone: payer,
    createdAt: now,
    updatedAt: now,
  });
  let started: Awaited<ReturnType<typeof connection.client.stkPush>>;
  try {
    started = await connection.client.stkPush({
      shortcode: connection.shortcode,
      passkey: connection.passkey,
      transactionType: connection.transactionType,
      amount,
      phone: payer,
      partyB: connection.partyB,
      callbackUrl: paybillUrls(origin, invoice.token).stkCallback,
      accountReference: invoice.invoiceNumber.slice(0, 12),
      transactionDesc: `Pay ${invoice.invoiceNumber}`.slice(0, 13),
    });
  } catch (error) {
    await db
      .update(darajaStkRequests)
      .set({ status: 'failed', resultDesc: (error as Error).message.slice(0, 300), updatedAt: now })
      .where(eq(darajaStkRequests.reference, reference));
    log.error({ reference, err: loggableError(error) }, 'daraja stk push failed');
    // Daraja's own reason when it refused the request itself; ours when it could not be reached or refused
    // the app's credentials (a setup problem for the owner, not for the customer).
    const refused =
      error instanceof DarajaError && error.status >= 400 && error.status < 500 && error.status !== 401;
    throw new HttpError(
      502,
      refused
        ? `M-Pesa could not send the prompt: ${error.message}`
        : 'We could not reach M-Pesa. Please try again in a moment.',
    );
  }
  await writeTransaction(db, 'The amounts are too large', async (tx) => {
    await tx
      .update(darajaStkRequests)
      .set({
        merchantRequestId: started.merchantRequestId,
        checkoutRequestId: started.checkoutRequestId,
        updatedAt: sql`now()`,
      })
      .where(eq(darajaStkRequests.reference, reference));
    await enqueueJob(tx, {
      accountId: invoice.accountId,
      kind: 'mpesa_stk_query',
      key: reference,
      payload: { reference },
      summary: `M-Pesa prompt for ${invoice.invoiceNumber} to ${payer}`,
      runAt: new Date(now.getTime() + STK_QUERY_AFTER_S[0] * 1000),
    });
  });
  log.info({ reference, invoiceId: invoice.id, amount: amount.toString() }, 'daraja stk push sent');
  return { reference };
}

/** GET /payments/verify/{reference} of a prompt: where it stands and its invoice; null for any other. */
export async function stkStanding(db: Db, reference: string) {
  if (!STK_REFERENCE.test(reference)) return null;
  const [row] = await db
    .select({ invoiceId: darajaStkRequests.invoiceId, status: darajaStkRequests.status })
    .from(darajaStkRequests)
    .where(eq(darajaStkRequests.reference, reference))
    .limit(1);
  if (!row) return null;
  const status = row.status === 'paid' ? 'success' : row.status === 'pending' ? 'pending' : 'failed';
  return { invoiceId: row.invoiceId, status } as const;
}
