import { type MpesaChargeResult, mpesaChargeResultSchema } from '@daftari/contracts';
import { PaystackError } from '../../adapters/paystack/client.ts';
import { TEST_PAYSTACK_PATH } from '../../adapters/paystack/test-service.ts';
import { type Daraja, startStkPush } from '../mpesa/index.ts';
import { openPaystackTransaction, paystackUnavailable, startRefused } from './open-transaction.ts';
import type { PaymentServiceDeps } from './service.ts';

export const APPROVE_ON_PHONE = 'Check your phone and enter your M-Pesa PIN';

/**
 * POST /payments/mpesa/charge: a prompt for the invoice's balance (KES only) on the customer's M-Pesa phone
 * (`phone` in E.164): through the business's own Daraja app (M-Pesa Express) when it has one ready, else
 * Paystack's mobile-money charge. Always answered `pending`: the customer approves on the phone, the pay page
 * polls GET /payments/verify/{reference}; Daraja's callback (or its STK query) or Paystack's signed
 * `charge.success` webhook settles it. `origin`: the request's, for the built-in test service's stand-in
 * phone page; `callbackOrigin`: where Safaricom posts the prompt's result (APP_URL, else the request's).
 */
export async function chargeMpesa(
  { db, payments, log }: PaymentServiceDeps,
  { daraja, now }: { daraja: Daraja; now: Date },
  invoiceId: string,
  phone: string,
  { origin, callbackOrigin }: { origin: string; callbackOrigin: string },
): Promise<MpesaChargeResult> {
  const prompt = await startStkPush({ db, daraja, log, now }, invoiceId, phone, callbackOrigin);
  if (prompt) return { reference: prompt.reference, status: 'pending', display_text: APPROVE_ON_PHONE };
  const { invoice, reference, amount } = await openPaystackTransaction(db, invoiceId, {
    channel: 'mpesa',
    phone,
  });
  let testService = false;
  try {
    const access = await payments.forAccount(invoice.accountId);
    testService = access.testService !== null;
    const started = await access.paystack.charge({
      email: invoice.email,
      amount,
      currency: invoice.currency,
      reference,
      phone,
      provider: 'mpesa',
      metadata: {
        invoice_id: invoice.id,
        invoice_number: invoice.invoiceNumber,
        business_name: invoice.businessName,
      },
    });
    if (started.reference !== reference) throw new PaystackError('Paystack answered another reference', 502);
    // Refused at once (a number M-Pesa does not know, ...): the customer is told Paystack's reason.
    if (started.status === 'failed') {
      throw new PaystackError(started.displayText ?? 'The M-Pesa charge failed', 400);
    }
  } catch (error) {
    throw await startRefused(db, log, reference, 'charge', error);
  }
  const result = mpesaChargeResultSchema.safeParse({
    reference,
    status: 'pending',
    // Ours, not Paystack's generic "complete authorization on your mobile phone": the customer needs the PIN.
    display_text: APPROVE_ON_PHONE,
    ...(testService ? { test_phone_url: `${origin}${TEST_PAYSTACK_PATH}/phone/${reference}` } : {}),
  });
  if (!result.success) throw paystackUnavailable();
  log.info({ reference, invoiceId: invoice.id, amount }, 'paystack m-pesa charge started');
  return result.data;
}
