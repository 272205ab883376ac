import { payoutListQuerySchema, payoutSyncRequestSchema } from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaystackClient } from '../../../adapters/paystack/client.ts';
import { accountCurrency } from '../../../db/account-currency.ts';
import type { Db } from '../../../db/client.ts';
import { authOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { int4Param } from '../../../http/ids.ts';
import { parseQuery, parseWith } from '../../../http/validate.ts';
import { getMoneyAccount, moneyAccountNotFound } from '../money-accounts.ts';
import { readPayoutFile } from './file.ts';
import { readPayoutForm } from './form.ts';
import { deletePayout, listPayouts, payoutNotFound } from './list.ts';
import { readSettlements } from './read-api.ts';
import { notPaystack, storePayouts } from './store.ts';

/**
 * Paystack's API with the business's secret key (its own, else the server's); null when there is none (the
 * built-in test checkout).
 */
export type SettlementsSource = (accountId: number) => Promise<PaystackClient | null>;

const noKey = () =>
  new HttpError(
    422,
    'No Paystack secret key is set (Settings › Payments and e-mail, or PAYSTACK_SECRET_KEY): import the settlements export from the dashboard instead',
  );

/** The route's Paystack account of the business: 404 for another business's, 422 for another kind. */
async function paystackAccountOf(db: Db, request: FastifyRequest) {
  const id = int4Param(request, moneyAccountNotFound);
  const account = await getMoneyAccount(db, authOf(request).accountId, id);
  if (account.kind !== 'paystack') throw notPaystack();
  return id;
}

/**
 * The payouts of a Paystack money account: POST /bank_accounts/{id}/payouts/sync (read from Paystack's API),
 * GET /bank_accounts/{id}/payouts, DELETE /payouts/{id}. The export's import (multipart) is registered with the
 * statement forms (registerPayoutImport).
 */
export function registerPayoutRoutes(app: FastifyInstance, db: Db, settlements: SettlementsSource): void {
  app.post('/bank_accounts/:id/payouts/sync', async (request) => {
    const paystackId = await paystackAccountOf(db, request);
    const body = parseWith(payoutSyncRequestSchema, request.body ?? {});
    const { accountId } = authOf(request);
    const client = await settlements(accountId);
    if (!client) throw noKey();
    const inputs = await readSettlements(db, client, accountId, body);
    const result = await storePayouts(db, accountId, paystackId, body.bank_account_id, 'api', inputs);
    request.log.info({ accountId, ...result }, 'Paystack payouts synced');
    return { data: result };
  });

  app.get('/bank_accounts/:id/payouts', async (request) => {
    const paystackId = await paystackAccountOf(db, request);
    return listPayouts(db, authOf(request).accountId, paystackId, parseQuery(payoutListQuerySchema, request));
  });

  app.delete('/payouts/:id', async (request, reply) => {
    await deletePayout(db, authOf(request).accountId, int4Param(request, payoutNotFound));
    return reply.code(204).send();
  });
}

/** POST /bank_accounts/{id}/payouts: the dashboard's settlements export (multipart), all or nothing: 201. */
export function registerPayoutImport(app: FastifyInstance, db: Db): void {
  app.post('/bank_accounts/:id/payouts', async (request, reply) => {
    const paystackId = await paystackAccountOf(db, request);
    const { accountId } = authOf(request);
    const form = await readPayoutForm(request);
    const inputs = readPayoutFile(form.file, await accountCurrency(db, accountId));
    const result = await storePayouts(db, accountId, paystackId, form.bankAccountId, 'file', inputs);
    return reply.code(201).send({ data: result });
  });
}
