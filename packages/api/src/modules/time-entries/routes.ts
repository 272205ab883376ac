import {
  invoiceTimeRequestSchema,
  timeEntryCreateRequestSchema,
  timeEntryListQuerySchema,
  timeEntryUpdateRequestSchema,
  timerStartRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { projectNotFound } from '../projects/index.ts';
import { invoiceProjectTime } from './invoice-time.ts';
import { timeEntriesCsv } from './list-csv.ts';
import { listTimeEntries, runningEntry, timeEntryNotFound } from './queries.ts';
import { createTimeEntry, deleteTimeEntry, updateTimeEntry } from './service.ts';
import { startTimer, stopTimer } from './timer.ts';

const entryIdOf = (request: FastifyRequest) => int4Param(request, timeEntryNotFound);

/**
 * The time-tracking routes (authenticated group). Entries are the account's (another account's id, an
 * unknown one and a malformed one answer 404); the timer is the signed-in user's. Start and stop read the
 * app's clock (`deps.now`).
 */
export function registerTimeEntryRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/time_entries', async (request, reply) => {
    const { accountId } = authOf(request);
    const query = parseQuery(timeEntryListQuerySchema, request);
    return listOrCsv(reply, query, (filters) => listTimeEntries(db, accountId, filters), timeEntriesCsv);
  });

  app.post('/time_entries', async (request, reply) => {
    const { time_entry: entry } = parseBody(timeEntryCreateRequestSchema, request);
    const { accountId, userId } = authOf(request);
    return reply.code(201).send({ data: await createTimeEntry(db, accountId, userId, entry) });
  });

  app.get('/time_entries/running', async (request) => {
    const { accountId, userId } = authOf(request);
    return { data: await runningEntry(db, accountId, userId) };
  });

  app.post('/time_entries/start', async (request, reply) => {
    const body = parseBody(timerStartRequestSchema, request);
    const { accountId, userId } = authOf(request);
    return reply.code(201).send({ data: await startTimer(db, accountId, userId, body, now()) });
  });

  app.post('/time_entries/stop', async (request) => {
    const { accountId, userId } = authOf(request);
    return { data: await stopTimer(db, accountId, userId, now()) };
  });

  app.put('/time_entries/:id', async (request) => {
    const id = entryIdOf(request);
    const { time_entry: entry } = parseBody(timeEntryUpdateRequestSchema, request);
    return { data: await updateTimeEntry(db, authOf(request).accountId, id, entry, now()) };
  });

  app.delete('/time_entries/:id', async (request, reply) => {
    await deleteTimeEntry(db, authOf(request).accountId, entryIdOf(request));
    return reply.code(204).send();
  });

  app.post('/projects/:id/invoice_time', async (request, reply) => {
    const projectId = int4Param(request, projectNotFound);
    const body = parseBody(invoiceTimeRequestSchema, request);
    const invoice = await invoiceProjectTime(db, authOf(request).accountId, projectId, body, now());
    return reply.code(201).send({ data: invoice });
  });
}
