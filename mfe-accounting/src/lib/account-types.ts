import type { ChartAccount } from '@daftari/contracts';

export type LedgerAccountType = ChartAccount['account_type'];

/** The chart's groups, in the order of a balance sheet then a profit and loss. */
export const accountTypeGroups: { type: LedgerAccountType; title: string; label: string }[] = [
  { type: 'asset', title: 'Assets', label: 'Asset' },
  { type: 'liability', title: 'Liabilities', label: 'Liability' },
  { type: 'equity', title: 'Equity', label: 'Equity' },
  { type: 'income', title: 'Income', label: 'Income' },
  { type: 'expense', title: 'Expenses', label: 'Expense' },
];
