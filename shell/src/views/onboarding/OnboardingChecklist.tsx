import { currentUserQuery } from '@daftari/api-client';
import type { Account } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button, Card, CheckCircleIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dismissOnboarding, onboardingDismissed, onboardingSteps } from './onboarding-steps.ts';

const list = css({ display: 'grid', gap: '2', listStyle: 'none', p: '0', m: '0' });
const stepLink = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  p: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border',
  _hover: { borderColor: 'accent' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
});
const mark = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '5',
  h: '5',
  mt: '0.5',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.strong',
});
const doneMark = css({ flexShrink: 0, mt: '0.5', color: 'success.fg' });
const track = css({ h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden', mb: '4' });
const bar = css({ h: 'full', bg: 'accent', transition: 'width 0.2s' });

/**
 * Home's "Get set up" card for a new business, for the members who may change its settings (the first three
 * steps are settings); gone once every step is done or it is hidden.
 */
export function OnboardingChecklist() {
  const account = useQuery(currentUserQuery).data?.account;
  const mayChangeSettings = useMayCall()('PUT /api/account');
  if (!account || !mayChangeSettings) return null;
  return <Checklist key={account.id} account={account} />;
}

function Checklist({ account }: { account: Account }) {
  const [hidden, setHidden] = useState(() => onboardingDismissed(account.id));
  const steps = onboardingSteps(account);
  const done = steps.filter((step) => step.done).length;
  if (hidden || done === steps.length) return null;
  const hide = () => {
    dismissOnboarding(account.id);
    setHidden(true);
  };
  const progress = `${done} of ${steps.length} done`;
  return (
    <Card
      aria-labelledby="onboarding-title"
      title={<span id="onboarding-title">Get set up</span>}
      description={progress}
      actions={
        <Button variant="ghost" size="sm" onClick={hide} aria-label="Hide the set-up checklist">
          Hide
        </Button>
      }
      className={css({ mb: '8' })}
    >
      <div
        className={track}
        role="progressbar"
        aria-label="Set-up progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={done}
        aria-valuetext={progress}
      >
        <div className={bar} style={{ width: `${(done / steps.length) * 100}%` }} />
      </div>
      <ol className={list}>
        {steps.map((step) => (
          <li key={step.id}>
            <Link to={step.to} className={stepLink}>
              {step.done ? (
                <CheckCircleIcon size={20} className={doneMark} />
              ) : (
                <span className={mark} aria-hidden />
              )}
              <span>
                <span className={css({ display: 'block', fontWeight: 'semibold' })}>
                  {step.title}
                  <span className={css({ srOnly: true })}>{step.done ? ' (done)' : ' (to do)'}</span>
                </span>
                <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                  {step.text}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
