import { z } from 'zod';
import { exchangeRateValue } from './exchange-rates.ts';
import { currencyCode, optionalText } from './fields.ts';
import { invoiceItemInputSchema, invoiceStatusSchema, taxCategorySchema } from './invoices.ts';
import { calendarDate } from './money.ts';
import { listQueryFields } from './pagination.ts';
import { updateFieldsOf } from './update.ts';

export const RECURRING_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export const recurringFrequencySchema = z.enum(RECURRING_FREQUENCIES, {
  error: 'Frequency must be weekly, monthly, quarterly or yearly',
});
export type RecurringFrequency = z.infer<typeof recurringFrequencySchema>;

/** After downtime: `create` issues every missed period with its own date, `skip` moves on to the next one. */
export const MISSED_PERIODS = ['create', 'skip'] as const;
export const missedPeriodsSchema = z.enum(MISSED_PERIODS, { error: 'Missed periods must be create or skip' });
export type MissedPeriods = z.infer<typeof missedPeriodsSchema>;

/** `finished`: stopped (DELETE), past its end date, or all its occurrences issued; it never issues again. */
export const RECURRING_STATUSES = ['active', 'paused', 'finished'] as const;
export const recurringStatusSchema = z.enum(RECURRING_STATUSES);
export type RecurringStatus = z.infer<typeof recurringStatusSchema>;

/** A line every invoice of the series gets (the invoice computes its amounts to the cent). */
export const recurringInvoiceItemSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unit: invoiceItemInputSchema.shape.unit,
  unit_price: z.number(),
  tax_rate: z.number(),
  discount: z.number(),
  ledger_account_id: z.number().int().nullable(),
  /** Exempt or non-VAT for a line at 0 %; null: taxed at its rate. */
  tax_category: taxCategorySchema.nullable().optional(),
});
export type RecurringInvoiceItem = z.infer<typeof recurringInvoiceItemSchema>;

/** An invoice the series issued, newest first. */
export const recurringIssuedInvoiceSchema = z.object({
  id: z.uuid(),
  invoice_number: z.string(),
  issue_date: z.string(),
  status: invoiceStatusSchema,
});

/**
 * A recurring invoice (a series). Each period's invoice is issued on its date at 07:00 in the account's time
 * zone; a monthly series started on the 31st issues on the last day of shorter months.
 */
export const recurringInvoiceSchema = z.object({
  id: z.number().int(),
  contact_id: z.number().int(),
  contact: z.object({
    id: z.number().int(),
    full_name: z.string().nullable(),
    company_name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  project_id: z.number().int().nullable(),
  frequency: recurringFrequencySchema,
  interval: z.number().int(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  /** How many invoices the series issues in all; null: no limit (or the end date limits it). */
  occurrences: z.number().int().nullable(),
  /** The date of the next period's invoice; null once finished. */
  next_issue_date: z.string().nullable(),
  /** The due date of each invoice is its issue date plus this many days. */
  due_days: z.number().int(),
  /** E-mail each new invoice to the contact (it is then sent); otherwise it waits as a draft. */
  auto_send: z.boolean(),
  missed_periods: missedPeriodsSchema,
  status: recurringStatusSchema,
  currency: z.string(),
  /**
   * The rate each invoice of the series takes (1 in the books' currency); null: the rate table's on each
   * invoice's issue date. The API always answers it.
   */
  exchange_rate: z.number().nullable().optional(),
  notes: z.string().nullable(),
  items: z.array(recurringInvoiceItemSchema),
  /** How many periods are behind the series (issued or skipped). */
  periods_done: z.number().int(),
  invoices: z.array(recurringIssuedInvoiceSchema),
  created_at: z.string(),
});
export type RecurringInvoice = z.infer<typeof recurringInvoiceSchema>;

const idField = (label: string) =>
  z.number({ error: (i) => (i.input == null ? `${label} is required` : `${label} must be a number`) }).int();

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** The series' fields as POST takes them (PUT takes each as optional, without the defaults: updateFieldsOf). */
const recurringFields = {
  contact_id: idField('Contact'),
  project_id: idField('Project').nullish(),
  frequency: recurringFrequencySchema,
  interval: wholeNumber('Interval', 1, 120).default(1),
  start_date: calendarDate('Start date'),
  end_date: calendarDate('End date').nullish(),
  occurrences: wholeNumber('Occurrences', 1, 1000).nullish(),
  due_days: wholeNumber('Due days', 0, 365).default(14),
  auto_send: z.boolean({ error: 'Auto-send must be true or false' }).default(false),
  missed_periods: missedPeriodsSchema.default('create'),
  currency: currencyCode().optional(),
  /** A rate fixed for every invoice; left out or null: the rate table's on each invoice's issue date. */
  exchange_rate: exchangeRateValue().nullish(),
  notes: optionalText('Notes', 2000).optional(),
  items: z
    .array(invoiceItemInputSchema, { error: 'Items must be a list' })
    .min(1, 'Add at least one item')
    .max(200, 'At most 200 items'),
};

type Dated = { start_date?: string | undefined; end_date?: string | null | undefined };
type Limited = { end_date?: string | null | undefined; occurrences?: number | null | undefined };
const datesValid = (payload: { value: unknown; issues: { path?: PropertyKey[] | undefined }[] }) =>
  typeof payload.value === 'object' &&
  payload.value !== null &&
  payload.issues.every((issue) => issue.path?.[0] !== 'start_date' && issue.path?.[0] !== 'end_date');

const RECURRING_REQUIRED = 'Recurring invoice details are required';

/** POST /recurring_invoices: `{recurring_invoice:{...}}`. */
export const recurringInvoiceCreateRequestSchema = z.object({
  recurring_invoice: z
    .object(recurringFields, { error: RECURRING_REQUIRED })
    .refine((s: Dated) => !s.end_date || !s.start_date || s.end_date >= s.start_date, {
      message: 'End date cannot be before the start date',
      path: ['end_date'],
      when: datesValid,
    })
    .refine((s: Limited) => !(s.end_date && s.occurrences), {
      message: 'Give an end date or a number of occurrences, not both',
      path: ['occurrences'],
    }),
});
export type RecurringInvoiceCreateRequest = z.input<typeof recurringInvoiceCreateRequestSchema>;

/**
 * PUT /recurring_invoices/{id}: the fields to change (left out: unchanged; `null` clears an optional one).
 * A new start date, frequency or interval applies to the periods not issued yet.
 */
export const recurringInvoiceUpdateRequestSchema = z.object({
  recurring_invoice: z
    .object(updateFieldsOf(recurringFields), { error: RECURRING_REQUIRED })
    .refine((s: Limited) => !(s.end_date && s.occurrences), {
      message: 'Give an end date or a number of occurrences, not both',
      path: ['occurrences'],
    }),
});
export type RecurringInvoiceUpdateRequest = z.input<typeof recurringInvoiceUpdateRequestSchema>;

export const recurringInvoiceListQuerySchema = z.object({
  ...listQueryFields(10),
  status: z.enum(RECURRING_STATUSES, { error: 'Status must be active, paused or finished' }).optional(),
});
export type RecurringInvoiceListQuery = z.input<typeof recurringInvoiceListQuerySchema>;
