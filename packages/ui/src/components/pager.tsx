import { css, cx } from '@daftari/ui/styled-system/css';
import { Button } from './button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { Select } from './select.tsx';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;

/** The selection summary under a table: '{selected} of {total} row(s) selected.' */
export function selectionSummary(selectedCount: number, total: number): string {
  return `${selectedCount} of ${total} row(s) selected.`;
}

export interface PagerProps {
  selectedCount: number;
  /** Row count the summary refers to (e.g. rows on the page, or the total from the server). */
  total: number;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Disables paging (and the page-size select), e.g. while fetching. */
  disabled?: boolean;
  /** Optional 'Page 2 of 5' when both are given. */
  page?: number;
  pageCount?: number;
  /** Said instead of the selection summary, for a list without selection ('4 entries'). */
  summary?: string;
  className?: string;
}

const root = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  px: '4',
  py: '3',
  fontSize: 'sm',
  color: 'fg.muted',
});
const right = css({ display: 'flex', alignItems: 'center', gap: { base: '3', md: '6' }, flexWrap: 'wrap' });
const perPage = css({ display: 'flex', alignItems: 'center', gap: '2', whiteSpace: 'nowrap' });
const perPageSelect = css({ w: '20' });
const pageLabel = css({ whiteSpace: 'nowrap', color: 'fg' });
const buttons = css({ display: 'flex', alignItems: 'center', gap: '2' });

/** Table footer: selection summary, 'Rows per page:' select, Previous / Next. */
export function Pager({
  selectedCount,
  total,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
  disabled = false,
  page,
  pageCount,
  summary,
  className,
}: PagerProps) {
  const options = pageSizeOptions.map((n) => ({ label: String(n), value: String(n) }));
  return (
    <nav aria-label="Pagination" className={cx(root, className)}>
      <p aria-live="polite">{summary ?? selectionSummary(selectedCount, total)}</p>
      <div className={right}>
        <div className={perPage}>
          <span aria-hidden="true">Rows per page:</span>
          <div className={perPageSelect}>
            <Select
              size="sm"
              aria-label="Rows per page"
              items={options}
              value={String(pageSize)}
              onValueChange={(value) => onPageSizeChange(Number(value))}
              disabled={disabled}
            />
          </div>
        </div>
        {page !== undefined && pageCount !== undefined ? (
          <span className={pageLabel}>
            Page {page} of {Math.max(pageCount, 1)}
          </span>
        ) : null}
        <div className={buttons}>
          <Button variant="outline" size="sm" onClick={onPrevious} disabled={disabled || !canPrevious}>
            <ChevronLeftIcon />
            Previous
          </Button>
          <Button variant="outline" size="sm" onClick={onNext} disabled={disabled || !canNext}>
            Next
            <ChevronRightIcon />
          </Button>
        </div>
      </div>
    </nav>
  );
}
