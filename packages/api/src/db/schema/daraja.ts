/** M-Pesa Daraja: a business's own app and shortcode, and the M-Pesa Express prompts sent through it. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';
import { invoices } from './invoices.ts';
import { mpesaReceipts } from './mpesa.ts';

/**
 * A business's own Daraja app: its shortcode (a paybill, or a till's store number with `till_number` as the
 * party paid), the environment, and the app's consumer key and secret and the Lipa na M-Pesa passkey, each
 * sealed under DARAJA_KEY_SECRET (AES-256-GCM, as the eTIMS communication key). `c2b_registered_at` and
 * `c2b_confirmation_url`: the last C2B register URL call Safaricom accepted.
 */
export const darajaSettings = pgTable(
  'daraja_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    environment: varchar('environment', { length: 10 }).notNull().default('sandbox'),
    shortcodeType: varchar('shortcode_type', { length: 7 }).notNull().default('paybill'),
    shortcode: varchar('shortcode', { length: 10 }),
    tillNumber: varchar('till_number', { length: 10 }),
    consumerKey: text('consumer_key'),
    consumerSecret: text('consumer_secret'),
    passkey: text('passkey'),
    c2bRegisteredAt: timestamp('c2b_registered_at', { withTimezone: true }),
    c2bConfirmationUrl: varchar('c2b_confirmation_url', { length: 500 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('daraja_settings_environment', sql`${t.environment} in ('sandbox', 'production')`),
    check('daraja_settings_shortcode_type', sql`${t.shortcodeType} in ('paybill', 'till')`),
  ],
);

/**
 * One M-Pesa Express (STK push) prompt to a customer's phone for an invoice's balance. `reference` is ours
 * (`DRJ-` and 24 random hex digits: what the pay page polls), `checkout_request_id` Daraja's. `status`:
 * `pending` until the callback or an STK query answers, then `paid`, `cancelled` (1032) or `failed`.
 * `amount_cents`: whole shillings (Daraja takes no cents). A paid prompt becomes a receipt in
 * `mpesa_receipts` (`receipt_id`), booked as a paybill payment of the invoice is.
 */
export const darajaStkRequests = pgTable(
  'daraja_stk_requests',
  {
    reference: varchar('reference', { length: 40 }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: bigint('amount_cents', { mode: 'bigint' }).notNull(),
    phone: varchar('phone', { length: 12 }).notNull(),
    merchantRequestId: varchar('merchant_request_id', { length: 100 }),
    checkoutRequestId: varchar('checkout_request_id', { length: 100 }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    resultCode: varchar('result_code', { length: 20 }),
    resultDesc: varchar('result_desc', { length: 300 }),
    receiptNumber: varchar('receipt_number', { length: 40 }),
    receiptId: integer('receipt_id').references(() => mpesaReceipts.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('daraja_stk_requests_checkout_idx')
      .on(t.checkoutRequestId)
      .where(sql`${t.checkoutRequestId} is not null`),
    index('daraja_stk_requests_invoice_idx').on(t.invoiceId, t.createdAt),
    check('daraja_stk_requests_status', sql`${t.status} in ('pending', 'paid', 'cancelled', 'failed')`),
    check('daraja_stk_requests_amount', sql`${t.amountCents} > 0`),
  ],
);
