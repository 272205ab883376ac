import {
  type ExchangeRateImportResult,
  exchangeRateListQuerySchema,
  exchangeRateRequestSchema,
} from '@daftari/contracts';
import { toRateMicros } from '@daftari/format';
import type { FastifyInstance } from 'fastify';
import { accountCurrency } from '../../db/account-currency.ts';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { acceptImportForms, readImportForm } from '../../http/csv-import/form.ts';
import { invalidField } from '../../http/errors.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { readCbkRates } from './cbk-rates.ts';
import { type DayRate, listRates, storeRates, toExchangeRate } from './rates.ts';

/** The rates of one file, one per currency and day (a later row of the same day wins). */
function lastPerDay(rates: readonly DayRate[]): DayRate[] {
  return [...new Map(rates.map((rate) => [`${rate.currency} ${rate.date}`, rate])).values()];
}

/** GET and POST /exchange_rates, POST /exchange_rates/import (authenticated; scoped by account). */
export async function registerExchangeRateRoutes(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>) {
  app.get('/exchange_rates', async (request) => {
    const query = parseQuery(exchangeRateListQuerySchema, request);
    return listRates(db, authOf(request).accountId, query);
  });

  app.post('/exchange_rates', async (request, reply) => {
    const { exchange_rate: input } = parseBody(exchangeRateRequestSchema, request);
    const { accountId } = authOf(request);
    if (input.currency === (await accountCurrency(db, accountId))) {
      throw invalidField('currency', `${input.currency} is the books' currency: its rate is always 1`);
    }
    const rate = { currency: input.currency, date: input.date, rateMicros: toRateMicros(input.rate) };
    const { rows, replaced } = await storeRates(db, accountId, [rate], 'manual');
    return reply.code(replaced ? 200 : 201).send({ data: toExchangeRate(rows[0]!) });
  });

  // Multipart bodies are accepted by the import only; the rest of the API stays JSON.
  await app.register(async (importApp) => {
    await acceptImportForms(importApp);
    importApp.post('/exchange_rates/import', async (request): Promise<{ data: ExchangeRateImportResult }> => {
      const form = await readImportForm(request);
      const { accountId } = authOf(request);
      const books = await accountCurrency(db, accountId);
      const rates = lastPerDay(readCbkRates(form.file).filter((rate) => rate.currency !== books));
      const dates = rates.map((rate) => rate.date).sort();
      const summary = {
        currencies: [...new Set(rates.map((rate) => rate.currency))].sort(),
        from: dates[0] ?? null,
        to: dates.at(-1) ?? null,
      };
      if (form.dryRun) return { data: { imported: rates.length, replaced: 0, ...summary } };
      const { replaced } = await storeRates(db, accountId, rates, 'cbk');
      request.log.info({ accountId, imported: rates.length }, 'exchange rates imported');
      return { data: { imported: rates.length, replaced, ...summary } };
    });
  });
}
