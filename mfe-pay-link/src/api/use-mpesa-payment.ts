import type { MpesaChargeResult, PaymentVerification } from '@daftari/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chargeMpesa, PayApiError, verifyPayment } from './pay-api.ts';

/**
 * Waits between two checks of an M-Pesa prompt; once `signal` aborts it may never resolve. Component tests
 * inject their own to hold each wait and release it, without real timers.
 */
export type Wait = (ms: number, signal: AbortSignal) => Promise<void>;

export const waitMs: Wait = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * The waits before each check of a prompt: quick at first (people who have their phone at hand approve in
 * seconds), then every 20 s; about two minutes in all, a little longer than the prompt stays on the phone.
 */
export const MPESA_CHECK_DELAYS_MS = [2000, 3000, 5000, 8000, 13000, 20000, 20000, 20000, 20000] as const;

/**
 * - `refused`: the charge was not started (`message`: the API's reason, '' when there is none);
 * - `waiting`: the prompt is on the customer's phone, checked again and again;
 * - `declined`: declined on the phone, or it failed or timed out there;
 * - `unanswered`: still pending after the last check, or a check failed (`message` then says why, '' when
 *   the API gave no reason); `checking` while Check again runs.
 */
export type MpesaState =
  | { state: 'idle' }
  | { state: 'charging' }
  | { state: 'refused'; message: string }
  | { state: 'waiting'; prompt: MpesaChargeResult }
  | { state: 'declined' }
  | { state: 'unanswered'; prompt: MpesaChargeResult; checking: boolean; message: string | null };

const reasonOf = (error: unknown) => (error instanceof PayApiError ? error.message : '');

export interface MpesaPaymentOptions {
  invoiceId: string;
  /** Where the customer wants the receipt (optional). */
  email?: string | undefined;
  /** A successful payment's verification (it carries the invoice as it now stands). */
  onPaid: (verification: PaymentVerification) => void;
  /** The charge was refused with 409: the invoice was paid or voided since the page loaded. */
  onStale: () => void;
  wait?: Wait;
}

/** Pay the balance by M-Pesa: send the prompt to a phone (E.164), then check the payment until it settles. */
export function useMpesaPayment({ invoiceId, email, onPaid, onStale, wait = waitMs }: MpesaPaymentOptions) {
  const [mpesa, setMpesa] = useState<MpesaState>({ state: 'idle' });
  const run = useRef<AbortController | null>(null);

  /** Stops what is under way; the answers it still gets are dropped. */
  const stop = useCallback(() => {
    run.current?.abort();
    run.current = null;
  }, []);

  /** Runs `task` as the one thing under way (a charge and its checks, or Check again): no double submit. */
  const exclusive = useCallback(async (task: (signal: AbortSignal) => Promise<void>) => {
    if (run.current) return;
    const controller = new AbortController();
    run.current = controller;
    try {
      await task(controller.signal);
    } finally {
      if (run.current === controller) run.current = null;
    }
  }, []);

  useEffect(() => {
    setMpesa({ state: 'idle' });
    return stop;
  }, [invoiceId, stop]);

  /** One check of the prompt; true when there is nothing more to check (settled, failed or stopped). */
  const check = useCallback(
    async (prompt: MpesaChargeResult, signal: AbortSignal) => {
      try {
        const result = await verifyPayment(prompt.reference);
        if (signal.aborted) return true;
        if (result.status === 'pending') return false;
        if (result.status === 'success') {
          setMpesa({ state: 'idle' });
          onPaid(result);
        } else {
          setMpesa({ state: 'declined' });
        }
      } catch (error) {
        if (!signal.aborted)
          setMpesa({ state: 'unanswered', prompt, checking: false, message: reasonOf(error) });
      }
      return true;
    },
    [onPaid],
  );

  const charge = useCallback(
    (phone: string) =>
      exclusive(async (signal) => {
        setMpesa({ state: 'charging' });
        let prompt: MpesaChargeResult;
        try {
          prompt = await chargeMpesa(invoiceId, phone, email);
        } catch (error) {
          if (signal.aborted) return;
          setMpesa({ state: 'refused', message: reasonOf(error) });
          if (error instanceof PayApiError && error.status === 409) onStale();
          return;
        }
        if (signal.aborted) return;
        setMpesa({ state: 'waiting', prompt });
        for (const delay of MPESA_CHECK_DELAYS_MS) {
          await wait(delay, signal);
          if (signal.aborted || (await check(prompt, signal))) return;
        }
        setMpesa({ state: 'unanswered', prompt, checking: false, message: null });
      }),
    [invoiceId, email, wait, check, exclusive, onStale],
  );

  const checkAgain = useCallback(() => {
    if (mpesa.state !== 'unanswered') return;
    const { prompt } = mpesa;
    return exclusive(async (signal) => {
      setMpesa({ state: 'unanswered', prompt, checking: true, message: null });
      if (!(await check(prompt, signal))) {
        setMpesa({ state: 'unanswered', prompt, checking: false, message: null });
      }
    });
  }, [mpesa, check, exclusive]);

  /** Back to the phone number, for a new prompt. */
  const tryAgain = useCallback(() => {
    stop();
    setMpesa({ state: 'idle' });
  }, [stop]);

  return { mpesa, charge, checkAgain, tryAgain };
}

export type MpesaPayment = ReturnType<typeof useMpesaPayment>;
