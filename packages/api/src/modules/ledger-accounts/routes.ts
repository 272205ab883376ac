import {
  ledgerAccountCreateRequestSchema,
  ledgerAccountListQuerySchema,
  ledgerAccountUpdateRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import {
  createLedgerAccount,
  deleteLedgerAccount,
  ledgerAccountNotFound,
  updateLedgerAccount,
} from './chart.ts';
import { listLedgerAccounts } from './service.ts';

const ledgerAccountIdOf = (request: FastifyRequest) => int4Param(request, ledgerAccountNotFound);

/**
 * The chart of accounts (authenticated group, scoped by account): the list by number with balances, a new
 * account, a change (number, name, archived) and the deletion of an account never used.
 */
export function registerLedgerAccountRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/ledger_accounts', async (request) => {
    const query = parseQuery(ledgerAccountListQuerySchema, request);
    return {
      data: await listLedgerAccounts(db, authOf(request).accountId, {
        type: query.type,
        includeArchived: query.include_archived,
      }),
    };
  });

  app.post('/ledger_accounts', async (request, reply) => {
    const { ledger_account: input } = parseBody(ledgerAccountCreateRequestSchema, request);
    return reply.code(201).send({ data: await createLedgerAccount(db, authOf(request).accountId, input) });
  });

  app.put('/ledger_accounts/:id', async (request) => {
    const id = ledgerAccountIdOf(request);
    const { ledger_account: change } = parseBody(ledgerAccountUpdateRequestSchema, request);
    return { data: await updateLedgerAccount(db, authOf(request).accountId, id, change) };
  });

  app.delete('/ledger_accounts/:id', async (request, reply) => {
    await deleteLedgerAccount(db, authOf(request).accountId, ledgerAccountIdOf(request));
    return reply.code(204).send();
  });
}
