import type { MpesaChargeResult } from '@daftari/contracts';
import { AlertCircleIcon, Button, ClockIcon, Spinner } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { button } from '@daftari/ui/styled-system/recipes';
import type { MpesaState } from '../api/use-mpesa-payment.ts';
import { ToneNotice, type ToneNoticeProps } from './Notices.tsx';

const PROMPT_TEXT = 'Check your phone and enter your M-Pesa PIN';

const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3', '& > *': { flex: '1 1 8rem' } });
const testPhone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1',
  mt: '3',
});
const testNote = css({ fontSize: 'xs', color: 'fg.subtle' });
const line = css({ display: 'block' });

/** The prompt is on the phone: what to do there, and (test checkout only) the page standing in for it. */
function Waiting({ prompt }: { prompt: MpesaChargeResult }) {
  const extra = prompt.display_text.trim();
  return (
    <ToneNotice
      tone="info"
      icon={<Spinner size="sm" />}
      title={PROMPT_TEXT}
      text={
        <>
          {extra && extra !== PROMPT_TEXT ? <span className={line}>{extra}</span> : null}
          This page updates by itself once you have approved the payment.
        </>
      }
    >
      {prompt.test_phone_url ? (
        <p className={testPhone}>
          <a
            href={prompt.test_phone_url}
            target="_blank"
            rel="noopener noreferrer"
            className={button({ variant: 'outline', size: 'sm' })}
          >
            Open the test phone
          </a>
          <span className={testNote}>Test payment: no money moves.</span>
        </p>
      ) : null}
    </ToneNotice>
  );
}

export interface MpesaProgressProps {
  /** Any state but the form's (idle, charging, refused). */
  mpesa: Exclude<MpesaState, { state: 'idle' | 'charging' | 'refused' }>;
  onCheckAgain: () => void;
  onTryAgain: () => void;
}

type Settled = Exclude<MpesaProgressProps['mpesa'], { state: 'waiting' }>;

/** What a prompt that is no longer being checked says: not gone through, a failed check, or no answer yet. */
function notice(mpesa: Settled): Pick<ToneNoticeProps, 'tone' | 'icon' | 'title' | 'text' | 'alert'> {
  if (mpesa.state === 'declined') {
    return {
      tone: 'danger',
      icon: <AlertCircleIcon size={20} />,
      title: 'The M-Pesa payment did not go through',
      text: 'It was declined or not completed on the phone, and nothing was paid.',
      alert: true,
    };
  }
  if (mpesa.message !== null) {
    return {
      tone: 'danger',
      icon: <AlertCircleIcon size={20} />,
      title: "We couldn't check your M-Pesa payment",
      text: mpesa.message || 'Please check your connection, then check again.',
      alert: true,
    };
  }
  return {
    tone: 'warning',
    icon: <ClockIcon size={20} />,
    title: 'Still waiting for your M-Pesa PIN',
    text: 'If you have entered your PIN, check again in a moment. If no prompt came, try again.',
  };
}

/** An M-Pesa prompt after it was sent: waiting for the PIN, not gone through, or still unanswered. */
export function MpesaProgress({ mpesa, onCheckAgain, onTryAgain }: MpesaProgressProps) {
  if (mpesa.state === 'waiting') return <Waiting prompt={mpesa.prompt} />;
  const checking = mpesa.state === 'unanswered' && mpesa.checking;
  return (
    <ToneNotice {...notice(mpesa)}>
      <div className={actions}>
        {mpesa.state === 'unanswered' ? (
          <Button onClick={onCheckAgain} loading={checking} loadingText="Checking...">
            Check again
          </Button>
        ) : null}
        <Button variant="outline" onClick={onTryAgain} disabled={checking}>
          Try again
        </Button>
      </div>
    </ToneNotice>
  );
}
