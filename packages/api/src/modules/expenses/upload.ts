import { type ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import type { FastifyRequest } from 'fastify';
import { sniffKind } from '../../adapters/receipts/image.ts';
import type { FileStore, ReceivedFile } from '../../adapters/storage/index.ts';
import { HttpError } from '../../http/errors.ts';
import { multipartError } from '../../http/upload.ts';

export const ATTACHMENT_TOO_LARGE = 'Attachments can be at most 5 MB.';
export const ATTACHMENT_WRONG_TYPE = 'Only images (PNG, JPEG, WebP) and PDF files can be attached.';

/** The multipart limits of the expense routes (one file, a handful of short text fields). */
export const EXPENSE_MULTIPART_LIMITS = {
  fileSize: MAX_ATTACHMENT_BYTES,
  files: 1,
  fields: 20,
  fieldSize: 16 * 1024,
  parts: 21,
  headerPairs: 50,
};

const KIND_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
} as const satisfies Record<string, (typeof ATTACHMENT_TYPES)[number]>;

/** The content type the bytes show (never the browser's word), or null when it is not one we take. */
export function sniffedContentType(head: Buffer): (typeof ATTACHMENT_TYPES)[number] | null {
  const kind = sniffKind(head);
  return kind === 'unknown' ? null : KIND_TYPES[kind];
}

export interface ExpenseUpload {
  fields: Record<string, string>;
  /** The attachment in its temporary file, with the client's file name; null without one. */
  file: (ReceivedFile & { fileName: string }) | null;
}

/** A client's file name, as safe to store and to put in a Content-Disposition header. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = [...base]
    .filter((char) => char !== '"' && char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(-200);
  return cleaned || 'attachment';
}

/**
 * Reads the expense form (multipart): text fields, and `attachmentFile` streamed into a temporary file of the
 * store with its bytes counted (over 5 MB: 413, nothing kept). A file part of 0 bytes counts as no file.
 * On any failure the temporary file is gone; on success the caller owns it (commit or discard).
 */
export async function readExpenseUpload(request: FastifyRequest, store: FileStore): Promise<ExpenseUpload> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the expense as multipart/form-data');
  }
  const fields: Record<string, string> = {};
  let file: ExpenseUpload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'attachmentFile' || file) {
        part.file.resume();
        continue;
      }
      const received = await store.receive(part.file, MAX_ATTACHMENT_BYTES, () => part.file.truncated);
      if (received.size === 0) {
        await store.discard(received.tempPath);
        continue;
      }
      file = { ...received, fileName: cleanFileName(part.filename) };
    }
  } catch (error) {
    if (file) await store.discard(file.tempPath);
    throw multipartError(error, request, ATTACHMENT_TOO_LARGE);
  }
  return { fields, file };
}
