import type { UnmatchedMpesaPayment } from '@daftari/contracts';
import { formatDateTimeIn, formatMoney } from '@daftari/format';
import { Button, type DataTableColumn, phoneOnly, wideOnly } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { MPESA_CURRENCY } from '../../lib/mpesa.ts';
import { InvoiceNumberLink } from './InvoiceNumberLink.tsx';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '0.5', lineHeight: '1.35', minW: '36' });
const name = css({ fontWeight: 'medium', color: 'fg' });
const muted = css({ fontSize: 'sm', color: 'fg.subtle', whiteSpace: 'nowrap' });
const typed = css({ fontFamily: 'mono', color: 'fg', wordBreak: 'break-all' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });
const held = css({ fontSize: 'sm', color: 'warning.fg', maxW: '72' });
const amount = css({ fontWeight: 'semibold', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const actionCell = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: '1' });

/** What the customer typed as the account number, as they typed it (nothing: a dash). */
const accountNumber = (payment: UnmatchedMpesaPayment) =>
  payment.bill_ref_number.trim() === '' ? '—' : payment.bill_ref_number;

/**
 * Why the payment waits: it looked wrong (a time that cannot be true, an amount above M-Pesa's limit), or it
 * is an excess over an invoice the account number did match.
 */
function ExcessNote({ payment }: { payment: UnmatchedMpesaPayment }) {
  if (payment.hold_reason) return <span className={held}>Held for review: {payment.hold_reason}</span>;
  if (!payment.matched_invoice_id) return null;
  return (
    <span className={note}>
      Excess over <InvoiceNumberLink id={payment.matched_invoice_id} />
    </span>
  );
}

/** Where an assigned payment went, or the way to assign a waiting one. */
function Outcome({ payment, onAssign }: { payment: UnmatchedMpesaPayment; onAssign: () => void }) {
  if (payment.invoice_id) {
    return (
      <span className={note}>
        Paid <InvoiceNumberLink id={payment.invoice_id} />
      </span>
    );
  }
  return (
    <Allowed route="POST /api/mpesa/unmatched/:id/assign">
      <Button size="sm" variant="outline" onClick={onAssign} aria-label={`Assign ${payment.trans_id}`}>
        Assign
      </Button>
    </Allowed>
  );
}

export interface UnmatchedColumnOptions {
  /** The business's clock, for the time each payment came in. */
  timeZone: string;
  onAssign: (payment: UnmatchedMpesaPayment) => void;
}

/**
 * The queue's columns: received, payer, account number typed, amount, and the action. On a phone the first
 * cell carries the received time, the account number and the excess note the hidden columns show.
 */
export function unmatchedColumns({
  timeZone,
  onAssign,
}: UnmatchedColumnOptions): DataTableColumn<UnmatchedMpesaPayment>[] {
  const received = (payment: UnmatchedMpesaPayment) => (
    <time dateTime={payment.received_at}>{formatDateTimeIn(timeZone, payment.received_at)}</time>
  );
  return [
    {
      id: 'received',
      header: 'Received',
      className: wideOnly,
      cell: (payment) => (
        <span className={stack}>
          <span className={muted}>{received(payment)}</span>
          <span className={muted}>{payment.trans_id}</span>
        </span>
      ),
    },
    {
      id: 'payer',
      header: 'Payer',
      cell: (payment) => (
        <span className={stack}>
          <span className={name}>{payment.payer_name ?? 'Unknown payer'}</span>
          <span className={muted}>{payment.msisdn}</span>
          <span className={phoneOnly}>
            {received(payment)} · {payment.trans_id}
          </span>
          <span className={phoneOnly}>
            Account number <span className={typed}>{accountNumber(payment)}</span>
          </span>
          <span className={phoneOnly}>
            <ExcessNote payment={payment} />
          </span>
        </span>
      ),
    },
    {
      id: 'account',
      header: 'Account number',
      className: wideOnly,
      cell: (payment) => (
        <span className={stack}>
          <span className={typed}>{accountNumber(payment)}</span>
          <ExcessNote payment={payment} />
        </span>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (payment) => (
        <span className={actionCell}>
          <span className={amount}>{formatMoney(payment.amount, MPESA_CURRENCY)}</span>
          <Outcome payment={payment} onAssign={() => onAssign(payment)} />
        </span>
      ),
    },
  ];
}
