/** The ledger's maintained sums (drizzle/…_ledger_balances.sql keeps them by triggers). */
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { ledgerAccounts } from './ledger.ts';

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
