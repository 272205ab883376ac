import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from './attachments.ts';
import { HttpError } from './errors.ts';
import { ZipWriter } from './zip-writer.ts';

/** One document's PDF as its own download names it (`INV-0042 Achieng Fresh Juices.pdf`). */
export interface NamedPdf {
  filename: string;
  pdf: Buffer;
}

/** `name`, or `name (2)`, `name (3)` … when an earlier PDF of the ZIP took it. */
function uniqueName(taken: Set<string>, filename: string): string {
  const stem = filename.replace(/\.pdf$/, '');
  let name = filename;
  for (let n = 2; taken.has(name); n++) name = `${stem} (${n}).pdf`;
  taken.add(name);
  return name;
}

/** The PDF of `id`, or null when this business has no such document (its read answers 404). */
async function unlessNotFound(
  render: (id: string) => Promise<NamedPdf>,
  id: string,
): Promise<NamedPdf | null> {
  try {
    return await render(id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * A ZIP of the documents' PDFs (`render`, each as its single download renders it), in the order of `ids`,
 * each rendered once the answer has taken the one before (and not after the client went away). Documents this
 * business does not have are left out; when it has none of them, 404 `notFound`. PDFs are stored, not
 * compressed again.
 */
export async function sendPdfZip(
  reply: FastifyReply,
  zipName: string,
  ids: readonly string[],
  render: (id: string) => Promise<NamedPdf>,
  notFound: () => HttpError,
): Promise<FastifyReply> {
  let index = 0;
  let first: NamedPdf | null = null;
  while (!first && index < ids.length) first = await unlessNotFound(render, ids[index++]!);
  if (!first) throw notFound();
  const out = new PassThrough();
  const zip = new ZipWriter(out);
  const taken = new Set<string>();
  const add = ({ filename, pdf }: NamedPdf) => zip.entry(uniqueName(taken, filename), [pdf], true);
  const rest = ids.slice(index);
  void (async () => {
    try {
      await add(first);
      for (const id of rest) {
        const next = await unlessNotFound(render, id);
        if (next) await add(next);
      }
      await zip.close();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return reply
    .type('application/zip')
    .header('content-disposition', contentDisposition(zipName))
    .header('cache-control', 'private, no-store')
    .send(out);
}
