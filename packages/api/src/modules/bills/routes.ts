import {
  billCreateRequestSchema,
  billListQuerySchema,
  billPaymentRequestSchema,
  billUpdateRequestSchema,
} from '@daftari/contracts';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readReceiptFields } from '../../adapters/receipts/index.ts';
import type { FileStore } from '../../adapters/storage/index.ts';
import { businessToday } from '../../db/business-today.ts';
import type { AppDeps } from '../../deps.ts';
import { ATTACHMENT_MULTIPART_LIMITS, contentDisposition, sendAttachment } from '../../http/attachments.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { readUploadedDocument } from '../../http/receipt-upload.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { writeBillRequest } from './body.ts';
import { billExtraction, billReadingContext } from './extract.ts';
import { billsCsv } from './list-csv.ts';
import { billPaymentAdvice, billPaymentNotFound } from './payment-advice.ts';
import { recordBillPayment } from './payments.ts';
import { findBillAttachment, getBill, listBills } from './queries.ts';
import { createBill, deleteBill, updateBill, voidBill } from './service.ts';
import { billNotFound } from './writes.ts';

const billIdOf = (request: FastifyRequest) => int4Param(request, billNotFound);

/** The multipart `bill` field carries the whole bill as JSON (up to 200 lines): as much as a JSON body (1 MB). */
const BILL_FIELD_BYTES = 1024 * 1024;

/**
 * The bill routes (authenticated group). Every query is scoped by the signed-in account: another account's
 * bill, an unknown id and a malformed one all answer 404 `Bill not found`.
 */
export async function registerBillRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { store }: { store: FileStore },
): Promise<void> {
  const { db } = deps;
  const today = (accountId: number) => businessToday(db, accountId, deps.now());
  await app.register(async (billsApp) => {
    await billsApp.register(fastifyMultipart, {
      limits: { ...ATTACHMENT_MULTIPART_LIMITS, fieldSize: BILL_FIELD_BYTES },
    });

    billsApp.get('/bills', async (request, reply) => {
      const query = parseQuery(billListQuerySchema, request);
      const { accountId } = authOf(request);
      const day = await today(accountId);
      return listOrCsv(reply, query, (filters) => listBills(db, accountId, filters, day), billsCsv);
    });

    billsApp.post('/bills', async (request, reply) => {
      const { accountId } = authOf(request);
      const id = await writeBillRequest(request, store, billCreateRequestSchema, ({ bill }, attachment) =>
        createBill(db, accountId, bill, attachment),
      );
      return reply.code(201).send({ data: await getBill(db, accountId, id, await today(accountId)) });
    });

    billsApp.get('/bills/:id', async (request) => {
      const { accountId } = authOf(request);
      return { data: await getBill(db, accountId, billIdOf(request), await today(accountId)) };
    });

    billsApp.put('/bills/:id', async (request) => {
      const { accountId } = authOf(request);
      const id = billIdOf(request);
      // 404 before reading an upload: nothing is stored for a bill that is not there.
      await getBill(db, accountId, id, await today(accountId));
      const replaced = await writeBillRequest(
        request,
        store,
        billUpdateRequestSchema,
        ({ bill }, attachment) => updateBill(db, accountId, id, bill, attachment),
      );
      await store.remove(replaced);
      return { data: await getBill(db, accountId, id, await today(accountId)) };
    });

    billsApp.delete('/bills/:id', async (request, reply) => {
      await store.remove(await deleteBill(db, authOf(request).accountId, billIdOf(request)));
      return reply.code(204).send();
    });

    billsApp.post('/bills/:id/void', async (request) => {
      const { accountId } = authOf(request);
      const id = billIdOf(request);
      await voidBill(db, accountId, id);
      return { data: await getBill(db, accountId, id, await today(accountId)) };
    });

    billsApp.post('/bills/:id/payments', async (request, reply) => {
      const { accountId } = authOf(request);
      const id = billIdOf(request);
      const { payment } = parseBody(billPaymentRequestSchema, request);
      await recordBillPayment(db, accountId, id, payment);
      return reply.code(201).send({ data: await getBill(db, accountId, id, await today(accountId)) });
    });

    billsApp.get('/bill_payments/:id/receipt', async (request, reply) => {
      const id = int4Param(request, billPaymentNotFound);
      const { filename, pdf } = await billPaymentAdvice(db, authOf(request).accountId, id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(filename))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });

    billsApp.get('/bills/:id/attachment', async (request, reply) =>
      sendAttachment(
        reply,
        store,
        await findBillAttachment(db, authOf(request).accountId, billIdOf(request)),
      ),
    );

    billsApp.post('/bills/extract_from_document', async (request, reply) => {
      const { accountId } = authOf(request);
      const read = await readUploadedDocument(
        request,
        reply,
        { name: 'document', label: 'document' },
        async (file, signal) => readReceiptFields(file, await billReadingContext(db, accountId), { signal }),
      );
      return { data: await billExtraction(db, accountId, read) };
    });
  });
}
