import { UploadIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type DragEvent, useId, useState } from 'react';

const zone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  px: '6',
  py: { base: '8', md: '12' },
  textAlign: 'center',
  borderWidth: '1.5px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'xl',
  bg: 'bg.subtle',
  cursor: 'pointer',
  _hover: { borderColor: 'accent', bg: 'accent.subtle' },
  '&:focus-within': { borderColor: 'accent', boxShadow: 'focusRing' },
  '&[data-dragging]': { borderColor: 'accent', bg: 'accent.subtle' },
});
const icon = css({ color: 'accent', mb: '2' });
const title = css({ fontWeight: 'semibold', fontSize: 'md' });
const hint = css({ fontSize: 'sm', color: 'fg.muted' });
const hidden = css({ srOnly: true });

/** What statement files are: M-Pesa PDF, the business portal's CSV, a bank's CSV, OFX/QFX. */
const ACCEPT = '.pdf,.csv,.txt,.ofx,.qfx,.xlsx,application/pdf,text/csv';

/** The import's first step: drop a statement here, or click to choose it (a real file input inside). */
export function StatementDropZone({ onChoose }: { onChoose: (file: File) => void }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onChoose(file);
  };
  return (
    <label
      htmlFor={inputId}
      className={zone}
      data-dragging={dragging ? '' : undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <UploadIcon size={28} className={icon} />
      <span className={title}>Drop a statement here</span>
      <span className={hint}>
        or click to choose it: M-PESA statement (PDF or CSV), a bank's CSV, OFX or QFX, up to 10 MB
      </span>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        aria-label="Statement file"
        className={hidden}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onChoose(file);
        }}
      />
    </label>
  );
}
