import { priceListItemRequestSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { int4Param } from '../../http/ids.ts';
import { parseBody } from '../../http/validate.ts';
import { authOf } from '../auth/require-auth.ts';
import {
  createPriceListItem,
  deletePriceListItem,
  listPriceListItems,
  priceListItemNotFound,
} from './service.ts';

/** GET, POST and DELETE /price_list_items (authenticated group; scoped by account). */
export function registerPriceListRoutes(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>): void {
  app.get('/price_list_items', async (request) => ({
    data: await listPriceListItems(db, authOf(request).accountId),
  }));

  app.post('/price_list_items', async (request, reply) => {
    const { price_list_item: input } = parseBody(priceListItemRequestSchema, request);
    const { item, created } = await createPriceListItem(db, authOf(request).accountId, input);
    return reply.code(created ? 201 : 200).send({ data: item });
  });

  app.delete('/price_list_items/:id', async (request, reply) => {
    const id = int4Param(request, priceListItemNotFound);
    await deletePriceListItem(db, authOf(request).accountId, id);
    return reply.code(204).send();
  });
}
