import { assignMpesaPaymentRequestSchema, unmatchedMpesaListQuerySchema } from '@daftari/contracts';
import { centsToDecimal } from '@daftari/format';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps, PublicDeps } from '../../deps.ts';
import { noteAudit } from '../../http/audit-note.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param, routeParam } from '../../http/ids.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { isValidationRequest } from './confirmation.ts';
import { assignUnmatched, listUnmatched, unmatchedNotFound } from './queue.ts';
import { accountOfToken, c2bNotFound, receiveConfirmation } from './receive.ts';
import { receiveStkCallback } from './stk-callback.ts';

/**
 * The paths Safaricom's C2B confirmation reaches. Daraja refuses to register URLs that contain "mpesa" (or
 * "safaricom", "sql", "query" …), so the URL shown to owners is the `paybill` one; the `mpesa/c2b` one is
 * the same route under the contract's name.
 */
export const C2B_CONFIRMATION_PATHS = [
  '/paybill/:token/confirmation',
  '/mpesa/c2b/:token/confirmation',
] as const;

const ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const;

/**
 * The public routes Safaricom calls for a business, each by the secret token in its URL (unknown: 404,
 * nothing stored; unknown tokens are throttled per IP, since guessing them is the only use), each limited
 * per business (MPESA_CALLBACK_RATE_LIMIT_MAX a minute), never per IP: Safaricom calls every business from
 * the same few addresses.
 * - POST /paybill/{token}/confirmation (= /mpesa/c2b/{token}/confirmation): a C2B confirmation; 400 for a
 *   body that is not one, otherwise always Accepted (a replay too, and one that looks wrong, queued with its
 *   reason, so Safaricom stops sending it). A validation request posted here (a blank OrgAccountBalance: the
 *   same URL registered for both) books nothing and is accepted.
 * - POST /paybill/{token}/validation: C2B validation (only when Safaricom activated it for the shortcode):
 *   accepted, nothing booked; the confirmation that follows books the payment.
 * - POST /paybill/{token}/stk-callback: an M-Pesa Express result, settled once.
 */
export function registerC2bRoutes(app: FastifyInstance, { db, payments, paybill, now }: PublicDeps): void {
  const receivingAccount = async (request: FastifyRequest) => {
    const account = await accountOfToken(db, routeParam(request, 'token'));
    if (!account) {
      await payments.throttle.hit([`c2b:unknown:ip:${request.ip}`]);
      throw c2bNotFound();
    }
    await paybill.throttle.hit([`token:${account.id}`]);
    return account;
  };

  for (const path of C2B_CONFIRMATION_PATHS) {
    app.post(path, async (request) => {
      const account = await receivingAccount(request);
      if (isValidationRequest(request.body)) {
        request.log.warn(
          { accountId: account.id },
          'm-pesa validation request at the confirmation URL: not booked',
        );
        return ACCEPTED;
      }
      const received = await receiveConfirmation(
        db,
        account,
        request.body,
        now(),
        request.log,
        paybill.maxAmountCents,
      );
      // Safaricom sends a confirmation again until it is answered: only the first one changes anything.
      if (received.outcome === 'recorded') {
        noteAudit(request, {
          accountId: account.id,
          userId: null,
          action: 'mpesa_payment.receive',
          entityType: 'mpesa_payment',
          entityId: received.transId,
          summary: `M-Pesa payment ${received.transId} of ${centsToDecimal(received.amountCents)} received`,
        });
      }
      return ACCEPTED;
    });
  }

  for (const path of ['/paybill/:token/validation', '/mpesa/c2b/:token/validation']) {
    app.post(path, async (request) => {
      const account = await receivingAccount(request);
      request.log.info({ accountId: account.id }, 'm-pesa c2b validation accepted');
      return { ResultCode: '0', ResultDesc: 'Accepted' };
    });
  }

  app.post('/paybill/:token/stk-callback', async (request) => {
    const account = await receivingAccount(request);
    const { settled, invoiceId, reference } = await receiveStkCallback(
      db,
      account.id,
      request.body,
      now(),
      request.log,
    );
    // A replayed or unknown callback changes nothing, so nothing is recorded.
    if (settled === 'paid' || settled === 'ended') {
      noteAudit(request, {
        accountId: account.id,
        userId: null,
        actor: 'mpesa',
        action: settled === 'paid' ? 'invoice.payment_receive' : 'invoice.payment_prompt_end',
        entityType: 'invoice',
        entityId: invoiceId ?? null,
        summary:
          settled === 'paid'
            ? `M-Pesa Express payment of prompt ${reference} received`
            : `M-Pesa Express prompt ${reference} ended unpaid`,
      });
    }
    return ACCEPTED;
  });
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
