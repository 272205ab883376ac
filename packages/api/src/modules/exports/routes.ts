import { MAX_IMPORT_ZIP_BYTES } from '@daftari/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { FileStore, ObjectStore } from '../../adapters/storage/index.ts';
import type { AppDeps } from '../../deps.ts';
import { contentDisposition } from '../../http/attachments.ts';
import { authOf } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { int4Param } from '../../http/ids.ts';
import { multipartError } from '../../http/upload.ts';
import {
  EXPORT_JOB,
  exportNotFound,
  exportOf,
  IMPORT_JOB,
  importNotFound,
  importOf,
  requestExport,
  requestImport,
  type TransferPayload,
  transferJob,
} from './service.ts';

const TOO_LARGE = `An export's ZIP can be at most ${MAX_IMPORT_ZIP_BYTES / 1024 / 1024} MB.`;

/**
 * POST /exports, GET /exports/{id} and its download; POST /imports and GET /imports/{id} (authenticated
 * group, owner and accountant): the whole business as a ZIP, written and loaded by background jobs.
 */
export async function registerExportRoutes(
  app: FastifyInstance,
  { db, now }: AppDeps,
  { store, uploads }: { store: ObjectStore; uploads: FileStore },
): Promise<void> {
  await app.register(async (transfers) => {
    await transfers.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMPORT_ZIP_BYTES, files: 1, fields: 5, parts: 6, headerPairs: 50 },
    });

    transfers.post('/exports', async (request, reply) => {
      reply.code(202);
      return { data: await requestExport(db, authOf(request).accountId, now()) };
    });

    transfers.get('/exports/:id', async (request) => {
      const row = await transferJob(
        db,
        authOf(request).accountId,
        EXPORT_JOB,
        int4Param(request, exportNotFound),
      );
      if (!row) throw exportNotFound();
      return { data: exportOf(row) };
    });

    transfers.get('/exports/:id/download', async (request, reply) => {
      const row = await transferJob(
        db,
        authOf(request).accountId,
        EXPORT_JOB,
        int4Param(request, exportNotFound),
      );
      if (!row) throw exportNotFound();
      const { key } = row.payload as TransferPayload;
      if (row.status !== 'done' || !key) throw new HttpError(409, 'The export is not ready yet');
      const file = await store.open(key);
      if (!file) throw exportNotFound();
      return reply
        .type('application/zip')
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(`daftari-export-${row.accountId}-${row.id}.zip`))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    });

    transfers.post('/imports', async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the export as multipart/form-data (field "file")');
      const { accountId } = authOf(request);
      let received: Awaited<ReturnType<FileStore['receive']>> | null = null;
      try {
        const part = await request.file();
        if (part?.fieldname !== 'file') {
          part?.file.resume();
          throw new HttpError(422, 'The export goes in the field "file"', { file: ['required'] });
        }
        received = await uploads.receive(part.file, MAX_IMPORT_ZIP_BYTES, () => part.file.truncated);
      } catch (error) {
        throw multipartError(error, request, TOO_LARGE);
      }
      try {
        const data = await requestImport(db, store, accountId, received, now());
        reply.code(202);
        return { data };
      } finally {
        await uploads.discard(received.tempPath);
      }
    });

    transfers.get('/imports/:id', async (request) => {
      const row = await transferJob(
        db,
        authOf(request).accountId,
        IMPORT_JOB,
        int4Param(request, importNotFound),
      );
      if (!row) throw importNotFound();
      return { data: importOf(row) };
    });
  });
}
