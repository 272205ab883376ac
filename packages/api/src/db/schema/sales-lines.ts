import { type AnyPgColumn, integer, numeric, varchar } from 'drizzle-orm/pg-core';
import { money } from './columns.ts';
import { ledgerAccounts } from './ledger.ts';

/**
 * The columns of a line sold to a customer (an invoice's item, an estimate's): its inputs, its amounts as
 * lineCents computes them (exact, half away from zero) and the income account it is posted to (null: 4000
 * Sales).
 */
export const salesLineColumns = () => ({
  description: varchar('description', { length: 1000 }).notNull(),
  quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
  unit: varchar('unit', { length: 20 }).notNull(),
  unitPrice: numeric('unit_price', { precision: 16, scale: 4 }).notNull(),
  taxRate: numeric('tax_rate', { precision: 5, scale: 2 }).notNull().default('0'),
  discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
  subtotal: money('subtotal'),
  discountAmount: money('discount_amount'),
  taxAmount: money('tax_amount'),
  total: money('total'),
  ledgerAccountId: integer('ledger_account_id').references((): AnyPgColumn => ledgerAccounts.id),
  /** `exempt` or `non_vat` for a line at 0 % (else null: taxed at its rate, 0 % zero-rated). */
  taxCategory: varchar('tax_category', { length: 10 }),
});
