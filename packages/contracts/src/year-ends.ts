import { z } from 'zod';
import { calendarDate } from './money.ts';

/**
 * One financial year of the business (GET /ledger/year_ends), from the year of its first journal line to the
 * year of today, by its `financial_year_start`. `profit` is the profit and loss's net profit of the year;
 * `retained_earnings` what the balance sheet shows in 3100 Retained earnings from the next year's first day
 * (what was posted to 3100 through the year end, plus the profit of every year up to it). A closed year
 * names when and by whom it was closed (`closed_by`: the user's name, else e-mail; null once that user is
 * gone).
 */
export const yearEndSchema = z.object({
  year_start: z.string(),
  year_end: z.string(),
  profit: z.number(),
  retained_earnings: z.number(),
  status: z.enum(['open', 'closed']),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
});
export type YearEnd = z.infer<typeof yearEndSchema>;

export const yearEndListSchema = z.object({ data: z.array(yearEndSchema) });
export type YearEndList = z.infer<typeof yearEndListSchema>;

/** POST /ledger/year_ends: `{year_end}`, the last day of the financial year to close. */
export const yearEndCloseRequestSchema = z.object({ year_end: calendarDate('Year end') });
export type YearEndCloseRequest = z.input<typeof yearEndCloseRequestSchema>;

/**
 * What a close did: the year (now closed), the lock date it leaves (at least the year end), and today's
 * balance sheet figures before and after it. A close posts nothing, so the two are always equal: the balance
 * sheet shows earlier years' profit in 3100 Retained earnings by computation.
 */
export const yearEndCloseSchema = yearEndSchema.extend({
  lock_date: z.string(),
  balance_sheet: z.object({
    as_of: z.string(),
    retained_earnings_before: z.number(),
    retained_earnings_after: z.number(),
    current_year_earnings_before: z.number(),
    current_year_earnings_after: z.number(),
  }),
});
export type YearEndClose = z.infer<typeof yearEndCloseSchema>;
