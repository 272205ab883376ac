import { z } from 'zod';
import { LEDGER_ACCOUNT_TYPES } from './expenses.ts';
import { currencyCode, idQuery } from './fields.ts';
import { journalSourceTypeSchema } from './ledger-journal.ts';
import { calendarDate } from './money.ts';
import { pageMetaSchema, pageQueryFields } from './pagination.ts';

// The accounting reports (GET /reports/*). Every one reads the ledger; amounts are decimal numbers of the
// currency, exact to the cent. Each also answers `format=csv` and `format=pdf`.

/** The formats of a report: JSON (the default), CSV (one header row, plain decimals), PDF. */
export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const reportFormatField = z
  .enum(REPORT_FORMATS, { error: 'Format must be one of json, csv, pdf' })
  .optional();
const formatField = reportFormatField;

/** The reports, by the last part of their path. */
export const REPORT_NAMES = [
  'trial_balance',
  'profit_and_loss',
  'balance_sheet',
  'general_ledger',
  'receivables_aging',
  'payables_aging',
  'vat',
  'vat_return',
  'dashboard',
  'reconciliation',
  'cash_flow',
  'sales_by_customer',
  'sales_by_item',
  'expenses_by_category',
  'expenses_by_supplier',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const accountTypeSchema = z.enum(LEDGER_ACCOUNT_TYPES);

// ─── Queries ───────────────────────────────────────────────────────────────────────────────────────────────

/** `as_of` (default: today in the account's time zone). */
export const asOfQuerySchema = z.object({ as_of: calendarDate('As of').optional(), format: formatField });
export type AsOfQuery = z.input<typeof asOfQuerySchema>;

/**
 * The agings' query: `as_of`, and `currency` to show only that currency's documents, in its amounts (left
 * out: every document, in the books' currency).
 */
export const agingQuerySchema = asOfQuerySchema.extend({ currency: currencyCode().optional() });
export type AgingQuery = z.input<typeof agingQuerySchema>;

/** `from` (default: 1 January of the current year), `to` (default: today); `from` after `to` is refused. */
const periodFields = { from: calendarDate('From').optional(), to: calendarDate('To').optional() };
const fromNotAfterTo = (query: { from?: string | undefined; to?: string | undefined }) =>
  !query.from || !query.to || query.from <= query.to;
const fromAfterTo = { message: 'From must be on or before To', path: ['from'] };

export const periodQuerySchema = z
  .object({ ...periodFields, format: formatField })
  .refine(fromNotAfterTo, fromAfterTo);
export type PeriodQuery = z.input<typeof periodQuerySchema>;

/** The comparison column of the profit and loss: the same number of days just before, or the year before. */
export const REPORT_COMPARISONS = ['previous_period', 'previous_year'] as const;
export const profitAndLossQuerySchema = z
  .object({
    ...periodFields,
    compare: z
      .enum(REPORT_COMPARISONS, { error: 'Compare must be previous_period or previous_year' })
      .optional(),
    format: formatField,
  })
  .refine(fromNotAfterTo, fromAfterTo);
export type ProfitAndLossQuery = z.input<typeof profitAndLossQuerySchema>;

export const generalLedgerQuerySchema = z
  .object({
    ...pageQueryFields(50),
    ...periodFields,
    ledger_account_id: idQuery('Ledger account'),
    format: formatField,
  })
  .refine(fromNotAfterTo, fromAfterTo);
export type GeneralLedgerQuery = z.input<typeof generalLedgerQuerySchema>;

// ─── Answers ───────────────────────────────────────────────────────────────────────────────────────────────

export const trialBalanceSchema = z.object({
  as_of: z.string(),
  rows: z.array(
    z.object({
      ledger_account_id: z.number(),
      number: z.string(),
      name: z.string(),
      account_type: accountTypeSchema,
      debit: z.number(),
      credit: z.number(),
    }),
  ),
  totals: z.object({ debit: z.number(), credit: z.number() }),
});
export type TrialBalance = z.infer<typeof trialBalanceSchema>;

const amountRowSchema = z.object({
  ledger_account_id: z.number(),
  number: z.string(),
  name: z.string(),
  amount: z.number(),
  compare_amount: z.number().optional(),
});
export type ReportAmountRow = z.infer<typeof amountRowSchema>;

export const profitAndLossSchema = z.object({
  from: z.string(),
  to: z.string(),
  compare_from: z.string().optional(),
  compare_to: z.string().optional(),
  income: z.array(amountRowSchema),
  expenses: z.array(amountRowSchema),
  total_income: z.number(),
  total_expenses: z.number(),
  net_profit: z.number(),
  compare_total_income: z.number().optional(),
  compare_total_expenses: z.number().optional(),
  compare_net_profit: z.number().optional(),
});
export type ProfitAndLoss = z.infer<typeof profitAndLossSchema>;

/** A balance sheet row; "Current year earnings" has no ledger account (null id and number). */
const balanceRowSchema = z.object({
  ledger_account_id: z.number().nullable(),
  number: z.string().nullable(),
  name: z.string(),
  amount: z.number(),
});
export const balanceSheetSchema = z.object({
  as_of: z.string(),
  assets: z.array(balanceRowSchema),
  liabilities: z.array(balanceRowSchema),
  equity: z.array(balanceRowSchema),
  total_assets: z.number(),
  total_liabilities: z.number(),
  total_equity: z.number(),
});
export type BalanceSheet = z.infer<typeof balanceSheetSchema>;

export const generalLedgerLineSchema = z.object({
  date: z.string(),
  journal_entry_id: z.number(),
  number: z.string(),
  source_type: journalSourceTypeSchema,
  source_id: z.string().nullable(),
  description: z.string().nullable(),
  contact_id: z.number().nullable(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export type GeneralLedgerLine = z.infer<typeof generalLedgerLineSchema>;

export const generalLedgerSchema = z.object({
  data: z.object({
    account: z.object({
      id: z.number(),
      number: z.string(),
      name: z.string(),
      account_type: accountTypeSchema,
    }),
    from: z.string(),
    to: z.string(),
    opening_balance: z.number(),
    lines: z.array(generalLedgerLineSchema),
    closing_balance: z.number(),
  }),
  meta: pageMetaSchema,
});
export type GeneralLedger = z.infer<typeof generalLedgerSchema>;

const agingBuckets = {
  current: z.number(),
  days_1_30: z.number(),
  days_31_60: z.number(),
  days_61_90: z.number(),
  days_over_90: z.number(),
  total: z.number(),
};
export const AGING_BUCKETS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;

/** Receivables (control account 1200, invoices) or payables (2000, bills) by days past due, per contact. */
export const agingSchema = z.object({
  as_of: z.string(),
  /** Answered when the query asked for one currency: the amounts are in it. */
  currency: z.string().optional(),
  rows: z.array(z.object({ contact_id: z.number().nullable(), contact_name: z.string(), ...agingBuckets })),
  totals: z.object(agingBuckets),
});
export type Aging = z.infer<typeof agingSchema>;

/**
 * The VAT rates of the VAT report's rows: Kenya's 16, 8, 0 (zero-rated) and exempt, always; `other` only when
 * something reached the VAT accounts without one of them (a manual entry on 2100 or 1400, a line at another
 * rate), so the tax columns always add up to the VAT accounts' movement.
 */
export const VAT_REPORT_RATES = ['16', '8', '0', 'exempt', 'other'] as const;
const vatRowSchema = z.object({ rate: z.enum(VAT_REPORT_RATES), taxable: z.number(), tax: z.number() });
export const vatReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  output: z.array(vatRowSchema),
  input: z.array(vatRowSchema),
  output_tax: z.number(),
  input_tax: z.number(),
  net_payable: z.number(),
});
export type VatReport = z.infer<typeof vatReportSchema>;

/**
 * GET /reports/dashboard: `as_of` (default: today), the day the balances and the bills due are read at, and
 * the period of the profit and VAT cards, `from` (default: the start of the financial year `to` falls in)
 * and `to` (default: `as_of`); `from` after `to` is refused.
 */
export const dashboardQuerySchema = z
  .object({ as_of: calendarDate('As of').optional(), ...periodFields, format: formatField })
  .refine(fromNotAfterTo, fromAfterTo);
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** Open bills due in a window: how many, and what they still owe in the books' currency. */
const billsDueSchema = z.object({ count: z.number().int(), amount: z.number() });

/**
 * The figures of Home. `period`: the period's income, expenses and profit (the profit and loss's totals and
 * net profit for the same dates) and its VAT (the VAT report's output, input and net payable). `bills_due`:
 * the open bills due on or before `as_of` (`due_now`) and in the 7 days after it (`next_7_days`), as the
 * bills list counts them.
 */
export const dashboardSchema = z.object({
  as_of: z.string(),
  period: z.object({
    from: z.string(),
    to: z.string(),
    income: z.number(),
    expenses: z.number(),
    profit: z.number(),
    vat: z.object({ output_tax: z.number(), input_tax: z.number(), net_payable: z.number() }),
  }),
  bills_due: z.object({ due_now: billsDueSchema, next_7_days: billsDueSchema }),
  receivables: z.number(),
  overdue: z.number(),
  payables: z.number(),
  cash: z.array(z.object({ ledger_account_id: z.number(), name: z.string(), balance: z.number() })),
  months: z.array(z.object({ month: z.string(), income: z.number(), expenses: z.number() })),
  top_debtors: z.array(
    z.object({ contact_id: z.number().nullable(), contact_name: z.string(), balance: z.number() }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
