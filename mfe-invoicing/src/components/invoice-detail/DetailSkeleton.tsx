import { Skeleton } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { detailColumn, detailLayout, detailPanel, documentCard } from './detail-styles.ts';

/** The page's shape while the document (an invoice, an estimate) loads. */
export function DetailSkeleton({ what = 'invoice' }: { what?: 'invoice' | 'estimate' }) {
  return (
    <div aria-busy="true" data-testid={`${what}-detail-skeleton`}>
      <span className={css({ srOnly: true })} role="status">
        Loading {what}
      </span>
      <div className={css({ pb: '6' })} aria-hidden="true">
        <Skeleton width={80} height={10} />
        <Skeleton width={260} height={26} className={css({ mt: '3' })} />
      </div>
      <div className={detailLayout} aria-hidden="true">
        <div className={detailColumn}>
          <div className={detailPanel}>
            <Skeleton width={320} height={24} />
            <Skeleton width="60%" height={12} />
          </div>
          <div
            className={cx(documentCard, css({ p: '8', display: 'flex', flexDirection: 'column', gap: '4' }))}
          >
            <Skeleton width="40%" height={16} />
            <Skeleton lines={3} height={10} />
            <Skeleton height={120} />
          </div>
        </div>
        <div className={cx(detailPanel, css({ gap: '3' }))}>
          <Skeleton lines={5} height={12} />
        </div>
      </div>
    </div>
  );
}
