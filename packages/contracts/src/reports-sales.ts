import { z } from 'zod';

// The cash-flow statement and the sales and expense breakdowns (GET /reports/cash_flow, sales_by_customer,
// sales_by_item, expenses_by_category, expenses_by_supplier): their query is the period query; amounts are decimal numbers of the
// books' currency, exact to the cent.

const accountRowSchema = z.object({
  ledger_account_id: z.number(),
  number: z.string(),
  name: z.string(),
  amount: z.number(),
});
export type ReportAccountRow = z.infer<typeof accountRowSchema>;

/**
 * The money accounts' movement in the period, by what it was for: each section lists the accounts on the
 * other side of the money (operating: income, expenses, receivables, payables, VAT; investing: other assets;
 * financing: equity and loans). The sections add up to `net_change` = `closing_cash` − `opening_cash`.
 */
export const cashFlowSchema = z.object({
  from: z.string(),
  to: z.string(),
  operating: z.array(accountRowSchema),
  investing: z.array(accountRowSchema),
  financing: z.array(accountRowSchema),
  total_operating: z.number(),
  total_investing: z.number(),
  total_financing: z.number(),
  net_change: z.number(),
  opening_cash: z.number(),
  closing_cash: z.number(),
});
export type CashFlow = z.infer<typeof cashFlowSchema>;

/** The period's income by customer (`contact_id` null: income of no customer); the total is the P&L's. */
export const salesByCustomerSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(z.object({ contact_id: z.number().nullable(), name: z.string(), amount: z.number() })),
  total: z.number(),
});
export type SalesByCustomer = z.infer<typeof salesByCustomerSchema>;

/**
 * The period's invoiced sales by item (the line's description), before VAT; `other` is the rest of the P&L's
 * income (credit notes, income not from invoice lines, rounding), so the total is the P&L's.
 */
export const salesByItemSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(z.object({ item: z.string(), quantity: z.string(), amount: z.number() })),
  other: z.number(),
  total: z.number(),
});
export type SalesByItem = z.infer<typeof salesByItemSchema>;

/** The period's expenses per expense account (its category); the total is the P&L's. */
export const expensesByCategorySchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(accountRowSchema),
  total: z.number(),
});
export type ExpensesByCategory = z.infer<typeof expensesByCategorySchema>;

/**
 * The period's expenses by supplier: the contact of their entry (a bill's vendor), else an expense's merchant
 * (`contact_id` null), else `No supplier`; largest first, and the total is the P&L's.
 */
export const expensesBySupplierSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(z.object({ contact_id: z.number().nullable(), name: z.string(), amount: z.number() })),
  total: z.number(),
});
export type ExpensesBySupplier = z.infer<typeof expensesBySupplierSchema>;
