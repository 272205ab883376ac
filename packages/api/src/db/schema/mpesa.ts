import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';
import { contacts } from './contacts.ts';
import { invoices, payments } from './invoices.ts';

/**
 * One row per paybill payment Safaricom confirmed (C2B), unique per (account_id, trans_id): a retry finds
 * the row and changes nothing. `payment_id`: the payment it made toward the invoice its account number
 * (`bill_ref_number`) matched, if any. `unallocated_cents`: what is left for the owner to assign (nothing
 * matched, or the excess over the balance; `matched_invoice_id` is then that invoice), held on 2300 until
 * assigned (`invoice_id`, `assigned_at`, `assigned_payment_id`). `status`: `matched` (all applied) or
 * `unmatched` (something was queued). `hold_reason`: why a confirmation that looked wrong (a TransTime
 * outside 1900–2999 or more than a day ahead, an amount above MPESA_MAX_AMOUNT) was queued whole, paying
 * nothing, for the owner to look at.
 */
export const mpesaReceipts = pgTable(
  'mpesa_receipts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    transId: varchar('trans_id', { length: 40 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    billRefNumber: varchar('bill_ref_number', { length: 100 }).notNull(),
    /** As Safaricom sent it: masked (`2547 ***** 126`), plain, or the SHA-256 hash of the number (64 hex). */
    msisdn: varchar('msisdn', { length: 64 }).notNull(),
    /** The contact whose phone number the MSISDN is (any Kenyan spelling, hashed or not), when one is. */
    payerContactId: integer('payer_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    payerName: varchar('payer_name', { length: 310 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    raw: jsonb('raw').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    matchedInvoiceId: uuid('matched_invoice_id').references(() => invoices.id),
    unallocatedCents: bigint('unallocated_cents', { mode: 'bigint' }).notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    assignedPaymentId: integer('assigned_payment_id').references(() => payments.id),
    holdReason: varchar('hold_reason', { length: 300 }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('mpesa_receipts_account_trans_id_unique').on(t.accountId, t.transId),
    // The owner's queue, newest first.
    index('mpesa_receipts_queue_idx')
      .on(t.accountId, t.receivedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'unmatched'`),
    check('mpesa_receipts_status', sql`${t.status} in ('matched', 'unmatched')`),
    check('mpesa_receipts_amounts', sql`${t.amountCents} > 0 and ${t.unallocatedCents} >= 0`),
    check('mpesa_receipts_queued', sql`(${t.status} = 'unmatched') = (${t.unallocatedCents} > 0)`),
  ],
);
