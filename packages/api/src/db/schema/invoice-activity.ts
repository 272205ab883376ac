/** An invoice's activity and the reminder steps scheduled for it. */
import { index, integer, pgTable, primaryKey, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';
import { invoices } from './invoices.ts';

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
