import { AlertCircleIcon, CheckCircleIcon, ClockIcon } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import type { PaymentOutcome } from '../api/use-pay-page.ts';

const box = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  borderRadius: 'xl',
  boxShadow: 'xs',
  '& svg': { flexShrink: 0, mt: '0.5' },
});
const tones = {
  success: css({ layerStyle: 'tinted.success' }),
  danger: css({ layerStyle: 'tinted.danger' }),
  warning: css({ layerStyle: 'tinted.warning' }),
  info: css({ layerStyle: 'tinted.info' }),
};
const title = css({ fontWeight: 'semibold', fontSize: 'md', lineHeight: '1.25rem' });
const text = css({ fontSize: 'sm', lineHeight: '1.125rem', mt: '0.5', color: 'fg.muted' });
const referenceText = css({ fontSize: 'xs', mt: '1.5', color: 'fg.subtle', wordBreak: 'break-all' });

interface Message {
  tone: keyof typeof tones;
  icon: ReactNode;
  title: string;
  text: string;
  alert?: boolean;
}

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

/** The outcome of the payment the customer just came back from Paystack with. */
export function PaymentOutcomeNotice({ outcome }: { outcome: PaymentOutcome }) {
  const shown = message(outcome);
  return (
    <div role={shown.alert ? 'alert' : 'status'} className={cx(box, tones[shown.tone])}>
      {shown.icon}
      <div>
        <p className={title}>{shown.title}</p>
        <p className={text}>{shown.text}</p>
        <p className={referenceText}>Reference: {outcome.reference}</p>
      </div>
    </div>
  );
}
