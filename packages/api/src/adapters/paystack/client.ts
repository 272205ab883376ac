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

/** A settlement (payout) as GET /settlement lists it; amounts in the subunit. */
export interface Settlement {
  id: string;
  status: string;
  currency: string;
  totalAmount: number;
  effectiveAmount: number;
  totalFees: number | null;
  totalProcessed: number | null;
  deductions: number | null;
  settlementDate: string;
}

/** One page of a Paystack list, and how many pages there are. */
export interface PaystackPage<T> {
  data: T[];
  pageCount: number;
}

export interface ListQuery {
  page: number;
  perPage: number;
  /** `yyyy-MM-dd`: Paystack takes a date or a timestamp. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface PaystackClient {
  /** POST /transaction/initialize: a checkout for the customer (`authorizationUrl`). */
  initialize(input: InitializeTransaction): Promise<InitializedTransaction>;
  /** POST /charge with `mobile_money`: a payment prompt sent to the customer's phone. */
  charge(input: MobileMoneyCharge): Promise<StartedCharge>;
  /** GET /transaction/verify/{reference}: where the transaction stands. */
  verify(reference: string): Promise<VerifiedTransaction>;
  /** GET /settlement: one page of the payouts made to the business's settlement account. */
  settlements(query: ListQuery): Promise<PaystackPage<Settlement>>;
  /** GET /settlement/{id}/transactions: one page of the references of the transactions a payout settled. */
  settlementTransactions(id: string, query: ListQuery): Promise<PaystackPage<string>>;
  /** GET /balance: a harmless call that proves the key; Paystack's message and the currencies it holds. */
  balance(): Promise<{ message: string; currencies: string[] }>;
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
  meta: z.unknown().optional(),
});

const pageMeta = z.object({ pageCount: z.coerce.number().int().min(0) });
const subunits = z.coerce.number().int();

const settlementData = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d{1,30}$/)]).transform(String),
  status: z.string().min(1),
  currency: z.string().length(3),
  total_amount: subunits,
  effective_amount: subunits.nullish(),
  total_fees: subunits.nullish(),
  total_processed: subunits.nullish(),
  deductions: subunits.nullish(),
  settlement_date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
});

const settlementTransactionData = z.object({ reference: z.string().min(1), status: z.string().optional() });

const balanceData = z.array(z.object({ currency: z.string().min(1) }).loose());

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
    return (await answerOf(method, path, data, body)).data;
  }

  async function answerOf<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    data: S,
    body?: unknown,
  ): Promise<{ data: z.output<S>; meta: unknown; message: string }> {
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
    return { data: parsed.data, meta: answer.data.meta, message: answer.data.message ?? '' };
  }

  async function list<S extends z.ZodType>(path: string, item: S, query: ListQuery) {
    const search = new URLSearchParams({ perPage: String(query.perPage), page: String(query.page) });
    if (query.from) search.set('from', query.from);
    if (query.to) search.set('to', query.to);
    const answer = await answerOf('GET', `${path}?${search}`, z.array(item));
    const meta = pageMeta.safeParse(answer.meta);
    if (!meta.success) throw new PaystackError('Paystack answered a list without its pages', 502);
    return { data: answer.data as z.output<S>[], pageCount: meta.data.pageCount };
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
    async settlements(query) {
      const page = await list('/settlement', settlementData, query);
      return {
        pageCount: page.pageCount,
        data: page.data.map((row) => ({
          id: row.id,
          status: row.status,
          currency: row.currency,
          totalAmount: row.total_amount,
          effectiveAmount: row.effective_amount ?? row.total_amount,
          totalFees: row.total_fees ?? null,
          totalProcessed: row.total_processed ?? null,
          deductions: row.deductions ?? null,
          settlementDate: row.settlement_date.slice(0, 10),
        })),
      };
    },
    async settlementTransactions(id, query) {
      const path = `/settlement/${encodeURIComponent(id)}/transactions`;
      const page = await list(path, settlementTransactionData, query);
      return { pageCount: page.pageCount, data: page.data.map((row) => row.reference) };
    },
    async balance() {
      const answer = await answerOf('GET', '/balance', balanceData);
      return { message: answer.message, currencies: answer.data.map((row) => row.currency) };
    },
  };
}
