import { mpesaTakes } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { useState } from 'react';
import { useMpesaPayment, type Wait } from '../api/use-mpesa-payment.ts';
import { usePayPage } from '../api/use-pay-page.ts';
import { InvoiceCard } from './InvoiceCard.tsx';
import { MpesaPay } from './MpesaPay.tsx';
import { PageFrame } from './PageFrame.tsx';
import { PaymentOutcomeNotice } from './PaymentOutcomeNotice.tsx';
import { LoadingCard, MessageCard } from './StatusCards.tsx';

export interface PayPageProps {
  invoiceId: string;
  /** The Paystack reference the customer came back from checkout with (`?reference=` / `?trxref=`). */
  reference?: string | null;
  /** How the checks of an M-Pesa prompt wait between them (tests hold and release each wait). */
  wait?: Wait;
}

/**
 * The public pay page: the invoice in its currency, its amount due, Pay Now (card checkout, in the currencies
 * Paystack takes) and, for an invoice in KES, Pay with M-Pesa (a prompt the API sends through the business's
 * own Daraja app when it has one, else through Paystack), either e-mailing its receipt to the address the
 * customer gives. Rendered standalone and inside the shell.
 */
export function PayPage({ invoiceId, reference = null, wait }: PayPageProps) {
  const [receiptEmail, setReceiptEmail] = useState('');
  const { invoice, outcome, payment, pay, showPaid, reload } = usePayPage(invoiceId, reference);
  const email = receiptEmail.trim() || undefined;
  const mpesa = useMpesaPayment({ invoiceId, email, onPaid: showPaid, onStale: reload, wait });
  const confirming = outcome?.status === 'pending' && outcome.checking;
  // Once the prompt is on the phone, paying by card too could pay twice.
  const mpesaPrompted = !['idle', 'charging', 'refused'].includes(mpesa.mpesa.state);
  const cardStarting = payment.state === 'starting' || payment.state === 'redirecting';
  return (
    <PageFrame>
      {outcome && invoice.state === 'found' ? <PaymentOutcomeNotice outcome={outcome} /> : null}
      {invoice.state === 'loading' ? (
        <LoadingCard hint={invoice.verifying ? 'Checking your payment with Paystack' : undefined} />
      ) : null}
      {invoice.state === 'missing' ? (
        <MessageCard title="Invoice not found">
          This payment link doesn't match an invoice. Check the link, or ask the business that sent it for a
          new one.
        </MessageCard>
      ) : null}
      {invoice.state === 'found' ? (
        <InvoiceCard
          invoice={invoice.invoice}
          payment={payment}
          canPay={!confirming && !mpesaPrompted}
          payDisabled={mpesa.mpesa.state === 'charging'}
          onPay={() => pay(email)}
          receiptEmail={receiptEmail}
          onReceiptEmailChange={setReceiptEmail}
          otherPayment={
            mpesaTakes(invoice.invoice.currency) && !confirming ? (
              <MpesaPay
                amount={formatMoney(invoice.invoice.balance, 'KES')}
                payment={mpesa}
                disabled={cardStarting}
                directTo={invoice.invoice.mpesa_provider === 'daraja' ? invoice.invoice.account.name : null}
              />
            ) : null
          }
        />
      ) : null}
    </PageFrame>
  );
}
