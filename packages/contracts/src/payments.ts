import { z } from 'zod';
import { optionalEmailAddress } from './fields.ts';
import { publicInvoiceSchema } from './public-invoice.ts';

/**
 * Where the pay page's customer asks for the payment's receipt (optional): once the payment is recorded, its
 * receipt PDF is e-mailed there.
 */
export const receiptEmailField = { email: optionalEmailAddress('Email').optional() };

/** POST /api/payments/initialize_paystack (public): start paying the balance due of one invoice. */
export const initializePaystackRequestSchema = z.object({ invoice_id: z.uuid(), ...receiptEmailField });
export type InitializePaystackRequest = z.infer<typeof initializePaystackRequestSchema>;

/**
 * Its answer's `data`: the checkout page to send the customer to (http or https only: the pay page assigns
 * it to `location`, so a `javascript:` URL must never pass) and the reference Paystack redirects back with.
 */
export const initializePaystackResultSchema = z.object({
  authorization_url: z.url({ protocol: /^https?$/ }),
  reference: z.string().min(1),
});
export type InitializePaystackResult = z.infer<typeof initializePaystackResultSchema>;

/** Where a Paystack transaction stands: Paystack's own words for it. */
export const PAYMENT_VERIFICATION_STATUSES = ['success', 'failed', 'abandoned', 'pending'] as const;
export const paymentVerificationStatusSchema = z.enum(PAYMENT_VERIFICATION_STATUSES);
export type PaymentVerificationStatus = z.infer<typeof paymentVerificationStatusSchema>;

/**
 * GET /api/payments/verify/{reference} (public): `data` of the answer. The pay page calls it when Paystack
 * redirects back (`?reference=` / `?trxref=`), so the customer sees the outcome without waiting for the
 * webhook; a successful payment is applied once, whichever of the two arrives first. `invoice` is the
 * invoice as it stands after the payment.
 */
export const paymentVerificationSchema = z.object({
  reference: z.string().min(1),
  status: paymentVerificationStatusSchema,
  invoice: publicInvoiceSchema,
});
export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

/**
 * The currencies Paystack charges (its "Supported currencies": amounts in the currency's subunit, hundredths
 * for each). An invoice in another currency gets no card checkout: the pay page says so, the API answers 422.
 */
export const PAYSTACK_CURRENCIES = ['KES', 'NGN', 'GHS', 'ZAR', 'USD', 'XOF', 'EGP', 'RWF'] as const;
export const paystackTakes = (currency: string): boolean =>
  (PAYSTACK_CURRENCIES as readonly string[]).includes(currency);

/** M-Pesa (Paystack's mobile money or the business's own Daraja app) takes KES only. */
export const mpesaTakes = (currency: string): boolean => currency === 'KES';

/** Why an invoice's currency has no card payment (422 from initialize_paystack, and the pay page's words). */
export const paystackCurrencyMessage = (currency: string) =>
  `Card payment is not available for invoices in ${currency}: Paystack takes ${PAYSTACK_CURRENCIES.join(', ')} only. Please pay the business another way, such as a bank transfer.`;
