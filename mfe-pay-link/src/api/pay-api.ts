import {
  dataEnvelope,
  errorBodySchema,
  type InitializePaystackRequest,
  type InitializePaystackResult,
  initializePaystackResultSchema,
  type MpesaChargeRequest,
  type MpesaChargeResult,
  mpesaChargeResultSchema,
  type PaymentVerification,
  type PublicInvoice,
  paymentVerificationSchema,
  publicInvoiceSchema,
} from '@daftari/contracts';
import type { z } from 'zod';

/*
 * The public calls of the pay page (and, in estimate-api.ts, of the estimate page), over plain fetch. Not
 * @daftari/api-client: its `send` brings ky and its entry point brings the React Query helpers, a real cost
 * on the page customers open on their phones, while these calls need none of it (no bearer token, no 401
 * handling). The answers are still parsed with the contract schemas, the one source of truth.
 */

/** A non-2xx answer, or an answer that does not match the contract (status 0). */
export class PayApiError extends Error {
  override readonly name = 'PayApiError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One call of the public API: GET without a body, POST with one; the answer parsed with `envelope`. */
export async function callPublicApi<S extends z.ZodType>(
  envelope: S,
  path: string,
  body?: unknown,
): Promise<z.infer<S>> {
  const response = await fetch(`/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorBodySchema.safeParse(json);
    throw new PayApiError(error.success ? error.data.error : '', response.status);
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) throw new PayApiError('', 0);
  return parsed.data;
}

const invoiceAnswer = dataEnvelope(publicInvoiceSchema);
const initializeAnswer = dataEnvelope(initializePaystackResultSchema);
const verificationAnswer = dataEnvelope(paymentVerificationSchema);
const mpesaChargeAnswer = dataEnvelope(mpesaChargeResultSchema);

/** GET /api/public/invoices/{id}: what the customer is asked to pay. */
export async function getPublicInvoice(invoiceId: string): Promise<PublicInvoice> {
  return (await callPublicApi(invoiceAnswer, `public/invoices/${encodeURIComponent(invoiceId)}`)).data;
}

/** POST /api/payments/initialize_paystack: a Paystack checkout for the balance due (`email`: for its receipt). */
export async function initializePaystack(
  invoiceId: string,
  email?: string,
): Promise<InitializePaystackResult> {
  const request: InitializePaystackRequest = { invoice_id: invoiceId, ...(email ? { email } : {}) };
  return (await callPublicApi(initializeAnswer, 'payments/initialize_paystack', request)).data;
}

/** POST /api/payments/mpesa/charge: an M-Pesa prompt for the balance due on the customer's phone. */
export async function chargeMpesa(
  invoiceId: string,
  phone: string,
  email?: string,
): Promise<MpesaChargeResult> {
  const request: MpesaChargeRequest = { invoice_id: invoiceId, phone, ...(email ? { email } : {}) };
  return (await callPublicApi(mpesaChargeAnswer, 'payments/mpesa/charge', request)).data;
}

/** GET /api/payments/verify/{reference}: how a payment (card checkout or M-Pesa prompt) went. */
export async function verifyPayment(reference: string): Promise<PaymentVerification> {
  return (await callPublicApi(verificationAnswer, `payments/verify/${encodeURIComponent(reference)}`)).data;
}
