import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { initializeEtims } from './settings.ts';
import type { Etims } from './setup.ts';

/** POST /etims/initialize (authenticated group): the account's device gets its communication key from KRA. */
export function registerEtimsRoutes(app: FastifyInstance, { db, now }: AppDeps, etims: Etims): void {
  app.post('/etims/initialize', async (request) => ({
    data: await initializeEtims(db, etims, authOf(request).accountId, now()),
  }));
}
