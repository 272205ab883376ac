import { Field, Input, Spinner } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ChangeEvent } from 'react';
import { ATTACHMENT_ACCEPT } from '../../lib/expense-form.ts';

const dropzone = css({
  position: 'relative',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border',
  bg: 'bg.subtle',
  '&[data-extracting]': {
    borderStyle: 'solid',
    borderColor: 'transparent',
    background:
      'linear-gradient(token(colors.bg.surface), token(colors.bg.surface)) padding-box, linear-gradient(90deg, token(colors.accent), token(colors.ink.200), token(colors.accent)) border-box',
    bgSize: '100% 100%, 200% 100%',
    animation: 'dft-shimmer 1.2s linear infinite',
    _motionReduce: { animation: 'none' },
  },
});
const fileControl = css({
  '&::file-selector-button': {
    mr: '3',
    px: '2',
    border: 'none',
    borderRadius: 'sm',
    bg: 'bg.muted',
    color: 'fg',
    font: 'inherit',
    cursor: 'pointer',
  },
});
const extractingBox = css({ display: 'flex', alignItems: 'center', gap: '3', mt: '3' });
const extractingTitle = css({ fontWeight: 'medium', color: 'fg' });
const extractingText = css({ fontSize: 'sm', color: 'fg.muted' });

export interface ReceiptDropzoneProps {
  extracting: boolean;
  error: string | null;
  /** Changing it mounts an empty file input. */
  inputKey: number;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** What is being read, while it is ('Extracting data from your receipt...' unless told). */
  readingText?: string;
}

/** Where the receipt is chosen; it shimmers and says so while the receipt is being read. */
export function ReceiptDropzone({
  extracting,
  error,
  inputKey,
  onChange,
  readingText = 'Extracting data from your receipt...',
}: ReceiptDropzoneProps) {
  return (
    <div className={dropzone} data-extracting={extracting ? '' : undefined} data-testid="attachment-dropzone">
      <Field
        label="Attachment"
        helperText="Maximum file size is 5MB."
        errorText={error ?? undefined}
        disabled={extracting}
      >
        <Input
          key={inputKey}
          type="file"
          className={fileControl}
          accept={ATTACHMENT_ACCEPT}
          disabled={extracting}
          onChange={onChange}
        />
      </Field>
      {extracting ? (
        <div className={extractingBox} role="status">
          <Spinner />
          <div>
            <p className={extractingTitle}>{readingText}</p>
            <p className={extractingText}>This will only take a moment</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
