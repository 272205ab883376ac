import {
  type InitializePaystackResult,
  initializePaystackResultSchema,
  payLinkUrl,
} from '@daftari/contracts';
import { PaystackError } from '../../adapters/paystack/client.ts';
import { openPaystackTransaction, paystackUnavailable, startRefused } from './open-transaction.ts';
import type { PaymentServiceDeps } from './service.ts';

/**
 * POST /payments/initialize_paystack: a Paystack checkout for the invoice's balance due (see
 * openPaystackTransaction). The customer comes back to the invoice's pay page.
 */
export async function initializePaystack(
  { db, payments, log }: PaymentServiceDeps,
  invoiceId: string,
  origin: string,
): Promise<InitializePaystackResult> {
  const { invoice, reference, amount } = await openPaystackTransaction(db, invoiceId, {
    channel: 'checkout',
  });
  const callbackUrl = payLinkUrl(origin, invoice.id);
  let authorizationUrl: string;
  try {
    const { paystack } = await payments.forAccount(invoice.accountId);
    const started = await paystack.initialize({
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
    throw await startRefused(db, log, reference, 'initialize', error);
  }
  // The pay page assigns it to `location`: an http(s) URL only, never `javascript:`.
  const result = initializePaystackResultSchema.safeParse({ authorization_url: authorizationUrl, reference });
  if (!result.success) {
    log.error({ reference }, 'paystack answered an authorization_url that is not http(s)');
    throw paystackUnavailable();
  }
  log.info({ reference, invoiceId: invoice.id, amount, currency: invoice.currency }, 'paystack initialized');
  return result.data;
}
