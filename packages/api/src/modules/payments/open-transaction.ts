import { randomBytes } from 'node:crypto';
import { mpesaTakes, paystackCurrencyMessage, paystackTakes } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { toSubunit } from '../../adapters/paystack/amounts.ts';
import { PaystackError } from '../../adapters/paystack/client.ts';
import type { Db } from '../../db/client.ts';
import { paystackTransactions } from '../../db/schema.ts';
import { HttpError, loggableError } from '../../http/errors.ts';
import { invoiceNotFound } from '../sales-documents/index.ts';
import { findPayableInvoice, type PayableInvoice } from './public-invoice.ts';

/** Our references: `DFT-` and 24 random hex digits (Paystack allows letters, digits, `-`, `.` and `=`). */
const newReference = () => `DFT-${randomBytes(12).toString('hex')}`;

/** How the customer pays: Paystack's checkout page, or a prompt on an M-Pesa phone (E.164). */
export type PaystackChannel = { channel: 'checkout' } | { channel: 'mpesa'; phone: string };

export interface OpenedTransaction {
  invoice: PayableInvoice;
  reference: string;
  /** The invoice's balance due, in the subunit. */
  amount: number;
}

/**
 * The one place a Paystack payment of an invoice starts: the invoice must be public, owe something and be
 * in a currency Paystack takes (an M-Pesa charge also needs KES); the new reference is stored with the amount
 * (the balance, in the subunit) and currency a later charge must match, before Paystack is called (outside
 * any transaction).
 */
export async function openPaystackTransaction(
  db: Db,
  invoiceId: string,
  how: PaystackChannel,
): Promise<OpenedTransaction> {
  const invoice = await findPayableInvoice(db, invoiceId);
  if (!invoice) throw invoiceNotFound();
  if (invoice.status === 'paid') throw new HttpError(409, 'This invoice has already been paid.');
  if (invoice.status === 'void') throw new HttpError(409, 'This invoice is void: there is nothing to pay.');
  if (how.channel === 'mpesa' && !mpesaTakes(invoice.currency)) {
    throw new HttpError(422, 'M-Pesa takes payments in KES only');
  }
  if (!paystackTakes(invoice.currency)) throw new HttpError(422, paystackCurrencyMessage(invoice.currency));
  let amount: number;
  try {
    amount = toSubunit(invoice.balance);
  } catch {
    // A balance of 0 (no items yet) or less (a credit): nothing to pay.
    throw new HttpError(409, 'This invoice has no balance due.');
  }
  const reference = newReference();
  await db.insert(paystackTransactions).values({
    reference,
    accountId: invoice.accountId,
    invoiceId: invoice.id,
    amountSubunit: amount,
    currency: invoice.currency,
    email: invoice.email,
    channel: how.channel,
    phone: how.channel === 'mpesa' ? how.phone : null,
  });
  return { invoice, reference, amount };
}

const PAYSTACK_UNAVAILABLE = 'We could not start the payment with Paystack. Please try again in a moment.';

/** 502 for the customer when Paystack answered something unusable (logged by the caller). */
export const paystackUnavailable = () => new HttpError(502, PAYSTACK_UNAVAILABLE);

/**
 * Paystack refused or failed to start the payment: the transaction is marked failed (with the reason) and the
 * customer gets a 502: Paystack's own reason when it refused the request itself (a currency the business's
 * Paystack account does not take, a phone it cannot charge, ...); a generic message when it could not be
 * reached or refused our key (a configuration problem for the logs, not for the customer).
 */
export async function startRefused(
  db: Db,
  log: FastifyBaseLogger,
  reference: string,
  step: 'initialize' | 'charge',
  error: unknown,
): Promise<HttpError> {
  await db
    .update(paystackTransactions)
    .set({
      status: 'failed',
      problem: `${step}: ${(error as Error).message}`.slice(0, 500),
      updatedAt: sql`now()`,
    })
    .where(eq(paystackTransactions.reference, reference));
  log.error({ reference, err: loggableError(error) }, `paystack ${step} failed`);
  if (error instanceof PaystackError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return new HttpError(502, `Paystack could not start the payment: ${error.message}`);
  }
  return paystackUnavailable();
}
