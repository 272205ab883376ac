import { z } from 'zod';
import { currencyCode } from './fields.ts';
import { calendarDate, decimalNumber } from './money.ts';
import { pagedEnvelope, pageQueryFields } from './pagination.ts';

/** Where a rate came from: typed in, or read from the Central Bank of Kenya's daily mean rates. */
export const EXCHANGE_RATE_SOURCES = ['manual', 'cbk'] as const;

/** A rate as the API answers it: the books' currency for one unit of `currency` on `date`. */
export const exchangeRateSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  date: z.string(),
  rate: z.number(),
  source: z.enum(EXCHANGE_RATE_SOURCES),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** A rate: positive, at most 6 decimals (CBK publishes 4; a UGX rate needs more). */
export const exchangeRateValue = (label = 'Exchange rate') =>
  decimalNumber(label, { places: 6, min: 0.000001, max: 1_000_000 });

/** POST /exchange_rates: `{exchange_rate:{currency, date, rate}}`; a second rate for the same day replaces it. */
export const exchangeRateRequestSchema = z.object({
  exchange_rate: z.object({
    currency: currencyCode(),
    date: calendarDate('Date'),
    rate: exchangeRateValue('Rate'),
  }),
});
export type ExchangeRateRequest = z.input<typeof exchangeRateRequestSchema>;

/** GET /exchange_rates: one currency and a date range, newest first. */
export const exchangeRateListQuerySchema = z.object({
  currency: currencyCode().optional(),
  from: calendarDate('From').optional(),
  to: calendarDate('To').optional(),
  ...pageQueryFields(50),
});
export const exchangeRateListSchema = pagedEnvelope(exchangeRateSchema);

/** POST /exchange_rates/import: what the file held and what was stored. */
export const exchangeRateImportResultSchema = z.object({
  imported: z.number().int(),
  replaced: z.number().int(),
  currencies: z.array(z.string()),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type ExchangeRateImportResult = z.infer<typeof exchangeRateImportResultSchema>;
