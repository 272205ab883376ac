import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import type { Etims } from '../etims/index.ts';
import { pullPurchasesNow } from './etims-purchase-pull.ts';

/**
 * POST /etims/purchases/pull (authenticated group): the invoices other businesses issued to the account's PIN,
 * fetched now as draft bills.
 */
export function registerEtimsPurchaseRoutes(app: FastifyInstance, { db, now }: AppDeps, etims: Etims): void {
  app.post('/etims/purchases/pull', async (request) => ({
    data: await pullPurchasesNow(db, etims, authOf(request).accountId, now()),
  }));
}
