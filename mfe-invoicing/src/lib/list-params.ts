import { PAGE_SIZE_OPTIONS } from '@daftari/ui';

/** The invoice list's view state, kept in the URL so back, refresh and shared links keep it. */
export interface ListParams {
  page: number;
  perPage: number;
  /** The contact the list is filtered by, or null for every contact. */
  contactId: number | null;
}

/** What GET /invoices uses when no per_page is sent. */
const DEFAULT_PER_PAGE = 10;

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? value : null;
};

export function readListParams(params: URLSearchParams): ListParams {
  const perPage = positiveInt(params.get('per_page'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage:
      perPage && (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
    contactId: positiveInt(params.get('contact')),
  };
}

/**
 * The search params for a change of view state. Changing the contact or the page size goes back to
 * page 1. Defaults are left out of the URL.
 */
export function writeListParams(current: ListParams, change: Partial<ListParams>): URLSearchParams {
  const resets = (['perPage', 'contactId'] as const).some(
    (key) => change[key] !== undefined && change[key] !== current[key],
  );
  const next: ListParams = { ...current, ...change, page: resets ? 1 : (change.page ?? current.page) };
  const params = new URLSearchParams();
  if (next.contactId !== null) params.set('contact', String(next.contactId));
  if (next.page > 1) params.set('page', String(next.page));
  if (next.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(next.perPage));
  return params;
}
