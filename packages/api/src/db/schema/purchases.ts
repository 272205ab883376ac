/** What the business spends: expenses and bills (with their lines and payments). */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, exchangeRate, money } from './columns.ts';
import { contacts } from './contacts.ts';
import { ledgerAccounts } from './ledger.ts';

/**
 * Money the business spent (Payment) or got back (Refund), booked on one of its expense ledger accounts.
 * `vat_amount` is the VAT included in `total_value` at `vat_rate`. The attachment (a receipt) lives in
 * `DATA_DIR/uploads/{attachment_stored_name}` under a random, server-chosen name; the other attachment
 * columns describe it. A recurring expense (`recurrence` set) has `next_occurrence_on`; the recurring job
 * creates the copy for that date (`parent_expense_id` = the original, no attachment, no recurrence) and moves
 * the date on in the same transaction. Unique (parent_expense_id, dated) backs "each occurrence once" up.
 * Every expense is posted to the ledger (src/modules/ledger) in the transaction that writes it.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expenseType: varchar('expense_type', { length: 10 }).notNull(),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The asset or liability account the money left (1100 Bank unless the owner chose another). */
    paidFromAccountId: integer('paid_from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    dated: date('dated', { mode: 'string' }).notNull(),
    totalValue: numeric('total_value', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    exchangeRate: exchangeRate(),
    vat: varchar('vat', { length: 10 }).notNull(),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    vatAmount: numeric('vat_amount', { precision: 14, scale: 2 }).notNull(),
    description: text('description').notNull(),
    receiptReference: varchar('receipt_reference', { length: 100 }),
    recurrence: varchar('recurrence', { length: 10 }),
    nextOccurrenceOn: date('next_occurrence_on', { mode: 'string' }),
    merchantName: varchar('merchant_name', { length: 200 }),
    attachmentStoredName: varchar('attachment_stored_name', { length: 64 }),
    attachmentFileName: varchar('attachment_file_name', { length: 255 }),
    attachmentContentType: varchar('attachment_content_type', { length: 50 }),
    attachmentSize: integer('attachment_size'),
    attachmentDescription: varchar('attachment_description', { length: 500 }),
    parentExpenseId: integer('parent_expense_id').references((): AnyPgColumn => expenses.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_account_list_idx').on(t.accountId, t.dated.desc(), t.id.desc()),
    index('expenses_next_occurrence_idx')
      .on(t.nextOccurrenceOn)
      .where(sql`${t.nextOccurrenceOn} is not null`),
    index('expenses_account_merchant_idx')
      .on(t.accountId, sql`lower(${t.merchantName})`)
      .where(sql`${t.merchantName} is not null`),
    index('expenses_ledger_account_idx').on(t.ledgerAccountId),
    // GET /search: a receipt reference exactly or by its start, an amount, and merchant or description
    // containing the words (trigrams; btree_gin lets the index lead with account_id).
    index('expenses_account_reference_search_idx')
      .on(t.accountId, sql`lower(${t.receiptReference}) text_pattern_ops`)
      .where(sql`${t.receiptReference} is not null`),
    index('expenses_account_total_idx').on(t.accountId, t.totalValue),
    index('expenses_search_idx').using(
      'gin',
      t.accountId,
      sql`(lower(coalesce(${t.merchantName}, '') || ' ' || ${t.description})) gin_trgm_ops`,
    ),
    index('expenses_paid_from_account_idx').on(t.paidFromAccountId),
    uniqueIndex('expenses_parent_dated_unique')
      .on(t.parentExpenseId, t.dated)
      .where(sql`${t.parentExpenseId} is not null`),
    check('expenses_expense_type', sql`${t.expenseType} in ('Payment', 'Refund')`),
    check('expenses_vat', sql`${t.vat} in ('Auto', 'Standard', 'Exempt', 'Zero', 'Non-VAT')`),
    check('expenses_recurrence', sql`${t.recurrence} in ('Weekly', 'Monthly', 'Annually')`),
    check('expenses_recurrence_next', sql`${t.nextOccurrenceOn} is null or ${t.recurrence} is not null`),
  ],
);

/**
 * Bills: what the business owes a vendor (an ordinary contact), under the vendor's own number, unique per
 * vendor ignoring case and surrounding spaces. Totals are stored (recomputed from the lines and payments in the
 * transaction that changes them); `balance` is what is still owed (0 once void). A bill is posted to the ledger
 * when it leaves draft, in the transaction that writes it. The attachment lives in the file store under
 * `attachment_stored_name`, as an expense's does.
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    billNumber: varchar('bill_number', { length: 100 }).notNull(),
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
    balance: money('balance'),
    attachmentStoredName: varchar('attachment_stored_name', { length: 64 }),
    attachmentFileName: varchar('attachment_file_name', { length: 255 }),
    attachmentContentType: varchar('attachment_content_type', { length: 50 }),
    attachmentSize: integer('attachment_size'),
    /**
     * Set on a bill imported from the tool the business left (POST /bills/import_open): the switching date its
     * balance was brought forward on. Such a bill posts an opening-balance entry (Dr 3000 / Cr 2000) on that
     * date instead of its expense lines, and its one line cannot change. `opening_total` and `opening_paid` are
     * the old tool's figures, kept for reference.
     */
    openingBalanceOn: date('opening_balance_on', { mode: 'string' }),
    openingTotal: numeric('opening_total', { precision: 14, scale: 2 }),
    openingPaid: numeric('opening_paid', { precision: 14, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bills_vendor_number_unique').on(
      t.accountId,
      t.contactId,
      sql`lower(btrim(${t.billNumber}))`,
    ),
    index('bills_account_list_idx').on(t.accountId, t.issueDate.desc(), t.id.desc()),
    index('bills_account_due_idx').on(t.accountId, t.status, t.dueDate),
    index('bills_contact_id_idx').on(t.contactId),
    // GET /search: a vendor's number exactly or by its start, a total.
    index('bills_account_number_search_idx').on(t.accountId, sql`lower(${t.billNumber}) text_pattern_ops`),
    index('bills_account_total_idx').on(t.accountId, t.total),
    check('bills_status', sql`${t.status} in ('draft', 'open', 'paid', 'void')`),
    check('bills_due_after_issue', sql`${t.dueDate} >= ${t.issueDate}`),
  ],
);

/** The lines of a bill (the invoice line's arithmetic), each on an expense or asset account; by `position`. */
export const billLines = pgTable(
  'bill_lines',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    subtotal: money('subtotal'),
    discountAmount: money('discount_amount'),
    taxAmount: money('tax_amount'),
    total: money('total'),
    /** `exempt` or `non_vat` for a line at 0 % (else null: taxed at its rate, 0 % zero-rated). */
    taxCategory: varchar('tax_category', { length: 10 }),
  },
  (t) => [
    index('bill_lines_bill_position_idx').on(t.billId, t.position),
    index('bill_lines_ledger_account_idx').on(t.ledgerAccountId),
  ],
);

/** Money paid against a bill, by method (cash, mpesa, bank_transfer, other). */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The rate the money was worth in the books' currency that day (1 for a document in the books' own). */
    exchangeRate: exchangeRate(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bill_payments_bill_id_idx').on(t.billId, t.paidOn),
    // GET /search: a reference exactly or by its start, an amount.
    index('bill_payments_account_reference_search_idx')
      .on(t.accountId, sql`lower(${t.reference}) text_pattern_ops`)
      .where(sql`${t.reference} is not null`),
    index('bill_payments_account_amount_idx').on(t.accountId, t.amount),
    check('bill_payments_method', sql`${t.method} in ('cash', 'mpesa', 'bank_transfer', 'other')`),
    check('bill_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
