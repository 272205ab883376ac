import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, money } from './columns.ts';
import { journalEntries, ledgerAccounts } from './ledger.ts';

const optionalMoney = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * A Paystack settlement (payout) posted into the books: Dr the bank it reached / Cr the Paystack account,
 * `effective_amount` on `settlement_date` (its entry: `journal_entry_id`, source `paystack_payout`). Read
 * from Paystack's API (`source` api) or its dashboard export (file); one row per Paystack settlement id and
 * business (unique), so syncing again, or importing the export of a synced month, posts none twice. Deleting
 * the row reverses its entry.
 */
export const paystackPayouts = pgTable(
  'paystack_payouts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    settlementId: varchar('settlement_id', { length: 40 }).notNull(),
    source: varchar('source', { length: 4 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    totalProcessed: optionalMoney('total_processed'),
    totalFees: optionalMoney('total_fees'),
    totalAmount: money('total_amount'),
    effectiveAmount: money('effective_amount'),
    deductions: optionalMoney('deductions'),
    transactions: integer('transactions'),
    unrecordedTransactions: integer('unrecorded_transactions'),
    journalEntryId: integer('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('paystack_payouts_settlement_unique').on(t.accountId, t.settlementId),
    index('paystack_payouts_account_ledger_idx').on(t.accountId, t.ledgerAccountId, t.settlementDate),
    check('paystack_payouts_source', sql`${t.source} in ('api', 'file')`),
    check('paystack_payouts_effective_positive', sql`${t.effectiveAmount} > 0`),
  ],
);
