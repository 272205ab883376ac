/** KRA eTIMS: the connection settings and what was sent for invoices, credit notes and purchases. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
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
 * device serial, its OAuth consumer key and secret and the communication key `selectInitOsdcInfo` issued, all
 * three sealed with ETIMS_KEY_SECRET (AES-256-GCM, adapters/etims/key-box.ts). `general_items_registered`: the
 * tax types (`A`…`E`) whose general item was sent with `saveItem` on this connection. `last_receipt_number`:
 * the last receipt number KRA signed (`invcNo`; the next sale takes the one after it), `last_purchase_number`
 * the last purchase number taken (`invcNo` of `insertTrnsPurchase`), `last_stock_number` the last
 * stored/released number (`sarNo` of `insertStockIO`); all three count per device, from 0 again when
 * the PIN, branch or device serial changes (KRA numbers each branch's device on its own), and
 * `sending_key`/`sending_until` the document holding the turn to send the next one (a lease, so two runners
 * never send two sales under one number). One KRA PIN and branch belong to one business (KRA keeps one device
 * key per branch: a second business initialising it breaks the first one's signing).
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
    consumerKey: text('consumer_key'),
    consumerSecret: text('consumer_secret'),
    generalItemsRegistered: varchar('general_items_registered', { length: 5 }).notNull().default(''),
    lastReceiptNumber: integer('last_receipt_number').notNull().default(0),
    lastPurchaseNumber: integer('last_purchase_number').notNull().default(0),
    lastStockNumber: integer('last_stock_number').notNull().default(0),
    sendingKey: varchar('sending_key', { length: 60 }),
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
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
 * An invoice sent to eTIMS: its receipt number (the account's `last_receipt_number` + 1, taken when it is
 * sent, so a sale KRA refuses gives its number to the next one; null until then) and, once the control unit
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
    receiptNumber: integer('receipt_number'),
    /** The control unit (device) the receipt number was taken on: each counts its own from 1. */
    controlUnitId: varchar('control_unit_id', { length: 50 }).notNull().default(''),
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
    unique('etims_invoices_account_receipt_unique').on(t.accountId, t.controlUnitId, t.receiptNumber),
    check('etims_invoices_status', sql`${t.status} in ('awaiting', 'signed', 'failed')`),
  ],
);

/**
 * A credit note sent to eTIMS as receipt type R: its receipt number (taken like an invoice's, from the same
 * count), the reason code KRA is told (`rfdRsnCd`, 01–06) and, once signed, the control unit's answer.
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
    receiptNumber: integer('receipt_number'),
    /** The control unit (device) the receipt number was taken on: each counts its own from 1. */
    controlUnitId: varchar('control_unit_id', { length: 50 }).notNull().default(''),
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
    unique('etims_credit_notes_account_receipt_unique').on(t.accountId, t.controlUnitId, t.receiptNumber),
    check('etims_credit_notes_status', sql`${t.status} in ('awaiting', 'signed', 'failed')`),
  ],
);

/**
 * A sale another business's control unit signed to this business (`selectTrnsPurchaseSalesList`), imported
 * once: unique per account by the supplier's PIN and the CU invoice number, so a list answered again or two
 * pulls at once never import it twice. `sale` keeps it as KRA listed it (what `insertTrnsPurchase` sends);
 * `bill_id` the draft bill it became (null once that draft was deleted: it stays imported). When the bill
 * leaves draft, it takes the device's next purchase number (gapless: `last_purchase_number` + 1 of the
 * account's eTIMS connection, kept with its `device`) and the `etims_purchase` job; `status` is then `awaiting` until KRA accepted it (`confirmed`), `failed` after the
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
    /** The device the number was taken on: `{kra_pin}/{branch_id}/{device_serial}` of the connection then. */
    device: varchar('device', { length: 70 }).notNull().default(''),
    status: varchar('status', { length: 10 }),
    error: text('error'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('etims_purchases_supplier_invoice_unique').on(t.accountId, t.supplierPin, t.cuInvoiceNumber),
    unique('etims_purchases_account_device_number_unique').on(t.accountId, t.device, t.purchaseNumber),
    unique('etims_purchases_bill_unique').on(t.billId),
    check('etims_purchases_status', sql`${t.status} in ('awaiting', 'confirmed', 'failed')`),
  ],
);

/**
 * KRA's reference lists as the OSCU answered them, per eTIMS environment (`simulator`, `sandbox`,
 * `production`): `codes` (`selectCodeList`: the code classes and their codes) and `item_classes`
 * (`selectItemClsList`). `requested_at` is KRA's time of the last answer (`yyyyMMddHHmmss`): the daily refresh
 * asks for what changed since, and merges it into `data`.
 */
export const etimsReferenceLists = pgTable(
  'etims_reference_lists',
  {
    environment: varchar('environment', { length: 20 }).notNull(),
    list: varchar('list', { length: 20 }).notNull(),
    requestedAt: varchar('requested_at', { length: 14 }),
    data: jsonb('data').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.environment, t.list] }),
    check('etims_reference_lists_list', sql`${t.list} in ('codes', 'item_classes')`),
  ],
);

/**
 * What KRA is told the business holds of each of its goods (`saveStockMaster`'s `rsdQty`), by item code:
 * raised by the purchases KRA accepted and the credit notes, lowered by the sales, never below 0 (Daftari keeps
 * no inventory of its own; a sale of more than was bought leaves 0).
 */
export const etimsStockLevels = pgTable(
  'etims_stock_levels',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    itemCode: varchar('item_code', { length: 20 }).notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 2 }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.itemCode] })],
);
