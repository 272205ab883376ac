import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { Amount } from './Amount.tsx';

export interface ReportColumn {
  label: string;
  numeric?: boolean;
  /** A second, smaller line of the header (the dates of an amount column). */
  detail?: string;
  /** Keeps a text column readable when the table scrolls sideways on a phone. */
  minWidth?: string;
}

// A wide table scrolls sideways inside its frame (the page never does on a phone), the first column (what the
// row is) staying at the left. It never scrolls up and down on its own: the page does, so every row of a long
// report (a balance sheet's equity and its total) is on the page, to read, print or screenshot.
const frame = css({ layerStyle: 'surface', borderRadius: 'xl', overflow: 'hidden' });
const scroller = css({
  overflowX: 'auto',
  position: 'relative',
  overscrollBehaviorX: 'contain',
});
const table = css({
  w: 'full',
  borderCollapse: 'separate',
  borderSpacing: '0',
  fontSize: 'sm',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': {
    px: { base: '2.5', md: '4' },
    py: '2.5',
    textAlign: 'start',
    borderBottomWidth: '1px',
    borderBottomStyle: 'solid',
  },
  '& td': { borderColor: 'border.subtle', bg: 'inherit' },
  '& th': {
    bg: 'bg.subtle',
    color: 'fg.muted',
    fontSize: 'xs',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    borderColor: 'border',
  },
  '& th:first-child': { position: 'sticky', left: '0', zIndex: '2' },
  '& td:first-child': { position: 'sticky', left: '0', zIndex: '1' },
  '& [data-numeric]': { textAlign: 'end', whiteSpace: 'nowrap' },
  '& tr': { bg: 'bg.surface' },
  '& tr[data-kind=section]': { bg: 'bg.subtle' },
  '& tr[data-kind=section] td': { textStyle: 'overline', color: 'fg.muted', py: '2' },
  '& tr[data-kind=total] td': { fontWeight: 'semibold', borderBottomColor: 'border' },
  '& tr[data-kind=grand]': { bg: 'bg.subtle' },
  '& tr[data-kind=grand] td': { fontWeight: 'semibold', fontSize: 'md', borderBottomWidth: '0' },
  '& tr[data-kind] a': { fontWeight: 'inherit' },
});
const muted = css({ color: 'fg.subtle' });
// The dates under a header may wrap: on a phone the amounts, not the header, set the column's width.
const headerDetail = css({
  display: 'block',
  fontWeight: 'normal',
  color: 'fg.subtle',
  whiteSpace: 'normal',
});

export interface ReportTableProps {
  /** The table's accessible name. */
  label: string;
  columns: ReportColumn[];
  children: ReactNode;
  /** Under the table, outside the scrolling part (a pager). */
  footer?: ReactNode;
}

export function ReportTable({ label, columns, children, footer }: ReportTableProps) {
  return (
    <div className={frame}>
      <div className={scroller}>
        <table className={table} aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  data-numeric={column.numeric || undefined}
                  style={column.minWidth ? { minWidth: column.minWidth } : undefined}
                >
                  {column.label}
                  {column.detail ? <span className={headerDetail}>{column.detail}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {footer}
    </div>
  );
}

/** A heading row inside the table ('Income', 'Assets'). */
export function SectionRow({ title, span }: { title: string; span: number }) {
  return (
    <tr data-kind="section">
      <td colSpan={span}>{title}</td>
    </tr>
  );
}

/**
 * A row of a label and amounts; `kind` marks a subtotal or the report's bottom line. Amounts show without
 * the currency, which the report's heading names once: a phone fits the columns.
 */
export function AmountRow({
  label,
  amounts,
  kind,
}: {
  label: ReactNode;
  amounts: ReactNode[];
  kind?: 'total' | 'grand';
}) {
  return (
    <tr data-kind={kind}>
      <td>{label}</td>
      {amounts.map((amount, index) => (
        <td key={index} data-numeric="">
          {typeof amount === 'number' ? <Amount value={amount} /> : amount}
        </td>
      ))}
    </tr>
  );
}

/** An account's number, muted, before its name. */
export function AccountLabel({ number, name }: { number: string | null; name: string }) {
  return (
    <>
      {number ? <span className={muted}>{number} </span> : null}
      {name}
    </>
  );
}
