import { REPORT_COMPARISONS } from '@daftari/contracts';
import { PAGE_SIZE_OPTIONS, type PageParams, positiveInt } from '@daftari/ui';
import { startOfYearOf } from './report-dates.ts';
import { DEFAULT_REPORT, isReportKind, type ReportKind } from './report-kinds.ts';

export type ReportComparison = (typeof REPORT_COMPARISONS)[number];

/**
 * The reports screen's view state, kept in the URL (`?report=&from=&to=&as_of=&month=&compare=
 * &ledger_account_id=&page=&per_page=`) so a link opens one report as it was: the chart of accounts links to
 * `?report=general_ledger&ledger_account_id=12`. Empty dates mean the defaults (see `reportDates`).
 */
export interface ReportParams extends PageParams {
  report: ReportKind;
  from: string;
  to: string;
  asOf: string;
  /** `yyyy-MM`: the VAT return's month. */
  month: string;
  compare: ReportComparison | '';
  ledgerAccountId: number | null;
  /** The agings' one currency (ISO 4217), '' for every item in the books' currency. */
  currency: string;
}

/** The general ledger's page size when none is chosen: the API's own default. */
export const LEDGER_PER_PAGE = 50;

const isDate = (text: string | null): text is string => text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text);
const dateParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name);
  return isDate(value) ? value : '';
};
const monthParam = (params: URLSearchParams) => {
  const value = params.get('month');
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : '';
};
const isComparison = (text: string | null): text is ReportComparison =>
  (REPORT_COMPARISONS as readonly (string | null)[]).includes(text);

export function readReportParams(params: URLSearchParams): ReportParams {
  const report = params.get('report');
  const compare = params.get('compare');
  const perPage = positiveInt(params.get('per_page'));
  return {
    report: isReportKind(report) ? report : DEFAULT_REPORT,
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
    asOf: dateParam(params, 'as_of'),
    month: monthParam(params),
    compare: isComparison(compare) ? compare : '',
    ledgerAccountId: positiveInt(params.get('ledger_account_id')),
    currency: /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? (params.get('currency') as string) : '',
    page: positiveInt(params.get('page')) ?? 1,
    perPage:
      perPage && (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage) ? perPage : LEDGER_PER_PAGE,
  };
}

const isAging = (kind: ReportKind) => kind === 'receivables_aging' || kind === 'payables_aging';

/** What takes the general ledger back to its first page when it changes. */
const resetting = ['report', 'from', 'to', 'ledgerAccountId', 'perPage'] as const;

/**
 * The search params after `change`. Dates stay when another report is picked (the period is chosen once);
 * `compare` is written for the profit and loss only, the account and the page for the general ledger only.
 */
export function writeReportParams(current: ReportParams, change: Partial<ReportParams>): URLSearchParams {
  const next = { ...current, ...change };
  const resets = resetting.some((key) => change[key] !== undefined && change[key] !== current[key]);
  const page = resets ? 1 : next.page;
  const params = new URLSearchParams({ report: next.report });
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  if (next.asOf) params.set('as_of', next.asOf);
  if (next.month) params.set('month', next.month);
  if (next.report === 'profit_and_loss' && next.compare) params.set('compare', next.compare);
  if (isAging(next.report) && next.currency) params.set('currency', next.currency);
  if (next.report === 'general_ledger') {
    if (next.ledgerAccountId !== null) params.set('ledger_account_id', String(next.ledgerAccountId));
    if (page > 1) params.set('page', String(page));
    if (next.perPage !== LEDGER_PER_PAGE) params.set('per_page', String(next.perPage));
  }
  return params;
}

/** The days a report reads: the chosen ones, else the year to date, today and this month. */
export interface ReportDates {
  from: string;
  to: string;
  asOf: string;
  month: string;
}

export function reportDates(params: ReportParams, today: string): ReportDates {
  const to = params.to || today;
  return {
    from: params.from || startOfYearOf(to),
    to,
    asOf: params.asOf || today,
    month: params.month || today.slice(0, 7),
  };
}

/** The query of the report's request (without `format`); null while the general ledger has no account. */
export function reportSearch(params: ReportParams, dates: ReportDates): Record<string, string> | null {
  switch (params.report) {
    case 'profit_and_loss':
      return { from: dates.from, to: dates.to, ...(params.compare ? { compare: params.compare } : {}) };
    case 'vat':
    case 'cash_flow':
    case 'sales_by_customer':
    case 'sales_by_item':
    case 'expenses_by_category':
    case 'expenses_by_supplier':
      return { from: dates.from, to: dates.to };
    case 'vat_return':
      return { month: dates.month };
    case 'general_ledger':
      if (params.ledgerAccountId === null) return null;
      return {
        ledger_account_id: String(params.ledgerAccountId),
        from: dates.from,
        to: dates.to,
        page: String(params.page),
        per_page: String(params.perPage),
      };
    case 'receivables_aging':
    case 'payables_aging':
      return { as_of: dates.asOf, ...(params.currency ? { currency: params.currency } : {}) };
    default:
      return { as_of: dates.asOf };
  }
}
