import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { PaymentOutcome } from '../api/use-pay-page.ts';
import { ToneNotice, type ToneNoticeProps } from './Notices.tsx';

const referenceText = css({ fontSize: 'xs', mt: '1.5', color: 'fg.subtle', wordBreak: 'break-all' });

type Message = Pick<ToneNoticeProps, 'tone' | 'icon' | 'title' | 'text' | 'alert'>;

function message(outcome: PaymentOutcome): Message {
  switch (outcome.status) {
    case 'success':
      return {
        tone: 'success',
        icon: <CheckCircleIcon size={20} />,
        title: 'Payment received',
        text: 'Thank you! Your payment went through.',
      };
    case 'failed':
      return {
        tone: 'danger',
        icon: <AlertCircleIcon size={20} />,
        title: 'Payment failed — try again',
        text: 'Your payment did not go through. You can try again with Pay Now below.',
        alert: true,
      };
    case 'abandoned':
      return {
        tone: 'warning',
        icon: <AlertCircleIcon size={20} />,
        title: 'Payment not completed — try again',
        text: 'The checkout was closed before the payment was made. You can try again with Pay Now below.',
        alert: true,
      };
    case 'pending':
      return outcome.checking
        ? {
            tone: 'info',
            icon: <ClockIcon size={20} />,
            title: 'Confirming your payment...',
            text: "Paystack is still confirming it (with M-Pesa, approve the prompt on your phone). This page updates by itself; please don't pay again.",
          }
        : {
            tone: 'warning',
            icon: <ClockIcon size={20} />,
            title: 'Payment still processing',
            text: "Paystack hasn't confirmed your payment yet. Refresh this page in a few minutes before paying again.",
          };
    default:
      return {
        tone: 'info',
        icon: <ClockIcon size={20} />,
        title: "We couldn't confirm your payment yet",
        text: 'If you completed the payment, it will show here once Paystack confirms it. Refresh this page in a few minutes before paying again.',
      };
  }
}

/** The outcome of the payment the customer just came back from Paystack with, or approved on the phone. */
export function PaymentOutcomeNotice({ outcome }: { outcome: PaymentOutcome }) {
  const shown = message(outcome);
  return (
    <ToneNotice tone={shown.tone} icon={shown.icon} title={shown.title} text={shown.text} alert={shown.alert}>
      <p className={referenceText}>Reference: {outcome.reference}</p>
    </ToneNotice>
  );
}
