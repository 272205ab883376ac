import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The one Postgres schema (PGlite and PostgreSQL alike). Migrations in ../../drizzle are generated from it
 * with `pnpm --filter @daftari/api db:generate`.
 *
 * Tenancy rule: every table that holds business data has an `account_id` referencing `accounts`, and every
 * query on it filters by the `accountId` that `requireAuth` put on the request. Never look a record up by
 * its id alone.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The business: one per sign-up; its users, and later its contacts, invoices, ..., hang off it. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('KES'),
  addressLine1: varchar('address_line1', { length: 200 }),
  addressLine2: varchar('address_line2', { length: 200 }),
  city: varchar('city', { length: 100 }),
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
  mpesaC2bToken: varchar('mpesa_c2b_token', { length: 64 })
    .notNull()
    .unique('accounts_mpesa_c2b_token_unique')
    .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  createdAt: createdAt(),
});

/** People who sign in. E-mail is stored lower-cased, so the unique constraint is case-insensitive. */
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

/**
 * `full_name` as the contract defines it: first and last name joined with a space when either exists, else
 * the company name, else null. Blank names never reach the table (the input schema turns them into null).
 */
const contactFullName = sql`case when "first_name" is not null and "last_name" is not null then "first_name" || ' ' || "last_name" else coalesce("first_name", "last_name", "company_name") end`;

/**
 * Customers and suppliers. The derived columns are generated by the database, so every write path (API,
 * import, SQL by hand) keeps them right:
 * - `full_name` (above);
 * - `sort_name`: the lower-cased display name `coalesce(full_name, email)`. The list is ordered by it in the
 *   "C" collation (the same order on every server, and the cheapest comparison); the letter filter is a range
 *   on it;
 * - `search_text`: lower-cased full name, company and e-mail, for `LIKE '%term%'`.
 * Indexes:
 * - btree (account_id, sort_name "C", id, search_text): the ordered pages (an index-only scan picks the ids
 *   of a page, even a deep one, and a search page filters on search_text without touching the table), the
 *   letter range, and counts;
 * - GIN (account_id, search_text trigrams): substring search of three characters or more, per account
 *   (btree_gin lets the GIN index lead with account_id).
 * Triggers (drizzle/0003_contact_counts.sql) keep `contact_counts` in step with this table.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    companyName: varchar('company_name', { length: 200 }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 50 }),
    street: varchar('street', { length: 200 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    postalCode: varchar('postal_code', { length: 20 }),
    country: varchar('country', { length: 100 }),
    /** The customer's KRA PIN (`P051234567X`), sent to eTIMS as the buyer's. */
    kraPin: varchar('kra_pin', { length: 11 }),
    fullName: text('full_name').generatedAlwaysAs(contactFullName),
    sortName: text('sort_name').generatedAlwaysAs(sql`lower(coalesce(${contactFullName}, "email"))`),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(${contactFullName}, '') || E'\\n' || coalesce("company_name", '') || E'\\n' || coalesce("email", ''))`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contacts_account_sort_idx').on(t.accountId, sql`(${t.sortName} collate "C")`, t.id, t.searchText),
    index('contacts_account_search_idx').using('gin', t.accountId, t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * How many contacts each account has, by the first character of `sort_name` (`''` when it has none):
 * the list's total and a letter's total without counting 100,000 rows. Maintained only by the statement
 * triggers on `contacts` (drizzle/0003_contact_counts.sql); never written by the application.
 */
export const contactCounts = pgTable(
  'contact_counts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    initial: text('initial').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.initial] })],
);

// ─── Invoicing and manual payments ─────────────────────────────────────────────────────────────────────────

/** Money: exact decimals, read back as strings ('1234.50'); the arithmetic is @daftari/format's line-amounts. */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');

/**
 * The columns of a line sold to a customer (an invoice's item, an estimate's): its inputs, its amounts as
 * lineCents computes them (exact, half away from zero) and the income account it is posted to (null: 4000
 * Sales).
 */
const salesLineColumns = () => ({
  description: varchar('description', { length: 1000 }).notNull(),
  quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
  unit: varchar('unit', { length: 20 }).notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
  discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
  subtotal: money('subtotal'),
  discountAmount: money('discount_amount'),
  taxAmount: money('tax_amount'),
  total: money('total'),
  ledgerAccountId: integer('ledger_account_id').references((): AnyPgColumn => ledgerAccounts.id),
  /** `exempt` or `non_vat` for a line at 0 % (else null: taxed at its rate, 0 % zero-rated). */
  taxCategory: varchar('tax_category', { length: 10 }),
});

/**
 * Gapless document numbers, one counter per account and scope: `account` for invoices (INV-0001, INV-0002,
 * ...); a project with its own sequence gets the scope `project:{id}` and its own prefix (WR-0001); estimates
 * count in `estimate` (EST-0001). A
 * number is taken with an upsert that increments `next_value` in the transaction that inserts the invoice,
 * so a failed insert gives it back and concurrent creates queue on the row lock.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 50 }).notNull(),
    prefix: varchar('prefix', { length: 20 }).notNull(),
    nextValue: integer('next_value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.scope] }),
    check('invoice_sequences_next_value', sql`${t.nextValue} >= 1`),
  ],
);

/**
 * Invoices. The id is a random UUID: /link/{id} is public and must not be guessable. Totals are stored
 * (recomputed from the items and payments in the transaction that changes them), so the list's summary is
 * one aggregate over the account's rows. `sequence_scope`/`sequence_value` say which counter the number
 * came from (the list orders by the value: 'INV-10000' sorts before 'INV-9999' as text).
 * Indexes: (account_id, issue_date desc, sequence_value desc, id desc) for the list's pages, and the same
 * after contact_id for the contact filter; both carry the id, so a page's ids come from an index-only scan.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    /** The project the invoice belongs to, if any: always one of the invoice's account (`findProject`). */
    projectId: integer('project_id').references((): AnyPgColumn => projects.id),
    invoiceNumber: varchar('invoice_number', { length: 30 }).notNull(),
    sequenceScope: varchar('sequence_scope', { length: 50 }).notNull(),
    sequenceValue: integer('sequence_value').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    notes: text('notes'),
    subtotal: money('subtotal'),
    discountTotal: money('discount_total'),
    taxTotal: money('tax_total'),
    total: money('total'),
    paidAmount: money('paid_amount'),
    /** What its credit notes took off the balance (their applied amounts): balance = total − paid − credited. */
    creditedAmount: money('credited_amount'),
    balance: money('balance'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The estimate the invoice was converted from (POST /estimates/{id}/convert); at most one invoice each. */
    estimateId: uuid('estimate_id').references((): AnyPgColumn => estimates.id),
    /** Payment reminders on the account's schedule; the owner can turn them off per invoice. */
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    /**
     * Set on an invoice imported from the tool the business left (POST /invoices/import_open): the switching
     * date its balance was brought forward on. Such an invoice posts an opening-balance entry (Dr 1200 / Cr
     * 3000) on that date instead of sales, keeps the old tool's number outside Daftari's sequence, and is
     * never sent to eTIMS. `opening_total` and `opening_paid` are the old tool's figures, kept for reference.
     */
    openingBalanceOn: date('opening_balance_on', { mode: 'string' }),
    openingTotal: numeric('opening_total', { precision: 14, scale: 2 }),
    openingPaid: numeric('opening_paid', { precision: 14, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_account_number_unique').on(t.accountId, t.invoiceNumber),
    uniqueIndex('invoices_estimate_id_idx').on(t.estimateId).where(sql`${t.estimateId} is not null`),
    index('invoices_account_list_idx').on(
      t.accountId,
      t.issueDate.desc(),
      t.sequenceValue.desc(),
      t.id.desc(),
    ),
    index('invoices_account_contact_idx').on(
      t.accountId,
      t.contactId,
      t.issueDate.desc(),
      t.sequenceValue.desc(),
      t.id.desc(),
    ),
    index('invoices_contact_id_idx').on(t.contactId),
    // A project's invoices (its invoiced_total) and the foreign key's checks.
    index('invoices_project_id_idx').on(t.projectId, t.total).where(sql`${t.projectId} is not null`),
    check('invoices_status', sql`${t.status} in ('draft', 'sent', 'paid', 'void')`),
    check('invoices_due_after_issue', sql`${t.dueDate} >= ${t.issueDate}`),
  ],
);

/**
 * The list's summary without adding up every invoice: per account and contact, how many invoices and the sums
 * of their total, paid_amount and owed balance (drafts and void invoices owe nothing here). Maintained only by the statement triggers on `invoices`
 * (drizzle/0005_invoice_totals.sql, 0013, 0029); never written by the application. GET /invoices sums the account's rows
 * (one per contact invoiced) or reads the contact's one, whatever the number of invoices.
 */
export const invoiceTotals = pgTable(
  'invoice_totals',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id').notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
    paidAmount: numeric('paid_amount', { precision: 18, scale: 2 }).notNull(),
    balance: numeric('balance', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.contactId] })],
);

/**
 * The lines of an invoice, with their amounts as computed by lineCents (exact, half away from zero).
 * Ordered by `position` within the invoice.
 */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...salesLineColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_items_invoice_position_idx').on(t.invoiceId, t.position),
    index('invoice_items_ledger_account_idx').on(t.ledgerAccountId),
  ],
);

/**
 * Reusable lines; one row per description + unit + unit price (compared on md5(description), which keeps long
 * descriptions within a btree entry). The unique index also serves the account's list (it leads with account_id).
 * An invoice line with the same three is sold on KRA eTIMS as this item: `kind` and `classification_code`
 * describe it; `etims_item_code` is the code it was last registered under with `saveItem`, and
 * `etims_registered_for` the initialization time of the eTIMS connection that registration was made on (null:
 * none since its description changed). Under another connection, it is registered again.
 */
export const priceListItems = pgTable(
  'price_list_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 1000 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    taxCategory: varchar('tax_category', { length: 10 }),
    kind: varchar('kind', { length: 10 }).notNull().default('service'),
    classificationCode: varchar('classification_code', { length: 10 }),
    etimsItemCode: varchar('etims_item_code', { length: 20 }),
    etimsRegisteredFor: timestamp('etims_registered_for', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('price_list_items_kind', sql`${t.kind} in ('service', 'goods')`),
    uniqueIndex('price_list_items_identity_idx').on(
      t.accountId,
      sql`md5(${t.description})`,
      t.unit,
      t.unitPrice,
    ),
  ],
);

/**
 * Money received against an invoice: recorded by hand (cash, mpesa, bank_transfer, other) or by Paystack.
 * A reference is unique within the account (an M-Pesa code or a Paystack reference is applied once).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    /** How a Paystack payment was made, as Paystack reports it (`card`, `mobile_money`, `bank`…); else null. */
    channel: varchar('channel', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_account_reference_idx')
      .on(t.accountId, t.reference)
      .where(sql`${t.reference} is not null`),
    index('payments_invoice_id_idx').on(t.invoiceId, t.createdAt),
    check('payments_method', sql`${t.method} in ('cash', 'mpesa', 'bank_transfer', 'other', 'paystack')`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

// ─── Projects ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Work for one contact, priced at a flat rate or by the hour. `budget` (answers only) is the flat rate, or
 * hourly_rate × total_hours. With `project_invoice_sequence` the project's invoices are numbered on their own
 * (`{invoice_prefix}-0001`, scope `project:{id}` in `invoice_sequences`). `invoice_prefix` is given by the
 * server the first time the sequence is switched on (initials of the name, unique in the account, never
 * `INV`) and then never changes, so every number the project issued keeps its prefix; it stays reserved
 * when the sequence is switched off again.
 * Indexes: (account_id, created_at desc, id desc) for the newest-first pages; unique (account_id,
 * invoice_prefix).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    name: varchar('name', { length: 200 }).notNull(),
    projectType: varchar('project_type', { length: 20 }).notNull().default('fixed_price'),
    endDate: date('end_date', { mode: 'string' }),
    flatRate: numeric('flat_rate', { precision: 14, scale: 2 }),
    hourlyRate: numeric('hourly_rate', { precision: 14, scale: 2 }),
    totalHours: numeric('total_hours', { precision: 12, scale: 2 }),
    projectInvoiceSequence: boolean('project_invoice_sequence').notNull().default(false),
    invoicePrefix: varchar('invoice_prefix', { length: 12 }),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_account_list_idx').on(t.accountId, t.createdAt.desc(), t.id.desc()),
    unique('projects_account_invoice_prefix_unique').on(t.accountId, t.invoicePrefix),
    index('projects_contact_id_idx').on(t.contactId),
    check('projects_project_type', sql`${t.projectType} in ('fixed_price', 'hourly_rate')`),
    check(
      'projects_amounts_not_negative',
      sql`${t.flatRate} >= 0 and ${t.hourlyRate} >= 0 and ${t.totalHours} >= 0`,
    ),
    check(
      'projects_invoice_prefix',
      sql`${t.invoicePrefix} ~ '^[A-Z][A-Z0-9]*$' and ${t.invoicePrefix} <> 'INV'`,
    ),
    check(
      'projects_sequence_has_prefix',
      sql`not ${t.projectInvoiceSequence} or ${t.invoicePrefix} is not null`,
    ),
  ],
);

// ─── Paystack payments of the public pay page ──────────────────────────────────────────────────────────────

/**
 * One row per Paystack transaction we initialize for an invoice: the reference (ours, random), and the amount
 * (in the currency's subunit) and currency we asked for, which a `charge.success` must match to be applied.
 * `status`: `pending` (initialized), `success` (the payment is recorded: terminal), `failed` / `abandoned`
 * (as Paystack last reported; a retry at the same checkout may still succeed), `rejected` (Paystack took the
 * money but we did not record it: amount or currency mismatch, or the invoice no longer had that balance;
 * `problem` says why; terminal, for the owner to sort out). The webhook and the verify call both apply a
 * success under this row's lock, so a reference is recorded once (and payments' unique (account_id,
 * reference) backs that up).
 */
export const paystackTransactions = pgTable(
  'paystack_transactions',
  {
    reference: varchar('reference', { length: 100 }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountSubunit: bigint('amount_subunit', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** `checkout`: Paystack's checkout page; `mpesa`: a charge to an M-Pesa phone (`phone`, E.164). */
    channel: varchar('channel', { length: 10 }).notNull().default('checkout'),
    phone: varchar('phone', { length: 16 }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    problem: text('problem'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paystack_transactions_invoice_idx').on(t.invoiceId, t.createdAt),
    index('paystack_transactions_account_idx').on(t.accountId),
    check(
      'paystack_transactions_status',
      sql`${t.status} in ('pending', 'success', 'failed', 'abandoned', 'rejected')`,
    ),
    check('paystack_transactions_amount_positive', sql`${t.amountSubunit} > 0`),
    check('paystack_transactions_channel', sql`${t.channel} in ('checkout', 'mpesa')`),
  ],
);

// ─── M-Pesa paybill (C2B) confirmations ────────────────────────────────────────────────────────────────────

/**
 * One row per paybill payment Safaricom confirmed (C2B), unique per (account_id, trans_id): a retry finds
 * the row and changes nothing. `payment_id`: the payment it made toward the invoice its account number
 * (`bill_ref_number`) matched, if any. `unallocated_cents`: what is left for the owner to assign (nothing
 * matched, or the excess over the balance; `matched_invoice_id` is then that invoice), held on 2300 until
 * assigned (`invoice_id`, `assigned_at`, `assigned_payment_id`). `status`: `matched` (all applied) or
 * `unmatched` (something was queued). `hold_reason`: why a confirmation that looked wrong (a TransTime
 * outside 1900–2999 or more than a day ahead, an amount above MPESA_MAX_AMOUNT) was queued whole, paying
 * nothing, for the owner to look at.
 */
export const mpesaReceipts = pgTable(
  'mpesa_receipts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    transId: varchar('trans_id', { length: 40 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    billRefNumber: varchar('bill_ref_number', { length: 100 }).notNull(),
    /** As Safaricom sent it: masked (`2547 ***** 126`), plain, or the SHA-256 hash of the number (64 hex). */
    msisdn: varchar('msisdn', { length: 64 }).notNull(),
    /** The contact whose phone number the MSISDN is (any Kenyan spelling, hashed or not), when one is. */
    payerContactId: integer('payer_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    payerName: varchar('payer_name', { length: 310 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    raw: jsonb('raw').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    matchedInvoiceId: uuid('matched_invoice_id').references(() => invoices.id),
    unallocatedCents: bigint('unallocated_cents', { mode: 'bigint' }).notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    assignedPaymentId: integer('assigned_payment_id').references(() => payments.id),
    holdReason: varchar('hold_reason', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('mpesa_receipts_account_trans_id_unique').on(t.accountId, t.transId),
    // The owner's queue, newest first.
    index('mpesa_receipts_queue_idx')
      .on(t.accountId, t.receivedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'unmatched'`),
    check('mpesa_receipts_status', sql`${t.status} in ('matched', 'unmatched')`),
    check('mpesa_receipts_amounts', sql`${t.amountCents} > 0 and ${t.unallocatedCents} >= 0`),
    check('mpesa_receipts_queued', sql`(${t.status} = 'unmatched') = (${t.unallocatedCents} > 0)`),
  ],
);

// ─── Ledger accounts and expenses ──────────────────────────────────────────────────────────────────────────

/**
 * The chart of accounts of a business. Every account gets the standard small-business chart when it is
 * created: an AFTER INSERT trigger on `accounts` calls `daftari_seed_ledger_accounts(account_id)` (migration
 * `0008_expenses`, brought up to date by `0009_ledger`, which added the system accounts 1310, 1400 and 2200
 * to the accounts that existed before). `full_name` (`6000 Office Costs`) and `full_number` are derived in
 * queries from `number` and `name`. `system`: one of the accounts the posting rules post to by number (renamed
 * at will, never renumbered, retyped, archived or deleted); `archived`: hidden from the chart and refused by
 * manual entries, its history kept.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 10 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    accountType: varchar('account_type', { length: 10 }).notNull(),
    system: boolean('system').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ledger_accounts_account_number_unique').on(t.accountId, t.number),
    check(
      'ledger_accounts_account_type',
      sql`${t.accountType} in ('income', 'expense', 'asset', 'liability', 'equity')`,
    ),
  ],
);

/**
 * Money the business spent (Payment) or got back (Refund), booked on one of its expense ledger accounts.
 * `vat_amount` is the VAT included in `total_value` at `vat_rate`. The attachment (a receipt) lives in
 * `DATA_DIR/uploads/{attachment_stored_name}` under a random, server-chosen name; the other attachment
 * columns describe it. A recurring expense (`recurrence` set) has `next_occurrence_on`; the recurring job
 * creates the copy for that date (`parent_expense_id` = the original, no attachment, no recurrence) and moves
 * the date on in the same transaction. Unique (parent_expense_id, dated) backs "each occurrence once" up.
 * Every expense is posted to the ledger (src/modules/ledger) in the transaction that writes it.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expenseType: varchar('expense_type', { length: 10 }).notNull(),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The asset or liability account the money left (1100 Bank unless the owner chose another). */
    paidFromAccountId: integer('paid_from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    dated: date('dated', { mode: 'string' }).notNull(),
    totalValue: numeric('total_value', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    vat: varchar('vat', { length: 10 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vatAmount: numeric('vat_amount', { precision: 14, scale: 2 }).notNull(),
    description: text('description').notNull(),
    receiptReference: varchar('receipt_reference', { length: 100 }),
    recurrence: varchar('recurrence', { length: 10 }),
    nextOccurrenceOn: date('next_occurrence_on', { mode: 'string' }),
    merchantName: varchar('merchant_name', { length: 200 }),
    attachmentStoredName: varchar('attachment_stored_name', { length: 64 }),
    attachmentFileName: varchar('attachment_file_name', { length: 255 }),
    attachmentContentType: varchar('attachment_content_type', { length: 50 }),
    attachmentSize: integer('attachment_size'),
    attachmentDescription: varchar('attachment_description', { length: 500 }),
    parentExpenseId: integer('parent_expense_id').references((): AnyPgColumn => expenses.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_account_list_idx').on(t.accountId, t.dated.desc(), t.id.desc()),
    index('expenses_next_occurrence_idx')
      .on(t.nextOccurrenceOn)
      .where(sql`${t.nextOccurrenceOn} is not null`),
    index('expenses_account_merchant_idx')
      .on(t.accountId, sql`lower(${t.merchantName})`)
      .where(sql`${t.merchantName} is not null`),
    index('expenses_ledger_account_idx').on(t.ledgerAccountId),
    index('expenses_paid_from_account_idx').on(t.paidFromAccountId),
    uniqueIndex('expenses_parent_dated_unique')
      .on(t.parentExpenseId, t.dated)
      .where(sql`${t.parentExpenseId} is not null`),
    check('expenses_expense_type', sql`${t.expenseType} in ('Payment', 'Refund')`),
    check('expenses_vat', sql`${t.vat} in ('Auto', 'Standard', 'Exempt', 'Zero', 'Non-VAT')`),
    check('expenses_recurrence', sql`${t.recurrence} in ('Weekly', 'Monthly', 'Annually')`),
    check('expenses_recurrence_next', sql`${t.nextOccurrenceOn} is null or ${t.recurrence} is not null`),
  ],
);

// ─── Bills ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Bills: what the business owes a vendor (an ordinary contact), under the vendor's own number, unique per
 * vendor ignoring case and surrounding spaces. Totals are stored (recomputed from the lines and payments in the
 * transaction that changes them); `balance` is what is still owed (0 once void). A bill is posted to the ledger
 * when it leaves draft, in the transaction that writes it. The attachment lives in the file store under
 * `attachment_stored_name`, as an expense's does.
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    billNumber: varchar('bill_number', { length: 100 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    notes: text('notes'),
    subtotal: money('subtotal'),
    discountTotal: money('discount_total'),
    taxTotal: money('tax_total'),
    total: money('total'),
    paidAmount: money('paid_amount'),
    balance: money('balance'),
    attachmentStoredName: varchar('attachment_stored_name', { length: 64 }),
    attachmentFileName: varchar('attachment_file_name', { length: 255 }),
    attachmentContentType: varchar('attachment_content_type', { length: 50 }),
    attachmentSize: integer('attachment_size'),
    /**
     * Set on a bill imported from the tool the business left (POST /bills/import_open): the switching date its
     * balance was brought forward on. Such a bill posts an opening-balance entry (Dr 3000 / Cr 2000) on that
     * date instead of its expense lines, and its one line cannot change. `opening_total` and `opening_paid` are
     * the old tool's figures, kept for reference.
     */
    openingBalanceOn: date('opening_balance_on', { mode: 'string' }),
    openingTotal: numeric('opening_total', { precision: 14, scale: 2 }),
    openingPaid: numeric('opening_paid', { precision: 14, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bills_vendor_number_unique').on(
      t.accountId,
      t.contactId,
      sql`lower(btrim(${t.billNumber}))`,
    ),
    index('bills_account_list_idx').on(t.accountId, t.issueDate.desc(), t.id.desc()),
    index('bills_account_due_idx').on(t.accountId, t.status, t.dueDate),
    index('bills_contact_id_idx').on(t.contactId),
    check('bills_status', sql`${t.status} in ('draft', 'open', 'paid', 'void')`),
    check('bills_due_after_issue', sql`${t.dueDate} >= ${t.issueDate}`),
  ],
);

/** The lines of a bill (the invoice line's arithmetic), each on an expense or asset account; by `position`. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    subtotal: money('subtotal'),
    discountAmount: money('discount_amount'),
    taxAmount: money('tax_amount'),
    total: money('total'),
    /** `exempt` or `non_vat` for a line at 0 % (else null: taxed at its rate, 0 % zero-rated). */
    taxCategory: varchar('tax_category', { length: 10 }),
  },
  (t) => [
    index('bill_lines_bill_position_idx').on(t.billId, t.position),
    index('bill_lines_ledger_account_idx').on(t.ledgerAccountId),
  ],
);

/** Money paid against a bill, by method (cash, mpesa, bank_transfer, other). */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bill_payments_bill_id_idx').on(t.billId, t.paidOn),
    check('bill_payments_method', sql`${t.method} in ('cash', 'mpesa', 'bank_transfer', 'other')`),
    check('bill_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

// ─── The ledger ────────────────────────────────────────────────────────────────────────────────────────────

/** What posts journal entries (the contract's JOURNAL_SOURCE_TYPES): documents, manual entries, opening balances. */
const journalSourceTypes = sql.raw(
  "'invoice', 'payment', 'credit_note', 'refund', 'expense', 'bill', 'bill_payment', 'paystack_fee', 'mpesa_receipt', 'manual', 'opening_balance'",
);

/**
 * Gapless journal entry numbers (JE-000001), one counter per account. The posting transaction takes the next
 * value with an upsert, which locks the row until it ends: concurrent postings take turns, a rolled-back
 * posting gives its number back.
 */
export const journalSequences = pgTable(
  'journal_sequences',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    nextValue: integer('next_value').notNull(),
  },
  (t) => [check('journal_sequences_next_value', sql`${t.nextValue} >= 1`)],
);

/**
 * A journal entry: what a document (`source_type`, `source_id`: an invoice's UUID, a payment's or an
 * expense's id) or the owner (`manual`) posted. A change to a document reverses its entry (`reversal_of` on
 * the reversing entry, `reversed_by` on the reversed one) and posts a new one. Entries are never deleted and
 * only `reversed_by` is ever set on one (drizzle/0009_ledger.sql enforces both); each balances, checked at
 * commit by a deferred constraint trigger.
 * Indexes: unique (account_id, number); (account_id, date desc, number desc) for the newest-first list;
 * (account_id, source_type, source_id) for a document's entries.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    memo: varchar('memo', { length: 500 }),
    sourceType: varchar('source_type', { length: 20 }).notNull(),
    sourceId: varchar('source_id', { length: 64 }),
    reversalOf: integer('reversal_of').references((): AnyPgColumn => journalEntries.id),
    reversedBy: integer('reversed_by').references((): AnyPgColumn => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('journal_entries_account_number_unique').on(t.accountId, t.number),
    index('journal_entries_account_date_idx').on(t.accountId, t.date.desc(), t.number.desc()),
    index('journal_entries_source_idx').on(t.accountId, t.sourceType, t.sourceId),
    check('journal_entries_source_type', sql`${t.sourceType} in (${journalSourceTypes})`),
  ],
);

/**
 * The lines of a journal entry: a debit or a credit (exactly one of them above 0) on one ledger account, with
 * the contact on receivable and payable lines. `date` is the entry's, so reports range-scan an account's lines
 * by (account_id, ledger_account_id, date). Append-only: the database refuses UPDATE and DELETE (a whole
 * business account being deleted aside).
 */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    journalEntryId: integer('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    contactId: integer('contact_id').references(() => contacts.id),
    date: date('date', { mode: 'string' }).notNull(),
    description: varchar('description', { length: 500 }),
    debit: money('debit'),
    credit: money('credit'),
    /**
     * The VAT rate of what the line carries, for the VAT report: on the VAT lines (2100, 1400) and on the
     * taxable amounts they go with (income, expense). '16', '8', '0' (percent, as written), 'exempt',
     * 'non_vat' (outside VAT); null on a line no VAT rule posted (a manual entry, a payment).
     */
    vatRate: varchar('vat_rate', { length: 10 }),
  },
  (t) => [
    // The general ledger's pages, the sum of the lines before a page and their count, from the index alone.
    index('journal_lines_account_ledger_date_id_idx').on(
      t.accountId,
      t.ledgerAccountId,
      t.date,
      t.id,
      t.debit,
      t.credit,
    ),
    index('journal_lines_entry_idx').on(t.journalEntryId),
    index('journal_lines_account_contact_idx')
      .on(t.accountId, t.contactId, t.date)
      .where(sql`${t.contactId} is not null`),
    index('journal_lines_ledger_account_idx').on(t.ledgerAccountId),
    check(
      'journal_lines_debit_xor_credit',
      sql`(${t.debit} > 0 and ${t.credit} = 0) or (${t.credit} > 0 and ${t.debit} = 0)`,
    ),
  ],
);

/** One-time maintenance that ran (by name), such as posting the documents that existed before the ledger. */
export const maintenanceRuns = pgTable('maintenance_runs', {
  name: varchar('name', { length: 100 }).primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

// ─── The ledger's maintained sums (drizzle/…_ledger_balances.sql keeps them by triggers) ──────────────────

const sumOfMoney = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull().default('0');

/**
 * Debits and credits of one ledger account on one day: what the reports and the chart's balances sum
 * instead of every journal line (at most one row a day per ledger account). A statement-level trigger on
 * journal_lines adds each inserted batch in the posting transaction; lines are append-only, and a business
 * account's deletion takes these rows with it.
 */
export const ledgerDailyBalances = pgTable(
  'ledger_daily_balances',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    debit: sumOfMoney('debit'),
    credit: sumOfMoney('credit'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ledgerAccountId, t.date] })],
);

/**
 * One item of a control account (the system accounts 1200 and 2000), kept by the same trigger: the lines of
 * a document and of what settled it (an invoice and its payments: `document_id`), or a line no document
 * posted (`line_id`), per contact. `balance` is over every line, `first_date`/`last_date` bound their dates:
 * as of a date on or after `last_date` the item's balance is `balance`; before it, its movements tell.
 */
export const ledgerOpenItems = pgTable(
  'ledger_open_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id'),
    documentId: varchar('document_id', { length: 64 }),
    /**
     * The invoice's or bill's number and due date, kept up to date by triggers on invoices and bills (null:
     * no document).
     */
    documentNumber: varchar('document_number', { length: 100 }),
    dueDate: date('due_date', { mode: 'string' }),
    lineId: integer('line_id'),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    balance: sumOfMoney('balance'),
  },
  (t) => [
    unique('ledger_open_items_key')
      .on(t.accountId, t.ledgerAccountId, t.contactId, t.documentId, t.lineId)
      .nullsNotDistinct(),
    // Covering: the aging's sums as of a date are read from the index alone (narrow: the items' balances
    // change, so it is rewritten often).
    index('ledger_open_items_open_idx')
      .on(t.accountId, t.ledgerAccountId, t.lastDate, t.contactId, t.firstDate, t.dueDate, t.balance)
      .where(sql`${t.balance} <> 0`),
    index('ledger_open_items_document_idx')
      .on(t.accountId, t.documentId)
      .where(sql`${t.documentId} is not null`),
    // The items open across a past date (first line on or before it, last line after it).
    index('ledger_open_items_span_idx')
      .using('gist', sql`daterange(${t.firstDate}, ${t.lastDate})`)
      .where(sql`${t.lastDate} > ${t.firstDate}`),
  ],
);

/** An open item's net movement (debit-positive) on one day: its balance as of a date before its last line. */
export const ledgerOpenItemMovements = pgTable(
  'ledger_open_item_movements',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => ledgerOpenItems.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    amount: sumOfMoney('amount'),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.date] })],
);

// ─── Time tracking ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Time spent on a project, in whole seconds, by one user. A running timer is a row with `ended_at` (and
 * `duration_seconds`) null; the partial unique index allows one per user, so two concurrent starts cannot
 * both succeed. `invoice_id`: the draft invoice the entry was billed on (POST /projects/{id}/invoice_time);
 * deleting that invoice sets it back to null, freeing the entry. An entry lasts at most a day.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 1000 }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationSeconds: integer('duration_seconds'),
    billable: boolean('billable').notNull().default(true),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('time_entries_one_running_per_user').on(t.userId).where(sql`${t.endedAt} is null`),
    index('time_entries_account_started_idx').on(t.accountId, t.startedAt.desc(), t.id.desc()),
    index('time_entries_project_started_idx').on(t.projectId, t.startedAt),
    index('time_entries_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    check(
      'time_entries_running_has_no_duration',
      sql`(${t.endedAt} is null) = (${t.durationSeconds} is null)`,
    ),
    check(
      'time_entries_span',
      sql`${t.endedAt} >= ${t.startedAt} and ${t.durationSeconds} between 0 and 86400`,
    ),
    check('time_entries_billed_has_ended', sql`${t.invoiceId} is null or ${t.endedAt} is not null`),
  ],
);

// ─── Estimates ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Estimates (quotes). The id is a random UUID: /link/estimates/{id} is public. Numbers come from the
 * account's `estimate` counter in `invoice_sequences` (EST-0001, gapless like the invoices'); `sequence_value`
 * orders the list. Totals are stored, recomputed from the items in the transaction that changes them. An
 * estimate posts nothing to the ledger. `invoice_id`: the invoice it was converted to (status `invoiced`);
 * deleting that draft invoice reopens the estimate (a trigger, drizzle/0016_estimates.sql).
 */
export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    projectId: integer('project_id').references(() => projects.id),
    estimateNumber: varchar('estimate_number', { length: 30 }).notNull(),
    sequenceValue: integer('sequence_value').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    notes: text('notes'),
    subtotal: money('subtotal'),
    discountTotal: money('discount_total'),
    taxTotal: money('tax_total'),
    total: money('total'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: varchar('accepted_by', { length: 200 }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: varchar('decline_reason', { length: 1000 }),
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('estimates_account_number_unique').on(t.accountId, t.estimateNumber),
    index('estimates_account_list_idx').on(
      t.accountId,
      t.issueDate.desc(),
      t.sequenceValue.desc(),
      t.id.desc(),
    ),
    index('estimates_account_contact_idx').on(
      t.accountId,
      t.contactId,
      t.issueDate.desc(),
      t.sequenceValue.desc(),
      t.id.desc(),
    ),
    index('estimates_contact_id_idx').on(t.contactId),
    index('estimates_project_id_idx').on(t.projectId).where(sql`${t.projectId} is not null`),
    uniqueIndex('estimates_invoice_id_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    check('estimates_status', sql`${t.status} in ('draft', 'sent', 'accepted', 'declined', 'invoiced')`),
    check('estimates_expiry_after_issue', sql`${t.expiryDate} >= ${t.issueDate}`),
    check('estimates_invoiced_has_invoice', sql`(${t.status} = 'invoiced') = (${t.invoiceId} is not null)`),
  ],
);

/** The lines of an estimate: the invoice item's columns, ordered by `position`. */
export const estimateItems = pgTable(
  'estimate_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    estimateId: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...salesLineColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('estimate_items_estimate_position_idx').on(t.estimateId, t.position),
    index('estimate_items_ledger_account_idx').on(t.ledgerAccountId),
  ],
);

// ─── Credit notes ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Money taken back off a sent or paid invoice, numbered CN-0001 per account (the `credit_note` scope of
 * invoice_sequences). Applied to the invoice when issued: `applied_amount` (at most the invoice's balance then)
 * is the invoice's `credited_amount` share, the rest (`total − applied_amount`) a credit the customer holds
 * until refunded (`refunded_amount`, the sum of its refunds). The credit notes of one invoice never total
 * more than the invoice (checked under the invoice's row lock). Never changed once issued.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    creditNoteNumber: varchar('credit_note_number', { length: 30 }).notNull(),
    sequenceValue: integer('sequence_value').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    subtotal: money('subtotal'),
    discountTotal: money('discount_total'),
    taxTotal: money('tax_total'),
    total: money('total'),
    appliedAmount: money('applied_amount'),
    refundedAmount: money('refunded_amount'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credit_notes_account_number_unique').on(t.accountId, t.creditNoteNumber),
    index('credit_notes_account_list_idx').on(t.accountId, t.issueDate.desc(), t.sequenceValue.desc()),
    index('credit_notes_account_contact_idx').on(
      t.accountId,
      t.contactId,
      t.issueDate.desc(),
      t.sequenceValue.desc(),
    ),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_contact_id_idx').on(t.contactId),
    check('credit_notes_total_positive', sql`${t.total} > 0`),
    check('credit_notes_applied', sql`${t.appliedAmount} >= 0 and ${t.appliedAmount} <= ${t.total}`),
    check(
      'credit_notes_refunded',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total} - ${t.appliedAmount}`,
    ),
  ],
);

/** The lines of a credit note: an invoice item's fields and amounts (lineCents), by `position`. */
export const creditNoteItems = pgTable(
  'credit_note_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...salesLineColumns(),
  },
  (t) => [
    index('credit_note_items_note_position_idx').on(t.creditNoteId, t.position),
    index('credit_note_items_ledger_account_idx').on(t.ledgerAccountId),
  ],
);

/** Money paid back to the customer out of a credit note's refundable amount, by method. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_credit_note_idx').on(t.creditNoteId, t.paidOn),
    check('refunds_method', sql`${t.method} in ('cash', 'mpesa', 'bank_transfer', 'other')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

// ─── Job queue, recurring invoices, reminders, invoice activity ───────────────────────────────────────────

/**
 * The job queue (src/jobs): work that runs after its transaction commits, survives restarts and runs once.
 * A job is enqueued in the transaction of the change that asks for it (an auto-sent invoice's e-mail is
 * written with the invoice: a transactional outbox); `(kind, key)` is unique, so asking twice enqueues once.
 * A runner claims due jobs with `FOR UPDATE SKIP LOCKED` (two runners never take the same one) and holds each
 * until `locked_until`; a runner that dies leaves its job to be taken again after that. A failure retries with
 * backoff (`run_at`) until `max_attempts`, then the job is `failed` and listed for the owner (GET /jobs).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** What the job is about, for the owner (GET /jobs). */
    summary: varchar('summary', { length: 300 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('jobs_kind_key_unique').on(t.kind, t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_account_idx').on(t.accountId, t.status, t.id.desc()),
    check('jobs_status', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * A recurring invoice (series). `next_issue_date` is the date of period number `periods_done`, counted from
 * `start_date` (month-end clamped); the runner claims a period by moving it on in the same transaction that
 * enqueues the period's job. Null once finished.
 */
export const recurringInvoices = pgTable(
  'recurring_invoices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    projectId: integer('project_id').references(() => projects.id),
    frequency: varchar('frequency', { length: 10 }).notNull(),
    interval: integer('interval').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    occurrences: integer('occurrences'),
    periodsDone: integer('periods_done').notNull().default(0),
    nextIssueDate: date('next_issue_date', { mode: 'string' }),
    dueDays: integer('due_days').notNull(),
    autoSend: boolean('auto_send').notNull().default(false),
    missedPeriods: varchar('missed_periods', { length: 10 }).notNull().default('create'),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    currency: varchar('currency', { length: 3 }).notNull(),
    notes: text('notes'),
    /** The lines every invoice gets, as POST /invoices/{id}/add_items takes them. */
    items: jsonb('items').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recurring_invoices_account_idx').on(t.accountId, t.id.desc()),
    index('recurring_invoices_due_idx').on(t.nextIssueDate).where(sql`${t.status} = 'active'`),
    check(
      'recurring_invoices_frequency',
      sql`${t.frequency} in ('weekly', 'monthly', 'quarterly', 'yearly')`,
    ),
    check('recurring_invoices_status', sql`${t.status} in ('active', 'paused', 'finished')`),
    check('recurring_invoices_missed', sql`${t.missedPeriods} in ('create', 'skip')`),
    check('recurring_invoices_interval', sql`${t.interval} >= 1`),
  ],
);

/**
 * Each period of a series, issued (with its invoice; null once the owner deleted that draft) or skipped. The
 * primary key makes a second invoice for the same (series, period) impossible.
 */
export const recurringInvoicePeriods = pgTable(
  'recurring_invoice_periods',
  {
    recurringInvoiceId: integer('recurring_invoice_id')
      .notNull()
      .references(() => recurringInvoices.id, { onDelete: 'cascade' }),
    period: date('period', { mode: 'string' }).notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    skipped: boolean('skipped').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.recurringInvoiceId, t.period] }),
    index('recurring_invoice_periods_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
  ],
);

/** What happened to an invoice, for GET /invoices/{id}/activity (beside what its own rows tell). */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    detail: varchar('detail', { length: 300 }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.kind, t.at)],
);

/** One row per (invoice, reminder step) ever scheduled: the primary key makes each step go out once. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.step] })],
);

// ─── KRA eTIMS ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * An account's eTIMS connection (one row once the owner saved a setting): the business's KRA PIN, branch and
 * device serial, and the communication key `selectInitOsdcInfo` issued, sealed with ETIMS_KEY_SECRET
 * (AES-256-GCM, adapters/etims/key-box.ts). `item_registered`: the default service item was sent with
 * `saveItem`. One KRA PIN and branch belong to one business (KRA keeps one device key per branch: a second
 * business initialising it breaks the first one's signing).
 */
export const etimsSettings = pgTable(
  'etims_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    kraPin: varchar('kra_pin', { length: 11 }),
    branchId: varchar('branch_id', { length: 2 }).notNull().default('00'),
    deviceSerial: varchar('device_serial', { length: 50 }),
    communicationKey: text('communication_key'),
    controlUnitId: varchar('control_unit_id', { length: 50 }),
    initializedAt: timestamp('initialized_at', { withTimezone: true }),
    itemRegistered: boolean('item_registered').notNull().default(false),
    /** KRA's time (`yyyyMMddHHmmss`) of the last purchase list answered: the next list asks from there. */
    purchasesRequestedAt: varchar('purchases_requested_at', { length: 14 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('etims_settings_kra_pin_branch_unique')
      .on(t.kraPin, t.branchId)
      .where(sql`${t.kraPin} is not null`),
  ],
);

/**
 * An invoice sent to eTIMS: its receipt number (gapless per account, counted in `invoice_sequences` under
 * the scope `etims_receipt`, taken in the transaction that issued the invoice) and, once the control unit
 * signed it, what it answered. `failed`: the `etims_sale` job gave up (KRA's message in `error`).
 */
export const etimsInvoices = pgTable(
  'etims_invoices',
  {
    invoiceId: uuid('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    receiptNumber: integer('receipt_number').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('awaiting'),
    cuInvoiceNumber: varchar('cu_invoice_number', { length: 50 }),
    internalData: text('internal_data'),
    signature: text('signature'),
    /** KRA's receipt check page of the signed receipt (what its QR code opens). */
    receiptUrl: text('receipt_url'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('etims_invoices_account_receipt_unique').on(t.accountId, t.receiptNumber),
    check('etims_invoices_status', sql`${t.status} in ('awaiting', 'signed', 'failed')`),
  ],
);

/**
 * A credit note sent to eTIMS as receipt type R: its receipt number (the same gapless `etims_receipt` count
 * as the invoices'), the reason code KRA is told (`rfdRsnCd`) and, once signed, the control unit's answer.
 * It is signed only after its invoice: until then its job waits.
 */
export const etimsCreditNotes = pgTable(
  'etims_credit_notes',
  {
    creditNoteId: integer('credit_note_id')
      .primaryKey()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    receiptNumber: integer('receipt_number').notNull(),
    reasonCode: varchar('reason_code', { length: 2 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('awaiting'),
    cuInvoiceNumber: varchar('cu_invoice_number', { length: 50 }),
    internalData: text('internal_data'),
    signature: text('signature'),
    /** KRA's receipt check page of the signed receipt (what its QR code opens). */
    receiptUrl: text('receipt_url'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('etims_credit_notes_account_receipt_unique').on(t.accountId, t.receiptNumber),
    check('etims_credit_notes_status', sql`${t.status} in ('awaiting', 'signed', 'failed')`),
  ],
);

/**
 * A sale another business's control unit signed to this business (`selectTrnsPurchaseSalesList`), imported
 * once: unique per account by the supplier's PIN and the CU invoice number, so a list answered again or two
 * pulls at once never import it twice. `sale` keeps it as KRA listed it (what `insertTrnsPurchase` sends);
 * `bill_id` the draft bill it became (null once that draft was deleted: it stays imported). When the bill
 * leaves draft, it takes the account's next purchase number (gapless, scope `etims_purchase`) and the
 * `etims_purchase` job; `status` is then `awaiting` until KRA accepted it (`confirmed`), `failed` after the
 * retries (KRA's message in `error`).
 */
export const etimsPurchases = pgTable(
  'etims_purchases',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    supplierPin: varchar('supplier_pin', { length: 11 }).notNull(),
    cuInvoiceNumber: varchar('cu_invoice_number', { length: 80 }).notNull(),
    sale: jsonb('sale').notNull(),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    purchaseNumber: integer('purchase_number'),
    status: varchar('status', { length: 10 }),
    error: text('error'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('etims_purchases_supplier_invoice_unique').on(t.accountId, t.supplierPin, t.cuInvoiceNumber),
    unique('etims_purchases_account_number_unique').on(t.accountId, t.purchaseNumber),
    unique('etims_purchases_bill_unique').on(t.billId),
    check('etims_purchases_status', sql`${t.status} in ('awaiting', 'confirmed', 'failed')`),
  ],
);

// ─── M-Pesa Daraja (the business's own shortcode) ─────────────────────────────────────────────────────────

/**
 * A business's own Daraja app: its shortcode (a paybill, or a till's store number with `till_number` as the
 * party paid), the environment, and the app's consumer key and secret and the Lipa na M-Pesa passkey, each
 * sealed under DARAJA_KEY_SECRET (AES-256-GCM, as the eTIMS communication key). `c2b_registered_at` and
 * `c2b_confirmation_url`: the last C2B register URL call Safaricom accepted.
 */
export const darajaSettings = pgTable(
  'daraja_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    environment: varchar('environment', { length: 10 }).notNull().default('sandbox'),
    shortcodeType: varchar('shortcode_type', { length: 7 }).notNull().default('paybill'),
    shortcode: varchar('shortcode', { length: 10 }),
    tillNumber: varchar('till_number', { length: 10 }),
    consumerKey: text('consumer_key'),
    consumerSecret: text('consumer_secret'),
    passkey: text('passkey'),
    c2bRegisteredAt: timestamp('c2b_registered_at', { withTimezone: true }),
    c2bConfirmationUrl: varchar('c2b_confirmation_url', { length: 500 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('daraja_settings_environment', sql`${t.environment} in ('sandbox', 'production')`),
    check('daraja_settings_shortcode_type', sql`${t.shortcodeType} in ('paybill', 'till')`),
  ],
);

/**
 * One M-Pesa Express (STK push) prompt to a customer's phone for an invoice's balance. `reference` is ours
 * (`DRJ-` and 24 random hex digits: what the pay page polls), `checkout_request_id` Daraja's. `status`:
 * `pending` until the callback or an STK query answers, then `paid`, `cancelled` (1032) or `failed`.
 * `amount_cents`: whole shillings (Daraja takes no cents). A paid prompt becomes a receipt in
 * `mpesa_receipts` (`receipt_id`), booked as a paybill payment of the invoice is.
 */
export const darajaStkRequests = pgTable(
  'daraja_stk_requests',
  {
    reference: varchar('reference', { length: 40 }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    phone: varchar('phone', { length: 12 }).notNull(),
    merchantRequestId: varchar('merchant_request_id', { length: 100 }),
    checkoutRequestId: varchar('checkout_request_id', { length: 100 }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    resultCode: varchar('result_code', { length: 20 }),
    resultDesc: varchar('result_desc', { length: 300 }),
    receiptNumber: varchar('receipt_number', { length: 40 }),
    receiptId: integer('receipt_id').references(() => mpesaReceipts.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('daraja_stk_requests_checkout_idx')
      .on(t.checkoutRequestId)
      .where(sql`${t.checkoutRequestId} is not null`),
    index('daraja_stk_requests_invoice_idx').on(t.invoiceId, t.createdAt),
    check('daraja_stk_requests_status', sql`${t.status} in ('pending', 'paid', 'cancelled', 'failed')`),
    check('daraja_stk_requests_amount', sql`${t.amountCents} > 0`),
  ],
);
