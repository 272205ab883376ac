import type { FastifyBaseLogger } from 'fastify';
import { createPaystackClient, PAYSTACK_API, type PaystackClient } from '../../adapters/paystack/client.ts';
import {
  BUILT_IN_PAYSTACK_BASE_URL,
  createTestPaystack,
  type TestPaystack,
} from '../../adapters/paystack/test-service.ts';
import type { Db } from '../../db/client.ts';
import type { Throttle } from '../../http/throttle.ts';
import { createPublicThrottle } from './throttle.ts';

/** The path of the webhook route on both servers (Paystack's dashboard points here). */
export const WEBHOOK_PATH = '/api/payments/paystack/webhook';

/** The public routes' rate limit window: PUBLIC_RATE_LIMIT_MAX requests per IP and route in it. */
export const PUBLIC_RATE_LIMIT_WINDOW_MS = 60_000;

/** What the public pay-page routes need, on the owners' server and the pay server alike. */
export interface Payments {
  paystack: PaystackClient;
  /** The key webhooks are signed with: PAYSTACK_SECRET_KEY, or the built-in test service's. */
  secretKey: string;
  /** The built-in test checkout when no PAYSTACK_SECRET_KEY is set; null with a real key (not mounted). */
  testService: TestPaystack | null;
  throttle: Throttle;
}

export interface PaymentOptions {
  db: Db;
  paystackSecretKey?: string | undefined;
  paystackBaseUrl?: string | undefined;
  publicRateLimitMax?: number | undefined;
}

/**
 * One built-in test service per database and process: the owners' server and the pay server (built
 * separately from the same options) must share it, since a checkout started on one may finish on the other.
 */
const builtIn = new WeakMap<Db, TestPaystack>();

/** Paystack for both servers: the real API with PAYSTACK_SECRET_KEY, else the built-in test checkout. */
export function createPayments(options: PaymentOptions, log: FastifyBaseLogger): Payments {
  const throttle = createPublicThrottle(
    options.db,
    options.publicRateLimitMax ?? 60,
    PUBLIC_RATE_LIMIT_WINDOW_MS,
  );
  if (options.paystackSecretKey) {
    return {
      paystack: createPaystackClient({
        baseUrl: options.paystackBaseUrl ?? PAYSTACK_API,
        secretKey: options.paystackSecretKey,
      }),
      secretKey: options.paystackSecretKey,
      testService: null,
      throttle,
    };
  }
  let testService = builtIn.get(options.db);
  if (!testService) {
    testService = createTestPaystack({ webhookPath: WEBHOOK_PATH });
    builtIn.set(options.db, testService);
    log.warn(
      'PAYSTACK_SECRET_KEY is not set: payments go through the built-in TEST checkout (no money moves)',
    );
  }
  return {
    paystack: createPaystackClient({
      baseUrl: BUILT_IN_PAYSTACK_BASE_URL,
      secretKey: testService.secretKey,
      fetch: testService.fetch,
    }),
    secretKey: testService.secretKey,
    testService,
    throttle,
  };
}
