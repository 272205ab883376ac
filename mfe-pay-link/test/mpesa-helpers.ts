import type { PaymentVerificationStatus } from '@daftari/contracts';
import { click, type } from '@daftari/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Wait } from '../src/api/use-mpesa-payment.ts';
import { data, invoice } from './api-mock.ts';

export const PROMPT_TEXT = 'Check your phone and enter your M-Pesa PIN';
export const TEST_PHONE_URL = 'http://localhost:4311/api/test-paystack/mpesa/DFT-m1';

/** The charge's answer: the prompt is on its way, with the built-in test checkout's phone page. */
export const prompted = data({
  reference: 'DFT-m1',
  status: 'pending',
  display_text: 'Please complete authorization process on your mobile phone',
  test_phone_url: TEST_PHONE_URL,
});

/** A verification of the prompt; a success carries the invoice paid in full. */
export function verified(status: PaymentVerificationStatus) {
  const paid = status === 'success';
  return data({
    reference: 'DFT-m1',
    status,
    invoice: paid ? invoice({ status: 'paid', paid_amount: 12500, balance: 0 }) : invoice(),
  });
}

/**
 * The waits between checks, held until the test releases them one by one: no real timers. `signals` are
 * the abort signals each wait was given.
 */
export function heldWaits() {
  const held: { ms: number; release: () => void }[] = [];
  const delays: number[] = [];
  const signals: AbortSignal[] = [];
  const wait: Wait = (ms, signal) =>
    new Promise<void>((release) => {
      held.push({ ms, release });
      delays.push(ms);
      signals.push(signal);
    });
  /** Ends the wait the page is in (once it is in one), and lets the check that follows answer. */
  async function release() {
    await waitFor(() => expect(held.length).toBe(1));
    await act(async () => held.shift()?.release());
  }
  return { wait, release, delays, signals, pending: () => held.length };
}

export const phoneField = () => screen.getByLabelText('M-Pesa phone number') as HTMLInputElement;
export const mpesaButton = () =>
  screen.getByRole('button', { name: 'Pay KES 12,500.00 with M-Pesa' }) as HTMLButtonElement;

/** Types `phone` and presses the M-Pesa button. */
export async function payByMpesa(phone = '0712 345 678') {
  await screen.findByRole('heading', { name: 'Pay with M-Pesa' });
  await type(phoneField(), phone);
  await click(mpesaButton());
}
