import { accountUpdateRequestSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { parseBody } from '../../http/validate.ts';
import type { Etims } from '../etims/index.ts';
import { getAccount, updateAccount } from './service.ts';

/** GET and PUT /account (authenticated group). */
export function registerAccountRoutes(app: FastifyInstance, { db }: AppDeps, etims: Etims): void {
  app.get('/account', async (request) => ({ data: await getAccount(db, authOf(request).accountId) }));

  app.put('/account', async (request) => {
    const { account } = parseBody(accountUpdateRequestSchema, request);
    return { data: await updateAccount(db, authOf(request).accountId, account, etims.keySecret) };
  });
}
