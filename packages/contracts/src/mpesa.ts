import { z } from 'zod';
import { text } from './fields.ts';
import { pageQueryFields } from './pagination.ts';
import { receiptEmailField } from './payments.ts';
import { KENYAN_PHONE_MESSAGE, normalizeKenyanPhone } from './phone.ts';

/** A Kenyan M-Pesa number in any usual spelling, parsed to E.164 (`+254712345678`). */
export const mpesaPhone = () =>
  text('Phone number').transform((value, context) => {
    const phone = normalizeKenyanPhone(value);
    if (phone === null) {
      context.addIssue({ code: 'custom', message: KENYAN_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/** An M-Pesa transaction code as Safaricom prints it (`SLK4H7R2QX`): ten letters and digits. */
export const MPESA_CODE = /^[A-Z0-9]{10}$/;
export const MPESA_CODE_MESSAGE = 'M-Pesa code must be the 10 letters and digits of the M-Pesa message';

/** POST /api/payments/mpesa/charge (public): pay an invoice's balance from an M-Pesa phone. */
export const mpesaChargeRequestSchema = z.object({
  invoice_id: z.uuid(),
  phone: mpesaPhone(),
  ...receiptEmailField,
});
export type MpesaChargeRequest = z.input<typeof mpesaChargeRequestSchema>;

/**
 * Its answer's `data`: the reference to poll with GET /api/payments/verify/{reference}, always `pending`
 * (the customer approves on the phone), and the text to show. `test_phone_url`: only with the built-in test
 * checkout, the page that stands in for the customer's phone (approve, decline or never answer).
 */
export const mpesaChargeResultSchema = z.object({
  reference: z.string().min(1),
  status: z.literal('pending'),
  display_text: z.string(),
  test_phone_url: z.url({ protocol: /^https?$/ }).optional(),
});
export type MpesaChargeResult = z.infer<typeof mpesaChargeResultSchema>;

/**
 * A paybill payment that paid nothing known: its account number matched no invoice, or it paid more than
 * the invoice's balance (then `amount` is the excess), or it looked wrong (`hold_reason`). `invoice_id`: the
 * invoice the owner assigned it to (null while it waits in the queue).
 */
export const unmatchedMpesaPaymentSchema = z.object({
  id: z.number().int(),
  trans_id: z.string(),
  amount: z.number(),
  bill_ref_number: z.string(),
  msisdn: z.string(),
  payer_name: z.string().nullable(),
  /** The invoice the account number matched, when the payment was an excess over its balance. */
  matched_invoice_id: z.uuid().nullable(),
  received_at: z.string(),
  invoice_id: z.uuid().nullable(),
  assigned_at: z.string().nullable(),
  /**
   * Why it was queued whole instead of paying the invoice its account number names: its TransTime is not a
   * time of 1900–2999 or is more than a day ahead (`received_at` is then when it came in), or its amount is
   * above M-Pesa's limit a transaction. Null for an ordinary unmatched payment.
   */
  hold_reason: z.string().nullable(),
  /** The contact whose phone number paid (the MSISDN, hashed or not, is one of its numbers), when known. */
  payer_contact_id: z.number().int().nullable().optional(),
});
export type UnmatchedMpesaPayment = z.infer<typeof unmatchedMpesaPaymentSchema>;

/**
 * GET /api/mpesa/unmatched: the queue, newest first, paged; `status` `open` (default: waiting for the owner),
 * `assigned` (assigned to an invoice) or `all`. Answers `{data: UnmatchedMpesaPayment[], meta}`.
 */
export const unmatchedMpesaListQuerySchema = z.object({
  ...pageQueryFields(10),
  status: z
    .enum(['open', 'assigned', 'all'], { error: 'Status must be open, assigned or all' })
    .default('open'),
});
export type UnmatchedMpesaListQuery = z.input<typeof unmatchedMpesaListQuerySchema>;

/** POST /api/mpesa/unmatched/{id}/assign: pay an invoice with a queued paybill payment. */
export const assignMpesaPaymentRequestSchema = z.object({ invoice_id: z.uuid() });
export type AssignMpesaPaymentRequest = z.infer<typeof assignMpesaPaymentRequestSchema>;

/** Safaricom's C2B confirmation as it posts it (amounts as strings or numbers; other fields ignored). */
export const c2bConfirmationSchema = z.object({
  TransactionType: z.string().max(40).nullish(),
  TransID: z.string().trim().min(1).max(40),
  TransAmount: z.union([z.string(), z.number()]),
  BillRefNumber: z.string().max(100).nullish(),
  MSISDN: z.union([z.string(), z.number()]).nullish(),
  TransTime: z.union([z.string(), z.number()]).nullish(),
  FirstName: z.string().max(100).nullish(),
  MiddleName: z.string().max(100).nullish(),
  LastName: z.string().max(100).nullish(),
  BusinessShortCode: z.union([z.string(), z.number()]).nullish(),
  /** The shortcode's balance after the payment: blank in a validation request, set in a confirmation. */
  OrgAccountBalance: z.union([z.string(), z.number()]).nullish(),
});
export type C2bConfirmation = z.infer<typeof c2bConfirmationSchema>;
