import { jobListQuerySchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { parseQuery } from '../../http/validate.ts';
import { jobNotFound, listJobs, retryJob } from './service.ts';

/** GET /jobs and POST /jobs/{id}/retry (authenticated group): the account's background work. */
export function registerJobRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/jobs', async (request) => {
    const { status } = parseQuery(jobListQuerySchema, request);
    return { data: await listJobs(db, authOf(request).accountId, status) };
  });

  app.post('/jobs/:id/retry', async (request) => {
    const id = int4Param(request, jobNotFound);
    return { data: await retryJob(db, authOf(request).accountId, id, now()) };
  });
}
