import { z } from 'zod';
import { billingAddressSchema } from './contacts.ts';
import { etimsStatusSchema, invoiceEtimsSchema } from './etims.ts';
import { exchangeRateValue } from './exchange-rates.ts';
import { currencyCode, emailAddress, idQuery, optionalText } from './fields.ts';
import { calendarDate, decimalNumber } from './money.ts';
import { MPESA_CODE, MPESA_CODE_MESSAGE } from './mpesa.ts';
import { listQueryFields, pageMetaSchema } from './pagination.ts';
import { updateFieldsOf } from './update.ts';

/** Units an invoice line can be counted in. */
export const ITEM_UNITS = ['services', 'hours', 'items', 'kg', 'litres', 'days', 'months', 'Other'] as const;
export const itemUnitSchema = z.enum(ITEM_UNITS, { error: 'Unit is required' });
export type ItemUnit = z.infer<typeof itemUnitSchema>;

/** `void`: a sent invoice cancelled before anything was paid; it owes nothing and takes no payment. */
export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;
export const invoiceStatusLabelSchema = z.enum(['Draft', 'Sent', 'Paid', 'Overdue', 'Void']);
export type InvoiceStatusLabel = z.infer<typeof invoiceStatusLabelSchema>;

export const PAYMENT_METHODS = ['paystack', 'cash', 'mpesa', 'bank_transfer', 'other'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);

/** One line of an invoice; amounts are computed by the server exactly to the cent. */
/**
 * What kind of untaxed supply a line at 0 % is: `exempt` (VAT Act First Schedule) or `non_vat` (outside
 * VAT); null or absent: taxed at its rate, so 0 % is zero-rated. KRA eTIMS tells the three apart (A, D, C).
 */
export const TAX_CATEGORIES = ['exempt', 'non_vat'] as const;
export const taxCategorySchema = z.enum(TAX_CATEGORIES, {
  error: 'Tax category must be exempt, non_vat or null',
});
export type TaxCategory = z.infer<typeof taxCategorySchema>;
/** What the three treatments of a line at 0 % are called on screens: no category is zero-rated. */
export const VAT_TREATMENT_LABELS = {
  zero_rated: 'Zero-rated',
  exempt: 'Exempt',
  non_vat: 'Outside VAT',
} as const satisfies Record<TaxCategory | 'zero_rated', string>;

export const invoiceItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  quantity: z.number(),
  unit: itemUnitSchema,
  unit_price: z.number(),
  tax_rate: z.number(),
  discount: z.number(),
  subtotal: z.number(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  total: z.number(),
  /** The income account the line is posted to; null: 4000 Sales (the API always answers it). */
  ledger_account_id: z.number().int().nullable().optional(),
  /** Exempt or non-VAT for a line at 0 %; null: taxed at its rate (the API always answers it). */
  tax_category: taxCategorySchema.nullable().optional(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  paid_on: z.string(),
  method: paymentMethodSchema,
  reference: z.string().nullable(),
  /** The receipt's number, RCT-0001…: the business's own sequence, taken when the payment was recorded. */
  receipt_number: z.string(),
  /** A Paystack payment's channel as Paystack reported it (`card`, `mobile_money`, `bank`…; null: not known). */
  channel: z.string().nullable().optional(),
  /** What one unit of the invoice's currency was worth in the books' currency that day (1: the books' own). */
  exchange_rate: z.number().optional(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

const PAYMENT_METHOD_LABELS = {
  cash: 'Cash',
  mpesa: 'M-Pesa',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  paystack: 'Paystack',
} as const satisfies Record<(typeof PAYMENT_METHODS)[number], string>;

/** How a payment through Paystack was made, by the channel Paystack reports. */
const PAYSTACK_CHANNEL_LABELS: Record<string, string> = {
  mobile_money: 'M-Pesa (Paystack)',
  card: 'Card (Paystack)',
  bank: 'Bank (Paystack)',
  bank_transfer: 'Bank transfer (Paystack)',
  ussd: 'USSD (Paystack)',
  apple_pay: 'Apple Pay (Paystack)',
};

/**
 * A payment's method as it happened: `M-Pesa`, `Cash`…; a Paystack payment by its channel (`M-Pesa
 * (Paystack)` for mobile money, `Card (Paystack)` for a card), plain `Paystack` when the channel is not known.
 */
export function paymentMethodLabel(payment: { method: string; channel?: string | null | undefined }): string {
  if (payment.method === 'paystack' && payment.channel) {
    return PAYSTACK_CHANNEL_LABELS[payment.channel] ?? 'Paystack';
  }
  return PAYMENT_METHOD_LABELS[payment.method as keyof typeof PAYMENT_METHOD_LABELS] ?? payment.method;
}

export const invoiceContactSchema = z.object({
  id: z.number().int(),
  full_name: z.string().nullable(),
  company_name: z.string().nullable(),
  email: z.string().nullable(),
  billing_address: billingAddressSchema,
  /** The buyer's KRA PIN (printed on the document and sent to KRA eTIMS with it). */
  kra_pin: z.string().nullable().optional(),
});

/** An invoice as lists show it. */
export const invoiceSummarySchema = z.object({
  id: z.uuid(),
  invoice_number: z.string(),
  status: invoiceStatusSchema,
  status_label: invoiceStatusLabelSchema,
  contact_id: z.number().int(),
  project_id: z.number().int().nullable(),
  issue_date: z.string(),
  due_date: z.string(),
  created_at: z.string(),
  currency: z.string(),
  /**
   * The books' currency for one unit of `currency` (1 when they are the same); the API always answers it.
   * `total_in_books` is the total at that rate, rounded once: what the receivable carries.
   */
  exchange_rate: z.number().optional(),
  total_in_books: z.number().optional(),
  notes: z.string().nullable(),
  subtotal: z.number(),
  discount_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  paid_amount: z.number(),
  /**
   * The part of its credit notes applied to the invoice; `balance = total − paid_amount − credited_amount`.
   * The API always answers it (and `credit_notes` on the detail); optional so records made before credit notes
   * existed still parse.
   */
  credited_amount: z.number().optional(),
  balance: z.number(),
  contact: invoiceContactSchema,
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The estimate this invoice was converted from; null: none (the API always answers it). */
  estimate_id: z.uuid().nullable().optional(),
  /** Payment reminders for this invoice (the account's schedule); default true. The API always answers it. */
  reminders_enabled: z.boolean().optional(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/**
 * A Paystack charge for the invoice that the books did not take: the amount or currency differed from the
 * checkout that was started, or the invoice no longer had that balance. The customer paid; the owner must
 * refund or record it.
 */
export const unrecordedChargeSchema = z.object({
  reference: z.string(),
  /** What the checkout was started for, in `currency`. */
  amount: z.number(),
  currency: z.string(),
  paid_at: z.string().nullable(),
  problem: z.string(),
});
export type UnrecordedCharge = z.infer<typeof unrecordedChargeSchema>;

/** A credit note as its invoice lists it; the whole note is GET /credit_notes/{id}. */
export const invoiceCreditNoteSchema = z.object({
  id: z.number().int(),
  credit_note_number: z.string(),
  issue_date: z.string(),
  total: z.number(),
  applied_amount: z.number(),
  /** What can still be refunded: `total − applied_amount − refunded_amount`. */
  refundable_amount: z.number(),
  refunded_amount: z.number(),
});
export type InvoiceCreditNote = z.infer<typeof invoiceCreditNoteSchema>;

/**
 * GET /invoices/{id}: the invoice with its lines, payments, credit notes (oldest first) and any Paystack
 * charge it did not take.
 */
export const invoiceSchema = invoiceSummarySchema.extend({
  invoice_items: z.array(invoiceItemSchema),
  payments: z.array(paymentSchema),
  credit_notes: z.array(invoiceCreditNoteSchema).optional(),
  unrecorded_charges: z.array(unrecordedChargeSchema),
  /** Its KRA eTIMS signing; null when the invoice was never sent to KRA (eTIMS off, or a draft). */
  etims: invoiceEtimsSchema.nullable(),
  /** A balance brought forward from the previous tool: the switching date; absent for Daftari's own. */
  brought_forward_on: z.string().optional(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListSummarySchema = z.object({
  total_amount: z.number(),
  total_paid: z.number(),
  total_unpaid: z.number(),
  average_amount: z.number(),
  count: z.number().int(),
  currency: z.string(),
});
export type InvoiceListSummary = z.infer<typeof invoiceListSummarySchema>;

/** A row of GET /invoices: the summary and, once it was sent to KRA eTIMS, where it stands there. */
export const invoiceListRowSchema = invoiceSummarySchema.extend({
  etims_status: etimsStatusSchema.optional(),
});
export type InvoiceListRow = z.infer<typeof invoiceListRowSchema>;

export const invoiceListSchema = z.object({
  data: z.array(invoiceListRowSchema),
  meta: pageMetaSchema,
  summary: invoiceListSummarySchema,
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceListQuerySchema = z.object({
  ...listQueryFields(10),
  contact_id: idQuery('Contact').optional(),
});
export type InvoiceListQuery = z.input<typeof invoiceListQuerySchema>;

const idField = (label: string) =>
  z.number({ error: (i) => (i.input == null ? `${label} is required` : `${label} must be a number`) }).int();

/**
 * POST /invoices: `{invoice:{contact_id, project_id?, issue_date, due_date?, currency?, notes?}}`. Left out,
 * the due date is the issue date plus the business's payment terms, and the notes are its default notes.
 */
const invoiceFields = {
  contact_id: idField('Contact'),
  project_id: idField('Project').nullish(),
  issue_date: calendarDate('Issue date'),
  due_date: calendarDate('Due date').optional(),
  currency: currencyCode().optional(),
  /** Left out: the rate table's latest rate on or before the issue date (1 in the books' currency). */
  exchange_rate: exchangeRateValue().optional(),
  notes: optionalText('Notes', 2000).optional(),
  reminders_enabled: z.boolean({ error: 'Reminders must be true or false' }).optional(),
};

export const invoiceCreateRequestSchema = z.object({
  invoice: z.object(invoiceFields).refine((i) => i.due_date === undefined || i.due_date >= i.issue_date, {
    message: 'Due date cannot be before the issue date',
    path: ['due_date'],
    // Only when there is an object with both dates valid: an invalid date has its own message ('2026-02-30'
    // is no date at all), and a missing or null `invoice` has its own.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      payload.issues.every((issue) => issue.path?.[0] !== 'issue_date' && issue.path?.[0] !== 'due_date'),
  }),
});
export type InvoiceCreateRequest = z.input<typeof invoiceCreateRequestSchema>;

/**
 * PUT /invoices/{id}: `{invoice:{status:"sent"}}` and POST's fields, each optional (left out: kept; `null`
 * clears the project or notes). The dates are checked on the merged invoice.
 */
export const invoiceUpdateRequestSchema = z.object({
  invoice: z.object({ status: invoiceStatusSchema.optional(), ...updateFieldsOf(invoiceFields) }),
});
export type InvoiceUpdateRequest = z.input<typeof invoiceUpdateRequestSchema>;

/** A line as the item dialog sends it. Negative prices are credits and discounts. */
export const invoiceItemInputSchema = z.object({
  description: z
    .string({ error: 'Details are required' })
    .trim()
    .min(1, 'Details are required')
    .max(1000, 'Details must be at most 1000 characters'),
  quantity: decimalNumber('Quantity', { places: 3, min: 0.001, max: 1e9 }),
  unit: itemUnitSchema,
  unit_price: decimalNumber('Unit Price', { places: 4, min: -1e10, max: 1e10 }),
  tax_rate: decimalNumber('Tax rate', { places: 2, min: 0, max: 100 }).default(0),
  discount: decimalNumber('Discount', { places: 2, min: 0, max: 100 }).default(0),
  /** An income account of the business; absent or null: 4000 Sales. */
  ledger_account_id: z
    .number({ error: 'Income account must be a number' })
    .int('Income account must be a whole number')
    .positive('Income account must be a positive number')
    .nullable()
    .optional(),
  /** Only on a line at 0 %: exempt or non-VAT instead of zero-rated. */
  tax_category: taxCategorySchema.nullable().optional(),
});
export type InvoiceItemInput = z.input<typeof invoiceItemInputSchema>;

export const addInvoiceItemsRequestSchema = z.object({
  items: z
    .array(invoiceItemInputSchema)
    .min(1, 'Add at least one item')
    .max(200, 'At most 200 items at once'),
  save_to_price_list: z.boolean().default(false),
});
export type AddInvoiceItemsRequest = z.input<typeof addInvoiceItemsRequestSchema>;

/**
 * The fields to change of one line (PUT /invoices/{id}/items/{itemId}, and an estimate's): left out, kept;
 * `null` clears the income account or tax category. The amounts are computed again from the merged line.
 */
export const invoiceItemUpdateSchema = z.object(updateFieldsOf(invoiceItemInputSchema.shape));

export const updateInvoiceItemRequestSchema = z.object({ invoice_item: invoiceItemUpdateSchema });
export type UpdateInvoiceItemRequest = z.input<typeof updateInvoiceItemRequestSchema>;

export const emailInvoiceRequestSchema = z.object({ email: emailAddress('Email') });
export const emailInvoiceResultSchema = z.object({
  sent_to: z.string(),
  /** `smtp` when handed to the SMTP server, `outbox` when kept in the local outbox (no SMTP configured). */
  delivery: z.enum(['smtp', 'outbox']),
  invoice: invoiceSchema,
});
export type EmailInvoiceResult = z.infer<typeof emailInvoiceResultSchema>;

/** A payment recorded by hand: `{amount, paid_on, method, reference?}`. */
export const recordedPaymentSchema = z.object({
  amount: decimalNumber('Amount', { places: 2, min: 0.01 }),
  paid_on: calendarDate('Payment date'),
  method: z.enum(['cash', 'mpesa', 'bank_transfer', 'other'], { error: 'Choose how it was paid' }),
  reference: optionalText('Reference', 100).optional(),
  /** For an invoice in another currency; left out: the rate table's rate for `paid_on`. */
  exchange_rate: exchangeRateValue().optional(),
});

/**
 * POST /invoices/{id}/payments: a payment the owner received and records by hand. Money received by M-Pesa
 * is known by its transaction code: required, upper-cased (and one per account, which the API checks).
 */
export const manualPaymentRequestSchema = z.object({
  payment: recordedPaymentSchema.transform((payment, context) => {
    if (payment.method !== 'mpesa') return payment;
    const code = payment.reference?.toUpperCase() ?? '';
    if (!MPESA_CODE.test(code)) {
      context.addIssue({
        code: 'custom',
        path: ['reference'],
        message: code ? MPESA_CODE_MESSAGE : 'M-Pesa code is required',
      });
      return z.NEVER;
    }
    return { ...payment, reference: code };
  }),
});
export type ManualPaymentRequest = z.input<typeof manualPaymentRequestSchema>;
