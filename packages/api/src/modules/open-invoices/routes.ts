import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { registerOpenBalanceImport } from '../open-balances/index.ts';
import { openInvoices } from './service.ts';

/** POST /invoices/import_open: what customers owed on the switching date, as invoices numbered as before. */
export async function registerOpenInvoiceRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'now'>) {
  await registerOpenBalanceImport(app, deps, openInvoices, authOf);
}
