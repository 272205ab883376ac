import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FileTooLargeError } from '../adapters/storage/index.ts';
import { HttpError } from './errors.ts';

/** What a client-side problem with a multipart body answers; `tooLarge` is the route's own 413 message. */
export function multipartError(error: unknown, request: FastifyRequest, tooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof FileTooLargeError) return new HttpError(413, tooLarge);
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new HttpError(413, 'Too many fields or files in the upload');
  }
  // Busboy's complaints about a broken body (no boundary, a part cut short, ...) are the client's fault.
  request.log.info({ code, message: (error as Error).message }, 'unreadable multipart body');
  return new HttpError(400, 'The upload is not a valid multipart/form-data body');
}

/**
 * The bytes of a file part, at most `maxBytes`. The multipart parser stops a file at its limit and only
 * marks it `truncated`, and `toBuffer()` can miss a limit reached on the last chunk: so the bytes are
 * counted here and the mark is checked after the end, and a cut file is never taken for a whole one.
 */
export async function readWholeFile(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      part.file.resume();
      throw new FileTooLargeError(`over ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  if (part.file.truncated) throw new FileTooLargeError(`over ${maxBytes} bytes`);
  return Buffer.concat(chunks);
}

export interface SingleFileOptions {
  /** The form field the file must come in. */
  field: string;
  maxBytes: number;
  /** 415 message when the body is not multipart. */
  notMultipart: string;
  /** 422 answer when the field is missing. */
  missing: () => HttpError;
  /** 413 message. */
  tooLarge: string;
}

/** The one file of a single-file upload route: 415 when not multipart, 422 without it, 413 over the limit. */
export async function readSingleFile(request: FastifyRequest, options: SingleFileOptions) {
  if (!request.isMultipart()) throw new HttpError(415, options.notMultipart);
  try {
    const part = await request.file();
    if (part?.fieldname !== options.field) {
      part?.file.resume();
      throw options.missing();
    }
    const buffer = await readWholeFile(part, options.maxBytes);
    return { buffer, contentType: part.mimetype, fileName: part.filename };
  } catch (error) {
    throw multipartError(error, request, options.tooLarge);
  }
}
