import { accountUpdateRequestSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { type Etims, initializeEtims } from '../etims/index.ts';
import { registerLogoRoutes } from './logo-routes.ts';
import { checkTwoStepRule, getAccount, updateAccount } from './service.ts';

/**
 * GET and PUT /account, the logo, and POST /account/etims/initialize (authenticated group): the contract's eTIMS
 * initialisation answers the account, and a refusal by KRA is a 422 with KRA's message.
 */
export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  etims: Etims,
): Promise<void> {
  const { db, now } = deps;
  const account = ({ accountId, role }: AuthContext) => getAccount(db, accountId, etims.environment, role);
  app.get('/account', async (request) => ({ data: await account(authOf(request)) }));

  app.put('/account', async (request) => {
    const { account: update } = parseBody(accountUpdateRequestSchema, request);
    const auth = authOf(request);
    await checkTwoStepRule(db, auth.userId, update);
    await updateAccount(db, auth.accountId, update, etims.keySecret);
    return { data: await account(auth) };
  });

  await registerLogoRoutes(app, deps, (request) => account(authOf(request)));

  app.post('/account/etims/initialize', async (request) => {
    const auth = authOf(request);
    try {
      const { message } = await initializeEtims(db, etims, auth.accountId, now());
      return { data: await account(auth), ...(message ? { message } : {}) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 502) throw new HttpError(422, error.message);
      throw error;
    }
  });
}
