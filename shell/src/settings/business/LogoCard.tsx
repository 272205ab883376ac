import { errorMessage } from '@daftari/api-client';
import { Button, Card, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type DragEvent, useState } from 'react';
import { useRemoveLogo, useUploadLogo } from './use-account-settings.ts';

const row = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  gap: '4',
});
const preview = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '32',
  h: '20',
  flexShrink: 0,
  bg: 'bg.subtle',
  borderRadius: 'sm',
  color: 'fg.subtle',
  fontSize: 'sm',
});
const image = css({ maxW: 'full', maxH: 'full', objectFit: 'contain' });
const actions = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm', flex: '1' });
const zone = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'md',
  cursor: 'pointer',
  _hover: { borderColor: 'accent' },
  _focusWithin: { boxShadow: 'focusRing' },
  '&[data-dragging]': { borderColor: 'accent', bg: 'accent.subtle' },
});
const hint = css({ color: 'fg.subtle' });
const problem = css({ color: 'danger', fontWeight: 'medium' });
const hidden = css({ srOnly: true });

export interface LogoCardProps {
  logoSrc: string | null;
  hasLogo: boolean;
  editable: boolean;
}

/** The logo: the current one, a zone to choose (or drop) a file that replaces it, and Remove. */
export function LogoCard({ logoSrc, hasLogo, editable }: LogoCardProps) {
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();

  const send = (file: File | undefined) => {
    if (!file) return;
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success('Logo saved'),
      onError: (failure) => setError(errorMessage(failure, 'The logo was not uploaded')),
    });
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };
  const removeLogo = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Logo removed'),
      onError: (failure) => setError(errorMessage(failure, 'The logo was not removed')),
    });
  };

  return (
    <Card
      title="Logo"
      description="On your invoices, receipts and statements: PNG, JPEG or SVG, at most 1 MB."
    >
      <div className={row}>
        <div className={preview}>
          {logoSrc ? <img src={logoSrc} alt="Current logo" className={image} /> : hasLogo ? '…' : 'No logo'}
        </div>
        <div className={actions}>
          {editable ? (
            <label
              className={zone}
              data-dragging={dragging ? '' : undefined}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={drop}
            >
              <strong>
                {upload.isPending ? 'Uploading...' : hasLogo ? 'Replace the logo' : 'Choose a logo'}
              </strong>
              <span className={hint}>or drop an image here</span>
              <input
                type="file"
                accept="image/png,image/jpeg,image/svg+xml"
                aria-label="Logo file"
                className={hidden}
                disabled={upload.isPending}
                onChange={(event) => {
                  send(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </label>
          ) : (
            <span className={hint}>An owner or an accountant changes the logo.</span>
          )}
          {editable && hasLogo ? (
            <div>
              <Button
                variant="outline"
                loading={remove.isPending}
                loadingText="Removing..."
                disabled={upload.isPending}
                onClick={removeLogo}
              >
                Remove
              </Button>
            </div>
          ) : null}
          {error ? (
            <p className={problem} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
