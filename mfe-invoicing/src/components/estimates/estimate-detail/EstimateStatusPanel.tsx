import { messageOf } from '@daftari/api-client';
import type { Estimate } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Button, SendIcon, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useUpdateEstimate } from '../../../api/estimates.ts';
import { actionsOf } from '../../../lib/estimate-rules.ts';
import { detailPanel } from '../../invoice-detail/detail-styles.ts';

const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  flexWrap: 'wrap',
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: { smDown: '1fr 1fr', sm: 'repeat(3, max-content)' },
  columnGap: '10',
  rowGap: '3',
  '& dt': { fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' },
  '& dd': { fontSize: 'md', color: 'fg', fontWeight: 'medium', mt: '0.5' },
});
const hint = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * The estimate's number and dates, and for a draft 'Mark as Sent' (it then opens to the customer on its
 * public page; e-mailing it does the same).
 */
export function EstimateStatusPanel({ estimate }: { estimate: Estimate }) {
  const update = useUpdateEstimate(estimate.id);
  const may = useMayCall();
  const markAsSent = () =>
    update.mutate(
      { estimate: { status: 'sent' } },
      {
        onSuccess: () =>
          toast.success('Estimate marked as sent', {
            description: 'Your customer can accept it from its link now.',
          }),
        onError: (error) => toastError('Failed to update estimate', messageOf(error, '')),
      },
    );

  return (
    <section className={detailPanel} aria-label="Status">
      {actionsOf(estimate).send && may('PUT /api/estimates/:id') ? (
        <div className={row}>
          <p className={hint}>A draft: your customer cannot see it until you send it.</p>
          <Button onClick={markAsSent} loading={update.isPending} loadingText="Marking...">
            <SendIcon />
            Mark as Sent
          </Button>
        </div>
      ) : null}
      <dl className={facts}>
        <div>
          <dt>Estimate number</dt>
          <dd>{estimate.estimate_number}</dd>
        </div>
        <div>
          <dt>Issue date</dt>
          <dd>{formatDateMedium(estimate.issue_date)}</dd>
        </div>
        <div>
          <dt>Expiry date</dt>
          <dd>{formatDateMedium(estimate.expiry_date)}</dd>
        </div>
      </dl>
    </section>
  );
}
