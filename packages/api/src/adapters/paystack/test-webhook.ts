import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { SIGNATURE_HEADER, signPaystackBody } from './signature.ts';
import { describeTransaction, type TestTransaction } from './test-transactions.ts';

/**
 * The built-in test checkout's `charge.success` webhook: signed like Paystack's, sent over HTTP to the server
 * that served the checkout page. The first attempt is awaited; failures are retried in the background.
 */

/** Webhook retries after a failed first attempt (ms after the previous one). */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** The address of the server a request came in on, to call it back (IPv4-mapped IPv6 unwrapped). */
function localOrigin(request: FastifyRequest): string | null {
  const { localAddress, localPort } = request.socket ?? {};
  if (!localAddress || !localPort) return null;
  const address = localAddress.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

export function createTestWebhook(secretKey: string, webhookPath: string) {
  const timers = new Set<NodeJS.Timeout>();

  /** Sends the signed charge.success event to the server that served the checkout; retries in the background. */
  async function send(request: FastifyRequest, transaction: TestTransaction): Promise<void> {
    const body = JSON.stringify({ event: 'charge.success', data: describeTransaction(transaction) });
    const headers = {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signPaystackBody(body, secretKey),
    };
    const origin = localOrigin(request);
    const server = request.server;
    const log: FastifyBaseLogger = request.log;
    const attempt = async (): Promise<number> => {
      if (origin) {
        const response = await fetch(`${origin}${webhookPath}`, {
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
        url: webhookPath,
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

  return {
    send,
    /** Stops pending retries. */
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
