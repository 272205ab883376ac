/** Exchange rates: what a unit of another currency was worth in the business's books' currency, by day. */
import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * One rate a day per currency and business, entered by hand (`manual`) or read from the Central Bank of
 * Kenya's daily mean rates (`cbk`). A document in that currency without a rate of its own takes the latest
 * one on or before its date; the unique key is that lookup's index.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    source: varchar('source', { length: 10 }).notNull().default('manual'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('exchange_rates_account_currency_date_unique').on(t.accountId, t.currency, t.date),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check('exchange_rates_source', sql`${t.source} in ('manual', 'cbk')`),
  ],
);
