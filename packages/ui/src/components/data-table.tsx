import { css, cx } from '@daftari/ui/styled-system/css';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Checkbox } from './checkbox.tsx';
import { Skeleton } from './skeleton.tsx';
import { Spinner } from './spinner.tsx';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** CSS width of the column (e.g. 120, '20%'). */
  width?: number | string;
  align?: 'start' | 'end' | 'center';
  /** Extra class for this column's cells. */
  className?: string;
}

export type HeaderCheckState = boolean | 'indeterminate';

/** Header checkbox state: checked when every row on the page is selected, indeterminate when some are. */
export function headerCheckState(
  selectedIds: ReadonlySet<string>,
  pageIds: readonly string[],
): HeaderCheckState {
  if (pageIds.length === 0) return false;
  const selectedOnPage = pageIds.filter((id) => selectedIds.has(id)).length;
  if (selectedOnPage === 0) return false;
  return selectedOnPage === pageIds.length ? true : 'indeterminate';
}

/**
 * What the header checkbox does: with every row on the page selected it deselects the page's rows,
 * otherwise it selects them all. Selections on other pages are kept. Returns a new Set.
 */
export function toggleAllOnPage(selectedIds: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selectedIds);
  if (headerCheckState(selectedIds, pageIds) === true) for (const id of pageIds) next.delete(id);
  else for (const id of pageIds) next.add(id);
  return next;
}

/** Adds or removes one id. Returns a new Set. */
export function toggleRow(selectedIds: ReadonlySet<string>, id: string, selected: boolean): Set<string> {
  const next = new Set(selectedIds);
  if (selected) next.add(id);
  else next.delete(id);
  return next;
}

export interface DataTableProps<T> {
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  /** Selection: pass both to get a checkbox column. */
  selectedIds?: ReadonlySet<string>;
  onSelectedIdsChange?: (selectedIds: Set<string>) => void;
  /** Accessible names of the selection checkboxes. */
  selectAllLabel?: string;
  getRowLabel?: (row: T) => string;
  /** Makes rows clickable (and reachable with Tab + Enter). */
  onRowClick?: (row: T, event: MouseEvent<HTMLTableRowElement> | KeyboardEvent<HTMLTableRowElement>) => void;
  loading?: boolean;
  /** Skeleton rows while loading (default 5). */
  skeletonRows?: number;
  /** Instead of skeleton rows, a single row with a spinner and this text (e.g. 'Loading...'). */
  loadingText?: ReactNode;
  /** Shown in a full-width row when there are no rows (e.g. 'No contacts found.'). */
  emptyText?: ReactNode;
  /** Caption for assistive technology. */
  caption?: string;
  /** Rendered under the table inside the frame (e.g. <Pager>). */
  footer?: ReactNode;
  className?: string;
}

const frame = css({ layerStyle: 'surface', borderRadius: 'xl', overflow: 'hidden' });
// Relative, so visually hidden (position: absolute) labels stay inside the scroller on narrow screens.
const scroller = css({ overflowX: 'auto', position: 'relative' });
const table = css({
  w: 'full',
  borderCollapse: 'separate',
  borderSpacing: '0',
  fontSize: 'md',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
});
const th = css({
  h: '10',
  px: '4',
  bg: 'bg.subtle',
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: 'medium',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border',
  '&[data-align=end]': { textAlign: 'end' },
  '&[data-align=center]': { textAlign: 'center' },
  '&[data-select]': { w: '12', pr: '0' },
});
const td = css({
  h: '12',
  px: '4',
  py: '2',
  verticalAlign: 'middle',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
  '&[data-align=end]': { textAlign: 'end' },
  '&[data-align=center]': { textAlign: 'center' },
  '&[data-select]': { w: '12', pr: '0' },
  '&[data-message]': { h: '32', textAlign: 'center', color: 'fg.muted' },
});
const row = css({
  transition: 'background-color 120ms',
  '&:last-child > td': { borderBottomWidth: '0' },
  _hover: { bg: 'bg.subtle' },
  '&[data-selected]': { bg: 'accent.subtle' },
});
const clickable = css({
  cursor: 'pointer',
  outline: 'none',
  _focusVisible: { boxShadow: 'inset 0 0 0 2px token(colors.accent)' },
});
const loadingMessage = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });
const footerStyle = css({ borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border' });
const srOnly = css({ srOnly: true });

const skeletonWidths = ['70%', '55%', '80%', '45%', '65%'];

/**
 * A data table with optional row selection (the header checkbox toggles every row on the page: checked
 * when all are selected, indeterminate when some are), clickable rows, skeleton loading and empty text.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  selectedIds,
  onSelectedIdsChange,
  selectAllLabel = 'Select all rows on this page',
  getRowLabel,
  onRowClick,
  loading = false,
  skeletonRows = 5,
  loadingText,
  emptyText = 'No results.',
  caption,
  footer,
  className,
}: DataTableProps<T>) {
  const selectable = Boolean(selectedIds && onSelectedIdsChange);
  const selection = selectedIds ?? new Set<string>();
  const pageIds = loading ? [] : rows.map(getRowId);
  const columnCount = columns.length + (selectable ? 1 : 0);

  const body = () => {
    if (loading && loadingText !== undefined) {
      return (
        <tr>
          <td colSpan={columnCount} data-message="" className={td}>
            <span className={loadingMessage}>
              <Spinner size="sm" />
              {loadingText}
            </span>
          </td>
        </tr>
      );
    }
    if (loading) {
      return Array.from({ length: skeletonRows }, (_, index) => (
        <tr key={index} data-skeleton="" className={row}>
          {selectable ? (
            <td data-select="" className={td}>
              <Skeleton width={16} height={16} />
            </td>
          ) : null}
          {columns.map((column, columnIndex) => (
            <td key={column.id} className={td}>
              <Skeleton width={skeletonWidths[(index + columnIndex) % skeletonWidths.length]} height={10} />
            </td>
          ))}
        </tr>
      ));
    }
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={columnCount} data-message="" className={td}>
            {emptyText}
          </td>
        </tr>
      );
    }
    return rows.map((item) => {
      const id = getRowId(item);
      const isSelected = selection.has(id);
      return (
        <tr
          key={id}
          data-selected={isSelected ? '' : undefined}
          aria-selected={selectable ? isSelected : undefined}
          className={cx(row, onRowClick && clickable)}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick ? (event) => onRowClick(item, event) : undefined}
          onKeyDown={
            onRowClick
              ? (event) => {
                  if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(item, event);
                }
              : undefined
          }
        >
          {selectable ? (
            // Clicks and keys on the checkbox must not open the row.
            <td
              data-select=""
              className={td}
              onClick={(event) => event.stopPropagation()}
              onKeyDown={(event) => event.stopPropagation()}
            >
              <Checkbox
                checked={isSelected}
                aria-label={getRowLabel ? getRowLabel(item) : `Select row ${id}`}
                onCheckedChange={(checked) => onSelectedIdsChange?.(toggleRow(selection, id, checked))}
              />
            </td>
          ) : null}
          {columns.map((column) => (
            <td key={column.id} data-align={column.align} className={cx(td, column.className)}>
              {column.cell(item)}
            </td>
          ))}
        </tr>
      );
    });
  };

  return (
    <div className={cx(frame, className)}>
      <div className={scroller}>
        <table className={table} aria-busy={loading || undefined}>
          {caption ? <caption className={srOnly}>{caption}</caption> : null}
          <thead>
            <tr>
              {selectable ? (
                <th scope="col" data-select="" className={th}>
                  <Checkbox
                    checked={headerCheckState(selection, pageIds)}
                    disabled={loading || pageIds.length === 0}
                    aria-label={selectAllLabel}
                    onCheckedChange={() => onSelectedIdsChange?.(toggleAllOnPage(selection, pageIds))}
                  />
                </th>
              ) : null}
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  data-align={column.align}
                  className={cx(th, column.className)}
                  style={column.width !== undefined ? { width: column.width } : undefined}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{body()}</tbody>
        </table>
      </div>
      {footer ? <div className={footerStyle}>{footer}</div> : null}
    </div>
  );
}
