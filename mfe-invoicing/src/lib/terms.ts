import { toIsoDate } from '@daftari/format';
import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';

/** Payment terms the creation form offers; each but Custom fixes the due date from the issue date. */
export const PAYMENT_TERM_OPTIONS = [
  { value: '0', label: 'Due on receipt' },
  { value: '7', label: 'Net 7' },
  { value: '14', label: 'Net 14' },
  { value: '30', label: 'Net 30' },
  { value: '60', label: 'Net 60' },
  { value: 'custom', label: 'Custom' },
] as const;

export type PaymentTermValue = (typeof PAYMENT_TERM_OPTIONS)[number]['value'];

const isIso = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** The day `days` after the issue date ('' while the issue date is not a date). */
export function dueDateIn(issueDate: string, days: number): string {
  return isIso(issueDate) ? toIsoDate(addDays(parseISO(issueDate), days)) : '';
}

/** The due date for a term ('' while the issue date is not a date, or for Custom). */
export function dueDateFor(issueDate: string, term: PaymentTermValue): string {
  return term === 'custom' ? '' : dueDateIn(issueDate, Number(term));
}

/** The term an explicit due date amounts to (Custom when it matches none). */
export function termFor(issueDate: string, dueDate: string): PaymentTermValue {
  if (!isIso(issueDate) || !isIso(dueDate)) return 'custom';
  const days = String(differenceInCalendarDays(parseISO(dueDate), parseISO(issueDate)));
  return PAYMENT_TERM_OPTIONS.find((option) => option.value === days)?.value ?? 'custom';
}

/** Today as 'yyyy-MM-dd' in the owner's time zone. */
export const today = () => toIsoDate(new Date());
