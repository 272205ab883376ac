import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { registerOpenBalanceImport } from '../open-balances/index.ts';
import { openBills } from './service.ts';

/** POST /bills/import_open: what the business owed its suppliers on the switching date, as open bills. */
export async function registerOpenBillRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now'>) {
  await registerOpenBalanceImport(app, deps, openBills, authOf);
}
