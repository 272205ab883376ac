import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FileStore } from '../../adapters/storage/index.ts';
import {
  ATTACHMENT_WRONG_TYPE,
  type AttachmentValues,
  readFormUpload,
  sniffedContentType,
  writeWithAttachment,
} from '../../http/attachments.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { parseBody, parseWith } from '../../http/validate.ts';

/** The `bill` field of a multipart body: the JSON text of POST's `{bill:{...}}` object. */
function billOfField(text: string | undefined): unknown {
  if (text === undefined) throw invalidField('bill', 'Send the bill as a JSON string in the field "bill"');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The field "bill" must be JSON');
  }
}

/**
 * Reads a bill write, JSON `{bill:{...}}` or multipart (`bill` as a JSON string, the attachment as
 * `attachmentFile`), validates it with the contract (422 under each field; a file that is not an image or a
 * PDF: 422 under `attachmentFile`) and runs `write` with the stored attachment. The temporary file never
 * outlives the request; a stored file whose bill was not written is deleted again.
 */
export async function writeBillRequest<S extends z.ZodType, T>(
  request: FastifyRequest,
  store: FileStore,
  schema: S,
  write: (body: z.output<S>, attachment: AttachmentValues | null) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) return write(parseBody(schema, request), null);
  const upload = await readFormUpload(request, store, 'Send the bill as JSON or multipart/form-data');
  return writeWithAttachment(
    store,
    upload,
    async () => {
      const values = parseWith(schema, { bill: billOfField(upload.fields.bill) });
      const contentType = upload.file ? sniffedContentType(upload.file.head) : null;
      if (upload.file && !contentType) throw invalidField('attachmentFile', ATTACHMENT_WRONG_TYPE);
      return { values, contentType };
    },
    write,
  );
}
