import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { registerReferenceRoutes } from './reference-routes.ts';
import { initializeEtims } from './settings.ts';
import type { Etims } from './setup.ts';

/**
 * POST /etims/initialize (authenticated group): the account's device gets its communication key from KRA;
 * and KRA's code lists and item classifications.
 */
export function registerEtimsRoutes(app: FastifyInstance, deps: AppDeps, etims: Etims): void {
  const { db, now } = deps;
  app.post('/etims/initialize', async (request) =>
    initializeEtims(db, etims, authOf(request).accountId, now()),
  );
  registerReferenceRoutes(app, deps, etims);
}
