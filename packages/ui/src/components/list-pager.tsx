import type { PageParams } from '../page-params.ts';
import { Pager } from './pager.tsx';

/** What a paged list answer says of its pages (the contract's `meta`). */
export interface ListPageMeta {
  current_page: number;
  total_pages: number;
  total_count: number;
}

export interface ListPagerProps {
  /** The answer's meta; undefined until the first answer. */
  meta: ListPageMeta | undefined;
  /** The page and page size asked for. */
  params: PageParams;
  /** Another page or page size is asked for. */
  onChange: (change: Partial<PageParams>) => void;
  selectedCount?: number;
  disabled?: boolean;
  /** Said instead of the selection summary, for a list without selection. */
  summary?: string;
}

/** The Pager under a list the server pages: 'Page 2 of 5' from the answer, Previous / Next and page size. */
export function ListPager({ meta, params, onChange, selectedCount = 0, disabled, summary }: ListPagerProps) {
  const currentPage = meta?.current_page ?? params.page;
  const totalPages = meta?.total_pages ?? 0;
  return (
    <Pager
      selectedCount={selectedCount}
      total={meta?.total_count ?? 0}
      pageSize={params.perPage}
      onPageSizeChange={(perPage) => onChange({ perPage })}
      canPrevious={currentPage > 1}
      canNext={currentPage < totalPages}
      onPrevious={() => onChange({ page: Math.max(1, currentPage - 1) })}
      onNext={() => onChange({ page: currentPage + 1 })}
      disabled={disabled}
      page={currentPage}
      pageCount={totalPages}
      summary={summary}
    />
  );
}
