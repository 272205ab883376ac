import { type ContactImportResult, contactName } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { type DataTableColumn, ImportPreview as Preview } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { formatAddress, orDash } from '../../lib/display.ts';

type PreviewRow = NonNullable<ContactImportResult['preview']>[number];

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
  { id: 'kra_pin', header: 'KRA PIN', className: nowrap, cell: (row) => orDash(row.kra_pin) },
  { id: 'address', header: 'Billing Address', cell: (row) => orDash(formatAddress(row.billing_address)) },
];

/** A file that checks out: how many contacts it holds and its first rows. */
export function ImportPreview({ answer, count }: { answer: ContactImportResult; count: number }) {
  return (
    <Preview
      ready={`${pluralize(count, 'contact')} ready to import.`}
      count={count}
      columns={previewColumns}
      rows={answer.preview}
    />
  );
}
