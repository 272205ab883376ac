import type { InvoiceStatus } from '@daftari/contracts';
import { CheckIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

export type StepState = 'done' | 'current' | 'upcoming';

const STEPS = [
  { status: 'draft', label: 'Draft' },
  { status: 'sent', label: 'Sent' },
  { status: 'paid', label: 'Paid' },
] as const satisfies readonly { status: InvoiceStatus; label: string }[];

/**
 * Draft is done once the status moves on; Sent is done when paid; Paid is done when paid (a paid invoice
 * has nothing left to do). The step the invoice is at is current.
 */
export function stepStates(status: InvoiceStatus): Record<InvoiceStatus, StepState> {
  const reached = STEPS.findIndex((step) => step.status === status);
  const states = {} as Record<InvoiceStatus, StepState>;
  STEPS.forEach((step, index) => {
    if (step.status === 'paid' && status === 'paid') states[step.status] = 'done';
    else if (index < reached) states[step.status] = 'done';
    else if (index === reached) states[step.status] = 'current';
    else states[step.status] = 'upcoming';
  });
  return states;
}

const list = css({ display: 'flex', alignItems: 'center', gap: '0', listStyle: 'none', m: '0', p: '0' });
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'md',
  fontWeight: 'medium',
  color: 'fg.subtle',
  '&[data-state=done]': { color: 'fg' },
  '&[data-state=current]': { color: 'fg' },
});
const dot = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  borderRadius: 'full',
  borderWidth: '1.5px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.subtle',
  fontSize: 'xs',
  fontWeight: 'semibold',
  flexShrink: 0,
  '[data-state=done] > &': { bg: 'accent', borderColor: 'accent', color: 'accent.contrast' },
  '[data-state=current] > &': { borderColor: 'accent', color: 'accent', boxShadow: 'focusRing' },
});
const connector = css({
  w: { smDown: '6', sm: '14' },
  h: '2px',
  mx: '3',
  borderRadius: 'full',
  bg: 'border',
  '&[data-done]': { bg: 'accent' },
});
const srOnly = css({ srOnly: true });

const stateText: Record<StepState, string> = { done: 'done', current: 'current step', upcoming: 'not yet' };

export function StatusTracker({ status }: { status: InvoiceStatus }) {
  const states = stepStates(status);
  return (
    <ol aria-label="Invoice status" className={list}>
      {STEPS.map((step, index) => {
        const state = states[step.status];
        return (
          <li key={step.status} className={css({ display: 'flex', alignItems: 'center' })}>
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={connector}
                data-done={state === 'upcoming' ? undefined : ''}
              />
            ) : null}
            <span
              className={item}
              data-state={state}
              data-testid={`step-${step.status}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={dot} aria-hidden="true">
                {state === 'done' ? <CheckIcon size={12} /> : index + 1}
              </span>
              {step.label}
              <span className={srOnly}>({stateText[state]})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
