import type { PageMeta } from '@daftari/contracts';

/** The page a list query asks for (`page` counts from 1). */
export interface PageQuery {
  page: number;
  per_page: number;
}

/** How many rows come before the page. */
export const pageOffset = ({ page, per_page }: PageQuery) => (page - 1) * per_page;

/** The `meta` of every list answer. A page past the end is empty, with the real totals. */
export function pageMeta(totalCount: number, { page, per_page }: PageQuery): PageMeta {
  return {
    total_count: totalCount,
    current_page: page,
    total_pages: Math.ceil(totalCount / per_page),
    per_page,
  };
}
