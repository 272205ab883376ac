import {
  bankAccountCreateRequestSchema,
  bankAccountUpdateRequestSchema,
  reconciliationCreateRequestSchema,
  reconciliationListQuerySchema,
  statementLineBulkRequestSchema,
  statementLineCreateRequestSchema,
  statementLineDeclineRequestSchema,
  statementLineListQuerySchema,
  statementLineMatchRequestSchema,
  statementListQuerySchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { createMoneyAccount, updateMoneyAccount } from './accounts-write.ts';
import { importStatement } from './import.ts';
import { excludeLine, includeLine, statementLineNotFound, unmatchLine } from './line-actions.ts';
import { listStatementLines } from './lines.ts';
import { bulkLineAction } from './matching/bulk.ts';
import { createForLine } from './matching/create.ts';
import { declineSuggestion } from './matching/decline.ts';
import { matchLine } from './matching/manual-match.ts';
import { registerBankRuleRoutes } from './matching/rule-routes.ts';
import { getMoneyAccount, listMoneyAccounts, moneyAccountNotFound } from './money-accounts.ts';
import { registerPayoutImport, registerPayoutRoutes, type SettlementsSource } from './payouts/routes.ts';
import {
  completeReconciliation,
  createReconciliation,
  listReconciliations,
  reconciliationNotFound,
  undoReconciliation,
} from './reconciliations.ts';
import { acceptStatementForms } from './statement-form.ts';
import { deleteStatement, listStatements, statementNotFound } from './statements.ts';

const moneyAccountIdOf = (request: FastifyRequest) => int4Param(request, moneyAccountNotFound);

/**
 * Money accounts, their statements and the statements' lines (authenticated; scoped by the signed-in
 * account: another business's account, statement or line answers 404):
 * - GET /bank_accounts, POST /bank_accounts, PUT /bank_accounts/{id};
 * - POST /bank_accounts/{id}/statements (multipart), GET /bank_accounts/{id}/statements, DELETE /statements/{id};
 * - GET /bank_lines, POST /bank_lines/{id}/match, /create, /decline, /exclude, /include, /unmatch,
 *   POST /bank_lines/bulk;
 * - the rules at /bank_rules (rules/routes.ts);
 * - POST and GET /bank_accounts/{id}/reconciliations, POST /reconciliations/{id}/complete and /undo;
 * - a Paystack account's payouts (payouts/routes.ts), read from `settlements` or imported from a file.
 */
export async function registerBankingRoutes(
  app: FastifyInstance,
  { db, settlements }: Pick<AppDeps, 'db'> & { settlements: SettlementsSource },
): Promise<void> {
  app.get('/bank_accounts', async (request) => ({
    data: await listMoneyAccounts(db, authOf(request).accountId),
  }));

  app.post('/bank_accounts', async (request, reply) => {
    const { bank_account: input } = parseBody(bankAccountCreateRequestSchema, request);
    return reply.code(201).send({ data: await createMoneyAccount(db, authOf(request).accountId, input) });
  });

  app.put('/bank_accounts/:id', async (request) => {
    const id = moneyAccountIdOf(request);
    const { bank_account: change } = parseBody(bankAccountUpdateRequestSchema, request);
    return { data: await updateMoneyAccount(db, authOf(request).accountId, id, change) };
  });

  app.get('/bank_accounts/:id/statements', async (request) => {
    const id = moneyAccountIdOf(request);
    const { accountId } = authOf(request);
    await getMoneyAccount(db, accountId, id);
    return listStatements(db, accountId, id, parseQuery(statementListQuerySchema, request));
  });

  app.delete('/statements/:id', async (request, reply) => {
    await deleteStatement(db, authOf(request).accountId, int4Param(request, statementNotFound));
    return reply.code(204).send();
  });

  app.get('/bank_lines', async (request) =>
    listStatementLines(db, authOf(request).accountId, parseQuery(statementLineListQuerySchema, request)),
  );

  const lineActions = { exclude: excludeLine, include: includeLine, unmatch: unmatchLine } as const;
  for (const [action, run] of Object.entries(lineActions)) {
    app.post(`/bank_lines/:id/${action}`, async (request) => ({
      data: await run(db, authOf(request).accountId, int4Param(request, statementLineNotFound)),
    }));
  }

  app.post('/bank_accounts/:id/reconciliations', async (request, reply) => {
    const id = moneyAccountIdOf(request);
    const input = parseBody(reconciliationCreateRequestSchema, request);
    return reply
      .code(201)
      .send({ data: await createReconciliation(db, authOf(request).accountId, id, input) });
  });

  app.get('/bank_accounts/:id/reconciliations', async (request) => {
    const id = moneyAccountIdOf(request);
    const { accountId } = authOf(request);
    await getMoneyAccount(db, accountId, id);
    return listReconciliations(db, accountId, id, parseQuery(reconciliationListQuerySchema, request));
  });

  app.post('/bank_lines/:id/match', async (request) => {
    const id = int4Param(request, statementLineNotFound);
    const body = parseBody(statementLineMatchRequestSchema, request);
    return { data: await matchLine(db, authOf(request), id, body) };
  });

  app.post('/bank_lines/:id/create', async (request, reply) => {
    const id = int4Param(request, statementLineNotFound);
    const body = parseBody(statementLineCreateRequestSchema, request);
    return reply.code(201).send({ data: await createForLine(db, authOf(request), id, body) });
  });

  app.post('/bank_lines/:id/decline', async (request) => {
    const id = int4Param(request, statementLineNotFound);
    const body = parseBody(statementLineDeclineRequestSchema, request);
    return { data: await declineSuggestion(db, authOf(request).accountId, id, body) };
  });

  app.post('/bank_lines/bulk', async (request) => ({
    data: await bulkLineAction(db, authOf(request), parseBody(statementLineBulkRequestSchema, request)),
  }));

  registerBankRuleRoutes(app, db);
  registerPayoutRoutes(app, db, settlements);

  const reconciliationActions = { complete: completeReconciliation, undo: undoReconciliation } as const;
  for (const [action, run] of Object.entries(reconciliationActions)) {
    app.post(`/reconciliations/:id/${action}`, async (request) => ({
      data: await run(db, authOf(request).accountId, int4Param(request, reconciliationNotFound)),
    }));
  }

  // Multipart bodies are taken by the statement and payout imports only.
  await app.register(async (importApp) => {
    await acceptStatementForms(importApp);
    importApp.post('/bank_accounts/:id/statements', async (request, reply) => {
      const answer = await importStatement(db, authOf(request).accountId, moneyAccountIdOf(request), request);
      return reply.code(answer.dryRun ? 200 : 201).send(answer.body);
    });
    registerPayoutImport(importApp, db);
  });
}
