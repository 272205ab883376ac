import { toCents } from '@daftari/format';
import type { Db } from '../../db/client.ts';
import { createThrottle, type Throttle } from '../../http/throttle.ts';

/** The window of the per-business limit on paybill confirmations. */
export const CALLBACK_RATE_LIMIT_WINDOW_MS = 60_000;

/** What the paybill (C2B) confirmation route needs besides the database. */
export interface Paybill {
  /** Confirmations per business (its URL token): one business's month-end burst never refuses another's. */
  throttle: Throttle;
  /** MPESA_MAX_AMOUNT in cents: a larger payment is queued with the reason, paying nothing. */
  maxAmountCents: bigint;
}

export interface PaybillOptions {
  db: Db;
  mpesaCallbackRateLimitMax?: number | undefined;
  mpesaMaxAmount?: string | undefined;
}

/** M-Pesa's own limit a transaction since 2024 (KES 250,000): the default of MPESA_MAX_AMOUNT. */
export const DEFAULT_MPESA_MAX_AMOUNT = '250000';
export const DEFAULT_MAX_AMOUNT_CENTS = toCents(DEFAULT_MPESA_MAX_AMOUNT);

export function createPaybill(options: PaybillOptions): Paybill {
  return {
    throttle: createThrottle(options.db, {
      prefix: 'paybill:',
      max: options.mpesaCallbackRateLimitMax ?? 600,
      windowMs: CALLBACK_RATE_LIMIT_WINDOW_MS,
      message: 'Too many confirmations for this paybill. Please wait a minute and try again.',
    }),
    maxAmountCents: options.mpesaMaxAmount ? toCents(options.mpesaMaxAmount) : DEFAULT_MAX_AMOUNT_CENTS,
  };
}
