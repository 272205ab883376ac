import { currentUserUpdateRequestSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { parseBody } from '../../http/validate.ts';
import { chooseAccount, currentUser } from './current-user.ts';

/** GET and PUT /users/current (authenticated group). */
export function registerCurrentUserRoutes(app: FastifyInstance, { db, etimsEnvironment }: AppDeps): void {
  app.get('/users/current', async (request) => ({
    data: await currentUser(db, authOf(request), etimsEnvironment),
  }));

  app.put('/users/current', async (request) => {
    const { user } = parseBody(currentUserUpdateRequestSchema, request);
    const { userId } = authOf(request);
    await chooseAccount(db, userId, user.current_account_id);
    return { data: await currentUser(db, { userId, accountId: user.current_account_id }, etimsEnvironment) };
  });
}
