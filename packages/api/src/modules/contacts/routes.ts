import {
  type contactImportResultSchema,
  contactListQuerySchema,
  contactRequestSchema,
  contactUpdateRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { dryRunResult } from '../../http/csv-import/file.ts';
import { acceptImportForms, readImportForm } from '../../http/csv-import/form.ts';
import { loggableError } from '../../http/errors.ts';
import { int4Param } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { previewRow, readContactsCsv } from './import.ts';
import { contactsCsv } from './list-csv.ts';
import {
  contactNotFound,
  createContact,
  getContact,
  insertContacts,
  LARGE_IMPORT_ROWS,
  listContacts,
  refreshContactStatistics,
} from './service.ts';
import { updateContact } from './update.ts';

type ImportResult = z.infer<typeof contactImportResultSchema>;

/** Contact ids are positive int4 values; anything else (`abc`, `1.5`, `99999999999`) is simply not found. */
const contactIdOf = (request: FastifyRequest) => int4Param(request, contactNotFound);

/** GET, POST and PUT /contacts, POST /contacts/import (authenticated group; all scoped by account). */
export async function registerContactRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  // Multipart bodies are accepted by these routes only; the rest of the API stays JSON.
  await app.register(async (contactsApp) => {
    await acceptImportForms(contactsApp);

    contactsApp.get('/contacts', async (request, reply) => {
      const { accountId } = authOf(request);
      const query = parseQuery(contactListQuerySchema, request);
      return listOrCsv(reply, query, (filters) => listContacts(db, accountId, filters), contactsCsv);
    });

    contactsApp.get('/contacts/:id', async (request) => ({
      data: await getContact(db, authOf(request).accountId, contactIdOf(request)),
    }));

    contactsApp.post('/contacts', async (request, reply) => {
      const { contact } = parseBody(contactRequestSchema, request);
      const created = await createContact(db, authOf(request).accountId, contact);
      return reply.code(201).send({ data: created });
    });

    contactsApp.put('/contacts/:id', async (request) => {
      const id = contactIdOf(request);
      const { contact } = parseBody(contactUpdateRequestSchema, request);
      return { data: await updateContact(db, authOf(request).accountId, id, contact) };
    });

    contactsApp.post('/contacts/import', async (request): Promise<{ data: ImportResult }> => {
      const form = await readImportForm(request);
      const file = readContactsCsv(form.file, form.mapping);
      if (form.dryRun) return { data: dryRunResult(file, previewRow) };
      const { accountId } = authOf(request);
      const imported = await insertContacts(
        db,
        accountId,
        file.rows.map((row) => row.record),
      );
      request.log.info({ accountId, imported }, 'contacts imported');
      if (imported >= LARGE_IMPORT_ROWS) {
        // The rows are committed; a failure here only leaves the statistics to autovacuum (PostgreSQL).
        await refreshContactStatistics(db).catch((error: unknown) =>
          request.log.warn({ err: loggableError(error) }, 'vacuum analyze after an import failed'),
        );
      }
      return { data: { imported } };
    });
  });
}
