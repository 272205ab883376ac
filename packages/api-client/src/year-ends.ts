import { dataEnvelope, yearEndCloseSchema, yearEndListSchema } from '@daftari/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http, send, sendEmpty } from './http.ts';

/** The year-end close's cache: the financial years (Settings › Lock date). */
export const yearEndKeys = { all: ['year-ends'] as const };

/** GET /ledger/year_ends: the business's financial years, oldest first. */
export async function listYearEnds() {
  const { body } = await send(
    yearEndListSchema,
    () => http.get('ledger/year_ends'),
    'Failed to load the years',
  );
  return body.data;
}

export const yearEndsQuery = queryOptions({ queryKey: yearEndKeys.all, queryFn: listYearEnds });

/** POST /ledger/year_ends: closes the year ending `yearEnd` (it posts nothing; it moves the lock date). */
export async function closeYearEnd(yearEnd: string) {
  const { body } = await send(
    dataEnvelope(yearEndCloseSchema),
    () => http.post('ledger/year_ends', { json: { year_end: yearEnd } }),
    'Failed to close the year',
  );
  return body.data;
}

/** DELETE /ledger/year_ends/{year_end}: reopens the latest closed year. */
export function reopenYearEnd(yearEnd: string): Promise<void> {
  return sendEmpty(() => http.delete(`ledger/year_ends/${yearEnd}`), 'Failed to reopen the year');
}
