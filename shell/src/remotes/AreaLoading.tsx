import { Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

export function AreaLoading() {
  return (
    <div role="status" aria-label="Loading" className={css({ display: 'grid', gap: '4', p: '2' })}>
      <Skeleton height="32px" width="220px" />
      <Skeleton height="18px" width="360px" />
      <Skeleton height="240px" />
    </div>
  );
}
