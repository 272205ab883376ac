import { type ContactImportResult, contactName } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { DataTable, type DataTableColumn } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { formatAddress, orDash } from '../../lib/display.ts';
import { callout, calloutTitle } from './callout.ts';

type PreviewRow = NonNullable<ContactImportResult['preview']>[number];

/** Rows shown in the preview. */
const PREVIEW_ROWS = 5;

const previewTable = css({ '& td, & th': { fontSize: 'sm' } });
const caption = css({ fontSize: 'xs', color: 'fg.subtle', mt: '-2' });
const previewName = css({ fontWeight: 'medium', color: 'fg' });
const previewSub = css({ fontSize: 'xs', color: 'fg.muted' });
const nowrap = css({ whiteSpace: 'nowrap' });

const previewColumns: DataTableColumn<PreviewRow>[] = [
  {
    id: 'contact',
    header: 'Contact',
    cell: (row) => (
      <>
        <div className={previewName}>{contactName(row)}</div>
        <div className={previewSub}>{orDash(row.email)}</div>
      </>
    ),
  },
  { id: 'company', header: 'Company', cell: (row) => orDash(row.company_name) },
  { id: 'phone', header: 'Phone', className: nowrap, cell: (row) => orDash(row.phone) },
  { id: 'address', header: 'Billing Address', cell: (row) => orDash(formatAddress(row.billing_address)) },
];

/** A file that checks out: how many contacts it holds and its first rows. */
export function ImportPreview({ answer, count }: { answer: ContactImportResult; count: number }) {
  const preview = answer.preview;
  return (
    <>
      <div className={callout} data-tone="success" role="status">
        <p>
          <span className={calloutTitle}>{pluralize(count, 'contact')} ready to import.</span> Every row
          checks out.
        </p>
      </div>
      {preview && preview.length > 0 ? (
        <>
          <DataTable
            caption="Preview of the file"
            className={previewTable}
            columns={previewColumns}
            rows={preview.slice(0, PREVIEW_ROWS)}
            getRowId={(row) => String(row.line ?? preview.indexOf(row))}
          />
          <p className={caption}>
            {count > PREVIEW_ROWS
              ? `Showing the first ${PREVIEW_ROWS} of ${pluralize(count, 'row')}.`
              : `Showing ${count === 1 ? 'the only row' : `all ${pluralize(count, 'row')}`}.`}
          </p>
        </>
      ) : null}
    </>
  );
}
