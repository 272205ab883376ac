import type { EstimateListQuery } from '@daftari/contracts';
import { changePageParams, type PageParams, readPageParams, writePageParams } from '@daftari/ui';

/** The list's status filter, in order; All first. Expired: sent and past the expiry date. */
export const ESTIMATE_TABS = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'declined', label: 'Declined' },
  { value: 'invoiced', label: 'Invoiced' },
  { value: 'expired', label: 'Expired' },
] as const;

export type EstimateTab = (typeof ESTIMATE_TABS)[number]['value'];

/** The estimate list's view state, kept in the URL so back, refresh and shared links keep it. */
export interface EstimateListParams extends PageParams {
  status: EstimateTab;
}

const isTab = (text: string | null): text is EstimateTab => ESTIMATE_TABS.some((tab) => tab.value === text);

export function readEstimateListParams(params: URLSearchParams): EstimateListParams {
  const status = params.get('status');
  return { ...readPageParams(params), status: isTab(status) ? status : 'all' };
}

/** The search params for a change of view state: another status or page size goes back to page 1. */
export function writeEstimateListParams(
  current: EstimateListParams,
  change: Partial<EstimateListParams>,
): URLSearchParams {
  const next = changePageParams(current, change, ['perPage', 'status']);
  const params = new URLSearchParams();
  if (next.status !== 'all') params.set('status', next.status);
  return writePageParams(params, next);
}

/** GET /estimates's query for the view. */
export function estimateListQuery({ status, page, perPage }: EstimateListParams): EstimateListQuery {
  return { page, per_page: perPage, ...(status === 'all' ? {} : { status }) };
}
