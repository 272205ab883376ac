import type { JournalEntryListQuery } from '@daftari/contracts';

/** Every query key of the accounting area comes from here. */
export const accountingKeys = {
  all: ['accounting'] as const,
  chart: (includeArchived: boolean) => [...accountingKeys.all, 'chart', { includeArchived }] as const,
  charts: () => [...accountingKeys.all, 'chart'] as const,
  journals: () => [...accountingKeys.all, 'journal'] as const,
  journal: (query: JournalEntryListQuery) => [...accountingKeys.journals(), query] as const,
  dashboard: () => [...accountingKeys.all, 'dashboard'] as const,
  reports: () => [...accountingKeys.all, 'report'] as const,
};

/** What a posting changes: the chart's balances, the journal, the dashboard and every report. */
export const ledgerKeys = [
  accountingKeys.charts(),
  accountingKeys.journals(),
  accountingKeys.dashboard(),
  accountingKeys.reports(),
];
