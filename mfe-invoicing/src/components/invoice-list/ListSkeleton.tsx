import { Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { SummaryStripSkeleton } from '../SummaryStrip.tsx';
import { listStack, listToolbar } from './list-styles.ts';

/** The surface the table's own frame has, so nothing shifts when the rows arrive. */
const frame = css({ layerStyle: 'surface', borderRadius: 'xl', overflow: 'hidden' });
const row = css({
  display: 'grid',
  gridTemplateColumns: '16px 1fr 1fr 1fr 2fr 1fr 80px',
  alignItems: 'center',
  gap: '6',
  h: '12',
  px: '4',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
});
const head = css({ bg: 'bg.subtle', h: '10' });
const pager = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  px: '4',
  py: '3',
});

/** The list's shape while loading: search box, four-column summary strip, 5 rows, pager. */
export function ListSkeleton() {
  return (
    <div className={listStack} aria-busy="true" data-testid="invoice-list-skeleton">
      <span className={css({ srOnly: true })} role="status">
        Loading invoices
      </span>
      <div className={listToolbar} aria-hidden="true">
        <Skeleton width={288} height={36} />
      </div>
      <SummaryStripSkeleton />
      <div className={frame} aria-hidden="true">
        <div className={`${row} ${head}`}>
          {[16, '60%', '60%', '50%', '40%', '60%', 48].map((width, index) => (
            <Skeleton key={index} width={width} height={8} />
          ))}
        </div>
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className={row} data-testid="skeleton-row">
            <Skeleton width={16} height={16} />
            <Skeleton width="75%" height={10} />
            <Skeleton width="70%" height={10} />
            <Skeleton width="55%" height={10} />
            <Skeleton width={index % 2 ? '45%' : '65%'} height={10} />
            <Skeleton width="60%" height={10} />
            <Skeleton width={56} height={20} />
          </div>
        ))}
        <div className={pager}>
          <Skeleton width={160} height={10} />
          <Skeleton width={220} height={28} />
        </div>
      </div>
    </div>
  );
}
