/** Credit notes, their lines and the refunds paid out of them. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, exchangeRate, money } from './columns.ts';
import { contacts } from './contacts.ts';
import { invoices } from './invoices.ts';
import { salesLineColumns } from './sales-lines.ts';

/**
 * Money taken back off a sent or paid invoice, numbered CN-0001 per account (the `credit_note` scope of
 * invoice_sequences). Applied to the invoice when issued: `applied_amount` (at most the invoice's balance then)
 * is the invoice's `credited_amount` share, the rest (`total − applied_amount`) a credit the customer holds
 * until refunded (`refunded_amount`, the sum of its refunds). The credit notes of one invoice never total
 * more than the invoice (checked under the invoice's row lock). Never changed once issued.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    creditNoteNumber: varchar('credit_note_number', { length: 30 }).notNull(),
    sequenceValue: integer('sequence_value').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 1000 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    exchangeRate: exchangeRate(),
    subtotal: money('subtotal'),
    discountTotal: money('discount_total'),
    taxTotal: money('tax_total'),
    total: money('total'),
    appliedAmount: money('applied_amount'),
    refundedAmount: money('refunded_amount'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('credit_notes_account_number_unique').on(t.accountId, t.creditNoteNumber),
    index('credit_notes_account_list_idx').on(t.accountId, t.issueDate.desc(), t.sequenceValue.desc()),
    index('credit_notes_account_contact_idx').on(
      t.accountId,
      t.contactId,
      t.issueDate.desc(),
      t.sequenceValue.desc(),
    ),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_contact_id_idx').on(t.contactId),
    check('credit_notes_total_positive', sql`${t.total} > 0`),
    check('credit_notes_applied', sql`${t.appliedAmount} >= 0 and ${t.appliedAmount} <= ${t.total}`),
    check(
      'credit_notes_refunded',
      sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.total} - ${t.appliedAmount}`,
    ),
  ],
);

/** The lines of a credit note: an invoice item's fields and amounts (lineCents), by `position`. */
export const creditNoteItems = pgTable(
  'credit_note_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...salesLineColumns(),
  },
  (t) => [
    index('credit_note_items_note_position_idx').on(t.creditNoteId, t.position),
    index('credit_note_items_ledger_account_idx').on(t.ledgerAccountId),
  ],
);

/** Money paid back to the customer out of a credit note's refundable amount, by method. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    creditNoteId: integer('credit_note_id')
      .notNull()
      .references(() => creditNotes.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The rate the money was worth in the books' currency that day (1 for a document in the books' own). */
    exchangeRate: exchangeRate(),
    method: varchar('method', { length: 20 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_credit_note_idx').on(t.creditNoteId, t.paidOn),
    check('refunds_method', sql`${t.method} in ('cash', 'mpesa', 'bank_transfer', 'other')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);
