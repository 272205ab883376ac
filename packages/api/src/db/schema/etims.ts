/** KRA eTIMS: the connection settings and what was sent for invoices, credit notes and purchases. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';
import { creditNotes } from './credit-notes.ts';
import { invoices } from './invoices.ts';
import { bills } from './purchases.ts';

/**
 * An account's eTIMS connection (one row once the owner saved a setting): the business's KRA PIN, branch and
 * device serial, and the communication key `selectInitOsdcInfo` issued, sealed with ETIMS_KEY_SECRET
 * (AES-256-GCM, adapters/etims/key-box.ts). `item_registered`: the default service item was sent with
 * `saveItem`. One KRA PIN and branch belong to one business (KRA keeps one device key per branch: a second
 * business initialising it breaks the first one's signing).
 */
export const etimsSettings = pgTable(
  'etims_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    kraPin: varchar('kra_pin', { length: 11 }),
    branchId: varchar('branch_id', { length: 2 }).notNull().default('00'),
    deviceSerial: varchar('device_serial', { length: 50 }),
    communicationKey: text('communication_key'),
    controlUnitId: varchar('control_unit_id', { length: 50 }),
    initializedAt: timestamp('initialized_at', { withTimezone: true }),
    itemRegistered: boolean('item_registered').notNull().default(false),
    /** KRA's time (`yyyyMMddHHmmss`) of the last purchase list answered: the next list asks from there. */
    purchasesRequestedAt: varchar('purchases_requested_at', { length: 14 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('etims_settings_kra_pin_branch_unique')
      .on(t.kraPin, t.branchId)
      .where(sql`${t.kraPin} is not null`),
  ],
);

/**
 * An invoice sent to eTIMS: its receipt number (gapless per account, counted in `invoice_sequences` under
 * the scope `etims_receipt`, taken in the transaction that issued the invoice) and, once the control unit
 * signed it, what it answered. `failed`: the `etims_sale` job gave up (KRA's message in `error`).
 */
export const etimsInvoices = pgTable(
  'etims_invoices',
  {
    invoiceId: uuid('invoice_id')
      .primaryKey()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    receiptNumber: integer('receipt_number').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('awaiting'),
    cuInvoiceNumber: varchar('cu_invoice_number', { length: 50 }),
    internalData: text('internal_data'),
    signature: text('signature'),
    /** KRA's receipt check page of the signed receipt (what its QR code opens). */
    receiptUrl: text('receipt_url'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('etims_invoices_account_receipt_unique').on(t.accountId, t.receiptNumber),
    check('etims_invoices_status', sql`${t.status} in ('awaiting', 'signed', 'failed')`),
  ],
);

/**
 * A credit note sent to eTIMS as receipt type R: its receipt number (the same gapless `etims_receipt` count
 * as the invoices'), the reason code KRA is told (`rfdRsnCd`) and, once signed, the control unit's answer.
 * It is signed only after its invoice: until then its job waits.
 */
export const etimsCreditNotes = pgTable(
  'etims_credit_notes',
  {
    creditNoteId: integer('credit_note_id')
      .primaryKey()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    receiptNumber: integer('receipt_number').notNull(),
    reasonCode: varchar('reason_code', { length: 2 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('awaiting'),
    cuInvoiceNumber: varchar('cu_invoice_number', { length: 50 }),
    internalData: text('internal_data'),
    signature: text('signature'),
    /** KRA's receipt check page of the signed receipt (what its QR code opens). */
    receiptUrl: text('receipt_url'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('etims_credit_notes_account_receipt_unique').on(t.accountId, t.receiptNumber),
    check('etims_credit_notes_status', sql`${t.status} in ('awaiting', 'signed', 'failed')`),
  ],
);

/**
 * A sale another business's control unit signed to this business (`selectTrnsPurchaseSalesList`), imported
 * once: unique per account by the supplier's PIN and the CU invoice number, so a list answered again or two
 * pulls at once never import it twice. `sale` keeps it as KRA listed it (what `insertTrnsPurchase` sends);
 * `bill_id` the draft bill it became (null once that draft was deleted: it stays imported). When the bill
 * leaves draft, it takes the account's next purchase number (gapless, scope `etims_purchase`) and the
 * `etims_purchase` job; `status` is then `awaiting` until KRA accepted it (`confirmed`), `failed` after the
 * retries (KRA's message in `error`).
 */
export const etimsPurchases = pgTable(
  'etims_purchases',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    supplierPin: varchar('supplier_pin', { length: 11 }).notNull(),
    cuInvoiceNumber: varchar('cu_invoice_number', { length: 80 }).notNull(),
    sale: jsonb('sale').notNull(),
    billId: integer('bill_id').references(() => bills.id, { onDelete: 'set null' }),
    purchaseNumber: integer('purchase_number'),
    status: varchar('status', { length: 10 }),
    error: text('error'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('etims_purchases_supplier_invoice_unique').on(t.accountId, t.supplierPin, t.cuInvoiceNumber),
    unique('etims_purchases_account_number_unique').on(t.accountId, t.purchaseNumber),
    unique('etims_purchases_bill_unique').on(t.billId),
    check('etims_purchases_status', sql`${t.status} in ('awaiting', 'confirmed', 'failed')`),
  ],
);
