/** Invoices, their numbering, items, contact totals and manual payments. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
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
import { accounts } from './accounts.ts';
import { createdAt, exchangeRate, money } from './columns.ts';
import { contacts } from './contacts.ts';
import { estimates } from './estimates.ts';
import { projects } from './projects.ts';
import { salesLineColumns } from './sales-lines.ts';

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
    exchangeRate: exchangeRate(),
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
    // GET /search: a number exactly or by its start, a sequence value, a total (drizzle/0045_search_indexes.sql).
    index('invoices_account_number_search_idx').on(
      t.accountId,
      sql`lower(${t.invoiceNumber}) text_pattern_ops`,
    ),
    index('invoices_account_sequence_value_idx').on(t.accountId, t.sequenceValue),
    index('invoices_account_total_idx').on(t.accountId, t.total),
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
 * Money received against an invoice: recorded by hand (cash, mpesa, bank_transfer, other) or by Paystack.
 * A reference is recorded once per invoice: one M-Pesa receipt split across invoices carries its code on each
 * part (the code names the payment, whatever it paid).
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
    /** The rate the money was worth in the books' currency that day (1 for a document in the books' own). */
    exchangeRate: exchangeRate(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    /** How a Paystack payment was made, as Paystack reports it (`card`, `mobile_money`, `bank`…); else null. */
    channel: varchar('channel', { length: 20 }),
    /**
     * The receipt's number (RCT-0001…), from the business's `receipt` counter in invoice_sequences, taken when
     * the payment is recorded; a payment taken off again leaves its number unused.
     */
    receiptNumber: varchar('receipt_number', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_account_receipt_number_idx').on(t.accountId, t.receiptNumber),
    uniqueIndex('payments_account_invoice_reference_idx')
      .on(t.accountId, t.invoiceId, t.reference)
      .where(sql`${t.reference} is not null`),
    index('payments_account_reference_lookup_idx')
      .on(t.accountId, t.reference)
      .where(sql`${t.reference} is not null`),
    index('payments_invoice_id_idx').on(t.invoiceId, t.createdAt),
    // GET /search: an M-Pesa code or reference exactly or by its start, an amount.
    index('payments_account_reference_search_idx')
      .on(t.accountId, sql`lower(${t.reference}) text_pattern_ops`)
      .where(sql`${t.reference} is not null`),
    index('payments_account_amount_idx').on(t.accountId, t.amount),
    check('payments_method', sql`${t.method} in ('cash', 'mpesa', 'bank_transfer', 'other', 'paystack')`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
