/** The financial years a business has closed (modules/year-ends). */
import { date, integer, numeric, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';

/**
 * One closed financial year: its dates, the net profit it closed with, who closed it and when, and the lock
 * date before the close (what reopening restores). A close posts nothing: the balance sheet carries earlier
 * years' profit to 3100 Retained earnings by computation. Reopening deletes the row (the audit trail keeps
 * both events).
 */
export const yearEnds = pgTable(
  'year_ends',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    yearStart: date('year_start', { mode: 'string' }).notNull(),
    yearEnd: date('year_end', { mode: 'string' }).notNull(),
    profit: numeric('profit', { precision: 18, scale: 2 }).notNull(),
    lockDateBefore: date('lock_date_before', { mode: 'string' }),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [unique('year_ends_account_year_end').on(t.accountId, t.yearEnd)],
);
