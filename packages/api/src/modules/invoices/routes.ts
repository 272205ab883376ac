import {
  addInvoiceItemsRequestSchema,
  documentBulkRequestSchema,
  documentPdfsQuerySchema,
  emailInvoiceRequestSchema,
  invoiceCreateRequestSchema,
  invoiceListQuerySchema,
  invoiceUpdateRequestSchema,
  manualPaymentRequestSchema,
  updateInvoiceItemRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contentDisposition } from '../../http/attachments.ts';
import { authOf } from '../../http/auth.ts';
import { type BulkDocuments, bulkWithNote } from '../../http/document-bulk.ts';
import { HttpError } from '../../http/errors.ts';
import { int4Param, routeParam, uuidParam } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { appOrigin } from '../../http/origin.ts';
import { sendPdfZip } from '../../http/pdf-zip.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { invoiceItemNotFound, invoiceNotFound } from '../sales-documents/index.ts';
import { emailInvoice, invoicePdf } from './documents.ts';
import { addInvoiceItems, deleteInvoiceItem, updateInvoiceItem } from './items.ts';
import { invoicesCsv } from './list-csv.ts';
import { recordManualPayment } from './payments.ts';
import { getInvoice, listInvoices } from './queries.ts';
import { createInvoice, deleteInvoice, updateInvoice, voidInvoice } from './service.ts';

/** The `:id` of an invoice route: a UUID, lower-cased; anything else is simply not found. */
const invoiceIdOf = (request: FastifyRequest) => uuidParam(request, invoiceNotFound);

/** The `:itemId` of an item route; anything but a positive int4 is not found. */
const itemIdOf = (request: FastifyRequest) => int4Param(request, invoiceItemNotFound, 'itemId');

const INVOICE_BULK: BulkDocuments = {
  collection: 'invoices',
  key: 'invoice',
  emailRoute: 'email_invoice',
  numberOf: (invoice) => String(invoice.invoice_number),
};

/** What other areas do once an invoice is sent, after its transaction (banking suggests it for its lines). */
export interface InvoiceHooks {
  sent: (accountId: number, invoiceIds: string[]) => Promise<unknown>;
}

/**
 * The invoice routes (authenticated group). Every query is scoped by the signed-in account: another
 * account's invoice, an unknown id and a malformed one all answer 404 `Invoice not found`. An invoice the
 * answer shows sent is given to `hooks.sent`; the invoice is sent whatever they do (a failure is logged).
 */
export function registerInvoiceRoutes(app: FastifyInstance, deps: AppDeps, hooks?: InvoiceHooks): void {
  const { db } = deps;
  const sent = async (request: FastifyRequest, invoice: { id: string; status: string }) => {
    if (!hooks || invoice.status !== 'sent') return;
    await hooks.sent(authOf(request).accountId, [invoice.id]).catch((error: unknown) => {
      request.log.warn({ err: error, invoiceId: invoice.id }, 'after sending an invoice');
    });
  };

  app.get('/invoices', async (request, reply) => {
    const { accountId } = authOf(request);
    const query = parseQuery(invoiceListQuerySchema, request);
    return listOrCsv(reply, query, (filters) => listInvoices(db, accountId, filters), invoicesCsv);
  });

  app.post('/invoices/bulk', async (request) => {
    const body = parseBody(documentBulkRequestSchema, request);
    return { data: await bulkWithNote(app, request, INVOICE_BULK, body) };
  });

  app.get('/invoices/pdfs', async (request, reply) => {
    const { ids } = parseQuery(documentPdfsQuerySchema, request);
    const { accountId } = authOf(request);
    const origin = appOrigin(request, deps.appUrl);
    const render = (id: string) => invoicePdf(db, accountId, id, origin);
    return sendPdfZip(reply, 'Invoices.zip', ids, render, invoiceNotFound);
  });

  app.post('/invoices', async (request, reply) => {
    const { invoice } = parseBody(invoiceCreateRequestSchema, request);
    const created = await createInvoice(db, authOf(request).accountId, invoice);
    return reply.code(201).send({ data: created });
  });

  app.get('/invoices/:id', async (request) => ({
    data: await getInvoice(db, authOf(request).accountId, invoiceIdOf(request)),
  }));

  app.put('/invoices/:id', async (request) => {
    const id = invoiceIdOf(request);
    const { invoice } = parseBody(invoiceUpdateRequestSchema, request);
    const updated = await updateInvoice(db, authOf(request).accountId, id, invoice);
    if (invoice.status === 'sent') await sent(request, updated);
    return { data: updated };
  });

  app.delete('/invoices/:id', async (request, reply) => {
    await deleteInvoice(db, authOf(request).accountId, invoiceIdOf(request));
    return reply.code(204).send();
  });

  app.post('/invoices/:id/void', async (request) => ({
    data: await voidInvoice(db, authOf(request).accountId, invoiceIdOf(request), deps.now()),
  }));

  app.post('/invoices/:id/add_items', async (request) => {
    const id = invoiceIdOf(request);
    const body = parseBody(addInvoiceItemsRequestSchema, request);
    return { data: await addInvoiceItems(db, authOf(request).accountId, id, body) };
  });

  app.put('/invoices/:id/items/:itemId', async (request) => {
    const id = invoiceIdOf(request);
    const itemId = itemIdOf(request);
    const { invoice_item: item } = parseBody(updateInvoiceItemRequestSchema, request);
    return { data: await updateInvoiceItem(db, authOf(request).accountId, id, itemId, item) };
  });

  app.delete('/invoices/:id/items/:itemId', async (request) => {
    const id = invoiceIdOf(request);
    return { data: await deleteInvoiceItem(db, authOf(request).accountId, id, itemIdOf(request)) };
  });

  app.post('/invoices/:id/payments', async (request, reply) => {
    const id = invoiceIdOf(request);
    const { payment } = parseBody(manualPaymentRequestSchema, request);
    const invoice = await recordManualPayment(db, authOf(request).accountId, id, payment);
    return reply.code(201).send({ data: invoice });
  });

  app.get('/invoices/:id/pdf', async (request, reply) => {
    const id = invoiceIdOf(request);
    const origin = appOrigin(request, deps.appUrl);
    const { filename, pdf } = await invoicePdf(db, authOf(request).accountId, id, origin);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post('/invoices/:id/email_invoice', async (request) => {
    const id = invoiceIdOf(request);
    const { email } = parseBody(emailInvoiceRequestSchema, request);
    const origin = appOrigin(request, deps.appUrl);
    const result = await emailInvoice(
      { db, mailer: deps.mailer, log: request.log, now: deps.now },
      authOf(request).accountId,
      id,
      email,
      origin,
    );
    await sent(request, result.invoice);
    return { data: result };
  });

  // The local outbox (no SMTP_URL): what would have been e-mailed, for the owner to read.
  app.get('/outbox', async (request) => ({ data: await deps.outbox.list(authOf(request).accountId) }));

  app.get('/outbox/:id', async (request, reply) => {
    const id = routeParam(request);
    const message = await deps.outbox.read(authOf(request).accountId, id);
    if (!message) throw new HttpError(404, 'Message not found');
    return reply
      .type('message/rfc822')
      .header('content-disposition', `attachment; filename="${id}.eml"`)
      .header('cache-control', 'private, no-store')
      .send(message);
  });
}
