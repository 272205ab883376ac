/**
 * The signed-in user, written with zod/mini: the shell parses it on every page before any area loads, and
 * zod/mini keeps the full zod library (which the areas bring with their forms) out of the shell's first load.
 * Mini schemas parse, infer and compose with the classic ones like any other contract schema.
 */
import * as z from 'zod/mini';

const nullableText = () => z.nullable(z.string());

/** The account's KRA eTIMS connection as GET /account shows it (never the communication key). */
export const etimsSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The business's KRA PIN the device signs for (the contract's name). */
  pin: nullableText(),
  /** The same PIN (kept for the clients that read it). */
  kra_pin: nullableText(),
  branch_id: z.string(),
  device_serial: nullableText(),
  /** Where the OSCU calls go: the built-in simulator, KRA's sandbox or its production (ETIMS_BASE_URL). */
  environment: z.enum(['simulator', 'sandbox', 'production']),
  /** When `POST /account/etims/initialize` last obtained a communication key; null: not initialized. */
  initialized_at: nullableText(),
  /** Whether the business's own OAuth consumer key and secret are set (never answered themselves). */
  consumer_key_set: z.boolean(),
});
export type EtimsSettings = z.infer<typeof etimsSettingsSchema>;

/** The layouts an invoice PDF can take, the first the default. */
export const INVOICE_LAYOUTS = ['classic', 'modern', 'compact'] as const;
export type InvoiceLayout = (typeof INVOICE_LAYOUTS)[number];

/** The account (the business) as GET /account, PUT /account and GET /users/current answer it. */
export const accountSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  currency: z.string(),
  has_contacts: z.boolean(),
  has_invoices: z.boolean(),
  // The business's address as printed on its invoices.
  address_line1: nullableText(),
  address_line2: nullableText(),
  city: nullableText(),
  country: nullableText(),
  phone: nullableText(),
  email: nullableText(),
  tax_pin: nullableText(),
  // Where customers pay the business.
  bank_name: nullableText(),
  bank_account_name: nullableText(),
  bank_account_number: nullableText(),
  bank_branch: nullableText(),
  bank_sort_code: nullableText(),
  mpesa_paybill: nullableText(),
  // The business's face: the same facts as above under the business-details names, and the rest of them.
  legal_name: z.optional(nullableText()),
  trading_name: z.optional(nullableText()),
  address: z.optional(
    z.object({
      street: nullableText(),
      city: nullableText(),
      state: nullableText(),
      postal_code: nullableText(),
      country: nullableText(),
    }),
  ),
  kra_pin: z.optional(nullableText()),
  /** Registered for VAT: its invoices are titled TAX INVOICE, and new lines default to 16 %. */
  vat_registered: z.optional(z.boolean()),
  /** `MM-dd`: the first day of the financial year (reports' year-to-date and the year-end close). */
  financial_year_start: z.optional(z.string()),
  bank_details: z.optional(
    z.object({
      bank_name: nullableText(),
      account_name: nullableText(),
      account_number: nullableText(),
      branch: nullableText(),
      sort_code: nullableText(),
    }),
  ),
  paybill: z.optional(nullableText()),
  till: z.optional(nullableText()),
  payment_instructions: z.optional(nullableText()),
  invoice_layout: z.optional(z.enum(INVOICE_LAYOUTS)),
  /** `#rrggbb`: the documents' accent colour. */
  accent_color: z.optional(z.string()),
  /** Where the logo is downloaded (`/account/logo?v=…`, changing with it); null: no logo. */
  logo_url: z.optional(nullableText()),
  /**
   * The secret in the paybill's C2B confirmation URL (`/api/paybill/{token}/confirmation`), to register
   * with Safaricom; rotated by PUT /account `{account:{rotate_mpesa_token: true}}`.
   */
  mpesa_c2b_token: z.optional(z.string()),
  /** `yyyy-MM-dd`: the books are locked up to and including this date (null: nothing is locked). */
  lock_date: z.optional(nullableText()),
  /** IANA time zone: what "today" is for this business (report dates default to it). */
  time_zone: z.optional(z.string()),
  /** Payment reminders: on or off, and the days relative to the due date they go out on (−3, 0, 7, 14). */
  reminders: z.optional(z.object({ enabled: z.boolean(), steps: z.array(z.number().check(z.int())) })),
  /** KRA eTIMS: the API always answers it on GET and PUT /account. */
  etims: z.optional(etimsSettingsSchema),
  /** Owners and accountants must sign in with a code (two-step sign-in). */
  require_two_step: z.optional(z.boolean()),
  /**
   * How new documents are numbered and what they start with: the prefixes, the days an invoice is due after
   * its issue date, the notes of an invoice or estimate created without any, and the PDFs' footer line.
   * `next_values`: the value each sequence gives next (the number is `{prefix}-{value}` padded to 4 digits).
   */
  document_settings: z.optional(
    z.object({
      invoice_prefix: z.string(),
      estimate_prefix: z.string(),
      credit_note_prefix: z.string(),
      payment_terms_days: z.number().check(z.int()),
      default_notes: nullableText(),
      footer: nullableText(),
      next_values: z.object({
        invoice: z.number().check(z.int()),
        estimate: z.number().check(z.int()),
        credit_note: z.number().check(z.int()),
      }),
    }),
  ),
});
export type Account = z.infer<typeof accountSchema>;

/** The five roles of a business's members, from most to least. */
export const ROLES = ['owner', 'accountant', 'bookkeeper', 'invoicer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

/** One business the user is a member of. */
export const userMembershipSchema = z.object({
  account_id: z.number().check(z.int()),
  account_name: z.string(),
  role: roleSchema,
});

/** The signed-in user with their account: GET /users/current, and the body of signup and login. */
export const currentUserSchema = z.object({
  id: z.number().check(z.int()),
  email: z.string(),
  name: z.string(),
  account: accountSchema,
  /**
   * Whether this user's time-tracking timer runs: the shell loads the header's running-timer module only
   * then, so a signed-in page without a running timer downloads none of it.
   */
  timer_running: z.optional(z.boolean()),
  /** The user's role in the business the request works in (`account`). */
  role: roleSchema,
  /** Every business the user works in; `X-Account-Id` chooses one per request. */
  memberships: z.array(userMembershipSchema),
  /** Whether the user signs in with a code (two-step sign-in). */
  two_step_enabled: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** `{data: CurrentUser}`, the envelope those three answers come in. */
export const currentUserEnvelopeSchema = z.object({ data: currentUserSchema });
