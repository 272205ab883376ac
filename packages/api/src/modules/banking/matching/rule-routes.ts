import { bankRuleCreateRequestSchema, bankRuleUpdateRequestSchema } from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { authOf } from '../../../http/auth.ts';
import { int4Param } from '../../../http/ids.ts';
import { parseBody } from '../../../http/validate.ts';
import { applyRuleNow } from './rule-apply.ts';
import {
  bankRuleNotFound,
  createBankRule,
  deleteBankRule,
  getBankRule,
  listBankRules,
  toBankRule,
  updateBankRule,
} from './rule-store.ts';

const ruleIdOf = (request: FastifyRequest) => int4Param(request, bankRuleNotFound);

/** The owner's rules: GET and POST /bank_rules, GET, PUT and DELETE /bank_rules/{id}, POST /bank_rules/{id}/apply. */
export function registerBankRuleRoutes(app: FastifyInstance, db: Db): void {
  app.get('/bank_rules', async (request) => ({ data: await listBankRules(db, authOf(request).accountId) }));

  app.post('/bank_rules', async (request, reply) => {
    const { bank_rule: input } = parseBody(bankRuleCreateRequestSchema, request);
    return reply.code(201).send({ data: await createBankRule(db, authOf(request).accountId, input) });
  });

  app.get('/bank_rules/:id', async (request) => {
    const id = ruleIdOf(request);
    return { data: toBankRule(await getBankRule(db, authOf(request).accountId, id)) };
  });

  app.put('/bank_rules/:id', async (request) => {
    const id = ruleIdOf(request);
    const { bank_rule: change } = parseBody(bankRuleUpdateRequestSchema, request);
    return { data: await updateBankRule(db, authOf(request).accountId, id, change) };
  });

  app.delete('/bank_rules/:id', async (request, reply) => {
    await deleteBankRule(db, authOf(request).accountId, ruleIdOf(request));
    return reply.code(204).send();
  });

  app.post('/bank_rules/:id/apply', async (request) => {
    const id = ruleIdOf(request);
    return { data: await applyRuleNow(db, authOf(request).accountId, id) };
  });
}
