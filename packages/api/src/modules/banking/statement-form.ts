import {
  STATEMENT_FORMATS,
  type StatementFormat,
  type StatementMapping,
  statementMappingSchema,
} from '@daftari/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError, invalidField } from '../../http/errors.ts';
import { multipartError, readWholeFile } from '../../http/upload.ts';
import { parseQuery } from '../../http/validate.ts';

/** The largest statement file (413 above): a year of a busy till's M-Pesa as a PDF. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
const TEXT_FIELD_BYTES = 16 * 1024;

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'dry_run must be true or false' })
  .transform((value) => value === 'true' || value === '1');
const querySchema = z.object({ dry_run: flag.optional() });

/** Lets the statement routes take a multipart form; the rest of the API stays JSON. */
export async function acceptStatementForms(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 8, fieldSize: TEXT_FIELD_BYTES, parts: 10 },
  });
}

export interface StatementForm {
  file: Buffer;
  filename: string;
  password?: string;
  format?: StatementFormat;
  mapping?: StatementMapping;
  dryRun: boolean;
}

function parseMapping(text: string): StatementMapping {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidField('mapping', 'The mapping must be JSON naming the file’s headers');
  }
  const parsed = statementMappingSchema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(422, 'The mapping is invalid', {
      mapping: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'mapping'}: ${issue.message}`),
    });
  }
  return parsed.data;
}

/**
 * POST /bank_accounts/{id}/statements: the file (field `file`) and the text fields `password`, `format`,
 * `mapping` (JSON) and `dry_run` (also taken from the query), in any order. 415 when not multipart, 422
 * without a file or with a field it cannot read, 413 over 10 MB.
 */
export async function readStatementForm(request: FastifyRequest): Promise<StatementForm> {
  const query = parseQuery(querySchema, request);
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the statement as multipart/form-data in the field "file"');
  }
  const form: Partial<StatementForm> = { dryRun: query.dry_run ?? false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !form.file) {
          form.file = await readWholeFile(part, STATEMENT_MAX_BYTES);
          form.filename = (part.filename || 'statement').slice(0, 255);
        } else part.file.resume();
        continue;
      }
      if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is too large`);
      const value = String(part.value);
      if (part.fieldname === 'password') form.password = value;
      else if (part.fieldname === 'mapping') form.mapping = parseMapping(value);
      else if (part.fieldname === 'dry_run') {
        const parsed = flag.safeParse(value);
        if (!parsed.success) throw invalidField('dry_run', 'dry_run must be true or false');
        form.dryRun = parsed.data;
      } else if (part.fieldname === 'format') {
        const parsed = z.enum(STATEMENT_FORMATS).safeParse(value);
        if (!parsed.success)
          throw invalidField('format', `Format must be one of ${STATEMENT_FORMATS.join(', ')}`);
        form.format = parsed.data;
      }
    }
  } catch (error) {
    throw multipartError(error, request, 'The file is too large; the maximum is 10 MB');
  }
  if (!form.file) {
    throw new HttpError(422, 'Choose a statement file to import', {
      file: ['A file is required in the field "file"'],
    });
  }
  return form as StatementForm;
}
