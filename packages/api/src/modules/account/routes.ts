import { accountUpdateRequestSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { type Etims, initializeEtims } from '../etims/index.ts';
import { checkTwoStepRule, getAccount, updateAccount } from './service.ts';

/**
 * GET and PUT /account, and POST /account/etims/initialize (authenticated group): the contract's eTIMS
 * initialisation answers the account, and a refusal by KRA is a 422 with KRA's message.
 */
export function registerAccountRoutes(app: FastifyInstance, { db, now }: AppDeps, etims: Etims): void {
  const account = (accountId: number) => getAccount(db, accountId, etims.environment);
  app.get('/account', async (request) => ({ data: await account(authOf(request).accountId) }));

  app.put('/account', async (request) => {
    const { account: update } = parseBody(accountUpdateRequestSchema, request);
    const { accountId, userId } = authOf(request);
    await checkTwoStepRule(db, userId, update);
    await updateAccount(db, accountId, update, etims.keySecret);
    return { data: await account(accountId) };
  });

  app.post('/account/etims/initialize', async (request) => {
    const { accountId } = authOf(request);
    try {
      const { message } = await initializeEtims(db, etims, accountId, now());
      return { data: await account(accountId), ...(message ? { message } : {}) };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 502) throw new HttpError(422, error.message);
      throw error;
    }
  });
}
