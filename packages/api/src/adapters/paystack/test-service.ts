import { randomBytes, timingSafeEqual } from 'node:crypto';
import { formatMoney } from '@daftari/format';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fromSubunit } from './amounts.ts';
import { SIGNATURE_HEADER, signPaystackBody } from './signature.ts';

/**
 * The built-in test checkout: a Paystack-compatible stand-in used when no PAYSTACK_SECRET_KEY is set, so the
 * whole pay flow works on a fresh machine without an account anywhere. No money moves.
 *
 * - `transaction/initialize` and `transaction/verify/{reference}` as Paystack answers them, behind a bearer
 *   secret generated per process. The API's Paystack client reaches them in-process through `fetch` (the same
 *   client code as for the real Paystack, only the transport differs); they are also mounted over HTTP.
 * - `checkout/{access_code}`: an HTML page (no script: the CSP forbids inline script) marked TEST PAYMENT,
 *   with Success and Failure buttons. Success marks the transaction paid and sends a signed `charge.success`
 *   webhook to the server that served the page, over HTTP (the first attempt is awaited, failures are retried
 *   in the background); both then redirect (303) to the callback URL with `?trxref=…&reference=…`.
 *
 * Transactions live in this process's memory: a restart forgets unfinished test checkouts.
 */

/** Where the checkout pages are mounted on both servers. */
export const TEST_PAYSTACK_PATH = '/api/test-paystack';
/** The base URL the API's Paystack client uses for the built-in service (handled in-process, never resolved). */
export const BUILT_IN_PAYSTACK_BASE_URL = `http://paystack.built-in${TEST_PAYSTACK_PATH}`;

/** Webhook retries after a failed first attempt (ms after the previous one). */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Oldest transactions are forgotten beyond this many. */
const MAX_TRANSACTIONS = 10_000;

type TestStatus = 'abandoned' | 'success' | 'failed';

interface TestTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  metadata: Record<string, unknown>;
  status: TestStatus;
  createdAt: Date;
  paidAt: Date | null;
}

export interface TestPaystack {
  /** The per-process secret the API signs with and checks webhooks against. */
  secretKey: string;
  /** In-process transport for the Paystack client (initialize and verify only). */
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

/** A JSON answer as Paystack shapes it. */
interface Answer {
  status: number;
  body: { status: boolean; message: string; data?: unknown };
}

const initializeBody = z.object({
  email: z.string().trim().min(3).max(254),
  amount: z.coerce.number().int().positive(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .default('NGN'),
  reference: z
    .string()
    .regex(/^[A-Za-z0-9.=-]{1,100}$/)
    .optional(),
  callback_url: z.url({ protocol: /^https?$/ }).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The callback URL with Paystack's return parameters. */
function returnUrl(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('trxref', reference);
  url.searchParams.set('reference', reference);
  return url.toString();
}

/** The address of the server a request came in on, to call it back (IPv4-mapped IPv6 unwrapped). */
function localOrigin(request: FastifyRequest): string | null {
  const { localAddress, localPort } = request.socket ?? {};
  if (!localAddress || !localPort) return null;
  const address = localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

export function createTestPaystack(options: TestPaystackOptions): TestPaystack {
  const secretKey = options.secretKey ?? `sk_test_builtin_${randomBytes(24).toString('hex')}`;
  const byReference = new Map<string, TestTransaction>();
  const byAccessCode = new Map<string, TestTransaction>();
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 1;

  const authorized = (header: string | null | undefined) => {
    const given = Buffer.from(header ?? '');
    const expected = Buffer.from(`Bearer ${secretKey}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const invalidKey: Answer = { status: 401, body: { status: false, message: 'Invalid key' } };

  function remember(transaction: TestTransaction) {
    byReference.set(transaction.reference, transaction);
    byAccessCode.set(transaction.accessCode, transaction);
    while (byReference.size > MAX_TRANSACTIONS) {
      const oldest = byReference.values().next().value as TestTransaction;
      byReference.delete(oldest.reference);
      byAccessCode.delete(oldest.accessCode);
    }
  }

  /** The transaction as Paystack's verify and webhook describe it. */
  const describe = (t: TestTransaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.amount,
    currency: t.currency,
    gateway_response: t.status === 'success' ? 'Successful' : t.status === 'failed' ? 'Declined' : null,
    channel: 'card',
    paid_at: t.paidAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
    metadata: t.metadata,
    customer: { email: t.email },
  });

  function initialize(
    authorization: string | null | undefined,
    body: unknown,
    origin: string | null,
  ): Answer {
    if (!authorized(authorization)) return invalidKey;
    const parsed = initializeBody.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      return { status: 400, body: { status: false, message: `Invalid ${field}` } };
    }
    const input = parsed.data;
    const reference = input.reference ?? `T${randomBytes(8).toString('hex')}`;
    if (byReference.has(reference)) {
      return { status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } };
    }
    // The checkout is served where the customer comes back to (the pay page's origin), so it works behind a
    // proxy, on either port, and its form posts and redirects stay on one origin.
    const checkoutOrigin = input.callback_url ? new URL(input.callback_url).origin : origin;
    if (!checkoutOrigin) return { status: 400, body: { status: false, message: 'callback_url is required' } };
    const transaction: TestTransaction = {
      id: nextId++,
      reference,
      accessCode: randomBytes(12).toString('hex'),
      email: input.email,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      callbackUrl: input.callback_url ?? null,
      metadata: input.metadata ?? {},
      // Paystack reports a transaction nobody has paid yet as abandoned.
      status: 'abandoned',
      createdAt: new Date(),
      paidAt: null,
    };
    remember(transaction);
    return {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${checkoutOrigin}${TEST_PAYSTACK_PATH}/checkout/${transaction.accessCode}`,
          access_code: transaction.accessCode,
          reference,
        },
      },
    };
  }

  function verify(authorization: string | null | undefined, reference: string): Answer {
    if (!authorized(authorization)) return invalidKey;
    const transaction = byReference.get(reference);
    if (!transaction)
      return { status: 400, body: { status: false, message: 'Transaction reference not found' } };
    return {
      status: 200,
      body: { status: true, message: 'Verification successful', data: describe(transaction) },
    };
  }

  /** Sends the signed charge.success event to the server that served the checkout; retries in the background. */
  async function sendWebhook(request: FastifyRequest, transaction: TestTransaction): Promise<void> {
    const body = JSON.stringify({ event: 'charge.success', data: describe(transaction) });
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPaystackBody(body, secretKey),
    };
    const origin = localOrigin(request);
    const server = request.server;
    const log: FastifyBaseLogger = request.log;
    const attempt = async (): Promise<number> => {
      if (origin) {
        const response = await fetch(`${origin}${options.webhookPath}`, {
          method: 'POST',
          headers,
          body,
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer().catch(() => undefined);
        return response.status;
      }
      // No socket (app.inject in tests): the same request, in-process.
      const response = await server.inject({
        method: 'POST',
        url: options.webhookPath,
        headers,
        payload: body,
      });
      return response.statusCode;
    };
    const run = async (retry: number): Promise<void> => {
      let status = 0;
      try {
        status = await attempt();
      } catch (error) {
        log.warn({ reference: transaction.reference, err: (error as Error).message }, 'test webhook failed');
      }
      if (status >= 200 && status < 300) return;
      const delay = RETRY_DELAYS_MS[retry];
      if (delay === undefined) {
        log.error({ reference: transaction.reference, status }, 'test webhook given up');
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        void run(retry + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    };
    await run(0);
  }

  function checkoutPage(reply: FastifyReply, status: number, title: string, body: string) {
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(
        `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1f2328}
main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.banner{margin:0 0 1.25rem;padding:.75rem 1rem;border-radius:8px;background:#fff4d6;border:2px dashed #c98a00;color:#6b4a00;font-size:.875rem}
.banner strong{display:block;font-size:1rem;letter-spacing:.02em}
h1{font-size:1.25rem;margin:0 0 .25rem}
.amount{font-size:2rem;font-weight:600;margin:.5rem 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;font-size:.875rem;margin:0 0 1.25rem}
dt{color:#59636e}dd{margin:0;word-break:break-all}
form{display:flex;gap:.75rem}
button{flex:1;height:3rem;font-size:1rem;font-weight:600;border-radius:8px;border:0;cursor:pointer}
.ok{background:#1a7f37;color:#fff}.ko{background:#cf222e;color:#fff}
.back{display:block;margin-top:1rem;text-align:center;font-size:.875rem;color:#59636e}
</style>
</head>
<body>
<main>
<p class="banner" role="note"><strong>TEST PAYMENT — no money moves</strong>Daftari's built-in stand-in for the Paystack checkout, used because no PAYSTACK_SECRET_KEY is configured.</p>
${body}
</main>
</body>
</html>
`,
      );
  }

  const backLink = (t: TestTransaction, text: string) =>
    t.callbackUrl ? `<a class="back" href="${escapeHtml(t.callbackUrl)}">${escapeHtml(text)}</a>` : '';

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

    app.get('/transaction/verify/:reference', async (request, reply) =>
      send(reply, verify(request.headers.authorization, (request.params as { reference: string }).reference)),
    );

    app.get('/checkout/:code', async (request, reply) => {
      const transaction = byAccessCode.get((request.params as { code: string }).code);
      if (!transaction) {
        return checkoutPage(
          reply,
          404,
          'Test checkout not found',
          '<h1>Test checkout not found</h1><p>This test checkout does not exist (test checkouts are forgotten when the server restarts). Go back to the invoice and press Pay Now again.</p>',
        );
      }
      const business =
        typeof transaction.metadata.business_name === 'string'
          ? transaction.metadata.business_name
          : 'Daftari';
      const invoiceNumber =
        typeof transaction.metadata.invoice_number === 'string' ? transaction.metadata.invoice_number : null;
      const amount = formatMoney(fromSubunit(transaction.amount), transaction.currency);
      const details = `<dl>
${invoiceNumber ? `<dt>Invoice</dt><dd>${escapeHtml(invoiceNumber)}</dd>` : ''}
<dt>Email</dt><dd>${escapeHtml(transaction.email)}</dd>
<dt>Reference</dt><dd>${escapeHtml(transaction.reference)}</dd>
</dl>`;
      if (transaction.status !== 'abandoned') {
        return checkoutPage(
          reply,
          200,
          'Test payment finished',
          `<h1>Pay ${escapeHtml(business)}</h1><p class="amount">${escapeHtml(amount)}</p>${details}<p>This test payment is finished: <strong>${transaction.status === 'success' ? 'paid' : 'failed'}</strong>.</p>${backLink(transaction, 'Back to the invoice')}`,
        );
      }
      return checkoutPage(
        reply,
        200,
        `Test payment — ${business}`,
        `<h1>Pay ${escapeHtml(business)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
${details}
<form method="post">
<button class="ok" type="submit" name="outcome" value="success">Success</button>
<button class="ko" type="submit" name="outcome" value="failed">Failure</button>
</form>
${backLink(transaction, 'Cancel and go back to the invoice')}`,
      );
    });

    app.post('/checkout/:code', async (request, reply) => {
      const transaction = byAccessCode.get((request.params as { code: string }).code);
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
          await sendWebhook(request, transaction);
        }
      }
      if (!transaction.callbackUrl) {
        return checkoutPage(reply, 200, 'Test payment finished', '<p>Done. You can close this window.</p>');
      }
      return reply.redirect(returnUrl(transaction.callbackUrl, transaction.reference), 303);
    });
  };

  /** Paystack's API in-process: what createPaystackClient calls (initialize and verify). */
  const inProcessFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const authorization = request.headers.get('authorization');
    let answer: Answer;
    const verifyMatch = /\/transaction\/verify\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && path.endsWith('/transaction/initialize')) {
      const text = await request.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      answer = initialize(authorization, body, null);
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
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
