import type { InvoiceCreditNote } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { Button, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useCreditNote } from '../../api/credit-notes.ts';
import { METHOD_LABELS } from '../RecordPaymentDialog.tsx';

const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  listStyle: 'none',
  m: '0',
  mt: '2',
  pl: '3',
  borderLeftWidth: '2px',
  borderLeftStyle: 'solid',
  borderColor: 'border.subtle',
});
const entry = css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' });
const line = css({ display: 'flex', justifyContent: 'space-between', gap: '3' });
const how = css({ fontSize: 'xs', color: 'fg.subtle' });
const date = css({ whiteSpace: 'nowrap' });
const failed = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  mt: '2',
  fontSize: 'sm',
  color: 'danger',
});

/** The refunds made from a credit note (the invoice only knows their sum), loaded when there are any. */
export function CreditNoteRefunds({ note, currency }: { note: InvoiceCreditNote; currency: string }) {
  const hasRefunds = note.refunded_amount > 0;
  const detail = useCreditNote(note.id, { enabled: hasRefunds });
  if (!hasRefunds) return null;
  if (detail.isPending) {
    return (
      <div className={css({ mt: '2' })} data-testid="refunds-loading">
        <Skeleton width="70%" />
      </div>
    );
  }
  if (detail.isError) {
    return (
      <div role="alert" className={failed}>
        Refunds could not be loaded.
        <Button variant="ghost" size="sm" onClick={() => void detail.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return (
    <ul className={list} aria-label={`Refunds of ${note.credit_note_number}`}>
      {detail.data.refunds.map((refund) => (
        <li key={refund.id} className={entry}>
          <div className={line}>
            <span>Refunded {formatMoney(refund.amount, currency)}</span>
            <span className={date}>{formatDateMedium(refund.paid_on)}</span>
          </div>
          <div className={how}>
            {[METHOD_LABELS[refund.method] ?? refund.method, refund.reference].filter(Boolean).join(' · ')}
          </div>
        </li>
      ))}
    </ul>
  );
}
