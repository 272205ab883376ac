import { DownloadIcon, UploadIcon } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { type DragEvent, useState } from 'react';
import { IMPORT_COLUMNS, SAMPLE_CSV_FILENAME } from '../../lib/csv-sample.ts';
import { iconDisc } from '../icon-disc.ts';
import { SwitchFromTools } from '../SwitchFromTools.tsx';

const dropzone = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  px: '6',
  py: '7',
  textAlign: 'center',
  borderWidth: '1.5px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: 'fast',
  _hover: { borderColor: 'accent', bg: 'accent.subtle' },
  '&:focus-within': { borderColor: 'accent', boxShadow: 'focusRing' },
  '&[data-dragging]': { borderColor: 'accent', bg: 'accent.subtle' },
});
const dropIcon = cx(iconDisc, css({ color: 'accent', boxShadow: 'sm' }));
const dropTitle = css({ fontWeight: 'semibold', color: 'fg', fontSize: 'md' });
const dropHint = css({ fontSize: 'sm', color: 'fg.muted' });
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
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0]);
  };

  return (
    <>
      <label
        htmlFor={inputId}
        className={dropzone}
        data-dragging={dragging ? '' : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className={dropIcon}>
          <UploadIcon size={18} />
        </span>
        <span className={dropTitle}>Choose a CSV file</span>
        <span className={dropHint}>or drag and drop it here</span>
      </label>
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
          <SwitchFromTools />
        </details>
      </div>
    </>
  );
}
