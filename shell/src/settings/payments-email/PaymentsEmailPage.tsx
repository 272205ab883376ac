import { PageHeader } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { PaystackCard } from './PaystackCard.tsx';
import { SmtpCard } from './SmtpCard.tsx';

const layout = css({ maxW: '4xl', display: 'flex', flexDirection: 'column', gap: '4' });

/** Settings › Payments and e-mail, at /settings/payments-email: the business's own Paystack and SMTP keys. */
export function PaymentsEmailPage() {
  return (
    <div className={layout}>
      <PageHeader
        title="Payments and e-mail"
        description="Your own Paystack account and mail server. Keys are stored encrypted and never shown again."
      />
      <PaystackCard />
      <SmtpCard />
    </div>
  );
}
