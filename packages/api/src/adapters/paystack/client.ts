import { z } from 'zod';

/** Paystack's API. Amounts are integers in the currency's subunit (see amounts.ts). */
export const PAYSTACK_API = 'https://api.paystack.co';

export interface InitializeTransaction {
  email: string;
  /** In the subunit: KES 1,234.56 is 123456. */
  amount: number;
  currency: string;
  reference: string;
  /** Where Paystack sends the customer afterwards, with `?trxref=…&reference=…`. */
  callbackUrl: string;
  metadata?: Record<string, unknown>;
}

export interface InitializedTransaction {
  authorizationUrl: string;
  accessCode: string;
  reference: string;
}

export interface MobileMoneyCharge {
  email: string;
  /** In the subunit. */
  amount: number;
  currency: string;
  reference: string;
  /** E.164, e.g. `+254712345678`. */
  phone: string;
  provider: 'mpesa';
  metadata?: Record<string, unknown>;
}

/** What `charge` answers: the charge's state (`pay_offline`, `pending`, `send_otp`, `success`, `failed`, …). */
export interface StartedCharge {
  reference: string;
  status: string;
  /** What Paystack suggests telling the customer (e.g. to approve on the phone), when it says. */
  displayText: string | null;
}

/** What `transaction/verify` says about a transaction. */
export interface VerifiedTransaction {
  /** Paystack's word: success, failed, abandoned, reversed, ongoing, pending, processing, queued, … */
  status: string;
  reference: string;
  amount: number;
  currency: string;
  paidAt: string | null;
  /** Paystack's fee on the transaction, in the subunit, as reported (read with reportedFeeCents). */
  fees?: unknown;
  /** How the customer paid (`card`, `mobile_money`, `bank`…), when reported. */
  channel?: string | null;
}

/** Paystack answered with an error (`status` is its HTTP status), or could not be reached (`status` 0). */
export class PaystackError extends Error {
  override readonly name = 'PaystackError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface PaystackClient {
  /** POST /transaction/initialize: a checkout for the customer (`authorizationUrl`). */
  initialize(input: InitializeTransaction): Promise<InitializedTransaction>;
  /** POST /charge with `mobile_money`: a payment prompt sent to the customer's phone. */
  charge(input: MobileMoneyCharge): Promise<StartedCharge>;
  /** GET /transaction/verify/{reference}: where the transaction stands. */
  verify(reference: string): Promise<VerifiedTransaction>;
}

export interface PaystackClientOptions {
  /** `https://api.paystack.co`, a test double, or the built-in test service. */
  baseUrl: string;
  secretKey: string;
  /** The transport; the built-in test service hands in its own (in-process) one. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Every Paystack answer: `{status, message, data}`; `status` false on errors. */
const envelope = z.object({
  status: z.boolean(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

const initializeData = z.object({
  authorization_url: z.string().min(1),
  access_code: z.string().min(1),
  reference: z.string().min(1),
});

const chargeData = z.object({
  reference: z.string().min(1),
  status: z.string().min(1),
  display_text: z.string().nullish(),
});

const verifyData = z.object({
  status: z.string().min(1),
  reference: z.string().min(1),
  amount: z.coerce.number().int(),
  currency: z.string().min(1),
  paid_at: z.string().nullish(),
  fees: z.unknown().optional(),
  channel: z.string().nullish(),
});

/** A client of Paystack's API over fetch: bearer secret key, JSON, a timeout, answers checked. */
export function createPaystackClient(options: PaystackClientOptions): PaystackClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const transport = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;

  async function call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    data: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    let response: Response;
    try {
      response = await transport(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? null : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaystackError(`Paystack could not be reached: ${(error as Error).message}`, 0);
    }
    const json: unknown = await response.json().catch(() => undefined);
    const answer = envelope.safeParse(json);
    if (!response.ok || !answer.success || !answer.data.status) {
      const message = answer.success && answer.data.message ? answer.data.message : response.statusText;
      throw new PaystackError(message || `HTTP ${response.status}`, response.ok ? 502 : response.status);
    }
    const parsed = data.safeParse(answer.data.data);
    if (!parsed.success) throw new PaystackError('Paystack answered in an unexpected shape', 502);
    return parsed.data;
  }

  return {
    async initialize(input) {
      const data = await call('POST', '/transaction/initialize', initializeData, {
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
        ...(input.metadata ? { metadata: input.metadata } : {}),
      });
      return {
        authorizationUrl: data.authorization_url,
        accessCode: data.access_code,
        reference: data.reference,
      };
    },
    async charge(input) {
      const data = await call('POST', '/charge', chargeData, {
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
        mobile_money: { phone: input.phone, provider: input.provider },
        ...(input.metadata ? { metadata: input.metadata } : {}),
      });
      return { reference: data.reference, status: data.status, displayText: data.display_text ?? null };
    },
    async verify(reference) {
      const data = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`, verifyData);
      return {
        status: data.status,
        reference: data.reference,
        amount: data.amount,
        currency: data.currency,
        paidAt: data.paid_at ?? null,
        fees: data.fees,
        channel: data.channel ?? null,
      };
    },
  };
}
