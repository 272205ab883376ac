import { z } from 'zod';
import { journalEntrySchema } from './ledger-journal.ts';
import { calendarDate } from './money.ts';

/** POST /ledger/revaluations: `{as_of}`, the day whose rates (the rate table's) the open items are revalued at. */
export const revaluationRequestSchema = z.object({ as_of: calendarDate('As of') });
export type RevaluationRequest = z.input<typeof revaluationRequestSchema>;

/**
 * What a revaluation posted: the entry dated `as_of` (the unrealised differences against 4950 Exchange gain
 * and 6950 Exchange loss) and its reversal dated the next day; both null when every foreign item already
 * stood at that day's rates.
 */
export const revaluationSchema = z.object({
  entry: journalEntrySchema.nullable(),
  reversal: journalEntrySchema.nullable(),
});
export type Revaluation = z.infer<typeof revaluationSchema>;
