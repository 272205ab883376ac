import { PAGE_SIZE_OPTIONS } from '@daftari/ui';

/** The contacts list's view state, kept in the URL so back, refresh and shared links keep it. */
export interface ListParams {
  search: string;
  /** '' for All, else one capital letter A to Z. */
  letter: string;
  page: number;
  perPage: number;
}

export const DEFAULT_PER_PAGE = 10;
export const ALPHABET = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

const positiveInt = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : null;
};

export function readListParams(params: URLSearchParams): ListParams {
  const letter = (params.get('letter') ?? '').trim().toUpperCase();
  const perPage = positiveInt(params.get('per_page'));
  return {
    search: (params.get('search') ?? '').trim(),
    letter: /^[A-Z]$/.test(letter) ? letter : '',
    page: positiveInt(params.get('page')) ?? 1,
    perPage:
      perPage && (PAGE_SIZE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

/**
 * The search params for a change of view state. Changing search, letter or per-page goes back to page 1
 * (the old page number may not exist in the new result). Defaults are left out of the URL.
 */
export function writeListParams(current: ListParams, change: Partial<ListParams>): URLSearchParams {
  const resets = (['search', 'letter', 'perPage'] as const).some(
    (key) => change[key] !== undefined && change[key] !== current[key],
  );
  const next: ListParams = { ...current, ...change, page: resets ? 1 : (change.page ?? current.page) };
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.letter) params.set('letter', next.letter);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(next.perPage));
  return params;
}
