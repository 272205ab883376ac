import { z } from 'zod';

/** What a form for money paid in or out (a payment, a refund) holds: text as typed. */
export interface MoneyMovementValues {
  amount: string;
  paid_on: string;
  method: string;
  reference: string;
}

/** Such a form as it opens: `amount` (what is due, left blank when nothing is) paid on `paidOn` by M-Pesa. */
export const moneyMovementDefaults = (amount: number, paidOn: string): MoneyMovementValues => ({
  amount: amount > 0 ? amount.toFixed(2) : '',
  paid_on: paidOn,
  method: 'mpesa',
  reference: '',
});

const AMOUNT_TEXT = /^\d*\.?\d+$/;

/**
 * The form's text parsed into `target`, the contract's fields (its messages, its limits). Blank amount is
 * "required"; a number (grouping commas allowed) is read; other text stays text so the contract says
 * "must be a number".
 */
export function moneyMovementSchema<T extends z.ZodType<unknown, Record<string, unknown>>>(target: T) {
  return z
    .object({ amount: z.string(), paid_on: z.string(), method: z.string(), reference: z.string() })
    .transform((values): Record<string, unknown> => {
      const amount = values.amount.trim().replace(/,/g, '');
      return {
        ...values,
        amount: amount === '' ? undefined : AMOUNT_TEXT.test(amount) ? Number(amount) : amount,
      };
    })
    .pipe(target);
}
