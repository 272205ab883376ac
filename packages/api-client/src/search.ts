import { searchResultsSchema } from '@daftari/contracts';
import { http, send } from './http.ts';

/** The query keys of the header's search: the text searched is part of its key. */
export const searchKeys = {
  all: ['search'] as const,
  of: (q: string) => ['search', q] as const,
};

/** GET /search?q=: the business's contacts and documents `q` names, best first. */
export async function searchBusiness(q: string) {
  const { body } = await send(
    searchResultsSchema,
    () => http.get('search', { searchParams: { q } }),
    'The search failed',
  );
  return body.data;
}
