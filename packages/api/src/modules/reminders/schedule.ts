import { addDays } from '@daftari/format';

/** A reminder whose day passed more than this many days ago is not sent any more (a long downtime). */
export const STALE_DAYS = 7;

/** No reminder within this long after the owner (or an auto-sent series) e-mailed the invoice. */
export const QUIET_AFTER_EMAIL_MS = 24 * 3_600_000;

/**
 * The reminder step due `today` for an invoice due on `dueDate`: the latest step whose day (due date + step)
 * has come, is no older than STALE_DAYS and not before the day the invoice was sent (a reminder never
 * precedes the invoice). Earlier steps it passed are not sent: the customer gets the latest one only.
 */
export function dueStep(
  steps: readonly number[],
  dueDate: string,
  sentOn: string,
  today: string,
): number | null {
  const earliest = [addDays(today, -STALE_DAYS), sentOn].sort().at(-1)!;
  const due = steps.filter((step) => {
    const day = addDays(dueDate, step);
    return day <= today && day >= earliest;
  });
  return due.length > 0 ? Math.max(...due) : null;
}

/** The opening sentence of a reminder e-mail. */
export function reminderLead(step: number, invoiceNumber: string, businessName: string): string {
  const invoice = `invoice ${invoiceNumber} from ${businessName}`;
  if (step < 0) return `A friendly reminder: ${invoice} is due in ${-step} day${step === -1 ? '' : 's'}.`;
  if (step === 0) return `A friendly reminder: ${invoice} is due today.`;
  return `A friendly reminder: ${invoice} is ${step} day${step === 1 ? '' : 's'} overdue.`;
}

/** How the activity and the job list name a step. */
export const stepLabel = (step: number) =>
  step < 0
    ? `${-step} day${step === -1 ? '' : 's'} before the due date`
    : step === 0
      ? 'on the due date'
      : `${step} day${step === 1 ? '' : 's'} after the due date`;
