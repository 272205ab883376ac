import { type PublicInvoice, paystackCurrencyMessage, paystackTakes } from '@daftari/contracts';
import { formatDateMedium, formatMoney } from '@daftari/format';
import { AlertCircleIcon, type BadgeTone, Button, Card, CheckCircleIcon, LockIcon, XIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import type { PayAction } from '../api/use-pay-page.ts';
import { documentTotals } from '../lib/amount-row.ts';
import {
  dueBreakdown,
  type InvoiceStanding,
  invoiceStanding,
  isSettledByCredit,
  settledBreakdown,
} from '../lib/invoice-display.ts';
import { paymentInstructions } from '../lib/payment-instructions.ts';
import { AmountList } from './AmountList.tsx';
import { DocumentHeading } from './DocumentHeading.tsx';
import { DocumentLines } from './DocumentLines.tsx';
import { KraReceipt } from './KraReceipt.tsx';
import { MerchantHeader } from './MerchantHeader.tsx';
import { FailureAlert, StandingPanel } from './Notices.tsx';
import { PayInstructions } from './PayInstructions.tsx';
import { ReceiptEmail } from './ReceiptEmail.tsx';
import { Receipts } from './Receipts.tsx';

const requesting = 'is requesting a payment';
const standings: Record<InvoiceStanding, { tone: BadgeTone; label: string; caption: string }> = {
  void: { tone: 'grey', label: 'Cancelled', caption: 'cancelled this invoice' },
  paid: { tone: 'green', label: 'Paid', caption: 'sent you this invoice' },
  partial: { tone: 'amber', label: 'Partially paid', caption: requesting },
  overdue: { tone: 'red', label: 'Overdue', caption: requesting },
  unpaid: { tone: 'blue', label: 'Unpaid', caption: requesting },
};

const stack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
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
const pdfLink = css({
  alignSelf: 'flex-start',
  color: 'accent.fg',
  fontWeight: 'medium',
  textDecoration: 'underline',
});
const payButton = css({ h: '12', fontSize: 'lg', fontWeight: 'semibold', borderRadius: 'lg' });
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
  /** true while an M-Pesa prompt is being sent: Pay Now would start a second payment beside it. */
  payDisabled?: boolean;
  onPay: () => void;
  /** Another way to pay the balance (M-Pesa), under Pay Now. */
  otherPayment?: ReactNode;
  /** Where the customer asked for the receipt, as typed. */
  receiptEmail: string;
  onReceiptEmailChange: (email: string) => void;
}

/**
 * The invoice a customer is asked to pay, in its own currency: its lines and totals, its PDF, Pay Now while a
 * balance is due (never once void or paid) when Paystack takes that currency (else why it cannot be paid
 * here), the business's paybill beside it, and the receipts of what was paid.
 */
export function InvoiceCard({
  invoice,
  payment,
  canPay,
  payDisabled = false,
  onPay,
  otherPayment,
  receiptEmail,
  onReceiptEmailChange,
}: InvoiceCardProps) {
  const standing = invoiceStanding(invoice);
  const paid = standing === 'paid';
  const busy = payment.state === 'starting' || payment.state === 'redirecting';
  const business = invoice.account.name;
  const breakdown = dueBreakdown(invoice);

  return (
    <Card>
      <div className={stack}>
        <MerchantHeader business={business} caption={standings[standing].caption} />

        <DocumentHeading
          title={`Invoice #${invoice.invoice_number}`}
          status={standings[standing]}
          contact={invoice.contact}
        />

        <DocumentLines lines={invoice.lines} currency={invoice.currency} />
        <AmountList currency={invoice.currency} rows={documentTotals(invoice)} label="Totals" />
        <a className={pdfLink} href={`/api${invoice.pdf_path}`} download>
          Download PDF
        </a>

        {standing === 'void' ? (
          <StandingPanel tone="neutral" icon={<XIcon size={22} />}>
            This invoice was cancelled by {business}. There is nothing to pay.
          </StandingPanel>
        ) : paid ? (
          <>
            <StandingPanel tone="success" icon={<CheckCircleIcon size={22} />}>
              {isSettledByCredit(invoice)
                ? 'This invoice was settled by a credit note. There is nothing to pay.'
                : 'This invoice has been paid. Thank you!'}
            </StandingPanel>
            <AmountList currency={invoice.currency} rows={settledBreakdown(invoice)} />
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

            {breakdown ? <AmountList currency={invoice.currency} rows={breakdown} /> : null}

            {payment.state === 'failed' ? (
              <FailureAlert
                title="We couldn't start the payment."
                reason={payment.message}
                fallback="Please check your connection and try again."
              />
            ) : null}

            {canPay && paystackTakes(invoice.currency) ? (
              <ReceiptEmail value={receiptEmail} onChange={onReceiptEmailChange} />
            ) : null}

            {!paystackTakes(invoice.currency) ? (
              <StandingPanel tone="neutral" icon={<AlertCircleIcon size={22} />}>
                {paystackCurrencyMessage(invoice.currency)}
              </StandingPanel>
            ) : canPay ? (
              <Button
                fullWidth
                className={payButton}
                onClick={onPay}
                disabled={payDisabled}
                loading={busy}
                loadingText={
                  payment.state === 'redirecting' ? 'Redirecting to Paystack...' : 'Starting payment...'
                }
              >
                Pay Now
              </Button>
            ) : null}
            {otherPayment}
            {paystackTakes(invoice.currency) ? (
              <p className={secure}>
                <LockIcon size={14} />
                Payments are processed securely by Paystack.
              </p>
            ) : null}
            <PayInstructions ways={paymentInstructions(invoice.account, invoice.invoice_number)} />
          </>
        )}

        {standing === 'void' ? null : <Receipts payments={invoice.payments} currency={invoice.currency} />}

        {invoice.etims ? <KraReceipt etims={invoice.etims} currency={invoice.currency} /> : null}
      </div>
    </Card>
  );
}
