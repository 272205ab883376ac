import type { BillListQuery } from '@daftari/contracts';
import { changePageParams, type PageParams, readPageParams, writePageParams } from '@daftari/ui';

/** The list's tabs, in order; Open (what is still to pay, overdue included) first. */
export const BILL_TABS = [
  { value: 'open', label: 'Open' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'paid', label: 'Paid' },
  { value: 'all', label: 'All' },
] as const;

export type BillTab = (typeof BILL_TABS)[number]['value'];

/** The bill list's view state, kept in the URL so back, refresh and shared links keep it. */
export interface BillListParams extends PageParams {
  tab: BillTab;
}

const isTab = (text: string | null): text is BillTab => BILL_TABS.some((tab) => tab.value === text);

export function readBillListParams(params: URLSearchParams): BillListParams {
  const tab = params.get('tab');
  return { ...readPageParams(params), tab: isTab(tab) ? tab : 'open' };
}

/** The search params for a change of view state: another tab or page size goes back to page 1. */
export function writeBillListParams(
  current: BillListParams,
  change: Partial<BillListParams>,
): URLSearchParams {
  const next = changePageParams(current, change, ['perPage', 'tab']);
  const params = new URLSearchParams();
  if (next.tab !== 'open') params.set('tab', next.tab);
  return writePageParams(params, next);
}

/** GET /bills's query for the view. */
export function billListQuery({ tab, page, perPage }: BillListParams): BillListQuery {
  return { page, per_page: perPage, ...(tab === 'all' ? {} : { status: tab }) };
}
