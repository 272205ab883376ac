/** Estimates and their lines. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
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
import { invoices } from './invoices.ts';
import { projects } from './projects.ts';
import { salesLineColumns } from './sales-lines.ts';

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
    exchangeRate: exchangeRate(),
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
    // GET /search: a number exactly or by its start, a sequence value, a total.
    index('estimates_account_number_search_idx').on(
      t.accountId,
      sql`lower(${t.estimateNumber}) text_pattern_ops`,
    ),
    index('estimates_account_sequence_value_idx').on(t.accountId, t.sequenceValue),
    index('estimates_account_total_idx').on(t.accountId, t.total),
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
