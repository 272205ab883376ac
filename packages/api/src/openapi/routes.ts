import type { FastifyInstance } from 'fastify';
import { docsPage } from './docs-page.ts';
import { openApiDocument } from './document.ts';

/** GET /api/openapi.json and its offline reference page GET /api/docs (both public, built once). */
/** The version of the /api contract the document describes. */
const API_VERSION = '1.0.0';

export function registerOpenApiRoutes(api: FastifyInstance): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  const documentOnce = () => {
    document ??= openApiDocument(API_VERSION);
    return document;
  };
  api.get('/openapi.json', async () => documentOnce());
  api.get('/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(documentOnce())),
  );
}
