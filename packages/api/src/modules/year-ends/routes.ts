import { calendarDate, yearEndCloseRequestSchema } from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessToday, financialYearOf } from '../../db/business-today.ts';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { closeYear, reopenYear } from './close.ts';
import { listYearEnds } from './list.ts';

const yearEndParam = calendarDate('Year end');

/** The `:year_end` of the path; a malformed one names no closed year (404), as a malformed id does. */
function yearEndOf(request: FastifyRequest): string {
  const parsed = yearEndParam.safeParse((request.params as { year_end?: string }).year_end);
  if (!parsed.success) throw new HttpError(404, 'No closed year ends on that day');
  return parsed.data;
}

/**
 * The year-end close (authenticated group, scoped by account): the financial years with their profit and
 * status, closing the earliest open one that has ended, and reopening the latest closed one. Today is the
 * business's (its time zone, the injected clock).
 */
export function registerYearEndRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/ledger/year_ends', async (request) => {
    const { accountId } = authOf(request);
    const [today, yearStart] = await Promise.all([
      businessToday(db, accountId, now()),
      financialYearOf(db, accountId),
    ]);
    return { data: await listYearEnds(db, accountId, today, yearStart) };
  });

  app.post('/ledger/year_ends', async (request, reply) => {
    const { year_end: yearEnd } = parseBody(yearEndCloseRequestSchema, request);
    const { accountId, userId } = authOf(request);
    const at = now();
    const today = await businessToday(db, accountId, at);
    const closed = await closeYear(db, { accountId, userId, now: at, today }, yearEnd);
    return reply.code(201).send({ data: closed });
  });

  app.delete('/ledger/year_ends/:year_end', async (request, reply) => {
    await reopenYear(db, authOf(request).accountId, yearEndOf(request));
    return reply.code(204).send();
  });
}
