import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps, PublicDeps } from '../../deps.ts';
import { contentDisposition } from '../../http/attachments.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param, uuidParam } from '../../http/ids.ts';
import { paymentNotFound } from './receipt.ts';
import { receiptPdf } from './receipt-documents.ts';

const sendPdf = (reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** GET /payments/{id}/receipt: the receipt PDF of a payment of the signed-in business (else 404). */
export function registerReceiptRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/payments/:id/receipt', async (request, reply) => {
    const id = int4Param(request, paymentNotFound);
    return sendPdf(reply, await receiptPdf(db, { accountId: authOf(request).accountId }, id));
  });
}

/**
 * GET /public/invoices/{id}/payments/{paymentId}/receipt: the receipt of a payment of that (sent or paid)
 * invoice, for whoever holds its link; another invoice's payment, a draft's or an unknown one: 404 alike.
 */
export function registerPublicReceiptRoutes(app: FastifyInstance, { db, payments }: PublicDeps): void {
  app.get('/public/invoices/:id/payments/:paymentId/receipt', async (request, reply) => {
    await payments.throttle.hit([`invoice:ip:${request.ip}`]);
    const invoiceId = uuidParam(request, paymentNotFound);
    const paymentId = int4Param(request, paymentNotFound, 'paymentId');
    return sendPdf(reply, await receiptPdf(db, { invoiceId }, paymentId));
  });
}
