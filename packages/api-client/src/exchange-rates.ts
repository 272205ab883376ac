import {
  dataEnvelope,
  type ExchangeRateRequest,
  exchangeRateImportResultSchema,
  exchangeRateListSchema,
  exchangeRateSchema,
} from '@daftari/contracts';
import { importCsv } from './csv-import.ts';
import { http, send } from './http.ts';

export interface ExchangeRateQuery {
  currency?: string;
  from?: string;
  to?: string;
  page?: number;
  per_page?: number;
}

export const exchangeRateKeys = {
  all: ['exchange-rates'] as const,
  list: (query: ExchangeRateQuery) => [...exchangeRateKeys.all, 'list', query] as const,
};

/** GET /exchange_rates?currency&from&to&page: the account's rates, newest first. */
export async function listExchangeRates(query: ExchangeRateQuery = {}) {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') searchParams.set(key, String(value));
  }
  const { body } = await send(
    exchangeRateListSchema,
    () => http.get('exchange_rates', { searchParams }),
    'Failed to load exchange rates',
  );
  return body;
}

/** POST /exchange_rates: a rate for one currency and day (a second one for the same day replaces it). */
export async function createExchangeRate(request: ExchangeRateRequest) {
  const { body } = await send(
    dataEnvelope(exchangeRateSchema),
    () => http.post('exchange_rates', { json: request }),
    'Failed to save the exchange rate',
  );
  return body.data;
}

/** POST /exchange_rates/import: the Central Bank of Kenya's daily mean rates CSV (multipart `file`). */
export function importExchangeRates(file: Blob) {
  return importCsv(
    'exchange_rates/import',
    dataEnvelope(exchangeRateImportResultSchema),
    file,
    {},
    'Failed to import the exchange rates',
  );
}
