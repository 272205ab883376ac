import { AlertIcon, Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { messageOf } from '../lib/errors.ts';

const box = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'danger.border',
  bg: 'danger.subtle',
  color: 'danger.fg',
  fontSize: 'sm',
  '& > svg': { flexShrink: 0, mt: '0.5' },
});

/** A failed load with the server's message and a retry. */
export function LoadError({
  error,
  onRetry,
  title = 'Something went wrong!',
  fallback = 'Please try again.',
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
  fallback?: string;
}) {
  return (
    <div role="alert" className={box}>
      <AlertIcon />
      <div className={css({ flex: '1' })}>
        <p className={css({ fontWeight: 'semibold' })}>{title}</p>
        <p>{messageOf(error, fallback)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
