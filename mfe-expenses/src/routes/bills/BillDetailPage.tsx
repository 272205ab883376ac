import { messageOf } from '@daftari/api-client';
import { sectionPath } from '@daftari/contracts';
import { BackLink, RecordPage, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { BillNotFound } from '../../components/bills/BillNotFound.tsx';
import { BillDetail } from '../../components/bills/bill-detail/BillDetail.tsx';
import { useBillParam } from './use-bill-param.ts';

const skeleton = (
  <div aria-busy="true" className={css({ display: 'grid', gap: '5' })}>
    <Skeleton height={40} width={280} />
    <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' }, gap: '5' })}>
      <Skeleton height={280} />
      <Skeleton height={200} />
    </div>
  </div>
);

/** /bills/{billId}. */
export function BillDetailPage() {
  const { bill, missing } = useBillParam();
  if (missing) return <BillNotFound />;
  return (
    <RecordPage
      back={<BackLink to={sectionPath('bills')}>Bills</BackLink>}
      error={bill.isError ? messageOf(bill.error, 'Failed to load bill') : null}
      onRetry={() => void bill.refetch()}
      skeleton={skeleton}
    >
      {bill.data ? <BillDetail bill={bill.data} /> : null}
    </RecordPage>
  );
}
