import { z } from 'zod';
import { billEtimsSchema } from './etims.ts';
import { exchangeRateValue } from './exchange-rates.ts';
import { attachmentFileSchema } from './expenses.ts';
import { currencyCode, idQuery, optionalText, requiredText } from './fields.ts';
import {
  invoiceContactSchema,
  invoiceItemInputSchema,
  paymentSchema,
  recordedPaymentSchema,
  taxCategorySchema,
} from './invoices.ts';
import { calendarDate } from './money.ts';
import { listQueryFields, pageMetaSchema } from './pagination.ts';
import { updateFieldsOf } from './update.ts';

// Bills: what the business owes its suppliers. A vendor is an ordinary contact. A bill posts to the ledger
// when it leaves draft (Dr each line's account, Dr 1400 VAT / Cr 2000), each payment Dr 2000 / Cr the
// method's account; a void reverses the bill's entry.

export const BILL_STATUSES = ['draft', 'open', 'paid', 'void'] as const;
export const billStatusSchema = z.enum(BILL_STATUSES);
export type BillStatus = z.infer<typeof billStatusSchema>;
/** `Overdue`: an open bill whose due date is before today. */
export const billStatusLabelSchema = z.enum(['Draft', 'Open', 'Overdue', 'Paid', 'Void']);
export type BillStatusLabel = z.infer<typeof billStatusLabelSchema>;

/** How a bill is paid; each method posts to its own account (cash 1000, mpesa 1300, the others 1100). */
export const BILL_PAYMENT_METHODS = ['cash', 'bank_transfer', 'mpesa', 'other'] as const;

/** One line of a bill: the invoice line's arithmetic, on an expense or asset account of the business. */
export const billLineSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  ledger_account_id: z.number().int(),
  quantity: z.number(),
  unit_price: z.number(),
  tax_rate: z.number(),
  discount: z.number(),
  subtotal: z.number(),
  discount_amount: z.number(),
  tax_amount: z.number(),
  total: z.number(),
  /** Exempt or non-VAT for a line at 0 %; null: taxed at its rate, so 0 % is zero-rated (always answered). */
  tax_category: taxCategorySchema.nullable().optional(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billPaymentSchema = paymentSchema
  .omit({ receipt_number: true })
  .extend({ method: z.enum(BILL_PAYMENT_METHODS) });
export type BillPayment = z.infer<typeof billPaymentSchema>;

/** A bill as lists show it. `balance` is what is still owed: 0 for a void bill. */
export const billSummarySchema = z.object({
  id: z.number().int(),
  bill_number: z.string(),
  contact_id: z.number().int(),
  contact: invoiceContactSchema,
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  /**
   * The books' currency for one unit of `currency` (1 when they are the same); `total_in_books` is the total
   * at that rate, rounded once: what the payable carries. The API always answers both.
   */
  exchange_rate: z.number().optional(),
  total_in_books: z.number().optional(),
  status: billStatusSchema,
  status_label: billStatusLabelSchema,
  notes: z.string().nullable(),
  subtotal: z.number(),
  discount_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  paid_amount: z.number(),
  balance: z.number(),
  attachment: attachmentFileSchema.nullable(),
  created_at: z.string(),
});
export type BillSummary = z.infer<typeof billSummarySchema>;

/** GET /bills/{id}: the bill with its lines and payments. */
export const billSchema = billSummarySchema.extend({
  lines: z.array(billLineSchema),
  payments: z.array(billPaymentSchema),
  /** Set on a bill fetched from KRA eTIMS (a supplier's signed invoice). */
  etims: billEtimsSchema.optional(),
  /** A balance brought forward from the previous tool: the switching date; absent for Daftari's own. */
  brought_forward_on: z.string().optional(),
});
export type Bill = z.infer<typeof billSchema>;

/**
 * The summary of every bill matching the filter (not only the page). The amounts are what the books owe, in
 * the books' currency (a bill in another currency at its rate, as its payable carries it):
 * drafts (not posted yet) and void bills count in `count` but not in the sums; `overdue_amount` is the
 * balance of the overdue ones.
 */
export const billListSummarySchema = z.object({
  total_amount: z.number(),
  total_paid: z.number(),
  total_unpaid: z.number(),
  overdue_amount: z.number(),
  count: z.number().int(),
  currency: z.string(),
});
export type BillListSummary = z.infer<typeof billListSummarySchema>;

export const billListSchema = z.object({
  data: z.array(billSummarySchema),
  meta: pageMetaSchema,
  summary: billListSummarySchema,
});
export type BillList = z.infer<typeof billListSchema>;

/** The list's status filter: a status, or `overdue` (open and past its due date). */
export const BILL_STATUS_FILTERS = [...BILL_STATUSES, 'overdue'] as const;

/** GET /bills: `status`, `contact_id`, `due_before` (due strictly before that date), paging. */
export const billListQuerySchema = z.object({
  ...listQueryFields(10),
  status: z
    .enum(BILL_STATUS_FILTERS, { error: 'Status must be one of draft, open, overdue, paid, void' })
    .optional(),
  contact_id: idQuery('Contact').optional(),
  due_before: calendarDate('Due before').optional(),
});
export type BillListQuery = z.input<typeof billListQuerySchema>;

/**
 * A line as the bill form sends it: the invoice line's fields (no unit), with its tax category at 0 %
 * (zero-rated when absent or null), and its expense or asset account.
 */
export const billLineInputSchema = invoiceItemInputSchema
  .pick({
    description: true,
    quantity: true,
    unit_price: true,
    tax_rate: true,
    discount: true,
    tax_category: true,
  })
  .extend({
    ledger_account_id: z
      .number({ error: 'Account is required' })
      .int('Account is required')
      .positive('Account is required'),
  });
export type BillLineInput = z.input<typeof billLineInputSchema>;

const billFields = {
  contact_id: z
    .number({ error: (i) => (i.input == null ? 'Vendor is required' : 'Vendor must be a number') })
    .int('Vendor must be a number'),
  bill_number: requiredText('Bill number', 100),
  issue_date: calendarDate('Issue date'),
  due_date: calendarDate('Due date'),
  /** Left out: the vendor's default currency, else the books'. */
  currency: currencyCode().optional(),
  /** Left out: the rate table's latest rate on or before the issue date (1 in the books' currency). */
  exchange_rate: exchangeRateValue().optional(),
  notes: optionalText('Notes', 2000).optional(),
  /** true: saved as a draft, which posts nothing; false or left out: the bill is open and posted. */
  draft: z.boolean({ error: 'Draft must be true or false' }).optional(),
  lines: z.array(billLineInputSchema).min(1, 'Add at least one line').max(200, 'At most 200 lines'),
};

/** Only when both dates are valid: an invalid date has its own message. */
const dueNotBeforeIssue = {
  message: 'Due date cannot be before the issue date',
  path: ['due_date'],
  when: (payload: { value: unknown; issues: { path?: PropertyKey[] | undefined }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => issue.path?.[0] !== 'issue_date' && issue.path?.[0] !== 'due_date'),
};

/** POST /bills: `{bill:{contact_id, bill_number, issue_date, due_date, currency?, notes?, draft?, lines}}`. */
export const billCreateRequestSchema = z.object({
  bill: z.object(billFields).refine((bill) => bill.due_date >= bill.issue_date, dueNotBeforeIssue),
});
export type BillCreateRequest = z.input<typeof billCreateRequestSchema>;

/**
 * PUT /bills/{id}: POST's fields, each optional; `lines` given replace every line. `draft: false` issues a
 * draft; a posted bill never goes back to draft.
 */
export const billUpdateRequestSchema = z.object({
  bill: z
    .object(updateFieldsOf(billFields))
    .refine(
      (bill) => !bill.issue_date || !bill.due_date || bill.due_date >= bill.issue_date,
      dueNotBeforeIssue,
    ),
});
export type BillUpdateRequest = z.input<typeof billUpdateRequestSchema>;

/**
 * POST /bills/{id}/payments: `{payment:{amount, paid_on, method, reference?}}`. The reference is the owner's
 * own note of money paid out (an M-Pesa code or anything else), never required.
 */
export const billPaymentRequestSchema = z.object({ payment: recordedPaymentSchema });
export type BillPaymentRequest = z.input<typeof billPaymentRequestSchema>;

/**
 * POST /bills/extract_from_document: what the offline reader found on a supplier's invoice (every field may
 * be missing). `contact_id`: the contact whose name matches the vendor's, ignoring case; `bill_number`: the
 * document's transaction number; `ledger_account_id`: the suggested expense account of the lines.
 */
export const billExtractionSchema = z.object({
  vendor_name: z.string().nullable(),
  contact_id: z.number().int().nullable(),
  bill_number: z.string().nullable(),
  issue_date: z.string().nullable(),
  total: z.number().nullable(),
  vat_rate: z.number().nullable(),
  vat_amount: z.number().nullable(),
  currency: z.string().nullable(),
  ledger_account_id: z.number().int().nullable(),
});
export type BillExtraction = z.infer<typeof billExtractionSchema>;
