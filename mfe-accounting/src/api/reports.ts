import { currentUserQuery, http, saveBlob, send, sendBlob } from '@daftari/api-client';
import {
  agingSchema,
  balanceSheetSchema,
  cashFlowSchema,
  dataEnvelope,
  expensesByCategorySchema,
  expensesBySupplierSchema,
  generalLedgerSchema,
  profitAndLossSchema,
  salesByCustomerSchema,
  salesByItemSchema,
  trialBalanceSchema,
  vatReportSchema,
  vatReturnSchema,
} from '@daftari/contracts';
import { DEFAULT_CURRENCY } from '@daftari/format';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ReportKind, reportTitle } from '../lib/report-kinds.ts';
import { accountingKeys } from './keys.ts';

const answers = {
  profit_and_loss: dataEnvelope(profitAndLossSchema),
  balance_sheet: dataEnvelope(balanceSheetSchema),
  trial_balance: dataEnvelope(trialBalanceSchema),
  general_ledger: generalLedgerSchema,
  receivables_aging: dataEnvelope(agingSchema),
  payables_aging: dataEnvelope(agingSchema),
  vat: dataEnvelope(vatReportSchema),
  vat_return: dataEnvelope(vatReturnSchema),
  cash_flow: dataEnvelope(cashFlowSchema),
  sales_by_customer: dataEnvelope(salesByCustomerSchema),
  sales_by_item: dataEnvelope(salesByItemSchema),
  expenses_by_category: dataEnvelope(expensesByCategorySchema),
  expenses_by_supplier: dataEnvelope(expensesBySupplierSchema),
} satisfies Record<ReportKind, z.ZodType>;

export type ReportAnswer<K extends ReportKind> = z.output<(typeof answers)[K]>;

/** GET /reports/{kind} as JSON. */
async function fetchReport<K extends ReportKind>(kind: K, search: Record<string, string>) {
  const { body } = await send(
    answers[kind],
    () => http.get(`reports/${kind}`, { searchParams: search }),
    `Failed to load the ${reportTitle(kind).toLowerCase()} report`,
  );
  return body as ReportAnswer<K>;
}

/** The same report but for its page: what the general ledger keeps on screen while another page loads. */
function samePages(kind: ReportKind, previous: readonly unknown[], search: Record<string, string>) {
  if (kind !== 'general_ledger' || previous[2] !== kind) return false;
  const { page: _p, per_page: _pp, ...before } = previous[3] as Record<string, string>;
  const { page: _n, per_page: _np, ...now } = search;
  return JSON.stringify(before) === JSON.stringify(now);
}

/**
 * One report; `search` null waits (a general ledger without an account). The general ledger keeps its page
 * on screen while the next page loads; another report, account or period shows its skeleton instead.
 */
export function useReport<K extends ReportKind>(kind: K, search: Record<string, string> | null) {
  return useQuery({
    queryKey: accountingKeys.report(kind, search ?? {}),
    queryFn: () => fetchReport(kind, search ?? {}),
    enabled: search !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery && samePages(kind, previousQuery.queryKey, search ?? {}) ? previous : undefined,
  });
}

/** The account's currency (KES until the signed-in user loads). */
export function useReportCurrency(): string {
  return useQuery(currentUserQuery).data?.account.currency ?? DEFAULT_CURRENCY;
}

export type DownloadFormat = 'csv' | 'pdf';

export interface ReportDownload {
  kind: ReportKind;
  search: Record<string, string>;
  format: DownloadFormat;
  /** Without the extension. */
  fileName: string;
}

/** The report as CSV or PDF (the bearer sent by the api-client), saved by the browser. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async ({ kind, search, format, fileName }: ReportDownload) => {
      const blob = await sendBlob(
        () => http.get(`reports/${kind}`, { searchParams: { ...search, format } }),
        `Failed to download the ${reportTitle(kind).toLowerCase()} report`,
      );
      saveBlob(blob, `${fileName}.${format}`);
    },
  });
}
