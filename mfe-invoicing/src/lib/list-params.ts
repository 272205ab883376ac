import { changePageParams, type PageParams, positiveInt, readPageParams, writePageParams } from '@daftari/ui';

/** The invoice list's view state, kept in the URL so back, refresh and shared links keep it. */
export interface ListParams extends PageParams {
  /** The contact the list is filtered by, or null for every contact. */
  contactId: number | null;
}

export function readListParams(params: URLSearchParams): ListParams {
  return { ...readPageParams(params), contactId: positiveInt(params.get('contact')) };
}

/**
 * The search params for a change of view state. Changing the contact or the page size goes back to
 * page 1. Defaults are left out of the URL.
 */
export function writeListParams(current: ListParams, change: Partial<ListParams>): URLSearchParams {
  const next = changePageParams(current, change, ['perPage', 'contactId']);
  const params = new URLSearchParams();
  if (next.contactId !== null) params.set('contact', String(next.contactId));
  return writePageParams(params, next);
}
