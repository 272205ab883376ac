import { toIsoDate } from '@daftari/format';
import { useSearchParams } from '@daftari/router';
import { PageHeader } from '@daftari/ui';
import { useReportCurrency } from '../api/reports.ts';
import { DownloadButtons } from '../components/reports/DownloadButtons.tsx';
import { ReportBody } from '../components/reports/ReportBody.tsx';
import { ReportToolbar } from '../components/reports/ReportToolbar.tsx';
import { isMonthReport } from '../lib/report-kinds.ts';
import {
  type ReportParams,
  readReportParams,
  reportDates,
  reportSearch,
  writeReportParams,
} from '../lib/report-params.ts';

function useReportParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readReportParams(searchParams);
  const update = (change: Partial<ReportParams>) =>
    setSearchParams(writeReportParams(params, change), { preventScrollReset: true });
  return [params, update] as const;
}

/**
 * The accounting reports, one at a time, chosen and dated in the URL. `today` (the presets' and defaults'
 * reference day) is a prop so tests can fix it.
 */
export function ReportsPage({ today = toIsoDate(new Date()) }: { today?: string }) {
  const [params, update] = useReportParams();
  const currency = useReportCurrency();
  const dates = reportDates(params, today);
  const search = reportSearch(params, dates);
  return (
    <>
      <PageHeader
        title="Reports"
        description="Your books at a glance: profit, cash flow, sales, expenses, balances, what is owed and VAT. Open any amount to see the lines behind it."
        actions={
          // The VAT return downloads each of its schedules on its own.
          isMonthReport(params.report) ? undefined : <DownloadButtons kind={params.report} search={search} />
        }
      />
      <ReportToolbar params={params} dates={dates} today={today} onChange={update} />
      <ReportBody params={params} dates={dates} search={search} currency={currency} onChange={update} />
    </>
  );
}
