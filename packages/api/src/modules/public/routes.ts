import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * The routes customers reach without signing in (the pay page). Mounted under /api on BOTH servers: the
 * owners' server and the standalone pay listener, which serves nothing else of the API. The public invoice
 * and Paystack routes belong here.
 */
export function registerPublicRoutes(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>): void {
  app.get('/health', async () => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new HttpError(503, 'Database unavailable');
    }
    return { data: { status: 'ok' as const } };
  });
}
