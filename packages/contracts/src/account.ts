import { z } from 'zod';
import { etimsSettingsInputSchema } from './etims.ts';
import { currencyCode, optionalEmailAddress, optionalText, requiredText } from './fields.ts';
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
  mpesa_paybill: optionalText('M-Pesa paybill', 20)
    .refine((value) => value === null || /^\d{5,10}$/.test(value), 'M-Pesa paybill must be 5 to 10 digits')
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
});
export type AccountUpdate = z.infer<typeof accountUpdateFieldsSchema>;

/** PUT /account: `{account:{...}}`. */
export const accountUpdateRequestSchema = z.object({ account: accountUpdateFieldsSchema });
/** What a client sends to PUT /account. */
export type AccountUpdateRequest = z.input<typeof accountUpdateRequestSchema>;
