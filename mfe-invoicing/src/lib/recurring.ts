import {
  areaPath,
  type RecurringFrequency,
  type RecurringInvoice,
  type RecurringStatus,
} from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import type { BadgeTone } from '@daftari/ui';

const units: Record<RecurringFrequency, [one: string, many: string]> = {
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  quarterly: ['quarter', 'quarters'],
  yearly: ['year', 'years'],
};

const adverbs: Record<RecurringFrequency, string> = {
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** 'Monthly', or 'Every 2 months' for an interval above one. */
export function scheduleText(series: Pick<RecurringInvoice, 'frequency' | 'interval'>): string {
  if (series.interval <= 1) return adverbs[series.frequency];
  return `Every ${series.interval} ${units[series.frequency][1]}`;
}

/** When the series stops: 'Never', 'On 31 Dec 2027', 'After 12 invoices'. */
export function endText(series: Pick<RecurringInvoice, 'end_date' | 'occurrences'>): string {
  if (series.end_date) return `On ${formatDateMedium(series.end_date)}`;
  if (series.occurrences)
    return `After ${series.occurrences} ${series.occurrences === 1 ? 'invoice' : 'invoices'}`;
  return 'Never';
}

export const STATUS_LABELS: Record<RecurringStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  finished: 'Finished',
};

export const STATUS_TONES: Record<RecurringStatus, BadgeTone> = {
  active: 'green',
  paused: 'amber',
  finished: 'grey',
};

/** In-app URLs of the recurring screens: the list, `recurringPath('create')`, `recurringPath(id)`. */
export const recurringPath = (...segments: Array<string | number>) =>
  areaPath('invoicing', 'recurring', ...segments);

/** The invoicing area's settings: reminders, time zone, failed background work. */
export const SETTINGS_PATH = areaPath('invoicing', 'settings');

export const FREQUENCY_OPTIONS = [
  { value: 'weekly', label: 'Week(s)' },
  { value: 'monthly', label: 'Month(s)' },
  { value: 'quarterly', label: 'Quarter(s)' },
  { value: 'yearly', label: 'Year(s)' },
] satisfies Array<{ value: RecurringFrequency; label: string }>;
