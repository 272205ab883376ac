import { z } from 'zod';
import { creditNoteEtimsSchema, kraCreditReasonSchema } from './etims.ts';
import { exchangeRateValue } from './exchange-rates.ts';
import { currencyCode, idQuery, optionalText, requiredText } from './fields.ts';
import { invoiceContactSchema, invoiceItemInputSchema, invoiceItemSchema } from './invoices.ts';
import { calendarDate, decimalNumber } from './money.ts';
import { listQueryFields, pageMetaSchema } from './pagination.ts';

// Credit notes: money taken back off a sent or paid invoice. A credit note is applied to its invoice at once:
// `applied_amount` (at most the invoice's balance before it) lowers the balance, the rest is a credit the
// customer holds until it is refunded (`refundable_amount` is what of it is still to refund). It posts Dr income per line /
// Dr 2100 tax / Cr 1200 the applied amount, Cr 2200 the rest; a refund posts Dr 2200 / Cr the method's account.

/** How a credit is refunded; each method pays from its own account (cash 1000, mpesa 1300, the others 1100). */
export const REFUND_METHODS = ['cash', 'mpesa', 'bank_transfer', 'other'] as const;
export const refundMethodSchema = z.enum(REFUND_METHODS, { error: 'Choose how it was refunded' });

export const refundSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  paid_on: z.string(),
  method: refundMethodSchema,
  reference: z.string().nullable(),
  /** What one unit of the credit note's currency was worth in the books' currency that day (1: the books' own). */
  exchange_rate: z.number().optional(),
  created_at: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** A credit note as lists show it. */
export const creditNoteSummarySchema = z.object({
  id: z.number().int(),
  credit_note_number: z.string(),
  invoice_id: z.uuid(),
  invoice_number: z.string(),
  contact_id: z.number().int(),
  contact: invoiceContactSchema,
  issue_date: z.string(),
  currency: z.string(),
  /** Its invoice's rate: the books' currency for one unit of `currency` (1 in the books' own); always answered. */
  exchange_rate: z.number().optional(),
  reason: z.string(),
  subtotal: z.number(),
  discount_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  /** The part that lowered the invoice's balance: at most the balance the invoice had before the credit. */
  applied_amount: z.number(),
  /** `total − applied_amount − refunded_amount`: what can still be refunded, the most a new refund may be. */
  refundable_amount: z.number(),
  /** The sum of the refunds made so far. */
  refunded_amount: z.number(),
  /** The same as `refundable_amount` (kept for the clients that read it). */
  refundable_balance: z.number(),
  created_at: z.string(),
});
export type CreditNoteSummary = z.infer<typeof creditNoteSummarySchema>;

/** GET /credit_notes/{id}: the credit note with its items (the invoice item shape) and refunds. */
export const creditNoteSchema = creditNoteSummarySchema.extend({
  items: z.array(invoiceItemSchema),
  refunds: z.array(refundSchema),
  /** Its KRA eTIMS signing (receipt type R); null when it was never sent to KRA. */
  etims: creditNoteEtimsSchema.nullable(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const creditNoteListSchema = z.object({
  data: z.array(creditNoteSummarySchema),
  meta: pageMetaSchema,
});
export type CreditNoteList = z.infer<typeof creditNoteListSchema>;

/** GET /credit_notes: `invoice_id?`, `contact_id?`, paging; newest first. */
export const creditNoteListQuerySchema = z.object({
  ...listQueryFields(10),
  invoice_id: z.uuid({ error: 'Invoice must be an invoice id' }).optional(),
  contact_id: idQuery('Contact').optional(),
});
export type CreditNoteListQuery = z.input<typeof creditNoteListQuerySchema>;

/**
 * POST /credit_notes: `{credit_note:{invoice_id, issue_date, reason, items}}`. The invoice must be sent or
 * paid; the credit notes of one invoice never total more than the invoice. Items take the invoice item's
 * fields and arithmetic (the form pre-fills them from the invoice); the credit note's total must be above 0.
 */
export const creditNoteCreateRequestSchema = z.object({
  credit_note: z.object({
    invoice_id: z.uuid({
      error: (i) => (i.input == null ? 'Invoice is required' : 'Invoice must be an invoice id'),
    }),
    issue_date: calendarDate('Issue date'),
    reason: requiredText('Reason', 1000),
    /** The reason KRA eTIMS is told (`refund` when absent); used only on an account with eTIMS on. */
    kra_reason: kraCreditReasonSchema.optional(),
    /** The invoice's (left out as a rule); another currency than the invoice's is refused. */
    currency: currencyCode().optional(),
    /** The invoice's (left out as a rule): a credit note takes its invoice's rate; another is refused. */
    exchange_rate: exchangeRateValue().optional(),
    items: z.array(invoiceItemInputSchema).min(1, 'Add at least one item').max(200, 'At most 200 items'),
  }),
});
export type CreditNoteCreateRequest = z.input<typeof creditNoteCreateRequestSchema>;

/** POST /credit_notes/{id}/refunds: at most the credit note's `refundable_balance`. */
export const refundCreateRequestSchema = z.object({
  refund: z.object({
    amount: decimalNumber('Amount', { places: 2, min: 0.01 }),
    paid_on: calendarDate('Refund date'),
    method: refundMethodSchema,
    reference: optionalText('Reference', 100).optional(),
    /** For a credit note in another currency; left out: the rate table's for `paid_on`, else the note's. */
    exchange_rate: exchangeRateValue().optional(),
  }),
});
export type RefundCreateRequest = z.input<typeof refundCreateRequestSchema>;
