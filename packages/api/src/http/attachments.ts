import { type ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sniffKind } from '../adapters/receipts/image.ts';
import type { FileStore, ReceivedFile } from '../adapters/storage/index.ts';
import { HttpError } from './errors.ts';
import { multipartError } from './upload.ts';

export const ATTACHMENT_TOO_LARGE = 'Attachments can be at most 5 MB.';
export const ATTACHMENT_WRONG_TYPE = 'Only images (PNG, JPEG, WebP) and PDF files can be attached.';

// A document's attachment (an expense's receipt, a bill's supplier invoice): at most 5 MB, its type sniffed
// from its bytes, stored under a random name, downloaded by its owner only.

/** The multipart limits of the routes that take a form with an attachment (one file, a few text fields). */
export const ATTACHMENT_MULTIPART_LIMITS = {
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

export interface FormUpload {
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
 * Reads a form (multipart): text fields, and `attachmentFile` streamed into a temporary file of the store
 * with its bytes counted (over 5 MB: 413, nothing kept). A file part of 0 bytes counts as no file. Not
 * multipart: 415 `notMultipart`. On any failure the temporary file is gone; on success the caller owns it
 * (commit or discard).
 */
export async function readFormUpload(
  request: FastifyRequest,
  store: FileStore,
  notMultipart: string,
): Promise<FormUpload> {
  if (!request.isMultipart()) throw new HttpError(415, notMultipart);
  const fields: Record<string, string> = {};
  let file: FormUpload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        // The parser cuts a value at the field size limit and only marks it: a cut value is never taken whole.
        if (part.valueTruncated) throw new HttpError(413, `The field "${part.fieldname}" is too long`);
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

/** The attachment columns of a stored file. */
export interface AttachmentValues {
  storedName: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Runs `write` with a form's attachment, moved into the store (none: null), and the temporary file deleted
 * whatever happens; a file stored for a row that was not written (`validate` or `write` threw) is deleted
 * again. `validate` checks the form first and answers its values and the file's sniffed content type.
 */
export async function writeWithAttachment<V, T>(
  store: FileStore,
  upload: FormUpload,
  validate: () => Promise<{ values: V; contentType: string | null }>,
  write: (values: V, attachment: AttachmentValues | null) => Promise<T>,
): Promise<T> {
  const { file } = upload;
  let storedName: string | null = null;
  try {
    const { values, contentType } = await validate();
    let attachment: AttachmentValues | null = null;
    if (file && contentType) {
      storedName = await store.commit(file);
      attachment = { storedName, fileName: file.fileName, contentType, size: file.size };
    }
    const result = await write(values, attachment);
    storedName = null;
    return result;
  } finally {
    if (file) await store.discard(file.tempPath);
    if (storedName) await store.remove(storedName);
  }
}

/** `attachment; filename="…"` with an ASCII fallback and the UTF-8 name. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers a stored attachment as a private download; 404 when there is none (or its file is gone). */
export async function sendAttachment(
  reply: FastifyReply,
  store: FileStore,
  attachment: { storedName: string | null; fileName: string | null; contentType: string | null } | null,
) {
  const file = attachment?.storedName ? await store.open(attachment.storedName) : null;
  if (!attachment || !file) throw new HttpError(404, 'Attachment not found');
  return reply
    .type(attachment.contentType ?? 'application/octet-stream')
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(attachment.fileName ?? 'attachment'))
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
