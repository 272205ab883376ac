import { z } from 'zod';
import { exchangeRateValue } from './exchange-rates.ts';
import { currencyCode, emailAddress, idQuery, optionalText, requiredText } from './fields.ts';
import {
  addInvoiceItemsRequestSchema,
  invoiceContactSchema,
  invoiceItemSchema,
  invoiceItemUpdateSchema,
  invoiceSchema,
} from './invoices.ts';
import { calendarDate } from './money.ts';
import { listQueryFields, pageMetaSchema } from './pagination.ts';
import { updateFieldsOf } from './update.ts';

// Estimates (quotes): what the business offers a customer before any invoice. An estimate posts nothing to
// the ledger; converting it makes a draft invoice with the same items.

/**
 * `draft` → `sent` (by the owner) → `accepted` or `declined` (by the customer on the public page) →
 * `invoiced` (converted). A draft, sent or accepted estimate can be converted.
 */
export const ESTIMATE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'invoiced'] as const;
export const estimateStatusSchema = z.enum(ESTIMATE_STATUSES);
export type EstimateStatus = z.infer<typeof estimateStatusSchema>;
/** `Expired`: a sent estimate whose expiry date is before today (the account's time zone). */
export const estimateStatusLabelSchema = z.enum([
  'Draft',
  'Sent',
  'Accepted',
  'Declined',
  'Invoiced',
  'Expired',
]);
export type EstimateStatusLabel = z.infer<typeof estimateStatusLabelSchema>;

/** One line of an estimate: the invoice line's shape and arithmetic. */
export const estimateItemSchema = invoiceItemSchema;
export type EstimateItem = z.infer<typeof estimateItemSchema>;

/** An estimate as lists show it. */
export const estimateSummarySchema = z.object({
  id: z.uuid(),
  estimate_number: z.string(),
  status: estimateStatusSchema,
  status_label: estimateStatusLabelSchema,
  contact_id: z.number().int(),
  contact: invoiceContactSchema,
  project_id: z.number().int().nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  issue_date: z.string(),
  expiry_date: z.string(),
  currency: z.string(),
  /** The books' currency for one unit of `currency` (1 when they are the same); the API always answers it. */
  exchange_rate: z.number().optional(),
  notes: z.string().nullable(),
  subtotal: z.number(),
  discount_total: z.number(),
  tax_total: z.number(),
  total: z.number(),
  /** When and by whom the customer accepted it on the public page (the name they typed). */
  accepted_at: z.string().nullable(),
  accepted_by: z.string().nullable(),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  /** The invoice it was converted to. */
  invoice_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type EstimateSummary = z.infer<typeof estimateSummarySchema>;

/** GET /estimates/{id}: the estimate with its items. */
export const estimateSchema = estimateSummarySchema.extend({
  estimate_items: z.array(estimateItemSchema),
});
export type Estimate = z.infer<typeof estimateSchema>;

/**
 * The cards of the list screen, over every estimate of the `contact_id` filter (the `status` filter and the
 * page do not narrow it, so the cards stay put while the owner switches status tabs). Amounts are in
 * `currency`, the account's; estimates in other currencies count in the counts but not in the amounts.
 * - `open_*`: sent and not expired, waiting for the customer's answer.
 * - `accepted_this_month_*`: accepted during the current calendar month of the account's time zone,
 *   including those invoiced since.
 * - `conversion_rate`: percent (one decimal) of the decided estimates that were won, where won = accepted or
 *   invoiced and decided = won, declined, or sent and expired; null while none is decided.
 */
export const estimateListSummarySchema = z.object({
  open_count: z.number().int(),
  open_amount: z.number(),
  expired_count: z.number().int(),
  accepted_this_month_count: z.number().int(),
  accepted_this_month_amount: z.number(),
  conversion_rate: z.number().nullable(),
  currency: z.string(),
});
export type EstimateListSummary = z.infer<typeof estimateListSummarySchema>;

export const estimateListSchema = z.object({
  data: z.array(estimateSummarySchema),
  meta: pageMetaSchema,
  summary: estimateListSummarySchema,
});
export type EstimateList = z.infer<typeof estimateListSchema>;

/** The list's status filter: a status, or `expired` (sent and past its expiry date). */
export const ESTIMATE_STATUS_FILTERS = [...ESTIMATE_STATUSES, 'expired'] as const;

/** GET /estimates: `status`, `contact_id`, paging; newest issue date first. */
export const estimateListQuerySchema = z.object({
  ...listQueryFields(10),
  status: z
    .enum(ESTIMATE_STATUS_FILTERS, {
      error: 'Status must be one of draft, sent, accepted, declined, invoiced, expired',
    })
    .optional(),
  contact_id: idQuery('Contact').optional(),
});
export type EstimateListQuery = z.input<typeof estimateListQuerySchema>;

const idField = (label: string) =>
  z.number({ error: (i) => (i.input == null ? `${label} is required` : `${label} must be a number`) }).int();

const estimateFields = {
  contact_id: idField('Contact'),
  project_id: idField('Project').nullish(),
  issue_date: calendarDate('Issue date'),
  expiry_date: calendarDate('Expiry date'),
  currency: currencyCode().optional(),
  /** Left out: the rate table's latest rate on or before the issue date (1 in the books' currency). */
  exchange_rate: exchangeRateValue().optional(),
  notes: optionalText('Notes', 2000).optional(),
};

/** Only when both dates are valid: an invalid date has its own message. */
const expiryNotBeforeIssue = {
  message: 'Expiry date cannot be before the issue date',
  path: ['expiry_date'],
  when: (payload: { value: unknown; issues: { path?: PropertyKey[] | undefined }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    payload.issues.every((issue) => issue.path?.[0] !== 'issue_date' && issue.path?.[0] !== 'expiry_date'),
};

/**
 * POST /estimates: `{estimate:{contact_id, project_id?, issue_date, expiry_date, currency?, exchange_rate?,
 * notes?}}`; a draft.
 */
export const estimateCreateRequestSchema = z.object({
  estimate: z.object(estimateFields).refine((e) => e.expiry_date >= e.issue_date, expiryNotBeforeIssue),
});
export type EstimateCreateRequest = z.input<typeof estimateCreateRequestSchema>;

/**
 * PUT /estimates/{id}: POST's fields, each optional, and `status: "sent"` to mark a draft sent. A draft or
 * sent estimate can be edited (a new expiry date revives an expired one); an accepted, declined or invoiced
 * one answers 422.
 */
export const estimateUpdateRequestSchema = z.object({
  estimate: z
    .object({
      ...updateFieldsOf(estimateFields),
      status: z.enum(['sent'], { error: 'Status can only be set to sent' }).optional(),
    })
    .refine((e) => !e.issue_date || !e.expiry_date || e.expiry_date >= e.issue_date, expiryNotBeforeIssue),
});
export type EstimateUpdateRequest = z.input<typeof estimateUpdateRequestSchema>;

/** POST /estimates/{id}/add_items: as for invoices, `{items:[...], save_to_price_list?}`. */
export const addEstimateItemsRequestSchema = addInvoiceItemsRequestSchema;
export type AddEstimateItemsRequest = z.input<typeof addEstimateItemsRequestSchema>;

/** PUT /estimates/{id}/items/{itemId}: `{estimate_item:{...}}`, the invoice item's fields. */
export const updateEstimateItemRequestSchema = z.object({ estimate_item: invoiceItemUpdateSchema });
export type UpdateEstimateItemRequest = z.input<typeof updateEstimateItemRequestSchema>;

/** POST /estimates/{id}/email_estimate: `{email}`; the mail carries the estimate's public link. */
export const emailEstimateRequestSchema = z.object({ email: emailAddress('Email') });
export type EmailEstimateRequest = z.input<typeof emailEstimateRequestSchema>;
export const emailEstimateResultSchema = z.object({
  sent_to: z.string(),
  /** `smtp` when handed to the SMTP server, `outbox` when kept in the local outbox (no SMTP configured). */
  delivery: z.enum(['smtp', 'outbox']),
  estimate: estimateSchema,
});
export type EmailEstimateResult = z.infer<typeof emailEstimateResultSchema>;

/** POST /estimates/{id}/convert: 201 `{data: invoice}`, the new draft invoice (its `estimate_id` set). */
export const convertEstimateResultSchema = invoiceSchema;

/** GET /public/estimates/{id}: what the customer needs to read and answer the estimate. */
export const publicEstimateSchema = estimateSummarySchema
  .pick({
    id: true,
    estimate_number: true,
    issue_date: true,
    expiry_date: true,
    currency: true,
    notes: true,
    subtotal: true,
    discount_total: true,
    tax_total: true,
    total: true,
    accepted_at: true,
    accepted_by: true,
    declined_at: true,
  })
  .extend({
    /** `draft` never shows: a draft is not found. */
    status: estimateStatusSchema.exclude(['draft']),
    status_label: estimateStatusLabelSchema.exclude(['Draft']),
    estimate_items: z.array(estimateItemSchema.omit({ ledger_account_id: true })),
    contact: z.object({ company_name: z.string().nullable(), full_name: z.string().nullable() }),
    account: z.object({ name: z.string() }),
  });
export type PublicEstimate = z.infer<typeof publicEstimateSchema>;

/** POST /public/estimates/{id}/accept: the name of the person accepting. Only a sent, unexpired estimate. */
export const acceptEstimateRequestSchema = z.object({ name: requiredText('Name', 200) });
export type AcceptEstimateRequest = z.input<typeof acceptEstimateRequestSchema>;

/** POST /public/estimates/{id}/decline: an optional reason. Only a sent estimate. */
export const declineEstimateRequestSchema = z.object({ reason: optionalText('Reason', 1000).optional() });
export type DeclineEstimateRequest = z.input<typeof declineEstimateRequestSchema>;
