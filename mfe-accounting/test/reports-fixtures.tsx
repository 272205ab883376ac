import type {
  Aging,
  BalanceSheet,
  ChartAccount,
  GeneralLedger,
  GeneralLedgerLine,
  ProfitAndLoss,
  TrialBalance,
  VatReport,
} from '@daftari/contracts';
import { type Handlers, mockApi, renderPage, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { ReportsPage } from '../src/routes/ReportsPage.tsx';

/** The reports screen's fixed "today" in these tests. */
export const TODAY = '2026-11-25';

/** The reports screen at `route` (under /accounting/reports), its clock at TODAY. */
export async function renderReports(route = '/accounting/reports') {
  const rendered = renderPage(<ReportsPage today={TODAY} />, { route, path: '/accounting/reports' });
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
  return rendered;
}

const chartAccount = (id: number, number: string, name: string, type: ChartAccount['account_type']) => ({
  id,
  number,
  name,
  full_name: name,
  full_number: number,
  account_type: type,
  system: true,
  archived: false,
  balance: 0,
});

export const chart: ChartAccount[] = [
  chartAccount(1, '1100', 'Bank', 'asset'),
  chartAccount(3, '1200', 'Accounts receivable', 'asset'),
  chartAccount(6, '1400', 'VAT receivable (input)', 'asset'),
  chartAccount(7, '2000', 'Accounts payable', 'liability'),
  chartAccount(8, '2100', 'VAT payable (output)', 'liability'),
  chartAccount(12, '4000', 'Sales', 'income'),
  chartAccount(14, '6100', 'Rent', 'expense'),
];

export const trialBalance: TrialBalance = {
  as_of: TODAY,
  rows: [
    { ledger_account_id: 1, number: '1100', name: 'Bank', account_type: 'asset', debit: 17400, credit: 0 },
    {
      ledger_account_id: 3,
      number: '1200',
      name: 'Accounts receivable',
      account_type: 'asset',
      debit: 11600,
      credit: 0,
    },
    {
      ledger_account_id: 8,
      number: '2100',
      name: 'VAT payable (output)',
      account_type: 'liability',
      debit: 0,
      credit: 4000,
    },
    { ledger_account_id: 12, number: '4000', name: 'Sales', account_type: 'income', debit: 0, credit: 25000 },
  ],
  totals: { debit: 29000, credit: 29000 },
};

export const profitAndLoss = (compare = false): ProfitAndLoss => ({
  from: '2026-01-01',
  to: TODAY,
  income: [
    {
      ledger_account_id: 12,
      number: '4000',
      name: 'Sales',
      amount: 25000,
      ...(compare ? { compare_amount: 18000.5 } : {}),
    },
  ],
  expenses: [
    {
      ledger_account_id: 14,
      number: '6100',
      name: 'Rent',
      amount: 30000,
      ...(compare ? { compare_amount: 12000 } : {}),
    },
  ],
  total_income: 25000,
  total_expenses: 30000,
  net_profit: -5000,
  ...(compare
    ? {
        compare_from: '2025-01-01',
        compare_to: '2025-11-25',
        compare_total_income: 18000.5,
        compare_total_expenses: 12000,
        compare_net_profit: 6000.5,
      }
    : {}),
});

export const emptyProfitAndLoss: ProfitAndLoss = {
  from: '2026-01-01',
  to: TODAY,
  income: [],
  expenses: [],
  total_income: 0,
  total_expenses: 0,
  net_profit: 0,
};

export const balanceSheet: BalanceSheet = {
  as_of: TODAY,
  assets: [
    { ledger_account_id: 1, number: '1100', name: 'Bank', amount: 17400 },
    { ledger_account_id: 3, number: '1200', name: 'Accounts receivable', amount: 11600 },
  ],
  liabilities: [{ ledger_account_id: 8, number: '2100', name: 'VAT payable (output)', amount: 4000 }],
  equity: [{ ledger_account_id: null, number: null, name: 'Current year earnings', amount: 25000 }],
  total_assets: 29000,
  total_liabilities: 4000,
  total_equity: 25000,
};

const buckets = { current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };

export const receivables: Aging = {
  as_of: TODAY,
  rows: [
    { contact_id: 7, contact_name: 'Amina Otieno', ...buckets, current: 5800, days_31_60: 2900, total: 8700 },
    { contact_id: null, contact_name: 'No contact', ...buckets, days_over_90: 2900, total: 2900 },
  ],
  totals: { ...buckets, current: 5800, days_31_60: 2900, days_over_90: 2900, total: 11600 },
};

export const vat: VatReport = {
  from: '2026-01-01',
  to: TODAY,
  output: [
    { rate: '16', taxable: 25000, tax: 4000 },
    { rate: '8', taxable: 0, tax: 0 },
    { rate: '0', taxable: 0, tax: 0 },
    { rate: 'exempt', taxable: 0, tax: 0 },
  ],
  input: [
    { rate: '16', taxable: 1000, tax: 160 },
    { rate: '8', taxable: 0, tax: 0 },
    { rate: '0', taxable: 0, tax: 0 },
    { rate: 'exempt', taxable: 0, tax: 0 },
  ],
  output_tax: 4000,
  input_tax: 160,
  net_payable: 3840,
};

export const ledgerLine = (overrides: Partial<GeneralLedgerLine>): GeneralLedgerLine => ({
  date: '2026-03-02',
  journal_entry_id: 1,
  number: 'JE-000001',
  source_type: 'invoice',
  source_id: '6f1c9a52-2b8e-4c0a-9d8e-0a1b2c3d4e5f',
  description: 'Invoice INV-0001',
  contact_id: 7,
  debit: 0,
  credit: 0,
  balance: 0,
  ...overrides,
});

export function generalLedger(
  lines: GeneralLedgerLine[],
  meta: Partial<GeneralLedger['meta']> = {},
): GeneralLedger {
  return {
    data: {
      account: { id: 3, number: '1200', name: 'Accounts receivable', account_type: 'asset' },
      from: '2026-01-01',
      to: TODAY,
      opening_balance: 1000,
      lines,
      closing_balance: 12600,
    },
    meta: { total_count: lines.length, current_page: 1, total_pages: 1, per_page: 50, ...meta },
  };
}

/** /api with the signed-in owner, the chart, and `handlers`. */
export const reportsApi = (handlers: Handlers) =>
  mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /ledger_accounts': () => ({ body: { data: chart } }),
    ...handlers,
  });
