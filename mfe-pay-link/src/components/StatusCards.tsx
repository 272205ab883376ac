import { AlertCircleIcon, Button, Card, FileSearchIcon, Skeleton, Spinner } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const loadingBody = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const loadingRow = css({ display: 'flex', alignItems: 'center', gap: '3' });
const loadingText = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
});
const loadingHint = css({ fontSize: 'xs', color: 'fg.subtle', textAlign: 'center', mt: '1' });
const message = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '2',
  py: '6',
});
const messageIcon = css({
  display: 'grid',
  placeItems: 'center',
  w: '12',
  h: '12',
  mb: '2',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.muted',
});
const messageTitle = css({ textStyle: 'heading.md', color: 'fg' });
const messageText = css({ fontSize: 'md', color: 'fg.muted', maxW: '20rem' });

/** The document's shape while it loads, with a spoken 'Loading...' (and a hint of what is awaited). */
export function LoadingCard({ hint }: { hint?: string }) {
  return (
    <Card aria-busy="true">
      <div className={loadingBody}>
        <div className={loadingRow}>
          <Skeleton width={40} height={40} />
          <Skeleton lines={2} height={10} width="50%" />
        </div>
        <Skeleton height={22} width="60%" />
        <Skeleton height={96} />
        <Skeleton height={48} />
        <div role="status">
          <p className={loadingText}>
            <Spinner size="sm" />
            Loading...
          </p>
          {hint ? <p className={loadingHint}>{hint}</p> : null}
        </div>
      </div>
    </Card>
  );
}

/**
 * A page that cannot show its document: why, and what the customer can do. With `onRetry` it is a failure
 * to load (a warning sign and Try again); without, the document is not there.
 */
export function MessageCard({
  title,
  children,
  onRetry,
}: {
  title: string;
  children: ReactNode;
  onRetry?: () => void;
}) {
  return (
    <Card>
      <div className={message}>
        <span className={messageIcon}>
          {onRetry ? <AlertCircleIcon size={22} /> : <FileSearchIcon size={22} />}
        </span>
        <h1 className={messageTitle}>{title}</h1>
        <p className={messageText}>{children}</p>
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
