import { contactLabel, type PublicInvoice } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import {
  AlertCircleIcon,
  Badge,
  type BadgeTone,
  Button,
  Card,
  CheckCircleIcon,
  LockIcon,
  XIcon,
} from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { PayAction } from '../api/use-pay-page.ts';
import { type InvoiceStanding, invoiceStanding, isPartiallyPaid } from '../lib/invoice-display.ts';

const requesting = 'is requesting a payment';
const standings: Record<InvoiceStanding, { tone: BadgeTone; label: string; caption: string }> = {
  void: { tone: 'grey', label: 'Cancelled', caption: 'cancelled this invoice' },
  paid: { tone: 'green', label: 'Paid', caption: 'sent you this invoice' },
  partial: { tone: 'amber', label: 'Partially paid', caption: requesting },
  overdue: { tone: 'red', label: 'Overdue', caption: requesting },
  unpaid: { tone: 'blue', label: 'Unpaid', caption: requesting },
};

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const merchant = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  pb: '4',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
});
const monogram = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'lg',
  bg: 'accent.subtle',
  color: 'accent.fg',
  fontWeight: 'semibold',
  fontSize: 'lg',
});
const merchantName = css({ fontWeight: 'semibold', fontSize: 'lg', lineHeight: '1.375rem', color: 'fg' });
const caption = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.125rem' });
const headingRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
});
const heading = css({ textStyle: 'heading.md', color: 'fg', wordBreak: 'break-word' });
const toLine = css({ fontSize: 'md', color: 'fg', mt: '1' });
const muted = css({ color: 'fg.muted' });
const amountPanel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '4',
  borderRadius: 'lg',
  layerStyle: 'inset',
});
const amountLabel = css({ textStyle: 'overline', color: 'fg.muted' });
const amount = css({
  fontSize: '4xl',
  lineHeight: '2.5rem',
  fontWeight: 'semibold',
  letterSpacing: '-0.02em',
  color: 'fg',
  fontVariantNumeric: 'tabular-nums',
  wordBreak: 'break-word',
});
const dueLine = css({ fontSize: 'sm', color: 'fg.muted' });
const overdue = css({ color: 'danger.fg', fontWeight: 'medium' });
const breakdown = css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'md' });
const breakdownRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '4',
  '& dt': { color: 'fg.muted' },
  '& dd': { m: '0', textAlign: 'right', fontVariantNumeric: 'tabular-nums', color: 'fg' },
});
const balanceRow = css({
  pt: '2',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.subtle',
  fontWeight: 'semibold',
  '& dt': { color: 'fg' },
});
const settledPanel = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  fontWeight: 'medium',
  '& svg': { flexShrink: 0 },
});
const paidPanel = css({ layerStyle: 'tinted.success' });
const cancelledPanel = css({ layerStyle: 'inset', color: 'fg', '& svg': { color: 'fg.muted' } });
const payButton = css({ h: '12', fontSize: 'lg', fontWeight: 'semibold', borderRadius: 'lg' });
const failure = css({
  display: 'flex',
  gap: '2.5',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'lg',
  layerStyle: 'tinted.danger',
  fontSize: 'sm',
  '& svg': { flexShrink: 0, mt: '0.5' },
});
const secure = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5',
  fontSize: 'sm',
  color: 'fg.muted',
  textAlign: 'center',
});

export interface InvoiceCardProps {
  invoice: PublicInvoice;
  payment: PayAction;
  /** false while a pending payment is being confirmed: paying again now could charge twice. */
  canPay: boolean;
  onPay: () => void;
}

/** The invoice a customer is asked to pay, with Pay Now while a balance is due (never once void or paid). */
export function InvoiceCard({ invoice, payment, canPay, onPay }: InvoiceCardProps) {
  const standing = invoiceStanding(invoice);
  const paid = standing === 'paid';
  const busy = payment.state === 'starting' || payment.state === 'redirecting';
  const business = invoice.account.name;

  return (
    <Card>
      <div className={stack}>
        <div className={merchant}>
          <span className={monogram} aria-hidden="true">
            {business.trim().charAt(0).toUpperCase() || 'D'}
          </span>
          <div>
            <p className={merchantName}>{business}</p>
            <p className={caption}>{standings[standing].caption}</p>
          </div>
        </div>

        <div>
          <div className={headingRow}>
            <h1 className={heading}>Invoice #{invoice.invoice_number}</h1>
            <Badge tone={standings[standing].tone}>{standings[standing].label}</Badge>
          </div>
          {/* Named, never numbered: a contact_id means nothing to the customer reading the page. */}
          <p className={toLine}>
            <span className={muted}>To:</span> {contactLabel(invoice.contact, 'Customer')}
          </p>
        </div>

        {standing === 'void' ? (
          <div className={cx(settledPanel, cancelledPanel)}>
            <XIcon size={22} />
            <p>This invoice was cancelled by {business}. There is nothing to pay.</p>
          </div>
        ) : paid ? (
          <>
            <div className={cx(settledPanel, paidPanel)}>
              <CheckCircleIcon size={22} />
              <p>This invoice has been paid. Thank you!</p>
            </div>
            <dl className={breakdown}>
              <div className={breakdownRow}>
                <dt>Total paid</dt>
                <dd>
                  {formatMoney(
                    invoice.paid_amount > 0 ? invoice.paid_amount : invoice.total,
                    invoice.currency,
                  )}
                </dd>
              </div>
            </dl>
          </>
        ) : (
          <>
            <div className={amountPanel}>
              <span className={amountLabel}>Amount due</span>
              <span className={amount}>{formatMoney(invoice.balance, invoice.currency)}</span>
              <span className={dueLine}>
                Due {formatDateMedium(invoice.due_date)}
                {standing === 'overdue' ? <span className={overdue}> · Overdue</span> : null}
              </span>
            </div>

            {isPartiallyPaid(invoice) ? (
              <dl className={breakdown}>
                <div className={breakdownRow}>
                  <dt>Invoice total</dt>
                  <dd>{formatMoney(invoice.total, invoice.currency)}</dd>
                </div>
                <div className={breakdownRow}>
                  <dt>Paid so far</dt>
                  <dd>{formatMoney(invoice.paid_amount, invoice.currency)}</dd>
                </div>
                <div className={cx(breakdownRow, balanceRow)}>
                  <dt>Balance due</dt>
                  <dd>{formatMoney(invoice.balance, invoice.currency)}</dd>
                </div>
              </dl>
            ) : null}

            {payment.state === 'failed' ? (
              <div role="alert" className={failure}>
                <AlertCircleIcon size={18} />
                <p>
                  <strong>We couldn't start the payment.</strong>{' '}
                  {payment.message || 'Please check your connection and try again.'}
                </p>
              </div>
            ) : null}

            {canPay ? (
              <Button
                fullWidth
                className={payButton}
                onClick={onPay}
                loading={busy}
                loadingText={
                  payment.state === 'redirecting' ? 'Redirecting to Paystack...' : 'Starting payment...'
                }
              >
                Pay Now
              </Button>
            ) : null}
            <p className={secure}>
              <LockIcon size={14} />
              Payments are processed securely by Paystack.
            </p>
          </>
        )}
      </div>
    </Card>
  );
}
