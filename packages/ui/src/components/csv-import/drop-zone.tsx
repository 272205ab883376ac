import { css, cx } from '@daftari/ui/styled-system/css';
import { square } from '@daftari/ui/styled-system/patterns';
import { type DragEvent, useState } from 'react';
import { UploadIcon } from '../icons.tsx';

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
const dropIcon = cx(
  square({ size: '10', mb: '2', borderRadius: 'full', bg: 'bg.surface' }),
  css({ color: 'accent', boxShadow: 'sm' }),
);
const dropTitle = css({ fontWeight: 'semibold', color: 'fg', fontSize: 'md' });
const dropHint = css({ fontSize: 'sm', color: 'fg.muted' });
export interface CsvDropZoneProps {
  /** The id of the dialog's file input: the drop zone is its label, so a click opens the file chooser. */
  inputId: string;
  onChoose: (file: File | undefined) => void;
}

/** An import's first step: a zone to click (the file input's label) or drop the CSV on. */
export function CsvDropZone({ inputId, onChoose }: CsvDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    onChoose(event.dataTransfer.files[0]);
  };

  return (
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
  );
}
