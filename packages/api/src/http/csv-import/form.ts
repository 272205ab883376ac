import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, invalidField } from '../errors.ts';
import { multipartError, readWholeFile } from '../upload.ts';
import { parseQuery } from '../validate.ts';
import { IMPORT_MAX_BYTES } from './file.ts';
import { type MappingOverride, parseMappingOverride } from './mapping.ts';

/** `?dry_run=true` validates and previews without creating anything. */
/** The query of a CSV import: `dry_run` checks and previews it, storing nothing. */
export const importQuerySchema = z.object({
  dry_run: z
    .enum(['true', 'false', '1', '0'], { error: 'dry_run must be true or false' })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

const FILE_REQUIRED = 'Choose a CSV file to import';
const MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Largest `mapping` field (JSON naming the columns of a wide export). */
const MAPPING_MAX_BYTES = 64 * 1024;

/** Lets the routes of `app` (an encapsulated plugin) take an import form; the rest of the API stays JSON. */
export async function acceptImportForms(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: IMPORT_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: MAPPING_MAX_BYTES,
      parts: 12,
      headerPairs: 50,
    },
  });
}

export interface ImportForm {
  dryRun: boolean;
  file: Buffer;
  mapping?: MappingOverride;
}

/**
 * An import request: `dry_run` from the query, the bytes of the file field `file` and the optional text field
 * `mapping`, in either order. 415 when not multipart, 422 without a file or with `mapping` twice, 413 over
 * the limits.
 */
export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  const { dry_run: dryRun } = parseQuery(importQuerySchema, request);
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
  return { dryRun, file, mapping };
}
