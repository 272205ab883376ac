import { FileIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useEffect, useState } from 'react';

const frame = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  p: '2',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  bg: 'bg.subtle',
});
const image = css({ maxH: '72', maxW: 'full', objectFit: 'contain', borderRadius: 'md' });
const fileRow = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' });

/**
 * A document on screen: an image as it is; a PDF (which the app's Content-Security-Policy keeps out of frames)
 * opens in the browser's viewer in a new tab.
 */
export function AttachmentPreview({ file, name }: { file: Blob; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  if (!url) return null;
  if (file.type.startsWith('image/')) {
    return (
      <div className={frame}>
        <img src={url} alt={`Preview of ${name}`} className={image} />
      </div>
    );
  }
  return (
    <p className={fileRow}>
      <FileIcon size={16} />
      <a href={url} target="_blank" rel="noopener" className={css({ textDecoration: 'underline' })}>
        Open {name}
      </a>
    </p>
  );
}
