import type { FastifyBaseLogger } from 'fastify';
import { createPaystackClient, PAYSTACK_API, type PaystackClient } from '../../adapters/paystack/client.ts';
import {
  BUILT_IN_PAYSTACK_BASE_URL,
  createTestPaystack,
  type TestPaystack,
} from '../../adapters/paystack/test-service.ts';
import type { Db } from '../../db/client.ts';
import { HttpError, loggableError } from '../../http/errors.ts';
import type { Throttle } from '../../http/throttle.ts';
import {
  type BusinessKeys,
  createBusinessKeys,
  paystackKeyOf,
  SealedSecretError,
} from '../business-keys/index.ts';
import { createPublicThrottle } from './throttle.ts';

/** The path of the webhook route on both servers (Paystack's dashboard points here). */
export const WEBHOOK_PATH = '/api/payments/paystack/webhook';

/** The public routes' rate limit window: PUBLIC_RATE_LIMIT_MAX requests per IP and route in it. */
export const PUBLIC_RATE_LIMIT_WINDOW_MS = 60_000;

/** One Paystack account: its client and the key its webhooks are signed with. */
export interface PaystackAccess {
  paystack: PaystackClient;
  secretKey: string;
  /** The built-in test checkout stands in (the instance's default without PAYSTACK_SECRET_KEY); else null. */
  testService: TestPaystack | null;
}

/**
 * What the public pay-page routes need, on the owners' server and the pay server alike. Its own fields are
 * the instance's default: PAYSTACK_SECRET_KEY, or the built-in test service.
 */
export interface Payments extends PaystackAccess {
  /** The business's own Paystack account when it stored a key, else the instance's default. */
  forAccount(accountId: number): Promise<PaystackAccess>;
  /** The businesses' own keys: sealed under SETTINGS_KEY_SECRET, sent to PAYSTACK_BASE_URL or Paystack. */
  businessKeys: BusinessKeys;
  throttle: Throttle;
}

export interface PaymentOptions {
  db: Db;
  paystackSecretKey?: string | undefined;
  paystackBaseUrl?: string | undefined;
  settingsKeySecret?: string | undefined;
  smtpPrivateHosts?: string[] | undefined;
  publicRateLimitMax?: number | undefined;
}

/**
 * One built-in test service per database and process: the owners' server and the pay server (built
 * separately from the same options) must share it, since a checkout started on one may finish on the other.
 */
const builtIn = new WeakMap<Db, TestPaystack>();

/** The instance's Paystack: the real API with PAYSTACK_SECRET_KEY, else the built-in test checkout. */
function instancePaystack(options: PaymentOptions, log: FastifyBaseLogger): PaystackAccess {
  if (options.paystackSecretKey) {
    return {
      paystack: createPaystackClient({
        baseUrl: options.paystackBaseUrl ?? PAYSTACK_API,
        secretKey: options.paystackSecretKey,
      }),
      secretKey: options.paystackSecretKey,
      testService: null,
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
  };
}

/** Paystack for both servers: each business's own key when it stored one, else the instance's default. */
export function createPayments(options: PaymentOptions, log: FastifyBaseLogger): Payments {
  const throttle = createPublicThrottle(
    options.db,
    options.publicRateLimitMax ?? 60,
    PUBLIC_RATE_LIMIT_WINDOW_MS,
  );
  const instance = instancePaystack(options, log);
  const businessKeys = createBusinessKeys(options, WEBHOOK_PATH);
  return {
    ...instance,
    businessKeys,
    throttle,
    async forAccount(accountId) {
      let secretKey: string | null;
      try {
        secretKey = await paystackKeyOf(options.db, businessKeys.keys, accountId);
      } catch (error) {
        if (!(error instanceof SealedSecretError)) throw error;
        // The business chose its own account: its customers never pay into the instance's instead.
        log.error({ accountId, err: loggableError(error) }, 'paystack key of the business unusable');
        throw new HttpError(502, 'We could not reach Paystack for this business. Please try again later.');
      }
      if (!secretKey) return instance;
      const paystack = createPaystackClient({ baseUrl: businessKeys.paystackBaseUrl, secretKey });
      return { paystack, secretKey, testService: null };
    },
  };
}
