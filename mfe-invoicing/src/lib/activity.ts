import type { ActivityKind } from '@daftari/contracts';

/** What each kind of event says on the invoice's timeline. */
export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  created: 'Created',
  sent: 'Marked as sent',
  emailed: 'E-mailed',
  reminder_sent: 'Payment reminder sent',
  viewed: 'Customer viewed the pay page',
  payment: 'Payment received',
  credit_note: 'Credit note issued',
  voided: 'Voided',
};
