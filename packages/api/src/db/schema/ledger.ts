/** The ledger: the chart of accounts, journal entries and their lines. */
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
  serial,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, money } from './columns.ts';
import { contacts } from './contacts.ts';

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

/** What posts journal entries (the contract's JOURNAL_SOURCE_TYPES): documents, manual entries, opening balances. */
const journalSourceTypes = sql.raw(
  "'invoice', 'payment', 'credit_note', 'refund', 'expense', 'bill', 'bill_payment', 'paystack_fee', 'mpesa_receipt', 'bank_line', 'paystack_payout', 'manual', 'opening_balance', 'revaluation'",
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
    /**
     * A line of a document in another currency than the books': that currency and the line's signed amount
     * in it (debit-positive), beside its debit or credit in the books' currency. Null on the books' own.
     */
    currency: varchar('currency', { length: 3 }),
    amountCurrency: numeric('amount_currency', { precision: 14, scale: 2 }),
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
    check('journal_lines_currency_amount', sql`(${t.currency} is null) = (${t.amountCurrency} is null)`),
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
