import { messageOf } from '@daftari/api-client';
import { type Account, DEFAULT_REMINDER_STEPS, reminderSettingsInputSchema } from '@daftari/contracts';
import { Button, Card, Checkbox, Field, Input, toast, toastError, XIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { type FormEvent, useState } from 'react';
import { useUpdateAccount } from '../../api/settings.ts';
import { stepText, withStep } from '../../lib/reminder-steps.ts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  pl: '3',
  pr: '1',
  py: '0.5',
  borderRadius: 'full',
  bg: 'bg.muted',
  fontSize: 'sm',
  color: 'fg',
});
const addRow = css({ display: 'flex', gap: '2', alignItems: 'flex-start', maxW: 'md' });
const muted = css({ fontSize: 'sm', color: 'fg.muted' });

/**
 * The account's payment reminders: on or off, and the days relative to an invoice's due date they go out on
 * (e-mails with the PDF and the pay link; never for a draft, paid or void invoice).
 */
export function ReminderSettingsPanel({ account }: { account: Account }) {
  const saved = account.reminders ?? { enabled: true, steps: [...DEFAULT_REMINDER_STEPS] };
  const [enabled, setEnabled] = useState(saved.enabled);
  const [steps, setSteps] = useState<number[]>(saved.steps);
  const [day, setDay] = useState('');
  const [dayError, setDayError] = useState<string | null>(null);
  const update = useUpdateAccount();
  const editable = useMayCall()('PUT /api/account');

  const addDay = () => {
    const value = day.trim() === '' ? undefined : Number(day);
    const checked = reminderSettingsInputSchema.safeParse({
      enabled,
      steps: withStep(steps, value as number),
    });
    if (!checked.success) {
      setDayError(checked.error.issues[0]?.message ?? 'Enter a whole number of days');
      return;
    }
    setSteps(checked.data.steps);
    setDay('');
    setDayError(null);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { account: { reminders: { enabled, steps } } },
      {
        onSuccess: () => toast.success('Reminder settings saved'),
        onError: (error) => toastError('Failed to save the reminder settings', messageOf(error, '')),
      },
    );
  };

  return (
    <form onSubmit={save} aria-label="Payment reminders">
      <Card
        title="Payment reminders"
        description="Daftari e-mails the customer the invoice and its pay link on these days, until it is paid."
        footer={
          editable ? (
            <Button type="submit" loading={update.isPending} loadingText="Saving...">
              Save reminders
            </Button>
          ) : undefined
        }
      >
        <div className={body}>
          <Checkbox disabled={!editable} checked={enabled} onCheckedChange={setEnabled}>
            Send payment reminders
          </Checkbox>
          {steps.length === 0 ? (
            <p className={muted}>No reminder days: add one below.</p>
          ) : (
            <ul className={chips} aria-label="Reminder days">
              {steps.map((step) => (
                <li key={step} className={chip}>
                  {stepText(step)}
                  {editable ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${stepText(step)}`}
                      onClick={() => setSteps(steps.filter((other) => other !== step))}
                    >
                      <XIcon />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {editable ? (
            <Field
              label="Add a reminder day"
              helperText="Days from the due date: −3 is three days before, 0 the due date, 7 a week after."
              errorText={dayError}
            >
              <div className={addRow}>
                <Input
                  disabled={!editable}
                  inputMode="numeric"
                  value={day}
                  onChange={(event) => setDay(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addDay();
                    }
                  }}
                />
                <Button variant="outline" onClick={addDay}>
                  Add
                </Button>
              </div>
            </Field>
          ) : null}
          <p className={muted}>
            Each invoice can turn its reminders off on its own page. No reminder goes out within a day of you
            e-mailing the invoice yourself.
          </p>
        </div>
      </Card>
    </form>
  );
}
