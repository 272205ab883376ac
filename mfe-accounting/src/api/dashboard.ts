import { http, send } from '@daftari/api-client';
import { dashboardSchema, dataEnvelope } from '@daftari/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../lib/report-dates.ts';
import { accountingKeys } from './keys.ts';

/** GET /reports/dashboard: the figures of the Home page, its cards over the period. */
async function fetchDashboard(period: DateRange) {
  const { body } = await send(
    dataEnvelope(dashboardSchema),
    () => http.get('reports/dashboard', { searchParams: { from: period.from, to: period.to } }),
    'Failed to load the dashboard',
  );
  return body.data;
}

/**
 * Home's figures for the period; `null` waits (no valid period yet). Another period keeps the figures on
 * screen while it loads.
 */
export function useDashboard(period: DateRange | null) {
  return useQuery({
    queryKey: accountingKeys.dashboardOf(period ?? { from: '', to: '' }),
    queryFn: () => fetchDashboard(period!),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
