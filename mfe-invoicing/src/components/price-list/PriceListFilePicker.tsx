import { CsvDropZone, type CsvDropZoneProps, SwitchFromTools } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const notes = css({ fontSize: 'sm', color: 'fg.muted', display: 'grid', gap: '2' });

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
        <SwitchFromTools what="items" />
      </div>
    </>
  );
}
