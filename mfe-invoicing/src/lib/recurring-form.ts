import {
  type Invoice,
  type InvoiceItemInput,
  type RecurringInvoiceCreateRequest,
  recurringInvoiceCreateRequestSchema,
} from '@daftari/contracts';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import type { WithRateText } from './currencies.ts';

/** How the owner says when a series ends; the contract takes an end date or a count, never both. */
export const END_OPTIONS = [
  { value: 'never', label: 'Never' },
  { value: 'on_date', label: 'On a date' },
  { value: 'after', label: 'After a number of invoices' },
] as const;
export type EndChoice = (typeof END_OPTIONS)[number]['value'];

type Limits = { ends?: unknown; recurring_invoice?: { end_date?: unknown; occurrences?: unknown } };

/** The limit `ends` asks for is given; checked even while other fields are wrong, so every error shows at once. */
const limitGiven = (choice: EndChoice, field: 'end_date' | 'occurrences', message: string) =>
  [
    (values: Limits) => values.ends !== choice || Boolean(values.recurring_invoice?.[field]),
    { message, path: ['recurring_invoice', field] as PropertyKey[], when: () => true },
  ] as const;

/** The contract's request, plus the choice of how the series ends (not sent), which asks for its limit. */
export const recurringFormSchema = recurringInvoiceCreateRequestSchema
  .extend({ ends: z.enum(END_OPTIONS.map((option) => option.value) as [EndChoice, ...EndChoice[]]) })
  .refine(...limitGiven('on_date', 'end_date', 'End date is required'))
  .refine(...limitGiven('after', 'occurrences', 'Number of invoices is required'));
/** The form's values: the fixed rate held as the text typed. */
export type RecurringFormInput = WithRateText<z.input<typeof recurringFormSchema>, 'recurring_invoice'>;
export type RecurringFormOutput = z.output<typeof recurringFormSchema>;

/**
 * An input's text as the number the contract checks: blank (or a cleared null) is absent, so the contract
 * says it is required rather than that 0 is out of range.
 */
export const numberOrBlank = (text: unknown) =>
  text == null || (typeof text === 'string' && text.trim() === '') ? undefined : Number(text);

/** A blank optional field (end date, occurrences) is null: the series has no such limit. */
export const nullIfBlank = (text: unknown) => (typeof text === 'string' && text.trim() === '' ? null : text);

export const BLANK_ITEM: InvoiceItemInput = {
  description: '',
  quantity: 1,
  unit: 'services',
  unit_price: 0,
  tax_rate: 0,
  discount: 0,
};

/** A line of `invoice` as the series repeats it. */
function itemOf(item: Invoice['invoice_items'][number]): InvoiceItemInput {
  return {
    description: item.description,
    quantity: item.quantity,
    unit: item.unit,
    unit_price: item.unit_price,
    tax_rate: item.tax_rate,
    discount: item.discount,
    ledger_account_id: item.ledger_account_id ?? null,
  };
}

/**
 * A new series starting `today`: monthly, due in 14 days, not auto-sent, missed periods issued. From an
 * invoice ('Make recurring'): its contact, project, currency, items, notes and payment terms.
 */
export function recurringDefaults(today: string, invoice?: Invoice): RecurringFormInput {
  const dueDays = invoice
    ? Math.max(0, differenceInCalendarDays(parseISO(invoice.due_date), parseISO(invoice.issue_date)))
    : 14;
  return {
    ends: 'never',
    recurring_invoice: {
      contact_id: invoice?.contact_id as number,
      project_id: invoice?.project_id ?? null,
      frequency: 'monthly',
      interval: 1,
      start_date: today,
      end_date: null,
      occurrences: null,
      due_days: dueDays,
      auto_send: false,
      missed_periods: 'create',
      currency: invoice?.currency,
      exchange_rate: '',
      notes: invoice?.notes ?? '',
      items:
        invoice && invoice.invoice_items.length > 0 ? invoice.invoice_items.map(itemOf) : [{ ...BLANK_ITEM }],
    },
  };
}

/** The request the form's values amount to. */
export function recurringRequestOf(values: RecurringFormOutput): RecurringInvoiceCreateRequest {
  return { recurring_invoice: values.recurring_invoice };
}
