import { etimsCodeQuerySchema, etimsItemClassQuerySchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { parseQuery } from '../../http/validate.ts';
import { referenceCodes, referenceItemClasses } from './reference.ts';
import type { Etims } from './setup.ts';

/**
 * GET /etims/codes?class=XX and GET /etims/item_classes?search=&limit= (authenticated group): KRA's lists as
 * last refreshed, for the pickers; empty until the first refresh ran.
 */
export function registerReferenceRoutes(app: FastifyInstance, { db }: AppDeps, etims: Etims): void {
  app.get('/etims/codes', async (request) => {
    const query = parseQuery(etimsCodeQuerySchema, request);
    return { data: await referenceCodes(db, etims, query.class) };
  });
  app.get('/etims/item_classes', async (request) => {
    const query = parseQuery(etimsItemClassQuerySchema, request);
    return { data: await referenceItemClasses(db, etims, query.search ?? '', query.limit) };
  });
}
