import { css } from '@daftari/ui/styled-system/css';
import { Skeleton } from './skeleton.tsx';

/** What shows while a screen's code loads. */
export function ScreenLoading() {
  return (
    <div role="status" aria-label="Loading" className={css({ display: 'grid', gap: '4' })}>
      <Skeleton height="32px" width="220px" />
      <Skeleton height="240px" />
    </div>
  );
}
