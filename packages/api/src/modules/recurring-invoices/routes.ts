import {
  recurringInvoiceCreateRequestSchema,
  recurringInvoiceListQuerySchema,
  recurringInvoiceUpdateRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { recurringInvoicesCsv } from './list-csv.ts';
import { getRecurringInvoice, listRecurringInvoices, recurringInvoiceNotFound } from './queries.ts';
import {
  createRecurringInvoice,
  pauseRecurringInvoice,
  resumeRecurringInvoice,
  stopRecurringInvoice,
  updateRecurringInvoice,
} from './service.ts';

const seriesIdOf = (request: FastifyRequest) => int4Param(request, recurringInvoiceNotFound);

/** The recurring invoice routes (authenticated group); another account's series is 404. */
export function registerRecurringInvoiceRoutes(app: FastifyInstance, { db, now }: AppDeps): void {
  app.get('/recurring_invoices', async (request, reply) => {
    const { accountId } = authOf(request);
    const query = parseQuery(recurringInvoiceListQuerySchema, request);
    const list = (filters: typeof query) => listRecurringInvoices(db, accountId, filters);
    return listOrCsv(reply, query, list, recurringInvoicesCsv);
  });

  app.post('/recurring_invoices', async (request, reply) => {
    const { recurring_invoice: input } = parseBody(recurringInvoiceCreateRequestSchema, request);
    const created = await createRecurringInvoice(db, authOf(request).accountId, input, now());
    return reply.code(201).send({ data: created });
  });

  app.get('/recurring_invoices/:id', async (request) => ({
    data: await getRecurringInvoice(db, authOf(request).accountId, seriesIdOf(request)),
  }));

  app.put('/recurring_invoices/:id', async (request) => {
    const id = seriesIdOf(request);
    const { recurring_invoice: input } = parseBody(recurringInvoiceUpdateRequestSchema, request);
    return { data: await updateRecurringInvoice(db, authOf(request).accountId, id, input, now()) };
  });

  app.delete('/recurring_invoices/:id', async (request) => ({
    data: await stopRecurringInvoice(db, authOf(request).accountId, seriesIdOf(request)),
  }));

  app.post('/recurring_invoices/:id/pause', async (request) => ({
    data: await pauseRecurringInvoice(db, authOf(request).accountId, seriesIdOf(request)),
  }));

  app.post('/recurring_invoices/:id/resume', async (request) => ({
    data: await resumeRecurringInvoice(db, authOf(request).accountId, seriesIdOf(request)),
  }));
}
