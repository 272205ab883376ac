import { z } from 'zod';

// Defined here, not in etims.ts, so the pay page's bundle takes in no more than it parses.

/** One tax type's line of a signed document's tax summary (A exempt … E 8 %): taxable amount (net) and VAT. */
export const kraTaxSummaryRowSchema = z.object({
  type: z.enum(['A', 'B', 'C', 'D', 'E']),
  label: z.string(),
  rate: z.number(),
  taxable: z.number(),
  tax: z.number(),
});

/**
 * What the pay page shows of an invoice KRA eTIMS signed: the CU invoice number, signature and time, the
 * receipt check link, the path of its QR code image (an SVG the API draws, so the page bundles no QR
 * encoder) and the tax summary per tax type.
 */
export const publicInvoiceEtimsSchema = z.object({
  cu_invoice_number: z.string(),
  signature: z.string(),
  signed_at: z.string(),
  receipt_url: z.string(),
  qr_code_path: z.string(),
  taxes: z.array(kraTaxSummaryRowSchema),
});
export type PublicInvoiceEtims = z.infer<typeof publicInvoiceEtimsSchema>;

/** One line of the invoice as the customer reads it: what, how many at what price, and its amount before tax. */
export const publicInvoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unit_price: z.number(),
  discount: z.number(),
  tax_rate: z.number(),
  amount: z.number(),
});
export type PublicInvoiceLine = z.infer<typeof publicInvoiceLineSchema>;

/**
 * A payment the invoice received, with the path (under /api) of its receipt PDF, which only this invoice's
 * link can fetch: `/public/invoices/{invoice id}/payments/{id}/receipt`.
 */
export const publicInvoicePaymentSchema = z.object({
  id: z.number().int(),
  paid_on: z.string(),
  amount: z.number(),
  receipt_number: z.string(),
  receipt_path: z.string(),
});
export type PublicInvoicePayment = z.infer<typeof publicInvoicePaymentSchema>;

/** What a customer sees on the public pay page: only what a payer needs. */
export const publicInvoiceSchema = z.object({
  id: z.uuid(),
  invoice_number: z.string(),
  status: z.enum(['draft', 'sent', 'paid', 'void']),
  currency: z.string(),
  subtotal: z.number(),
  discount_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  paid_amount: z.number(),
  /** What credit notes took off the invoice; `balance` already leaves it out. */
  credited_amount: z.number().optional(),
  balance: z.number(),
  due_date: z.string(),
  contact_id: z.number().int().nullable(),
  contact: z.object({ company_name: z.string().nullable(), full_name: z.string().nullable() }).nullable(),
  /**
   * The business by its name, its M-Pesa paybill (the account number: the invoice number) and till when it
   * has them, and its own words on how to pay.
   */
  account: z.object({
    name: z.string(),
    paybill: z.string().nullable().optional(),
    till: z.string().nullable().optional(),
    payment_instructions: z.string().nullable().optional(),
  }),
  lines: z.array(publicInvoiceLineSchema),
  payments: z.array(publicInvoicePaymentSchema),
  /** The invoice's PDF (under /api): `/public/invoices/{id}/pdf`. */
  pdf_path: z.string(),
  /**
   * How Pay with M-Pesa reaches the customer's phone: `daraja` (the business's own paybill or till, through
   * Safaricom's M-Pesa Express) or `paystack`.
   */
  mpesa_provider: z.enum(['daraja', 'paystack']).optional(),
  /** Present once KRA eTIMS signed the invoice. */
  etims: publicInvoiceEtimsSchema.optional(),
});

export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;
