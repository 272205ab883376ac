import { useRouteError } from '@daftari/router';
import { Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'statusText' in error) return String(error.statusText);
  return String(error);
}

interface ErrorDetailsProps {
  error: unknown;
  description?: string;
  onRetry?: () => void;
}

/** 'Something went wrong!' with the error behind a Show Error / Hide Error toggle. */
export function ErrorDetails({ error, description, onRetry }: ErrorDetailsProps) {
  const [shown, setShown] = useState(false);
  return (
    <div role="alert" className={css({ maxW: '2xl', mx: 'auto', py: '16', px: '6', textAlign: 'center' })}>
      <h1 className={css({ textStyle: 'heading', fontSize: '2xl', fontWeight: 'semibold', mb: '2' })}>
        Something went wrong!
      </h1>
      {description && <p className={css({ color: 'fg.muted', mb: '6' })}>{description}</p>}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'center' })}>
        <Button variant="outline" onClick={() => setShown((value) => !value)}>
          {shown ? 'Hide Error' : 'Show Error'}
        </Button>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
      </div>
      {shown && (
        <pre
          className={css({
            mt: '6',
            p: '4',
            textAlign: 'left',
            fontSize: 'xs',
            bg: 'bg.subtle',
            borderWidth: '1px',
            borderColor: 'border',
            rounded: 'md',
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
          })}
        >
          {describe(error)}
        </pre>
      )}
    </div>
  );
}

export function ErrorView() {
  return <ErrorDetails error={useRouteError()} />;
}
