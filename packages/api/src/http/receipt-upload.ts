import { MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type ReceiptFile,
  ReceiptReaderClosedError,
  UNREADABLE_MESSAGES,
  UnreadableReceiptError,
} from '../adapters/receipts/index.ts';
import { HttpError, loggableError } from './errors.ts';
import { readSingleFile } from './upload.ts';

// The routes that read a document with the offline receipt reader (an expense's receipt, a supplier's invoice
// for a bill): one file in one multipart field, and the reader's failures as answers, never a 500.

/** The request's abort signal for the reader: fires when the client goes away before the answer. */
function abortSignalOf(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort(new Error('client went away'));
  });
  return controller.signal;
}

/**
 * Reads the file of `field` (415 not multipart, 422 without it, 413 over 5 MB) and runs `read` on it: an
 * unreadable document answers 422 with the reason, a server shutting down 503.
 */
export async function readUploadedDocument<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  field: { name: string; label: string },
  read: (file: ReceiptFile, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const file = await readSingleFile(request, {
    field: field.name,
    maxBytes: MAX_ATTACHMENT_BYTES,
    notMultipart: `Send the ${field.label} as multipart/form-data in the field "${field.name}"`,
    missing: () =>
      new HttpError(422, `Choose a ${field.label} to read`, {
        [field.name]: [`A ${field.label} file is required`],
      }),
    tooLarge: UNREADABLE_MESSAGES.too_large,
  });
  try {
    return await read(file, abortSignalOf(reply));
  } catch (error) {
    if (error instanceof UnreadableReceiptError) {
      request.log.info({ reason: error.reason }, 'unreadable document');
      throw new HttpError(422, error.message);
    }
    if (error instanceof ReceiptReaderClosedError) {
      throw new HttpError(503, 'The server is shutting down; try again in a moment');
    }
    // Anything else the reader throws is still about this file: never a 500 for a bad upload.
    request.log.warn({ err: loggableError(error) }, 'receipt reader failed');
    throw new HttpError(422, UNREADABLE_MESSAGES.corrupt_image);
  }
}
