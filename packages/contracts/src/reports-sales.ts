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
 * What a line of the cash flow is: the period's net profit (the profit and loss's), a non-cash item added
 * back (depreciation), the change of a working-capital account (receivables, VAT, payables, customer
 * credits…), a fixed asset bought or sold (investing), or equity and loans (financing).
 */
export const CASH_FLOW_LINE_KINDS = [
  'net_profit',
  'non_cash',
  'working_capital',
  'investing',
  'financing',
] as const;
export type CashFlowLineKind = (typeof CASH_FLOW_LINE_KINDS)[number];

/** A line of the cash flow: an account's movement as money in (out negative); the net profit has none. */
export const cashFlowLineSchema = z.object({
  kind: z.enum(CASH_FLOW_LINE_KINDS),
  ledger_account_id: z.number().nullable(),
  number: z.string().nullable(),
  name: z.string(),
  amount: z.number(),
});
export type CashFlowLine = z.infer<typeof cashFlowLineSchema>;

/**
 * The cash-flow statement of the period by the indirect method, from the ledger. Operating starts with the
 * net profit (`net_profit`, the profit and loss's for the same dates), adds back the non-cash items and the
 * change of each working-capital account; investing is the movement of the fixed assets, financing that of
 * equity and loans. Every balance-sheet account but the money accounts is in exactly one section, so the
 * sections add up to `net_change` = `closing_cash` − `opening_cash`, the money accounts' movement.
 */
export const cashFlowSchema = z.object({
  from: z.string(),
  to: z.string(),
  operating: z.array(cashFlowLineSchema),
  investing: z.array(cashFlowLineSchema),
  financing: z.array(cashFlowLineSchema),
  net_profit: z.number(),
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
