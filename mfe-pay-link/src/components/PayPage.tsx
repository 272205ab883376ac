import { usePayPage } from '../api/use-pay-page.ts';
import { InvoiceCard } from './InvoiceCard.tsx';
import { PageFrame } from './PageFrame.tsx';
import { PaymentOutcomeNotice } from './PaymentOutcomeNotice.tsx';
import { LoadingCard, MessageCard } from './StatusCards.tsx';

export interface PayPageProps {
  invoiceId: string;
  /** The Paystack reference the customer came back from checkout with (`?reference=` / `?trxref=`). */
  reference?: string | null;
}

/** The public pay page: the invoice, its amount due and Pay Now. Rendered standalone and inside the shell. */
export function PayPage({ invoiceId, reference = null }: PayPageProps) {
  const { invoice, outcome, payment, pay } = usePayPage(invoiceId, reference);
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
          canPay={!(outcome?.status === 'pending' && outcome.checking)}
          onPay={pay}
        />
      ) : null}
    </PageFrame>
  );
}
