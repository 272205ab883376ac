import { css } from '@daftari/ui/styled-system/css';
import { DataTable, type DataTableColumn } from '../data-table.tsx';
import { callout, calloutTitle } from './callout.ts';

/** Rows shown in the preview. */
const PREVIEW_ROWS = 5;

const previewTable = css({ '& td, & th': { fontSize: 'sm' } });
const caption = css({ fontSize: 'xs', color: 'fg.subtle', mt: '-2' });

const rowCount = (count: number) => (count === 1 ? '1 row' : `${count.toLocaleString('en-US')} rows`);

export interface ImportPreviewProps<R extends { line: number }> {
  /** `3 contacts ready to import.` */
  ready: string;
  count: number;
  columns: DataTableColumn<R>[];
  rows: R[] | undefined;
}

/** A file that checks out: how many rows it holds and its first rows as they will be stored. */
export function ImportPreview<R extends { line: number }>({
  ready,
  count,
  columns,
  rows,
}: ImportPreviewProps<R>) {
  return (
    <>
      <div className={callout} data-tone="success" role="status">
        <p>
          <span className={calloutTitle}>{ready}</span> Every row checks out.
        </p>
      </div>
      {rows && rows.length > 0 ? (
        <>
          <DataTable
            caption="Preview of the file"
            className={previewTable}
            columns={columns}
            rows={rows.slice(0, PREVIEW_ROWS)}
            getRowId={(row) => String(row.line)}
          />
          <p className={caption}>
            {count > PREVIEW_ROWS
              ? `Showing the first ${PREVIEW_ROWS} of ${rowCount(count)}.`
              : `Showing ${count === 1 ? 'the only row' : `all ${rowCount(count)}`}.`}
          </p>
        </>
      ) : null}
    </>
  );
}
