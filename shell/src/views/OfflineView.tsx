import { Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useLayoutEffect } from 'react';

/**
 * What an area shows when it could not load because the browser is offline: no error, a state. Retry tries
 * again now; coming back online tries again by itself.
 */
export function OfflineView({ onRetry }: { onRetry: () => void }) {
  // Listening from the commit that shows the state, not from a later passive effect: an `online` event in
  // between would be missed, and the page would wait for a Retry.
  useLayoutEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div role="status" className={css({ maxW: '2xl', mx: 'auto', py: '16', px: '6', textAlign: 'center' })}>
      <h1 className={css({ textStyle: 'heading', fontSize: '2xl', fontWeight: 'semibold', mb: '2' })}>
        You're offline
      </h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>
        This page loads once you are back online. What you already opened still works.
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
