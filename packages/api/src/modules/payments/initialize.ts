import { randomBytes } from 'node:crypto';
import {
  type InitializePaystackResult,
  initializePaystackResultSchema,
  payLinkUrl,
} from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
import { toSubunit } from '../../adapters/paystack/amounts.ts';
import { PaystackError } from '../../adapters/paystack/client.ts';
import { paystackTransactions } from '../../db/schema.ts';
import { HttpError, loggableError } from '../../http/errors.ts';
import { invoiceNotFound } from '../invoices/errors.ts';
import { findPayableInvoice } from './public-invoice.ts';
import type { PaymentServiceDeps } from './service.ts';

/** Our references: `DFT-` and 24 random hex digits (Paystack allows letters, digits, `-`, `.` and `=`). */
const newReference = () => `DFT-${randomBytes(12).toString('hex')}`;

/**
 * POST /payments/initialize_paystack: a Paystack checkout for the invoice's balance due. The reference is
 * stored (with the amount, in the subunit, and the currency a later charge must match) before Paystack is
 * called, and Paystack is called outside any transaction. The customer comes back to the invoice's pay page.
 */
export async function initializePaystack(
  { db, payments, log }: PaymentServiceDeps,
  invoiceId: string,
  origin: string,
): Promise<InitializePaystackResult> {
  const invoice = await findPayableInvoice(db, invoiceId);
  if (!invoice) throw invoiceNotFound();
  if (invoice.status === 'paid') throw new HttpError(409, 'This invoice has already been paid.');
  if (invoice.status === 'void') throw new HttpError(409, 'This invoice is void: there is nothing to pay.');
  let amount: number;
  try {
    amount = toSubunit(invoice.balance);
  } catch {
    // A balance of 0 (no items yet) or less (a credit): nothing to pay.
    throw new HttpError(409, 'This invoice has no balance due.');
  }
  const reference = newReference();
  const callbackUrl = payLinkUrl(origin, invoice.id);
  await db.insert(paystackTransactions).values({
    reference,
    accountId: invoice.accountId,
    invoiceId: invoice.id,
    amountSubunit: amount,
    currency: invoice.currency,
    email: invoice.email,
  });
  let authorizationUrl: string;
  try {
    const started = await payments.paystack.initialize({
      email: invoice.email,
      amount,
      currency: invoice.currency,
      reference,
      callbackUrl,
      metadata: {
        invoice_id: invoice.id,
        invoice_number: invoice.invoiceNumber,
        business_name: invoice.businessName,
        // Paystack's checkout sends a customer who cancels back here.
        cancel_action: callbackUrl,
        custom_fields: [
          { display_name: 'Invoice', variable_name: 'invoice_number', value: invoice.invoiceNumber },
        ],
      },
    });
    if (started.reference !== reference) throw new PaystackError('Paystack answered another reference', 502);
    authorizationUrl = started.authorizationUrl;
  } catch (error) {
    await db
      .update(paystackTransactions)
      .set({
        status: 'failed',
        problem: `initialize: ${(error as Error).message}`.slice(0, 500),
        updatedAt: sql`now()`,
      })
      .where(eq(paystackTransactions.reference, reference));
    log.error({ reference, err: loggableError(error) }, 'paystack initialize failed');
    throw initializeRefused(error);
  }
  // The pay page assigns it to `location`: an http(s) URL only, never `javascript:`.
  const result = initializePaystackResultSchema.safeParse({ authorization_url: authorizationUrl, reference });
  if (!result.success) {
    log.error({ reference }, 'paystack answered an authorization_url that is not http(s)');
    throw new HttpError(502, PAYSTACK_UNAVAILABLE);
  }
  log.info({ reference, invoiceId: invoice.id, amount, currency: invoice.currency }, 'paystack initialized');
  return result.data;
}

const PAYSTACK_UNAVAILABLE = 'We could not start the payment with Paystack. Please try again in a moment.';

/**
 * 502 for the customer. Paystack's own reason when it refused the request itself (a currency the business's
 * Paystack account does not take, ...); a generic message when it could not be reached or refused our key
 * (a configuration problem for the logs, not for the customer).
 */
function initializeRefused(error: unknown): HttpError {
  if (error instanceof PaystackError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return new HttpError(502, `Paystack could not start the payment: ${error.message}`);
  }
  return new HttpError(502, PAYSTACK_UNAVAILABLE);
}
