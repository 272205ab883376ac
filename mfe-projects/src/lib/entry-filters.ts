import type { TimeEntryListQuery } from '@daftari/contracts';
import { changePageParams, type PageParams, positiveInt, readPageParams, writePageParams } from '@daftari/ui';

/** The entry list's view state, kept in the URL: its filters, page and page size. */
export interface EntryFilters extends PageParams {
  projectId: number | null;
  billed: 'true' | 'false' | null;
  from: string | null;
  to: string | null;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (text: string | null) => (text && ISO_DAY.test(text) ? text : null);

export function readEntryFilters(params: URLSearchParams): EntryFilters {
  const billed = params.get('billed');
  return {
    ...readPageParams(params),
    projectId: positiveInt(params.get('project')),
    billed: billed === 'true' || billed === 'false' ? billed : null,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The search params after `change`: a new filter or page size goes back to page 1. */
export function writeEntryFilters(current: EntryFilters, change: Partial<EntryFilters>): URLSearchParams {
  const next = changePageParams(current, change, ['perPage', 'projectId', 'billed', 'from', 'to']);
  const params = new URLSearchParams();
  if (next.projectId) params.set('project', String(next.projectId));
  if (next.billed) params.set('billed', next.billed);
  if (next.from) params.set('from', next.from);
  if (next.to) params.set('to', next.to);
  return writePageParams(params, next);
}

/** GET /time_entries' query for the filters. */
export function entryListQuery(filters: EntryFilters): TimeEntryListQuery {
  return {
    page: filters.page,
    per_page: filters.perPage,
    ...(filters.projectId ? { project_id: filters.projectId } : {}),
    ...(filters.billed ? { billed: filters.billed } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}
