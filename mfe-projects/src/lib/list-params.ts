import { PAGE_SIZE_OPTIONS } from '@daftari/ui';

/** The project list's view state, kept in the URL so back, refresh and shared links keep it. */
export interface ListParams {
  page: number;
  perPage: number;
}

/** GET /projects' own default page size (the contract's). */
export const DEFAULT_PER_PAGE = 10;

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
  };
}

/** The search params for a change of view state: a new page size goes back to page 1; defaults stay out. */
export function writeListParams(current: ListParams, change: Partial<ListParams>): URLSearchParams {
  const resized = change.perPage !== undefined && change.perPage !== current.perPage;
  const next = { ...current, ...change, page: resized ? 1 : (change.page ?? current.page) };
  const params = new URLSearchParams();
  if (next.page > 1) params.set('page', String(next.page));
  if (next.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(next.perPage));
  return params;
}
