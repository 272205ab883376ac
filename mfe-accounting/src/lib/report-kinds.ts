import type { ReportName } from '@daftari/contracts';

/** The reports this screen shows (the dashboard is the Home page's, the reconciliation the banking area's). */
export type ReportKind = Exclude<ReportName, 'dashboard' | 'reconciliation'>;

const titles: Record<ReportKind, string> = {
  profit_and_loss: 'Profit and loss',
  balance_sheet: 'Balance sheet',
  cash_flow: 'Cash flow',
  trial_balance: 'Trial balance',
  general_ledger: 'General ledger',
  receivables_aging: 'Receivables aging',
  payables_aging: 'Payables aging',
  vat: 'VAT',
  vat_return: 'VAT return',
  sales_by_customer: 'Sales by customer',
  sales_by_item: 'Sales by item',
  expenses_by_category: 'Expenses by category',
  expenses_by_supplier: 'Expenses by supplier',
};

/** In the picker's order. */
export const REPORT_KINDS = Object.keys(titles) as ReportKind[];

export const DEFAULT_REPORT: ReportKind = 'profit_and_loss';

export const reportTitle = (kind: ReportKind) => titles[kind];

export const isReportKind = (text: string | null): text is ReportKind =>
  text !== null && Object.hasOwn(titles, text);

/** Reports over a period (`from`, `to`); the others but the month's are balances at one day (`as_of`). */
const periodReports: ReadonlySet<ReportKind> = new Set([
  'profit_and_loss',
  'general_ledger',
  'vat',
  'cash_flow',
  'sales_by_customer',
  'sales_by_item',
  'expenses_by_category',
  'expenses_by_supplier',
]);

export const isPeriodReport = (kind: ReportKind) => periodReports.has(kind);

/** Reports of one calendar month (`month`, `yyyy-MM`). */
export const isMonthReport = (kind: ReportKind) => kind === 'vat_return';
