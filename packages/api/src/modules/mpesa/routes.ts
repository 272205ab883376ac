import { assignMpesaPaymentRequestSchema, unmatchedMpesaListQuerySchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps, PublicDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param, routeParam } from '../../http/ids.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { assignUnmatched, listUnmatched, unmatchedNotFound } from './queue.ts';
import { accountOfToken, c2bNotFound, receiveConfirmation } from './receive.ts';

/**
 * The paths Safaricom's C2B confirmation reaches. Daraja refuses to register URLs that contain "mpesa" (or
 * "safaricom", "sql", "query" …), so the URL shown to owners is the `paybill` one; the `mpesa/c2b` one is
 * the same route under the contract's name.
 */
export const C2B_CONFIRMATION_PATHS = [
  '/paybill/:token/confirmation',
  '/mpesa/c2b/:token/confirmation',
] as const;

/**
 * POST /paybill/{token}/confirmation (= /mpesa/c2b/{token}/confirmation; public, on both servers):
 * Safaricom's C2B confirmation for the account whose secret token is in the URL. Unknown token: 404,
 * nothing stored; a body that is not a confirmation: 400; otherwise always `{ResultCode: 0, ResultDesc:
 * "Accepted"}` (a replay too, and one that looks wrong, queued with its reason, so Safaricom stops sending it).
 * Limited per business (MPESA_CALLBACK_RATE_LIMIT_MAX a minute), never per IP: Safaricom calls every business
 * from the same few addresses. Only unknown tokens count per IP (guessing them is throttled).
 */
export function registerC2bRoutes(app: FastifyInstance, { db, payments, paybill, now }: PublicDeps): void {
  for (const path of C2B_CONFIRMATION_PATHS) {
    app.post(path, async (request) => {
      const account = await accountOfToken(db, routeParam(request, 'token'));
      if (!account) {
        await payments.throttle.hit([`c2b:unknown:ip:${request.ip}`]);
        throw c2bNotFound();
      }
      await paybill.throttle.hit([`token:${account.id}`]);
      await receiveConfirmation(db, account, request.body, now(), request.log, paybill.maxAmountCents);
      return { ResultCode: 0, ResultDesc: 'Accepted' };
    });
  }
}

/** The unmatched M-Pesa payments queue (authenticated group): another account's entry is 404. */
export function registerMpesaRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/mpesa/unmatched', async (request) => {
    const query = parseQuery(unmatchedMpesaListQuerySchema, request);
    return listUnmatched(db, authOf(request).accountId, query);
  });

  app.post('/mpesa/unmatched/:id/assign', async (request) => {
    const id = int4Param(request, unmatchedNotFound);
    const { invoice_id: invoiceId } = parseBody(assignMpesaPaymentRequestSchema, request);
    return {
      data: await assignUnmatched(db, authOf(request).accountId, id, invoiceId.toLowerCase(), now()),
    };
  });
}
