/** The business (account), the people who sign in to it, their sessions and the sign-in throttle. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** The business: one per sign-up; its users, and later its contacts, invoices, ..., hang off it. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  /** The registered name its tax invoices carry (null: its name). */
  legalName: varchar('legal_name', { length: 200 }),
  tradingName: varchar('trading_name', { length: 200 }),
  currency: varchar('currency', { length: 3 }).notNull().default('KES'),
  addressLine1: varchar('address_line1', { length: 200 }),
  addressLine2: varchar('address_line2', { length: 200 }),
  city: varchar('city', { length: 100 }),
  state: varchar('state', { length: 100 }),
  postalCode: varchar('postal_code', { length: 20 }),
  country: varchar('country', { length: 100 }),
  phone: varchar('phone', { length: 50 }),
  email: varchar('email', { length: 254 }),
  taxPin: varchar('tax_pin', { length: 50 }),
  bankName: varchar('bank_name', { length: 100 }),
  bankAccountName: varchar('bank_account_name', { length: 100 }),
  bankAccountNumber: varchar('bank_account_number', { length: 50 }),
  bankBranch: varchar('bank_branch', { length: 100 }),
  bankSortCode: varchar('bank_sort_code', { length: 50 }),
  mpesaPaybill: varchar('mpesa_paybill', { length: 20 }),
  mpesaTill: varchar('mpesa_till', { length: 20 }),
  paymentInstructions: varchar('payment_instructions', { length: 1000 }),
  /** Registered for VAT: its invoices are TAX INVOICEs, and new lines default to 16 % (else outside VAT). */
  vatRegistered: boolean('vat_registered').notNull().default(false),
  /** `MM-dd`: the first day of its financial year. */
  financialYearStart: varchar('financial_year_start', { length: 5 }).notNull().default('01-01'),
  invoiceLayout: varchar('invoice_layout', { length: 20 }).notNull().default('classic'),
  accentColor: varchar('accent_color', { length: 7 }).notNull().default('#0f766e'),
  /** What new documents' numbers start with (`INV` → INV-0001); each sequence counts on across a change. */
  invoicePrefix: varchar('invoice_prefix', { length: 10 }).notNull().default('INV'),
  estimatePrefix: varchar('estimate_prefix', { length: 10 }).notNull().default('EST'),
  creditNotePrefix: varchar('credit_note_prefix', { length: 10 }).notNull().default('CN'),
  /** A new invoice without a due date is due this many days after its issue date. */
  paymentTermsDays: integer('payment_terms_days').notNull().default(30),
  /** The notes of a new invoice or estimate created without any (null: none). */
  defaultNotes: varchar('default_notes', { length: 2000 }),
  /** A line printed at the foot of every invoice, estimate and credit note PDF (null: none). */
  documentFooter: varchar('document_footer', { length: 500 }),
  /** Nothing may post to the ledger on or before this date (null: no period is locked). */
  lockDate: date('lock_date', { mode: 'string' }),
  /** IANA time zone: what "today" is for the business. */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Africa/Nairobi'),
  /** Payment reminders: on or off, and the days relative to an invoice's due date they go out on. */
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  reminderSteps: integer('reminder_steps').array().notNull().default(sql`'{-3,0,7,14}'::integer[]`),
  /**
   * The secret of the paybill's C2B confirmation URL: 64 hex digits from two random UUIDs (244 random bits),
   * given by the column's default to every account (the existing ones too, and again on rotation).
   */
  /** Owners and accountants must sign in with a second step (a TOTP code) once the owner turns this on. */
  requireTwoStep: boolean('require_two_step').notNull().default(false),
  mpesaC2bToken: varchar('mpesa_c2b_token', { length: 64 })
    .notNull()
    .unique('accounts_mpesa_c2b_token_unique')
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  createdAt: createdAt(),
});

/** Bytes as a Buffer (PGlite reads bytea back as a Uint8Array, node-postgres as a Buffer). */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The business's logo, as its documents print it: a PNG or JPEG as uploaded, an SVG drawn into a PNG. At most
 * 1 MB, so it is kept beside the account and every PDF reads it with the business.
 */
export const accountLogos = pgTable('account_logos', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 20 }).notNull(),
  data: bytes('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * People who sign in. E-mail is stored lower-cased, so the unique constraint is case-insensitive.
 * `account_id` is the business the user last chose (a request without `X-Account-Id` works in it); which
 * businesses the user may work in, and as what, is in `memberships`.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull().unique('users_email_unique'),
    name: varchar('name', { length: 200 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * The base32 TOTP secret sealed under TOTP_KEY_SECRET (AES-256-GCM, `v1:…`, as the eTIMS key: see
     * modules/auth/totp-secret.ts): set by POST /users/current/totp, in use once `totp_enabled_at` is set.
     */
    totpSecret: varchar('totp_secret', { length: 128 }),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last code accepted, so one code never signs in twice. */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_account_id_idx').on(t.accountId),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Bearer sessions. Only the SHA-256 of a token is stored; logout deletes the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per session (src/modules/auth/sessions.ts), not on every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** The browser's User-Agent and the address it was last seen from, for the list of sessions. */
    userAgent: varchar('user_agent', { length: 500 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Password-reset links (POST /password_resets): only the SHA-256 of the token is stored; a link is used once
 * (its row deleted with every other link of the user) and expires an hour after it was asked for.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('password_resets_token_hash_unique'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * Rate-limit counters (src/http/throttle.ts), one row per key and window: sign-up and login attempts
 * (`auth:…`) and public pay-page requests (`pay:…`), kept in the database so every API instance behind a
 * load balancer counts together.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar('key', { length: 320 }).primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
