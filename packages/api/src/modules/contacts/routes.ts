import {
  type contactImportResultSchema,
  contactListQuerySchema,
  contactRequestSchema,
} from '@daftari/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { HttpError, invalidField, loggableError } from '../../http/errors.ts';
import { int4Param } from '../../http/ids.ts';
import { multipartError, readWholeFile } from '../../http/upload.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { authOf } from '../auth/require-auth.ts';
import { IMPORT_MAX_BYTES, PREVIEW_ROWS, previewRow, readContactsCsv } from './import.ts';
import { type MappingOverride, parseMappingOverride } from './import-mapping.ts';
import {
  contactNotFound,
  createContact,
  getContact,
  insertContacts,
  LARGE_IMPORT_ROWS,
  listContacts,
  refreshContactStatistics,
  updateContact,
} from './service.ts';

type ImportResult = z.infer<typeof contactImportResultSchema>;

/** POST /contacts/import?dry_run=true validates and previews without creating anything. */
const importQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false', '1', '0'], { error: 'dry_run must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/** Contact ids are positive int4 values; anything else (`abc`, `1.5`, `99999999999`) is simply not found. */
const contactIdOf = (request: FastifyRequest) => int4Param(request, contactNotFound);

const FILE_REQUIRED = 'Choose a CSV file to import';
const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Largest `mapping` field (JSON naming the columns of a wide export). */
const MAPPING_MAX_BYTES = 64 * 1024;

/**
 * The import form: the bytes of the file field `file` and the optional text field `mapping`, in either
 * order. 415 when not multipart, 422 without a file or with `mapping` twice, 413 over the limits.
 */
async function uploadedForm(request: FastifyRequest): Promise<{ file: Buffer; mapping?: MappingOverride }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the CSV file as multipart/form-data in the field "file"');
  }
  let file: Buffer | undefined;
  let mapping: MappingOverride | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !file) file = await readWholeFile(part, IMPORT_MAX_BYTES);
        else part.file.resume();
      } else if (part.fieldname === 'mapping') {
        if (part.valueTruncated) throw new HttpError(413, 'The mapping is too large');
        if (mapping) throw invalidField('mapping', 'Send the mapping once');
        mapping = parseMappingOverride(String(part.value));
      }
    }
  } catch (error) {
    throw multipartError(error, request, `The file is too large; the maximum is ${MAX_MB} MB`);
  }
  if (!file)
    throw new HttpError(422, FILE_REQUIRED, { file: ['A CSV file is required in the field "file"'] });
  return { file, mapping };
}

/** GET, POST and PUT /contacts, POST /contacts/import (authenticated group; all scoped by account). */
export async function registerContactRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  // Multipart bodies are accepted by these routes only; the rest of the API stays JSON.
  await app.register(async (contactsApp) => {
    await contactsApp.register(fastifyMultipart, {
      limits: {
        fileSize: IMPORT_MAX_BYTES,
        files: 1,
        fields: 10,
        fieldSize: MAPPING_MAX_BYTES,
        parts: 12,
        headerPairs: 50,
      },
    });

    contactsApp.get('/contacts', async (request) => {
      const query = parseQuery(contactListQuerySchema, request);
      return listContacts(db, authOf(request).accountId, query);
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
      const { contact } = parseBody(contactRequestSchema, request);
      return { data: await updateContact(db, authOf(request).accountId, id, contact) };
    });

    contactsApp.post('/contacts/import', async (request): Promise<{ data: ImportResult }> => {
      const { dry_run: dryRun } = parseQuery(importQuerySchema, request);
      const form = await uploadedForm(request);
      const { rows, mapping, ignoredColumns } = readContactsCsv(form.file, form.mapping);
      if (dryRun) {
        const preview = rows.slice(0, PREVIEW_ROWS).map(previewRow);
        return {
          data: { imported: 0, row_count: rows.length, preview, mapping, ignored_columns: ignoredColumns },
        };
      }
      const { accountId } = authOf(request);
      const imported = await insertContacts(
        db,
        accountId,
        rows.map((row) => row.contact),
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
