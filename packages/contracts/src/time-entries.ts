import { z } from 'zod';
import { idQuery, optionalText, queryFlag } from './fields.ts';
import { calendarDate, EARLIEST_DATE, LATEST_DATE } from './money.ts';
import { listQueryFields, pageMetaSchema } from './pagination.ts';
import { updateFieldsOf } from './update.ts';

// Time tracking: entries stored in whole seconds against a project, rounded only when invoiced. A running
// timer is an entry without `ended_at`; each user has at most one, kept by the server.

/** The longest entry: a day. */
export const MAX_ENTRY_SECONDS = 24 * 60 * 60;

/** The increments invoiced time is rounded up to, per entry. */
export const ROUNDING_MINUTES = [1, 6, 15, 30, 60] as const;
export const TIME_GROUPINGS = ['entry', 'day'] as const;

export const timeEntrySchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  user_id: z.number().int(),
  description: z.string().nullable(),
  started_at: z.string(),
  /** null while the timer runs. */
  ended_at: z.string().nullable(),
  /** Whole seconds; null while the timer runs (the elapsed time is now − started_at). */
  duration_seconds: z.number().int().nullable(),
  billable: z.boolean(),
  /** The invoice the entry was billed on; a billed entry can no longer change. */
  invoice_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** An instant with its offset, `2026-11-25T09:30:00+03:00` or `…Z`, in the years the app accepts. */
function instant(label: string) {
  const inYears = (value: string) => {
    const time = Date.parse(value);
    if (Number.isNaN(time)) return true;
    const day = new Date(time).toISOString().slice(0, 10);
    return day >= EARLIEST_DATE && day <= LATEST_DATE;
  };
  return z.iso
    .datetime({
      offset: true,
      error: (issue) =>
        issue.input == null
          ? `${label} is required`
          : `${label} must be a time like 2026-11-25T09:30:00+03:00`,
    })
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} is not a real time`)
    .refine(inYears, `${label} must be between ${EARLIEST_DATE} and ${LATEST_DATE}`);
}

/** Why an entry from `startedAt` to `endedAt` cannot be kept, or null when it can. */
export function spanProblem(startedAt: string, endedAt: string): string | null {
  // NaN (a time the field rules already refuse) compares false: no second message.
  const seconds = (Date.parse(endedAt) - Date.parse(startedAt)) / 1000;
  if (seconds < 0) return 'The end must not be before the start';
  if (seconds > MAX_ENTRY_SECONDS) return 'An entry cannot be longer than 24 hours';
  return null;
}

const idField = (label: string) =>
  z
    .number({ error: (i) => (i.input == null ? `${label} is required` : `${label} must be a number`) })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`);

const durationField = z
  .number({ error: 'Duration must be a number of seconds' })
  .int('Duration must be whole seconds')
  .min(0, 'Duration cannot be negative')
  .max(MAX_ENTRY_SECONDS, 'An entry cannot be longer than 24 hours');

const entryFields = {
  project_id: idField('Project'),
  started_at: instant('Start'),
  ended_at: instant('End'),
  duration_seconds: durationField,
  description: optionalText('Description', 1000).optional(),
  billable: z.boolean({ error: 'Billable must be true or false' }),
};

/** POST /time_entries: a manual entry, `ended_at` or `duration_seconds` (not both). */
export const timeEntryCreateRequestSchema = z.object({
  time_entry: z
    .object(
      {
        ...entryFields,
        ended_at: entryFields.ended_at.optional(),
        duration_seconds: entryFields.duration_seconds.optional(),
        billable: entryFields.billable.default(true),
      },
      { error: 'Time entry details are required' },
    )
    .refine((entry) => (entry.ended_at === undefined) !== (entry.duration_seconds === undefined), {
      error: 'Give an end time or a duration',
      path: ['ended_at'],
    })
    .superRefine((entry, context) => {
      if (entry.ended_at === undefined) return;
      const message = spanProblem(entry.started_at, entry.ended_at);
      if (message) context.addIssue({ code: 'custom', message, path: ['ended_at'] });
    }),
});
export type TimeEntryCreateRequest = z.input<typeof timeEntryCreateRequestSchema>;

/**
 * PUT /time_entries/{id}: the fields to change. A new `duration_seconds` keeps the start and moves the end;
 * a new `started_at` alone keeps the duration; `ended_at` and `duration_seconds` together are refused.
 */
export const timeEntryUpdateRequestSchema = z.object({
  time_entry: z
    .object(updateFieldsOf(entryFields), { error: 'Time entry details are required' })
    .refine((entry) => entry.ended_at === undefined || entry.duration_seconds === undefined, {
      error: 'Give an end time or a duration, not both',
      path: ['ended_at'],
    }),
});
export type TimeEntryUpdateRequest = z.input<typeof timeEntryUpdateRequestSchema>;

/** POST /time_entries/start: a running timer for the signed-in user. */
export const timerStartRequestSchema = z.object({
  project_id: idField('Project'),
  description: optionalText('Description', 1000).optional(),
  billable: entryFields.billable.default(true),
});
export type TimerStartRequest = z.input<typeof timerStartRequestSchema>;

/**
 * GET /time_entries: `project_id`, `from`/`to` (the days the entries started on, in the account's time
 * zone, both included), `billed` (true: on an invoice; false: not yet), paging. Newest first.
 */
export const timeEntryListQuerySchema = z.object({
  ...listQueryFields(50),
  project_id: idQuery('Project').optional(),
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
  billed: queryFlag('Billed').optional(),
});
export type TimeEntryListQuery = z.input<typeof timeEntryListQuerySchema>;

/** Seconds of every ended entry matching the filter (not only the page). */
export const timeEntryListSummarySchema = z.object({
  seconds: z.number().int(),
  billable_seconds: z.number().int(),
  /** Billable and not yet on an invoice. */
  unbilled_seconds: z.number().int(),
});
export type TimeEntryListSummary = z.infer<typeof timeEntryListSummarySchema>;

export const timeEntryListSchema = z.object({
  data: z.array(timeEntrySchema),
  meta: pageMetaSchema,
  summary: timeEntryListSummarySchema,
});
export type TimeEntryList = z.infer<typeof timeEntryListSchema>;

/** GET /time_entries/running and POST /time_entries/stop: the entry, or `null` when no timer runs. */
export const runningTimeEntrySchema = z.object({ data: timeEntrySchema.nullable() });

/**
 * POST /projects/{id}/invoice_time: the project's unbilled billable ended entries (those started on or
 * before `to`, a day in the account's time zone, when given) become one draft invoice.
 */
export const invoiceTimeRequestSchema = z.object({
  to: calendarDate('To').optional(),
  rounding_minutes: z.union(
    ROUNDING_MINUTES.map((minutes) => z.literal(minutes)),
    { error: 'Rounding must be 1, 6, 15, 30 or 60 minutes' },
  ),
  group_by: z.enum(TIME_GROUPINGS, { error: 'Group by must be entry or day' }),
});
export type InvoiceTimeRequest = z.input<typeof invoiceTimeRequestSchema>;
export type RoundingMinutes = (typeof ROUNDING_MINUTES)[number];
export type TimeGrouping = (typeof TIME_GROUPINGS)[number];
