import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { uuidParam } from '../../http/ids.ts';
import { invoiceNotFound } from '../sales-documents/index.ts';
import { invoiceActivity } from './activity.ts';

/** GET /invoices/{id}/activity (authenticated group); another account's invoice is 404. */
export function registerActivityRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/invoices/:id/activity', async (request) => ({
    data: await invoiceActivity(db, authOf(request).accountId, uuidParam(request, invoiceNotFound)),
  }));
}
