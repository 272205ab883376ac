import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { loggableError } from '../http/errors.ts';
import type { Readiness, ReadinessCheck } from './readiness.ts';

/** Readiness of the database: it answers a trivial query. */
export const databaseCheck =
  (db: Db): ReadinessCheck =>
  async () => {
    await db.execute(sql`select 1`);
  };

/**
 * `GET /health/live`: 200 while the event loop runs (no I/O). `GET /health/ready`: 200 with each part 'ok'
 * when the database answers, every migration is applied and storage is writable; 503 naming the failing
 * part otherwise, and 503 at once while shutting down. Public: no auth, no account data.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/health/live', async () => ({ data: { status: 'ok' as const } }));

  app.get('/health/ready', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (readiness.shuttingDown) return reply.code(503).send({ error: 'Shutting down' });
    const report = await readiness.report();
    if (report.ready) return { data: report.parts };
    for (const [index, part] of report.failing.entries()) {
      request.log.warn({ part, err: loggableError(report.errors[index]) }, 'not ready');
    }
    return reply.code(503).send({ error: `Not ready: ${report.failing.join(', ')}`, data: report.parts });
  });
}
