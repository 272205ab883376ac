/** Recurring invoices (series) and the periods they issued. */
import { sql } from 'drizzle-orm';
import {
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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';
import { contacts } from './contacts.ts';
import { invoices } from './invoices.ts';
import { projects } from './projects.ts';

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
    /**
     * The rate every invoice of a series in another currency takes; null: the rate table's on each one's
     * issue date. 1 in the books' own currency.
     */
    exchangeRate: numeric('exchange_rate', { precision: 18, scale: 6 }).default('1'),
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
