import {
  journalEntryCreateRequestSchema,
  journalEntryListQuerySchema,
  journalEntryReverseRequestSchema,
  revaluationRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { parseBody, parseQuery, parseWith } from '../../http/validate.ts';
import { journalEntryNotFound } from './errors.ts';
import { journalEntriesCsv } from './list-csv.ts';
import { createManualEntry, reverseManualEntry } from './manual.ts';
import { getJournalEntry, listJournalEntries } from './queries.ts';
import { revalue } from './revaluation.ts';

const entryIdOf = (request: FastifyRequest) => int4Param(request, journalEntryNotFound);

/**
 * The journal (authenticated group, scoped by account): the entries, newest first; one entry; a manual entry;
 * the reversal of a manual one; the period-end revaluation of foreign-currency items. Another account's
 * entry, an unknown id and a malformed one are 404.
 */
export function registerJournalRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/journal_entries', async (request, reply) => {
    const { accountId } = authOf(request);
    const query = parseQuery(journalEntryListQuerySchema, request);
    return listOrCsv(
      reply,
      query,
      (filters) => listJournalEntries(db, accountId, filters),
      journalEntriesCsv,
    );
  });

  app.get('/journal_entries/:id', async (request) => ({
    data: await getJournalEntry(db, authOf(request).accountId, entryIdOf(request)),
  }));

  app.post('/journal_entries', async (request, reply) => {
    const { journal_entry: entry } = parseBody(journalEntryCreateRequestSchema, request);
    return reply.code(201).send({ data: await createManualEntry(db, authOf(request).accountId, entry) });
  });

  app.post('/journal_entries/:id/reverse', async (request, reply) => {
    const id = entryIdOf(request);
    // The body is optional: no body reverses as of today.
    const { date } = parseWith(journalEntryReverseRequestSchema, request.body ?? {});
    const reversal = await reverseManualEntry(db, authOf(request).accountId, id, date);
    return reply.code(201).send({ data: reversal });
  });

  app.post('/ledger/revaluations', async (request, reply) => {
    const { as_of: asOf } = parseBody(revaluationRequestSchema, request);
    const revaluation = await revalue(db, authOf(request).accountId, asOf);
    return reply.code(revaluation.entry ? 201 : 200).send({ data: revaluation });
  });
}
