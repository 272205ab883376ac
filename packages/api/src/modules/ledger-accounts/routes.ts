import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../auth/require-auth.ts';
import { listLedgerAccounts } from './service.ts';

/** GET /ledger_accounts: the business's chart of accounts, by number (authenticated group). */
export function registerLedgerAccountRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/ledger_accounts', async (request) => ({
    data: await listLedgerAccounts(db, authOf(request).accountId),
  }));
}
