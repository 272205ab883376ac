import type { PublicEstimate } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { type BadgeTone, Card } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { documentTotals } from '../lib/amount-row.ts';
import { type EstimateStanding, estimateStanding } from '../lib/estimate-display.ts';
import { AmountList } from './AmountList.tsx';
import { DocumentHeading } from './DocumentHeading.tsx';
import { DocumentLines } from './DocumentLines.tsx';
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
        <DocumentLines
          currency={estimate.currency}
          lines={estimate.estimate_items.map((item) => ({ ...item, amount: item.subtotal }))}
        />
        <AmountList currency={estimate.currency} rows={documentTotals(estimate)} />
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
