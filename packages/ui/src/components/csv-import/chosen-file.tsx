import { css } from '@daftari/ui/styled-system/css';
import { square } from '@daftari/ui/styled-system/patterns';
import { Button } from '../button.tsx';
import { FileIcon } from '../icons.tsx';
import { Spinner } from '../spinner.tsx';

const fileRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
  bg: 'bg.surface',
});
const fileIcon = square({ size: '9', borderRadius: 'md', bg: 'accent.subtle', color: 'accent.fg' });
const fileName = css({
  fontWeight: 'medium',
  color: 'fg',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const fileMeta = css({
  fontSize: 'xs',
  color: 'fg.subtle',
  display: 'flex',
  alignItems: 'center',
  gap: '1.5',
});

function fileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export interface ChosenFileProps {
  file: File;
  checking: boolean;
  onChooseAgain: () => void;
  disabled: boolean;
}

/** The chosen file: its name and size, 'Checking your file...' during the dry run, and a way to replace it. */
export function ChosenFile({ file, checking, onChooseAgain, disabled }: ChosenFileProps) {
  return (
    <div className={fileRow}>
      <span className={fileIcon}>
        <FileIcon size={18} />
      </span>
      <div className={css({ minW: '0', flex: '1' })}>
        <div className={fileName}>{file.name}</div>
        <div className={fileMeta}>
          {fileSize(file.size)}
          {checking ? (
            <>
              <span aria-hidden="true">·</span>
              <Spinner size="sm" />
              Checking your file...
            </>
          ) : null}
        </div>
      </div>
      <Button variant="ghost" size="sm" onClick={onChooseAgain} disabled={disabled}>
        Choose another file
      </Button>
    </div>
  );
}
