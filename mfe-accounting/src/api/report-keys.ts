import type { ReportKind } from '../lib/report-kinds.ts';

/**
 * Query keys of the reports. They sit under ['accounting', 'report'], the prefix the accounting area refreshes
 * after anything posts to the ledger, so every report is read again then.
 */
export const reportKeys = {
  all: ['accounting', 'report'] as const,
  report: (kind: ReportKind, search: Record<string, string>) => [...reportKeys.all, kind, search] as const,
  ledgerAccounts: () => [...reportKeys.all, 'ledger-accounts'] as const,
};
