import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  DARAJA_PATHS,
  errorAnswer,
  nairobiTimestamp,
  registerUrlAnswer,
  STILL_PROCESSING,
  stkPassword,
  stkPushAnswer,
  stkQueryAnswer,
  tokenAnswer,
} from './wire.ts';

/** Daraja refused or could not be read: `status` is the HTTP status (0 when it was not reached). */
export class DarajaError extends Error {
  override readonly name = 'DarajaError';
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode: string | null = null,
  ) {
    super(message);
  }
}

/** One Daraja app: where it is and its consumer key and secret. */
export interface DarajaApp {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
}

/** Refresh a token this long before Daraja says it expires, so one is never sent as it runs out. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * Access tokens per app (base URL and consumer key and secret), kept until shortly before they expire. Daraja
 * issues a new token on every request and may retire the old one, so one cache serves the whole process.
 */
export class DarajaTokens {
  readonly #tokens = new Map<string, { token: string; expiresAt: number }>();

  static key(app: DarajaApp): string {
    return createHash('sha256')
      .update(`${app.baseUrl}\n${app.consumerKey}\n${app.consumerSecret}`)
      .digest('hex');
  }

  get(app: DarajaApp, now: Date): string | null {
    const cached = this.#tokens.get(DarajaTokens.key(app));
    return cached && cached.expiresAt - EXPIRY_MARGIN_MS > now.getTime() ? cached.token : null;
  }

  set(app: DarajaApp, token: string, expiresInSeconds: number, now: Date): void {
    this.#tokens.set(DarajaTokens.key(app), { token, expiresAt: now.getTime() + expiresInSeconds * 1000 });
  }

  drop(app: DarajaApp): void {
    this.#tokens.delete(DarajaTokens.key(app));
  }
}

export interface DarajaClientOptions {
  app: DarajaApp;
  tokens: DarajaTokens;
  now: () => Date;
  fetch?: typeof fetch;
}

export interface StkPushInput {
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** Whole shillings. */
  amount: bigint;
  /** `2547XXXXXXXX`. */
  phone: string;
  /** The party paid: the paybill, or the till number. */
  partyB: string;
  callbackUrl: string;
  /** At most 12 characters (shown on the prompt). */
  accountReference: string;
  /** At most 13 characters. */
  transactionDesc: string;
}

/** An STK query's answer: still being processed, or the result code Safaricom ended the prompt with. */
export type StkQueryOutcome =
  | { processing: true }
  | { processing: false; resultCode: string; resultDesc: string };

const TIMEOUT_MS = 30_000;

/** Daraja's OAuth, M-Pesa Express (STK push and query) and C2B register URL (v2) for one app. */
export function createDarajaClient({ app, tokens, now, fetch: fetchImpl = fetch }: DarajaClientOptions) {
  const url = (path: string) => `${app.baseUrl}${path}`;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(url(path), { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new DarajaError(`Daraja could not be reached: ${(error as Error).message}`, 0);
    }
    const raw = await response.text();
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // Not JSON (a gateway's HTML page): the status says what went wrong.
    }
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    const cached = tokens.get(app, now());
    if (cached) return cached;
    const basic = Buffer.from(`${app.consumerKey}:${app.consumerSecret}`, 'utf8').toString('base64');
    const { status, body } = await send(DARAJA_PATHS.token, {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const answer = tokenAnswer.safeParse(body);
    if (status !== 200 || !answer.success) {
      throw refusal(status, body, 'Daraja refused the consumer key and secret');
    }
    const seconds = Number(answer.data.expires_in);
    tokens.set(
      app,
      answer.data.access_token,
      Number.isFinite(seconds) && seconds > 0 ? seconds : 3599,
      now(),
    );
    return answer.data.access_token;
  }

  /** A call with the bearer token; a token Daraja no longer takes (401, or 404.001.03) is renewed once. */
  async function call<T extends z.ZodType>(path: string, payload: object, schema: T): Promise<z.output<T>> {
    for (let attempt = 1; ; attempt++) {
      const token = await accessToken();
      const { status, body } = await send(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      const error = errorAnswer.safeParse(body);
      const tokenRefused = status === 401 || (error.success && error.data.errorCode === '404.001.03');
      if (tokenRefused && attempt === 1) {
        tokens.drop(app);
        continue;
      }
      const answer = schema.safeParse(body);
      if (status === 200 && answer.success) return answer.data;
      throw refusal(status, body, `Daraja answered ${status}`);
    }
  }

  return {
    /** M-Pesa Express: prompts `phone` to pay `amount` to the shortcode. */
    async stkPush(input: StkPushInput) {
      const timestamp = nairobiTimestamp(now());
      const answer = await call(
        DARAJA_PATHS.stkPush,
        {
          BusinessShortCode: input.shortcode,
          Password: stkPassword(input.shortcode, input.passkey, timestamp),
          Timestamp: timestamp,
          TransactionType: input.transactionType,
          Amount: input.amount.toString(),
          PartyA: input.phone,
          PartyB: input.partyB,
          PhoneNumber: input.phone,
          CallBackURL: input.callbackUrl,
          AccountReference: input.accountReference,
          TransactionDesc: input.transactionDesc,
        },
        stkPushAnswer,
      );
      if (answer.ResponseCode !== '0') {
        throw new DarajaError(answer.ResponseDescription ?? 'Daraja did not accept the prompt', 200);
      }
      return {
        merchantRequestId: answer.MerchantRequestID,
        checkoutRequestId: answer.CheckoutRequestID,
        customerMessage: answer.CustomerMessage ?? null,
      };
    },

    /** How a prompt ended; `processing` while M-Pesa has no result yet. */
    async stkQuery(input: {
      shortcode: string;
      passkey: string;
      checkoutRequestId: string;
    }): Promise<StkQueryOutcome> {
      const timestamp = nairobiTimestamp(now());
      try {
        const answer = await call(
          DARAJA_PATHS.stkQuery,
          {
            BusinessShortCode: input.shortcode,
            Password: stkPassword(input.shortcode, input.passkey, timestamp),
            Timestamp: timestamp,
            CheckoutRequestID: input.checkoutRequestId,
          },
          stkQueryAnswer,
        );
        return { processing: false, resultCode: answer.ResultCode, resultDesc: answer.ResultDesc };
      } catch (error) {
        if (error instanceof DarajaError && error.errorCode === STILL_PROCESSING) return { processing: true };
        throw error;
      }
    },

    /** C2B register URL (v2): where Safaricom sends the shortcode's confirmations and validations. */
    async registerUrls(input: { shortcode: string; confirmationUrl: string; validationUrl: string }) {
      const answer = await call(
        DARAJA_PATHS.registerUrl,
        {
          ShortCode: input.shortcode,
          ResponseType: 'Completed',
          ConfirmationURL: input.confirmationUrl,
          ValidationURL: input.validationUrl,
        },
        registerUrlAnswer,
      );
      if (answer.ResponseCode !== '0') throw new DarajaError(answer.ResponseDescription, 200);
      return { description: answer.ResponseDescription };
    },
  };
}

export type DarajaClient = ReturnType<typeof createDarajaClient>;

/** An answer that is not what was asked: Daraja's own `errorMessage` when it gave one. */
function refusal(status: number, body: unknown, fallback: string): DarajaError {
  const error = errorAnswer.safeParse(body);
  if (error.success) {
    return new DarajaError(
      `${error.data.errorMessage} (${error.data.errorCode})`,
      status,
      error.data.errorCode,
    );
  }
  return new DarajaError(fallback, status);
}
