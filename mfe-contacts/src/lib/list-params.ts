import { changePageParams, type PageParams, readPageParams, writePageParams } from '@daftari/ui';

/** The contacts list's view state, kept in the URL so back, refresh and shared links keep it. */
export interface ListParams extends PageParams {
  search: string;
  /** '' for All, else one capital letter A to Z. */
  letter: string;
}

export const ALPHABET = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index));

export function readListParams(params: URLSearchParams): ListParams {
  const letter = (params.get('letter') ?? '').trim().toUpperCase();
  return {
    search: (params.get('search') ?? '').trim(),
    letter: /^[A-Z]$/.test(letter) ? letter : '',
    ...readPageParams(params),
  };
}

/**
 * The search params for a change of view state. Changing search, letter or per-page goes back to page 1
 * (the old page number may not exist in the new result). Defaults are left out of the URL.
 */
export function writeListParams(current: ListParams, change: Partial<ListParams>): URLSearchParams {
  const next = changePageParams(current, change, ['search', 'letter', 'perPage']);
  const params = new URLSearchParams();
  if (next.search) params.set('search', next.search);
  if (next.letter) params.set('letter', next.letter);
  return writePageParams(params, next);
}
