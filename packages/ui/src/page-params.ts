import { PAGE_SIZE_OPTIONS } from './components/pager.tsx';

/**
 * A paged list's view state in the URL (`page`, `per_page`), so back, refresh and shared links keep it.
 * Each list adds its own filters around it.
 */
export interface PageParams {
  page: number;
  perPage: number;
}

/** What the list endpoints use when no per_page is sent (the contract's default). */
export const DEFAULT_PER_PAGE = 10;

/** A whole number of 1 or more from a search param, else null. */
export const positiveInt = (text: string | null) => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 ? value : null;
};

/** The page (1 when absent or invalid) and the page size (one of the pager's options, else the default). */
export function readPageParams(params: URLSearchParams): PageParams {
  const perPage = positiveInt(params.get('per_page'));
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage:
      perPage && (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/**
 * The view state after `change`. A change to any of `resetting` (a filter, the page size) goes back to
 * page 1: the old page number may not exist in the new result.
 */
export function changePageParams<T extends PageParams>(
  current: T,
  change: Partial<T>,
  resetting: readonly (keyof T)[],
): T {
  const resets = resetting.some((key) => change[key] !== undefined && change[key] !== current[key]);
  return { ...current, ...change, page: resets ? 1 : (change.page ?? current.page) };
}

/** Adds `page` and `per_page` to `params`, leaving the defaults out of the URL. */
export function writePageParams(params: URLSearchParams, { page, perPage }: PageParams): URLSearchParams {
  if (page > 1) params.set('page', String(page));
  if (perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(perPage));
  return params;
}
