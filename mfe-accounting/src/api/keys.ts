import { ledgerAccountKeys } from '@daftari/api-client';
import type { JournalEntryListQuery } from '@daftari/contracts';
import type { DateRange } from '../lib/report-dates.ts';
import type { ReportKind } from '../lib/report-kinds.ts';

/**
 * Every query key of the accounting area comes from here. The chart of accounts is cached under the shared
 * `ledgerAccountKeys`, so a change of it here refreshes the account pickers of every other area.
 */
export const accountingKeys = {
  all: ['accounting'] as const,
  journals: () => [...accountingKeys.all, 'journal'] as const,
  journal: (query: JournalEntryListQuery) => [...accountingKeys.journals(), query] as const,
  dashboard: () => [...accountingKeys.all, 'dashboard'] as const,
  dashboardOf: (period: DateRange) => [...accountingKeys.dashboard(), period] as const,
  reports: () => [...accountingKeys.all, 'report'] as const,
  report: (kind: ReportKind, search: Record<string, string>) =>
    [...accountingKeys.reports(), kind, search] as const,
};

/** What a posting changes: the chart's balances, the journal, the dashboard and every report. */
export const ledgerKeys = [
  ledgerAccountKeys.all,
  accountingKeys.journals(),
  accountingKeys.dashboard(),
  accountingKeys.reports(),
];
