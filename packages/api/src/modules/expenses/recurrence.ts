import type { RECURRENCES } from '@daftari/contracts';
import { nthPeriod, type PeriodStep } from '@daftari/format';
import { HttpError } from '../../http/errors.ts';

export type Recurrence = (typeof RECURRENCES)[number];

const STEPS: Record<Recurrence, PeriodStep> = {
  Weekly: { unit: 'days', every: 7 },
  Monthly: { unit: 'months', every: 1 },
  Annually: { unit: 'months', every: 12 },
};

/**
 * The `n`-th occurrence of a series that started on `anchor` (yyyy-MM-dd): anchor + n weeks, months or years,
 * month-end clamped (`nthPeriod`).
 */
export const occurrence = (anchor: string, recurrence: Recurrence, n: number): string =>
  nthPeriod(anchor, STEPS[recurrence], n);

/** The first occurrence of the series after `after` (the next one the job should create). */
export function occurrenceAfter(anchor: string, recurrence: Recurrence, after: string): string {
  // A cheap lower bound for n, then step: at most a couple of steps past it.
  const days = (Date.parse(after) - Date.parse(anchor)) / 86_400_000;
  const per = recurrence === 'Weekly' ? 7 : recurrence === 'Monthly' ? 31 : 366;
  let n = Math.max(1, Math.floor(days / per));
  while (occurrence(anchor, recurrence, n) <= after) n += 1;
  return occurrence(anchor, recurrence, n);
}

/**
 * The oldest period recurring work catches up: one year before `today`. A series may start no earlier (so a
 * typo such as year 2002 cannot ask for hundreds of copies), and after a longer downtime the job skips what
 * is older instead of creating it.
 */
export const earliestCatchUp = (today: string): string => occurrence(today, 'Annually', -1);

/** 422 for a recurring series that would start before the catch-up limit. */
export function assertCatchUpBounded(dated: string, recurrence: Recurrence | null, today: string): void {
  const earliest = earliestCatchUp(today);
  if (!recurrence || dated >= earliest) return;
  const message = `A recurring expense can start at most one year ago (on or after ${earliest})`;
  throw new HttpError(422, message, { dated: [message] });
}

/** The day before `date` (yyyy-MM-dd). */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
