import type { BillSummary } from '@daftari/contracts';
import { dueDateLabel, pluralize, toDate } from '@daftari/format';
import { differenceInCalendarDays } from 'date-fns';

/**
 * What a bill's due date means today: '5 days overdue' for an open bill past it, otherwise the invoices'
 * due-date label ('Due in 3 days', 'Due on receipt' for today); nothing once it is paid, void or a draft
 * (a draft's dates are not settled yet).
 */
export function billDueText(
  bill: Pick<BillSummary, 'status' | 'due_date'>,
  today: Date = new Date(),
): string {
  if (bill.status !== 'open') return '';
  const due = toDate(bill.due_date);
  if (!due) return '';
  const late = differenceInCalendarDays(today, due);
  if (late > 0) return `${pluralize(late, 'day')} overdue`;
  return dueDateLabel(due, today);
}
