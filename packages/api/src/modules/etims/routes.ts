import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../auth/require-auth.ts';
import { pullPurchasesNow } from './purchase-pull.ts';
import { initializeEtims } from './settings.ts';
import type { Etims } from './setup.ts';

/**
 * POST /etims/initialize (authenticated group): the account's device gets its communication key from KRA;
 * POST /etims/purchases/pull: the invoices other businesses issued to the account's PIN, fetched now.
 */
export function registerEtimsRoutes(app: FastifyInstance, { db, now }: AppDeps, etims: Etims): void {
  app.post('/etims/initialize', async (request) => ({
    data: await initializeEtims(db, etims, authOf(request).accountId, now()),
  }));
  app.post('/etims/purchases/pull', async (request) => ({
    data: await pullPurchasesNow(db, etims, authOf(request).accountId, now()),
  }));
}
