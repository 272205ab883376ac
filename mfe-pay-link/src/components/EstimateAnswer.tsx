import type { PublicEstimate } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Button, CheckCircleIcon, ClockIcon, Field, Input, Textarea, XIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { type FormEvent, useState } from 'react';
import type { AnswerAction } from '../api/use-estimate-page.ts';
import { estimateAnswerText, estimateStanding } from '../lib/estimate-display.ts';
import { FailureAlert, StandingPanel } from './Notices.tsx';

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  pt: '5',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.subtle',
});
const prompt = css({ fontSize: 'md', color: 'fg.muted' });
const buttons = css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > button': { flex: '1 1 8rem' } });
const bigButton = css({ h: '12', fontSize: 'lg', fontWeight: 'semibold', borderRadius: 'lg' });

/** Name and reason as the API takes them (its limits). */
const NAME_MAX = 200;
const REASON_MAX = 1000;

export interface EstimateAnswerProps {
  estimate: PublicEstimate;
  action: AnswerAction;
  onAccept: (name: string) => void;
  onDecline: (reason: string) => void;
}

/** How the estimate was answered (or why it cannot be), once it is no longer open. */
function Outcome({ estimate }: { estimate: PublicEstimate }) {
  const standing = estimateStanding(estimate);
  const answered = estimateAnswerText(estimate);
  if (standing === 'expired') {
    return (
      <StandingPanel tone="neutral" icon={<ClockIcon size={22} />}>
        This estimate expired on {formatDateMedium(estimate.expiry_date)}. Ask {estimate.account.name} for a
        new one.
      </StandingPanel>
    );
  }
  if (standing === 'declined') {
    return (
      <StandingPanel tone="neutral" icon={<XIcon size={22} />}>
        {answered ?? 'Declined'}
      </StandingPanel>
    );
  }
  return (
    <StandingPanel tone="success" icon={<CheckCircleIcon size={22} />}>
      {answered ?? `${estimate.account.name} has turned this estimate into an invoice.`}
    </StandingPanel>
  );
}

/**
 * Accept (in the name of the person accepting) or Decline (with an optional reason) while the estimate is
 * open; afterwards, or once it expired, what became of it and nothing to press.
 */
export function EstimateAnswer({ estimate, action, onAccept, onDecline }: EstimateAnswerProps) {
  const [mode, setMode] = useState<'choose' | 'accept' | 'decline'>('choose');
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const [nameMissing, setNameMissing] = useState(false);

  if (estimateStanding(estimate) !== 'open') return <Outcome estimate={estimate} />;

  const busy = action.state === 'accepting' || action.state === 'declining';
  const failure =
    action.state === 'failed' ? (
      <FailureAlert
        title="We couldn't record your answer."
        reason={action.message}
        fallback="Please check your connection and try again."
      />
    ) : null;

  const submitAccept = (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    setNameMissing(!typed);
    if (typed) onAccept(typed);
  };
  const submitDecline = (event: FormEvent) => {
    event.preventDefault();
    onDecline(reason.trim());
  };
  const cancel = (
    <Button variant="ghost" className={bigButton} disabled={busy} onClick={() => setMode('choose')}>
      Cancel
    </Button>
  );

  if (mode === 'accept') {
    return (
      <form className={section} onSubmit={submitAccept} noValidate>
        <Field
          label="Your name"
          required
          helperText={`Accepting tells ${estimate.account.name} to go ahead as estimated.`}
          errorText={nameMissing ? 'Enter your name to accept.' : undefined}
        >
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={NAME_MAX}
            autoComplete="name"
            autoFocus
          />
        </Field>
        {failure}
        <div className={buttons}>
          {cancel}
          <Button type="submit" className={bigButton} loading={busy} loadingText="Accepting...">
            Accept estimate
          </Button>
        </div>
      </form>
    );
  }

  if (mode === 'decline') {
    return (
      <form className={section} onSubmit={submitDecline}>
        <Field label="Reason (optional)" helperText={`${estimate.account.name} will see it.`}>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REASON_MAX}
            autoFocus
          />
        </Field>
        {failure}
        <div className={buttons}>
          {cancel}
          <Button
            type="submit"
            variant="danger"
            className={bigButton}
            loading={busy}
            loadingText="Declining..."
          >
            Decline estimate
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className={section}>
      <p className={prompt}>Would you like to go ahead with this estimate?</p>
      {failure}
      <div className={buttons}>
        <Button variant="outline" className={bigButton} onClick={() => setMode('decline')}>
          Decline
        </Button>
        <Button className={bigButton} onClick={() => setMode('accept')}>
          Accept
        </Button>
      </div>
    </div>
  );
}
