import { Card, FileSearchIcon, Skeleton, Spinner } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { usePayPage } from '../api/use-pay-page.ts';
import { InvoiceCard } from './InvoiceCard.tsx';
import { PaymentOutcomeNotice } from './PaymentOutcomeNotice.tsx';

const page = css({ w: 'full', maxW: 'md', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '4' });
const loadingBody = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const loadingRow = css({ display: 'flex', alignItems: 'center', gap: '3' });
const loadingText = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
});
const loadingHint = css({ fontSize: 'xs', color: 'fg.subtle', textAlign: 'center', mt: '1' });
const missing = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '2',
  py: '6',
});
const missingIcon = css({
  display: 'grid',
  placeItems: 'center',
  w: '12',
  h: '12',
  mb: '2',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.muted',
});
const missingTitle = css({ textStyle: 'heading.md', color: 'fg' });
const missingText = css({ fontSize: 'md', color: 'fg.muted', maxW: '20rem' });
const poweredBy = css({
  textAlign: 'center',
  fontSize: 'xs',
  color: 'fg.subtle',
  '& strong': { fontWeight: 'semibold', color: 'fg.muted' },
});

function LoadingCard({ verifying }: { verifying: boolean }) {
  return (
    <Card aria-busy="true">
      <div className={loadingBody}>
        <div className={loadingRow}>
          <Skeleton width={40} height={40} />
          <Skeleton lines={2} height={10} width="50%" />
        </div>
        <Skeleton height={22} width="60%" />
        <Skeleton height={96} />
        <Skeleton height={48} />
        <div role="status">
          <p className={loadingText}>
            <Spinner size="sm" />
            Loading...
          </p>
          {verifying ? <p className={loadingHint}>Checking your payment with Paystack</p> : null}
        </div>
      </div>
    </Card>
  );
}

function NotFoundCard() {
  return (
    <Card>
      <div className={missing}>
        <span className={missingIcon}>
          <FileSearchIcon size={22} />
        </span>
        <h1 className={missingTitle}>Invoice not found</h1>
        <p className={missingText}>
          This payment link doesn't match an invoice. Check the link, or ask the business that sent it for a
          new one.
        </p>
      </div>
    </Card>
  );
}

export interface PayPageProps {
  invoiceId: string;
  /** The Paystack reference the customer came back from checkout with (`?reference=` / `?trxref=`). */
  reference?: string | null;
}

/** The public pay page: the invoice, its amount due and Pay Now. Rendered standalone and inside the shell. */
export function PayPage({ invoiceId, reference = null }: PayPageProps) {
  const { invoice, outcome, payment, pay } = usePayPage(invoiceId, reference);
  return (
    <div className={page}>
      {outcome && invoice.state === 'found' ? <PaymentOutcomeNotice outcome={outcome} /> : null}
      {invoice.state === 'loading' ? <LoadingCard verifying={invoice.verifying} /> : null}
      {invoice.state === 'missing' ? <NotFoundCard /> : null}
      {invoice.state === 'found' ? (
        <InvoiceCard
          invoice={invoice.invoice}
          payment={payment}
          canPay={!(outcome?.status === 'pending' && outcome.checking)}
          onPay={pay}
        />
      ) : null}
      <p className={poweredBy}>
        Powered by <strong>Daftari</strong>
      </p>
    </div>
  );
}
