import { differenceInCalendarDays, format } from 'date-fns';
import { type DateInput, toDate } from './dates.ts';

/** Beyond this many days ahead the label shows the date itself. */
export const DUE_DATE_THRESHOLD_DAYS = 30;

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The due-date label of an invoice, by calendar days between `reference` (default: now) and `due`: same day
 * 'Due on receipt'; past 'Overdue'; more than 30 days ahead 'Due on Mar 5, 2025'; otherwise 'Due in 1 day',
 * 'Due in 6 days', 'Due in 1 week', 'Due in 2 weeks', 'Due in 2 weeks and 3 days'.
 * Returns '' for a missing or invalid due date.
 */
export function dueDateLabel(due: DateInput, reference: DateInput = new Date()): string {
  const dueDate = toDate(due);
  const referenceDate = toDate(reference) ?? new Date();
  if (!dueDate) return '';
  const days = differenceInCalendarDays(dueDate, referenceDate);
  if (days === 0) return 'Due on receipt';
  if (days < 0) return 'Overdue';
  if (days > DUE_DATE_THRESHOLD_DAYS) return `Due on ${format(dueDate, 'MMM d, yyyy')}`;
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  if (weeks === 0) return `Due in ${unit(rest, 'day')}`;
  if (rest === 0) return `Due in ${unit(weeks, 'week')}`;
  return `Due in ${unit(weeks, 'week')} and ${unit(rest, 'day')}`;
}

/**
 * 'Payment Terms' of an invoice from its issue and due dates: 'Net 30' for 30 calendar days between them,
 * 'Due on receipt' when due on (or, inconsistently, before) the issue day. '' when either date is invalid.
 */
export function paymentTerms(issue: DateInput, due: DateInput): string {
  const issueDate = toDate(issue);
  const dueDate = toDate(due);
  if (!issueDate || !dueDate) return '';
  const days = differenceInCalendarDays(dueDate, issueDate);
  return days <= 0 ? 'Due on receipt' : `Net ${days}`;
}
