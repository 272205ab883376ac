import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { currentUser } from './current-user.ts';

/** GET /users/current (authenticated group). */
export function registerCurrentUserRoutes(app: FastifyInstance, { db, etimsEnvironment }: AppDeps): void {
  app.get('/users/current', async (request) => ({
    data: await currentUser(db, authOf(request), etimsEnvironment),
  }));
}
