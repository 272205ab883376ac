import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { readDecimal } from './decimal-text.ts';

/** A form's values with `{prefix}.exchange_rate` held as the text typed (exact: no float ever rounds it). */
type RatePrefix = 'invoice' | 'estimate' | 'recurring_invoice';

export type WithRateText<T, P extends RatePrefix> = Omit<T, P> & {
  [K in P]: Omit<T[K & keyof T], 'exchange_rate'> & { exchange_rate?: string };
};

/**
 * The contract schema's resolver for a form whose exchange rate is text: blank becomes undefined (the books'
 * currency, or the table's rate), a number is read as the API takes it (up to 6 decimals survive JSON
 * exactly), anything else stays text so the contract says why it is refused.
 */
export function rateTextResolver<I extends Record<P, object>, O, P extends RatePrefix>(
  schema: z.ZodType<O, I>,
  prefix: P,
  /** What a blank rate is sent as: a series' null is the table's rate at each issue date. */
  blank: null | undefined = undefined,
): Resolver<WithRateText<I, P>, unknown, O> {
  const resolve = zodResolver(schema as never) as unknown as Resolver<Record<string, unknown>, unknown, O>;
  const resolver: Resolver<Record<string, unknown>, unknown, O> = (values, context, options) => {
    const document = values[prefix] as { exchange_rate?: string };
    const rate = readDecimal(document.exchange_rate ?? '') ?? blank;
    return resolve({ ...values, [prefix]: { ...document, exchange_rate: rate } }, context, options);
  };
  return resolver as unknown as Resolver<WithRateText<I, P>, unknown, O>;
}

/** A rate the API answered, as the form's text ('' for the books' own 1). */
export const rateText = (rate: number | undefined): string =>
  rate === undefined || rate === 1 ? '' : String(rate);
