import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { checkoutPage, showCheckout } from './test-checkout-page.ts';
import { PHONE_ANSWERS, type PhoneAnswer, showPhone } from './test-phone-page.ts';
import { type Answer, createTestTransactions, TEST_PAYSTACK_PATH } from './test-transactions.ts';
import { createTestWebhook } from './test-webhook.ts';

/**
 * The built-in test checkout: a Paystack-compatible stand-in used when no PAYSTACK_SECRET_KEY is set, so the
 * whole pay flow works on a fresh machine without an account anywhere. No money moves.
 *
 * - `transaction/initialize`, `charge` (M-Pesa) and `transaction/verify/{reference}` as Paystack answers them, behind a bearer
 *   secret generated per process. The API's Paystack client reaches them in-process through `fetch` (the same
 *   client code as for the real Paystack, only the transport differs); they are also mounted over HTTP.
 * - `checkout/{access_code}`: an HTML page (no script: the CSP forbids inline script) marked TEST PAYMENT,
 *   with Success and Failure buttons. Success marks the transaction paid and sends a signed `charge.success`
 *   webhook to the server that served the page, over HTTP (the first attempt is awaited, failures are retried
 *   in the background); both then redirect (303) to the callback URL with `?trxref=…&reference=…`.
 * - `phone/{reference}`: the customer's phone after an M-Pesa `charge`: Approve (paid, and the same signed
 *   webhook as Success), Decline (failed) or Don't answer (stays pending).
 */

export { TEST_PAYSTACK_PATH };
/** The base URL the API's Paystack client uses for the built-in service (handled in-process, never resolved). */
export const BUILT_IN_PAYSTACK_BASE_URL = `http://paystack.built-in${TEST_PAYSTACK_PATH}`;

export interface TestPaystack {
  /** The per-process secret the API signs with and checks webhooks against. */
  secretKey: string;
  /** In-process transport for the Paystack client (initialize, charge and verify). */
  fetch: typeof fetch;
  /** Mount under TEST_PAYSTACK_PATH: the API routes and the checkout pages. */
  routes: FastifyPluginAsync;
  /** Stops pending webhook retries. */
  close(): void;
}

export interface TestPaystackOptions {
  /** Path (on the server that serves the checkout) of the API's webhook route. */
  webhookPath: string;
  secretKey?: string;
}

/** A request's JSON body; undefined when it is not JSON. */
async function jsonOf(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text());
  } catch {
    return undefined;
  }
}

/** The callback URL with Paystack's return parameters. */
function returnUrl(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

export function createTestPaystack(options: TestPaystackOptions): TestPaystack {
  const secretKey = options.secretKey ?? `sk_test_builtin_${randomBytes(24).toString('hex')}`;
  const { initialize, charge, verify, byAccessCode, mobileMoneyCharge } = createTestTransactions(secretKey);
  const webhook = createTestWebhook(secretKey, options.webhookPath);

  const routes: FastifyPluginAsync = async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const send = (reply: FastifyReply, answer: Answer) => reply.code(answer.status).send(answer.body);

    app.post('/transaction/initialize', async (request, reply) =>
      send(
        reply,
        initialize(request.headers.authorization, request.body, `${request.protocol}://${request.host}`),
      ),
    );

    app.post('/charge', async (request, reply) =>
      send(reply, charge(request.headers.authorization, request.body)),
    );

    app.get('/transaction/verify/:reference', async (request, reply) =>
      send(reply, verify(request.headers.authorization, (request.params as { reference: string }).reference)),
    );

    app.get('/checkout/:code', async (request, reply) =>
      showCheckout(reply, byAccessCode((request.params as { code: string }).code)),
    );

    app.post('/checkout/:code', async (request, reply) => {
      const transaction = byAccessCode((request.params as { code: string }).code);
      const outcome = (request.body as { outcome?: unknown } | undefined)?.outcome;
      if (!transaction || (outcome !== 'success' && outcome !== 'failed')) {
        return checkoutPage(
          reply,
          transaction ? 400 : 404,
          'Test checkout',
          '<h1>Test checkout</h1><p>Unknown test checkout or outcome.</p>',
        );
      }
      // A second submit (back button, double click) changes nothing: the first outcome stands.
      if (transaction.status === 'abandoned') {
        transaction.status = outcome;
        if (outcome === 'success') {
          transaction.paidAt = new Date();
          await webhook.send(request, transaction);
        }
      }
      if (!transaction.callbackUrl) {
        return checkoutPage(reply, 200, 'Test payment finished', '<p>Done. You can close this window.</p>');
      }
      return reply.redirect(returnUrl(transaction.callbackUrl, transaction.reference), 303);
    });

    const phoneOf = (request: { params: unknown }) =>
      mobileMoneyCharge((request.params as { reference: string }).reference);

    app.get('/phone/:reference', async (request, reply) => showPhone(reply, phoneOf(request)));

    app.post('/phone/:reference', async (request, reply) => {
      const transaction = phoneOf(request);
      const answer = (request.body as { answer?: unknown } | undefined)?.answer;
      if (!transaction || !PHONE_ANSWERS.includes(answer as PhoneAnswer)) {
        return checkoutPage(
          reply,
          transaction ? 400 : 404,
          'Test phone',
          '<h1>Test phone</h1><p>Unknown M-Pesa prompt or answer.</p>',
          'M-Pesa phone prompt',
        );
      }
      // Only a prompt still waiting takes an answer: the first approve or decline stands.
      if (transaction.status === 'pending' && answer !== 'ignore') {
        transaction.status = answer === 'approve' ? 'success' : 'failed';
        if (transaction.status === 'success') {
          transaction.paidAt = new Date();
          await webhook.send(request, transaction);
        }
      }
      return showPhone(reply, transaction, answer === 'ignore');
    });
  };

  /** Paystack's API in-process: what createPaystackClient calls (initialize, charge and verify). */
  const inProcessFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const authorization = request.headers.get('authorization');
    let answer: Answer;
    const verifyMatch = /\/transaction\/verify\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && path.endsWith('/transaction/initialize')) {
      answer = initialize(authorization, await jsonOf(request), null);
    } else if (request.method === 'POST' && path.endsWith('/charge')) {
      answer = charge(authorization, await jsonOf(request));
    } else if (request.method === 'GET' && verifyMatch?.[1]) {
      answer = verify(authorization, decodeURIComponent(verifyMatch[1]));
    } else {
      answer = { status: 404, body: { status: false, message: 'Not found' } };
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    secretKey,
    fetch: inProcessFetch as typeof fetch,
    routes,
    close: webhook.close,
  };
}
