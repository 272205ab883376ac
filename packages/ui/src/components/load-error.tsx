import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { AlertIcon } from './icons.tsx';

const box = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  layerStyle: 'tinted.danger',
  fontSize: 'sm',
  '& > svg': { flexShrink: 0, mt: '0.5' },
});

/** A failed load: what went wrong (the server's message) and a retry. */
export function LoadError({
  message,
  onRetry,
  title = 'Something went wrong!',
}: {
  message: ReactNode;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <div role="alert" className={box}>
      <AlertIcon />
      <div className={css({ flex: '1' })}>
        <p className={css({ fontWeight: 'semibold' })}>{title}</p>
        <p>{message}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
