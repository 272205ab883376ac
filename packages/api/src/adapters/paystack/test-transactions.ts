import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The built-in test checkout's Paystack API: `transaction/initialize`, `charge` (M-Pesa mobile money) and
 * `transaction/verify/{reference}` as Paystack answers them, behind a bearer secret. Transactions live in this process's memory: a restart
 * forgets unfinished test checkouts.
 */

/** Where the checkout pages are mounted on both servers. */
export const TEST_PAYSTACK_PATH = '/api/test-paystack';

/** Oldest transactions are forgotten beyond this many. */
const MAX_TRANSACTIONS = 10_000;

/** `abandoned`: a checkout nobody paid yet; `pending`: an M-Pesa prompt the phone has not answered. */
type TestStatus = 'abandoned' | 'pending' | 'success' | 'failed';

export interface TestTransaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  /** `mobile_money`: a charge to `phone` (E.164) answered on the test phone page; `card`: a checkout. */
  channel: 'card' | 'mobile_money';
  phone: string | null;
  metadata: Record<string, unknown>;
  status: TestStatus;
  createdAt: Date;
  paidAt: Date | null;
}

/** A JSON answer as Paystack shapes it. */
export interface Answer {
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

const chargeBody = z.object({
  email: z.string().trim().min(3).max(254),
  amount: z.coerce.number().int().positive(),
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  reference: z.string().regex(/^[A-Za-z0-9.=-]{1,100}$/),
  mobile_money: z.object({ phone: z.string().regex(/^\+?\d{9,15}$/), provider: z.literal('mpesa') }),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** The transaction as Paystack's verify and webhook describe it. */
export const describeTransaction = (t: TestTransaction) => ({
  id: t.id,
  domain: 'test',
  status: t.status,
  reference: t.reference,
  amount: t.amount,
  currency: t.currency,
  gateway_response: t.status === 'success' ? 'Successful' : t.status === 'failed' ? 'Declined' : null,
  channel: t.channel,
  paid_at: t.paidAt?.toISOString() ?? null,
  created_at: t.createdAt.toISOString(),
  metadata: t.metadata,
  customer: { email: t.email },
});

export function createTestTransactions(secretKey: string) {
  const byReference = new Map<string, TestTransaction>();
  const byAccessCode = new Map<string, TestTransaction>();
  let nextId = 1;

  const authorized = (header: string | null | undefined) => {
    const given = Buffer.from(header ?? '');
    const expected = Buffer.from(`Bearer ${secretKey}`);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const invalidKey: Answer = { status: 401, body: { status: false, message: 'Invalid key' } };

  function remember(transaction: TestTransaction) {
    byReference.set(transaction.reference, transaction);
    if (transaction.channel === 'card') byAccessCode.set(transaction.accessCode, transaction);
    while (byReference.size > MAX_TRANSACTIONS) {
      const oldest = byReference.values().next().value as TestTransaction;
      byReference.delete(oldest.reference);
      byAccessCode.delete(oldest.accessCode);
    }
  }

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
      channel: 'card',
      phone: null,
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

  /** POST /charge: an M-Pesa prompt "sent" to the phone, answered on the test phone page. */
  function charge(authorization: string | null | undefined, body: unknown): Answer {
    if (!authorized(authorization)) return invalidKey;
    const parsed = chargeBody.safeParse(body);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body';
      return { status: 400, body: { status: false, message: `Invalid ${field}` } };
    }
    const input = parsed.data;
    if (byReference.has(input.reference)) {
      return { status: 400, body: { status: false, message: 'Duplicate Transaction Reference' } };
    }
    remember({
      id: nextId++,
      reference: input.reference,
      accessCode: randomBytes(12).toString('hex'),
      email: input.email,
      amount: input.amount,
      currency: input.currency.toUpperCase(),
      callbackUrl: null,
      channel: 'mobile_money',
      phone: input.mobile_money.phone,
      metadata: input.metadata ?? {},
      status: 'pending',
      createdAt: new Date(),
      paidAt: null,
    });
    return {
      status: 200,
      body: {
        status: true,
        message: 'Charge attempted',
        data: {
          reference: input.reference,
          status: 'pay_offline',
          display_text: 'Please complete authorization process on your mobile phone',
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
      body: { status: true, message: 'Verification successful', data: describeTransaction(transaction) },
    };
  }

  return {
    initialize,
    charge,
    verify,
    byAccessCode: (code: string) => byAccessCode.get(code),
    /** An M-Pesa charge by its reference (the test phone page). */
    mobileMoneyCharge: (reference: string) => {
      const transaction = byReference.get(reference);
      return transaction?.channel === 'mobile_money' ? transaction : undefined;
    },
  };
}
