import { z } from 'zod';

/**
 * Safaricom Daraja as its documentation states it: the base URL of each environment, the paths Daftari calls,
 * the STK password and timestamp, and the answers read. Amounts are whole shillings, phones `2547XXXXXXXX`
 * (or `2541XXXXXXXX`), timestamps `yyyyMMddHHmmss` in Africa/Nairobi.
 */
export const DARAJA_BASE_URLS = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;
export type DarajaEnvironment = keyof typeof DARAJA_BASE_URLS;

export const DARAJA_PATHS = {
  token: '/oauth/v1/generate?grant_type=client_credentials',
  stkPush: '/mpesa/stkpush/v1/processrequest',
  stkQuery: '/mpesa/stkpushquery/v1/query',
  registerUrl: '/mpesa/c2b/v2/registerurl',
} as const;

/** Nairobi is UTC+3 all year (no daylight saving time). */
const NAIROBI_OFFSET_MS = 3 * 3_600_000;

/** `yyyyMMddHHmmss` of `at` on Nairobi's clock, as the STK password and the Timestamp field take it. */
export function nairobiTimestamp(at: Date): string {
  return new Date(at.getTime() + NAIROBI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The STK push and query Password: base64(shortcode + passkey + timestamp). */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

/** A Safaricom number as Daraja takes it (`2547XXXXXXXX`, `2541XXXXXXXX`) from E.164 (`+2547…`). */
export function darajaPhone(e164: string): string {
  const match = /^\+?(254[17]\d{8})$/.exec(e164);
  if (!match?.[1]) throw new Error(`${e164} is not a Kenyan mobile number`);
  return match[1];
}

/** Cents to what Daraja charges: whole shillings, rounded up (a prompt never asks for less than is owed). */
export const wholeShillings = (cents: bigint): bigint => (cents + 99n) / 100n;

const text = z.union([z.string(), z.number()]).transform(String);

/** GET /oauth/v1/generate: `expires_in` is seconds, as text in practice, a number in the documentation. */
export const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: text });

/** Daraja's error answer (any API): `{requestId, errorCode, errorMessage}`. */
export const errorAnswer = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});

export const stkPushAnswer = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: text,
  ResponseDescription: z.string().optional(),
  CustomerMessage: z.string().optional(),
});

export const stkQueryAnswer = z.object({
  ResponseCode: text,
  ResponseDescription: z.string().optional(),
  MerchantRequestID: z.string().optional(),
  CheckoutRequestID: z.string(),
  ResultCode: text,
  ResultDesc: z.string(),
});

export const registerUrlAnswer = z.object({
  OriginatorCoversationID: z.string().optional(),
  ResponseCode: text,
  ResponseDescription: z.string(),
});

/** The error code of "The transaction is being processed": the query has no answer yet, ask again later. */
export const STILL_PROCESSING = '500.001.1001';
/** The result of a prompt the customer cancelled on the phone. */
export const CANCELLED_BY_USER = '1032';

/** What Safaricom posts to an STK push's CallBackURL: `Body.stkCallback`, metadata only on success. */
export const stkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string(),
      CheckoutRequestID: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
      ResultCode: text,
      ResultDesc: z.string().max(1000),
      CallbackMetadata: z
        .object({
          Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })),
        })
        .optional(),
    }),
  }),
});
export type StkCallback = z.infer<typeof stkCallbackBody>['Body']['stkCallback'];

/** One item of a successful callback's metadata (`Amount`, `MpesaReceiptNumber`, `TransactionDate`, …). */
export function callbackItem(callback: StkCallback, name: string): string | null {
  const item = callback.CallbackMetadata?.Item.find((entry) => entry.Name === name);
  return item?.Value === undefined ? null : String(item.Value);
}
