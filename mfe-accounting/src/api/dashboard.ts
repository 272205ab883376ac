import { http, send } from '@daftari/api-client';
import { dashboardSchema } from '@daftari/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountingKeys } from './keys.ts';

/** GET /reports/dashboard: the figures of the Home page. */
async function fetchDashboard() {
  const { body } = await send(
    dashboardSchema,
    () => http.get('reports/dashboard'),
    'Failed to load the dashboard',
  );
  return body;
}

export function useDashboard() {
  return useQuery({ queryKey: accountingKeys.dashboard(), queryFn: fetchDashboard });
}
