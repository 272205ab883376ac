import type { PublicEstimate } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { type BadgeTone, Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import type { AmountRow } from '../lib/amount-row.ts';
import { type EstimateStanding, estimateStanding } from '../lib/estimate-display.ts';
import { AmountList } from './AmountList.tsx';
import { DocumentHeading } from './DocumentHeading.tsx';
import { EstimateItems } from './EstimateItems.tsx';
import { MerchantHeader } from './MerchantHeader.tsx';

const standings: Record<EstimateStanding, { tone: BadgeTone; label: string }> = {
  open: { tone: 'blue', label: 'Awaiting response' },
  expired: { tone: 'amber', label: 'Expired' },
  accepted: { tone: 'green', label: 'Accepted' },
  declined: { tone: 'red', label: 'Declined' },
  invoiced: { tone: 'teal', label: 'Invoiced' },
};

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const dates = css({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '4',
  '& dt': { textStyle: 'overline', color: 'fg.muted' },
  '& dd': { m: '0', mt: '1', fontSize: 'md', color: 'fg' },
});
const notesLabel = css({ textStyle: 'overline', color: 'fg.muted' });
const notesText = css({
  fontSize: 'md',
  color: 'fg',
  mt: '1',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

/** Subtotal, discount and tax when there are any, then the total. */
function totalRows(estimate: PublicEstimate): AmountRow[] {
  const rows: AmountRow[] = [];
  if (estimate.discount_total > 0) rows.push({ label: 'Discount', amount: -estimate.discount_total });
  if (estimate.tax_total > 0) rows.push({ label: 'Tax', amount: estimate.tax_total });
  if (rows.length > 0) rows.unshift({ label: 'Subtotal', amount: estimate.subtotal });
  rows.push({ label: 'Total', amount: estimate.total, total: true });
  return rows;
}

/** The estimate as a document: who sent it to whom, its dates, lines and totals; `children` answer it. */
export function EstimateCard({ estimate, children }: { estimate: PublicEstimate; children: ReactNode }) {
  const standing = estimateStanding(estimate);
  return (
    <Card>
      <div className={stack}>
        <MerchantHeader business={estimate.account.name} caption="sent you an estimate" />
        <DocumentHeading
          title={`Estimate #${estimate.estimate_number}`}
          status={standings[standing]}
          contact={estimate.contact}
        />
        <dl className={dates}>
          <div>
            <dt>Issued</dt>
            <dd>{formatDateMedium(estimate.issue_date)}</dd>
          </div>
          <div>
            <dt>{standing === 'expired' ? 'Expired' : 'Valid until'}</dt>
            <dd>{formatDateMedium(estimate.expiry_date)}</dd>
          </div>
        </dl>
        <EstimateItems estimate={estimate} />
        <AmountList currency={estimate.currency} rows={totalRows(estimate)} />
        {estimate.notes ? (
          <div>
            <p className={notesLabel}>Notes</p>
            <p className={notesText}>{estimate.notes}</p>
          </div>
        ) : null}
        {children}
      </div>
    </Card>
  );
}
