import { CsvDropZone, type CsvDropZoneProps } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const notes = css({ fontSize: 'sm', color: 'fg.muted', display: 'grid', gap: '2' });
const list = css({ display: 'grid', gap: '1', listStyle: 'disc', pl: '5' });

/** Which export to take from each tool; the import reads each as it is. */
export const PRICE_LIST_EXPORTS: { tool: string; export: string }[] = [
  { tool: 'Wave', export: 'Sales › Products & Services › Export to CSV' },
  { tool: 'Zoho Books', export: 'Items › ⋯ › Export Items (CSV)' },
  { tool: 'FreshBooks', export: 'Items and Services › Export to CSV' },
  { tool: 'QuickBooks Online', export: 'Products and Services › Export to Excel, saved as CSV' },
  { tool: 'Invoice Ninja', export: 'Products › Export (CSV)' },
  { tool: 'Xero', export: 'Products and services › Export (CSV)' },
];

/** The first step: the drop zone, the columns a file may have and the export to take from each tool. */
export function PriceListFilePicker(props: CsvDropZoneProps) {
  return (
    <>
      <CsvDropZone {...props} />
      <div className={notes}>
        <p>
          The first row names the columns: a <strong>name</strong> or <strong>description</strong>, a{' '}
          <strong>price</strong>, and if you have them a <strong>VAT rate</strong> and a <strong>unit</strong>
          . Prices are read exactly as written (1,250.00 or KES 1,250). The item exports of other tools are
          read as they are:
        </p>
        <ul className={list} aria-label="Which export to take from each tool">
          {PRICE_LIST_EXPORTS.map((entry) => (
            <li key={entry.tool}>
              <strong>{entry.tool}:</strong> {entry.export}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
