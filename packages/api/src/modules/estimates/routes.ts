import {
  addEstimateItemsRequestSchema,
  documentBulkRequestSchema,
  documentPdfsQuerySchema,
  emailEstimateRequestSchema,
  estimateCreateRequestSchema,
  estimateListQuerySchema,
  estimateUpdateRequestSchema,
  updateEstimateItemRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { businessToday } from '../../db/business-today.ts';
import type { AppDeps } from '../../deps.ts';
import { contentDisposition } from '../../http/attachments.ts';
import { authOf } from '../../http/auth.ts';
import { type BulkDocuments, bulkWithNote } from '../../http/document-bulk.ts';
import { int4Param, uuidParam } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { appOrigin } from '../../http/origin.ts';
import { sendPdfZip } from '../../http/pdf-zip.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { convertEstimate } from './convert.ts';
import { emailEstimate, estimatePdf } from './documents.ts';
import { estimateItemNotFound, estimateNotFound } from './errors.ts';
import { addEstimateItems, deleteEstimateItem, updateEstimateItem } from './items.ts';
import { estimatesCsv } from './list-csv.ts';
import { getEstimate, listEstimates } from './queries.ts';
import { createEstimate, deleteEstimate, updateEstimate } from './service.ts';

/** The `:id` of an estimate route: a UUID, lower-cased; anything else is simply not found. */
const estimateIdOf = (request: FastifyRequest) => uuidParam(request, estimateNotFound);

/** The `:itemId` of an item route; anything but a positive int4 is not found. */
const itemIdOf = (request: FastifyRequest) => int4Param(request, estimateItemNotFound, 'itemId');

const ESTIMATE_BULK: BulkDocuments = {
  collection: 'estimates',
  key: 'estimate',
  emailRoute: 'email_estimate',
  numberOf: (estimate) => String(estimate.estimate_number),
};

/**
 * The estimate routes (authenticated group). Every query is scoped by the signed-in account: another
 * account's estimate, an unknown id and a malformed one all answer 404 `Estimate not found`. "Today" (expiry,
 * the dates of a converted invoice) is the business's, in its time zone, on the injected clock.
 */
export function registerEstimateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const scope = async (request: FastifyRequest) => {
    const { accountId } = authOf(request);
    return { accountId, today: await businessToday(db, accountId, deps.now()) };
  };

  app.get('/estimates', async (request, reply) => {
    const query = parseQuery(estimateListQuerySchema, request);
    const { accountId, today } = await scope(request);
    return listOrCsv(reply, query, (filters) => listEstimates(db, accountId, filters, today), estimatesCsv);
  });

  app.post('/estimates/bulk', async (request) => {
    const body = parseBody(documentBulkRequestSchema, request);
    return { data: await bulkWithNote(app, request, ESTIMATE_BULK, body) };
  });

  app.get('/estimates/pdfs', async (request, reply) => {
    const { ids } = parseQuery(documentPdfsQuerySchema, request);
    const { accountId, today } = await scope(request);
    const origin = appOrigin(request, deps.appUrl);
    const render = (id: string) => estimatePdf(db, accountId, id, origin, today);
    return sendPdfZip(reply, 'Estimates.zip', ids, render, estimateNotFound);
  });

  app.post('/estimates', async (request, reply) => {
    const { estimate } = parseBody(estimateCreateRequestSchema, request);
    const { accountId, today } = await scope(request);
    return reply.code(201).send({ data: await createEstimate(db, accountId, estimate, today) });
  });

  app.get('/estimates/:id', async (request) => {
    const id = estimateIdOf(request);
    const { accountId, today } = await scope(request);
    return { data: await getEstimate(db, accountId, id, today) };
  });

  app.put('/estimates/:id', async (request) => {
    const id = estimateIdOf(request);
    const { estimate } = parseBody(estimateUpdateRequestSchema, request);
    const { accountId, today } = await scope(request);
    return { data: await updateEstimate(db, accountId, id, estimate, today) };
  });

  app.delete('/estimates/:id', async (request, reply) => {
    await deleteEstimate(db, authOf(request).accountId, estimateIdOf(request));
    return reply.code(204).send();
  });

  app.post('/estimates/:id/add_items', async (request) => {
    const id = estimateIdOf(request);
    const body = parseBody(addEstimateItemsRequestSchema, request);
    const { accountId, today } = await scope(request);
    return { data: await addEstimateItems(db, accountId, id, body, today) };
  });

  app.put('/estimates/:id/items/:itemId', async (request) => {
    const id = estimateIdOf(request);
    const itemId = itemIdOf(request);
    const { estimate_item: item } = parseBody(updateEstimateItemRequestSchema, request);
    const { accountId, today } = await scope(request);
    return { data: await updateEstimateItem(db, accountId, id, itemId, item, today) };
  });

  app.delete('/estimates/:id/items/:itemId', async (request) => {
    const id = estimateIdOf(request);
    const itemId = itemIdOf(request);
    const { accountId, today } = await scope(request);
    return { data: await deleteEstimateItem(db, accountId, id, itemId, today) };
  });

  app.post('/estimates/:id/convert', async (request, reply) => {
    const id = estimateIdOf(request);
    const { accountId, today } = await scope(request);
    return reply.code(201).send({ data: await convertEstimate(db, accountId, id, today) });
  });

  app.get('/estimates/:id/pdf', async (request, reply) => {
    const id = estimateIdOf(request);
    const { accountId, today } = await scope(request);
    const origin = appOrigin(request, deps.appUrl);
    const { filename, pdf } = await estimatePdf(db, accountId, id, origin, today);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post('/estimates/:id/email_estimate', async (request) => {
    const id = estimateIdOf(request);
    const { email } = parseBody(emailEstimateRequestSchema, request);
    const { accountId, today } = await scope(request);
    const origin = appOrigin(request, deps.appUrl);
    const result = await emailEstimate(
      { db, mailer: deps.mailer, log: request.log },
      accountId,
      id,
      email,
      origin,
      today,
    );
    return { data: result };
  });
}
