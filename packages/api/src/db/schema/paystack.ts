import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';
import { invoices } from './invoices.ts';

/**
 * One row per Paystack transaction we initialize for an invoice: the reference (ours, random), and the amount
 * (in the currency's subunit) and currency we asked for, which a `charge.success` must match to be applied.
 * `status`: `pending` (initialized), `success` (the payment is recorded: terminal), `failed` / `abandoned`
 * (as Paystack last reported; a retry at the same checkout may still succeed), `rejected` (Paystack took the
 * money but we did not record it: amount or currency mismatch, or the invoice no longer had that balance;
 * `problem` says why; terminal, for the owner to sort out). The webhook and the verify call both apply a
 * success under this row's lock, so a reference is recorded once (and payments' unique (account_id,
 * reference) backs that up).
 */
export const paystackTransactions = pgTable(
  'paystack_transactions',
  {
    reference: varchar('reference', { length: 100 }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountSubunit: bigint('amount_subunit', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    /** `checkout`: Paystack's checkout page; `mpesa`: a charge to an M-Pesa phone (`phone`, E.164). */
    channel: varchar('channel', { length: 10 }).notNull().default('checkout'),
    phone: varchar('phone', { length: 16 }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    problem: text('problem'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('paystack_transactions_invoice_idx').on(t.invoiceId, t.createdAt),
    index('paystack_transactions_account_idx').on(t.accountId),
    check(
      'paystack_transactions_status',
      sql`${t.status} in ('pending', 'success', 'failed', 'abandoned', 'rejected')`,
    ),
    check('paystack_transactions_amount_positive', sql`${t.amountSubunit} > 0`),
    check('paystack_transactions_channel', sql`${t.channel} in ('checkout', 'mpesa')`),
  ],
);
