import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * Reusable lines; one row per description + unit + unit price (compared on md5(description), which keeps long
 * descriptions within a btree entry). The unique index also serves the account's list (it leads with account_id).
 * An invoice line with the same three is sold on KRA eTIMS as this item: `kind` and `classification_code`
 * describe it; `etims_item_code` is the code it was last registered under with `saveItem`, and
 * `etims_registered_for` the initialization time of the eTIMS connection that registration was made on (null:
 * none since its description changed). Under another connection, it is registered again.
 */
export const priceListItems = pgTable(
  'price_list_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: varchar('description', { length: 1000 }).notNull(),
    unit: varchar('unit', { length: 20 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
    taxCategory: varchar('tax_category', { length: 10 }),
    kind: varchar('kind', { length: 10 }).notNull().default('service'),
    classificationCode: varchar('classification_code', { length: 10 }),
    etimsItemCode: varchar('etims_item_code', { length: 20 }),
    etimsRegisteredFor: timestamp('etims_registered_for', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('price_list_items_kind', sql`${t.kind} in ('service', 'goods')`),
    uniqueIndex('price_list_items_identity_idx').on(
      t.accountId,
      sql`md5(${t.description})`,
      t.unit,
      t.unitPrice,
    ),
  ],
);
