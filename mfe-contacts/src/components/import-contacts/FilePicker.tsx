import { CsvDropZone, DownloadIcon, SwitchFromTools } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { IMPORT_COLUMNS, SAMPLE_CSV_FILENAME } from '../../lib/csv-sample.ts';

const columnsBox = css({ fontSize: 'sm', color: 'fg.muted' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '2' });
const chip = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  px: '1.5',
  py: '0.5',
  borderRadius: 'sm',
  bg: 'bg.muted',
  color: 'fg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
});
const switching = css({
  mt: '3',
  fontSize: 'sm',
  '& > summary': { cursor: 'pointer', fontWeight: 'medium', color: 'accent.fg', mb: '2' },
});
const sampleLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  mt: '3',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'accent.fg',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '2px' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});

export interface FilePickerProps {
  /** The id of the dialog's file input: the drop zone is its label, so a click opens the file chooser. */
  inputId: string;
  onChoose: (file: File | undefined) => void;
  /** The sample CSV's local URL; no link until there is one. */
  sampleUrl: string | null;
}

/** The first step: a drop zone for the CSV, the columns it may have and a sample to start from. */
export function FilePicker({ inputId, onChoose, sampleUrl }: FilePickerProps) {
  return (
    <>
      <CsvDropZone inputId={inputId} onChoose={onChoose} />
      <div className={columnsBox}>
        <p>
          The first row names the columns; the contact exports of other tools are read as they are, and you
          can change how any column is read. Use <strong>name</strong> or <strong>first_name</strong> and{' '}
          <strong>last_name</strong>; every other column is optional:
        </p>
        <div className={chips}>
          {IMPORT_COLUMNS.map((column) => (
            <code key={column.name} className={chip} title={column.hint || undefined}>
              {column.name}
            </code>
          ))}
        </div>
        {sampleUrl ? (
          <a href={sampleUrl} download={SAMPLE_CSV_FILENAME} className={sampleLink}>
            <DownloadIcon size={14} />
            Download a sample CSV
          </a>
        ) : null}
        <details className={switching}>
          <summary>Switching from another tool? Which export to take</summary>
          <SwitchFromTools what="contacts" />
        </details>
      </div>
    </>
  );
}
