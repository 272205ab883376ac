/** Projects and the time tracked on them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { createdAt } from './columns.ts';
import { contacts } from './contacts.ts';
import { invoices } from './invoices.ts';

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
