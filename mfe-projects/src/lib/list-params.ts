import { changePageParams, type PageParams, readPageParams, writePageParams } from '@daftari/ui';

/** The project list's view state, kept in the URL: only its page and page size. */
export type ListParams = PageParams;

export const readListParams = readPageParams;

/** The search params for a change of view state: a new page size goes back to page 1; defaults stay out. */
export function writeListParams(current: ListParams, change: Partial<ListParams>): URLSearchParams {
  return writePageParams(new URLSearchParams(), changePageParams(current, change, ['perPage']));
}
