import { searchQuerySchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { parseQuery } from '../../http/validate.ts';
import { searchBusiness } from './service.ts';

/** GET /search?q= (authenticated group): the business's contacts and documents the query names. */
export function registerSearchRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/search', async (request) => {
    const { q } = parseQuery(searchQuerySchema, request);
    const { accountId, role } = authOf(request);
    return { data: await searchBusiness(db, accountId, role, q) };
  });
}
