import { z } from 'zod';
import { INVOICE_LAYOUTS } from './current-user.ts';
import {
  DOCUMENT_PREFIX,
  MAX_DEFAULT_NOTES,
  MAX_DOCUMENT_FOOTER,
  MAX_PAYMENT_TERMS_DAYS,
} from './document-numbers.ts';
import { etimsSettingsInputSchema } from './etims.ts';
import { currencyCode, optionalEmailAddress, optionalText, requiredText, text } from './fields.ts';
import { calendarDate } from './money.ts';
import { reminderSettingsInputSchema } from './reminders.ts';
import { updateFieldsOf } from './update.ts';

/** An IANA time zone name this runtime knows (`Africa/Nairobi`, `UTC`); offsets and abbreviations are not. */
function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `MM-dd` falls in every year: a real day of a year that is not a leap year. */
function isDayOfEveryYear(monthDay: string): boolean {
  const date = new Date(`2001-${monthDay}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(5, 10) === monthDay;
}

const paymentNumber = (label: string) =>
  optionalText(label, 20)
    .refine((value) => value === null || /^\d{5,10}$/.test(value), `${label} must be 5 to 10 digits`)
    .optional();

/**
 * The business's address as one object; `street` is its first two lines, one per line of text (each at most
 * 200 characters).
 */
const addressUpdateSchema = z.object(
  {
    street: optionalText('Street', 401)
      .refine(
        (value) => value === null || value.split(/\r?\n/).every((line) => line.length <= 200),
        'Street must be at most two lines of 200 characters',
      )
      .refine(
        (value) => value === null || value.split(/\r?\n/).length <= 2,
        'Street must be at most two lines',
      )
      .optional(),
    city: optionalText('City', 100).optional(),
    state: optionalText('State or county', 100).optional(),
    postal_code: optionalText('Postal code', 20).optional(),
    country: optionalText('Country', 100).optional(),
  },
  { error: 'Address must be {street, city, state, postal_code, country}' },
);

/** Where customers pay by bank transfer; the same facts as the flat `bank_*` fields. */
const bankDetailsUpdateSchema = z.object(
  {
    bank_name: optionalText('Bank name', 100).optional(),
    account_name: optionalText('Bank account name', 100).optional(),
    account_number: optionalText('Bank account number', 50).optional(),
    branch: optionalText('Bank branch', 100).optional(),
    sort_code: optionalText('Bank sort code', 50).optional(),
  },
  { error: 'Bank details must be {bank_name, account_name, account_number, branch, sort_code}' },
);

const documentPrefix = (label: string) =>
  text(label)
    .trim()
    .regex(
      DOCUMENT_PREFIX,
      `${label} must be 1 to 10 letters, digits, - or /, starting and ending with a letter or digit`,
    )
    .optional();

/** How new documents are numbered and what they start with; each field left out keeps its value. */
const documentSettingsUpdateSchema = z.object(
  {
    invoice_prefix: documentPrefix('Invoice prefix'),
    estimate_prefix: documentPrefix('Estimate prefix'),
    credit_note_prefix: documentPrefix('Credit note prefix'),
    payment_terms_days: z
      .number({ error: 'Payment terms must be a number of days' })
      .int('Payment terms must be a whole number of days')
      .min(0, `Payment terms must be 0 to ${MAX_PAYMENT_TERMS_DAYS} days`)
      .max(MAX_PAYMENT_TERMS_DAYS, `Payment terms must be 0 to ${MAX_PAYMENT_TERMS_DAYS} days`)
      .optional(),
    default_notes: optionalText('Default notes', MAX_DEFAULT_NOTES).optional(),
    footer: optionalText('Footer', MAX_DOCUMENT_FOOTER).optional(),
  },
  {
    error:
      'Document settings must be {invoice_prefix, estimate_prefix, credit_note_prefix, payment_terms_days, default_notes, footer}',
  },
);

/**
 * The fields PUT /account may change; every one is optional (left out: kept), an empty string or `null` clears
 * an optional one.
 */
export const accountUpdateFieldsSchema = z.object({
  name: requiredText('Business name').optional(),
  currency: currencyCode().optional(),
  address_line1: optionalText('Address line 1').optional(),
  address_line2: optionalText('Address line 2').optional(),
  city: optionalText('City', 100).optional(),
  country: optionalText('Country', 100).optional(),
  phone: optionalText('Phone', 50).optional(),
  email: optionalEmailAddress('Email').optional(),
  tax_pin: optionalText('Tax PIN', 50).optional(),
  bank_name: optionalText('Bank name', 100).optional(),
  bank_account_name: optionalText('Bank account name', 100).optional(),
  bank_account_number: optionalText('Bank account number', 50).optional(),
  bank_branch: optionalText('Bank branch', 100).optional(),
  bank_sort_code: optionalText('Bank sort code', 50).optional(),
  mpesa_paybill: paymentNumber('M-Pesa paybill'),
  // The business's face (the names of the business-details section; `kra_pin`, `paybill` and the parts of
  // `address` and `bank_details` are the same facts as `tax_pin`, `mpesa_paybill` and the flat fields).
  legal_name: optionalText('Legal name').optional(),
  trading_name: optionalText('Trading name').optional(),
  address: addressUpdateSchema.optional(),
  kra_pin: optionalText('KRA PIN', 50).optional(),
  vat_registered: z.boolean({ error: 'VAT registered must be true or false' }).optional(),
  financial_year_start: z
    .string({ error: 'Financial year start must be MM-dd' })
    .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Financial year start must be MM-dd, such as 07-01')
    .refine(isDayOfEveryYear, 'Financial year start must be a day every year has (not 29 February)')
    .optional(),
  bank_details: bankDetailsUpdateSchema.optional(),
  paybill: paymentNumber('Paybill'),
  till: paymentNumber('Till number'),
  payment_instructions: optionalText('Payment instructions', 1000).optional(),
  invoice_layout: z
    .enum(INVOICE_LAYOUTS, { error: `Invoice layout must be one of ${INVOICE_LAYOUTS.join(', ')}` })
    .optional(),
  accent_color: z
    .string({ error: 'Accent colour must be a colour such as #0f766e' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Accent colour must be a colour such as #0f766e')
    .transform((value) => value.toLowerCase())
    .optional(),
  /** true: a new C2B confirmation token; the old URL stops working at once. */
  rotate_mpesa_token: z.boolean({ error: 'Rotate M-Pesa token must be true or false' }).optional(),
  /** Nothing may post to the books on or before this date; null unlocks every period. */
  lock_date: calendarDate('Lock date').nullable().optional(),
  /** What "today" is for the business: an IANA time zone such as Africa/Nairobi. */
  time_zone: z
    .string({ error: 'Time zone must be text' })
    .trim()
    .refine(isTimeZone, 'Time zone must be an IANA time zone such as Africa/Nairobi')
    .optional(),
  /**
   * Payment reminders: `{enabled, steps}`, the days relative to the due date (e.g. −3, 0, 7, 14); either one
   * left out keeps its value.
   */
  reminders: z
    .object(updateFieldsOf(reminderSettingsInputSchema.shape), {
      error: 'Reminders must be {enabled, steps}',
    })
    .optional(),
  /** KRA eTIMS: on or off, the business's KRA PIN, branch id and device serial. */
  etims: etimsSettingsInputSchema.optional(),
  /** Owners and accountants must sign in with a code (two-step sign-in); only an owner changes it. */
  require_two_step: z.boolean({ error: 'Require two-step must be true or false' }).optional(),
  /** Numbering prefixes, payment terms, default notes and the PDFs' footer (merged by field). */
  document_settings: documentSettingsUpdateSchema.optional(),
});
export type AccountUpdate = z.infer<typeof accountUpdateFieldsSchema>;

/** PUT /account: `{account:{...}}`. */
export const accountUpdateRequestSchema = z.object({ account: accountUpdateFieldsSchema });
/** What a client sends to PUT /account. */
export type AccountUpdateRequest = z.input<typeof accountUpdateRequestSchema>;
