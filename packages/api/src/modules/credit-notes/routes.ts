import {
  creditNoteCreateRequestSchema,
  creditNoteListQuerySchema,
  documentFileName,
  refundCreateRequestSchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderCreditNotePdf } from '../../adapters/pdf/credit-note-pdf.ts';
import type { AppDeps } from '../../deps.ts';
import { contentDisposition } from '../../http/attachments.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { listOrCsv } from '../../http/list-csv.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { documentBusiness } from '../account/index.ts';
import { creditNotesCsv } from './list-csv.ts';
import { creditNoteNotFound, getCreditNote, listCreditNotes } from './queries.ts';
import { createCreditNote, recordRefund } from './service.ts';

const creditNoteIdOf = (request: FastifyRequest) => int4Param(request, creditNoteNotFound);

/**
 * The credit note routes (authenticated group). Every query is scoped by the signed-in account: another
 * account's credit note, an unknown id and a malformed one all answer 404 `Credit note not found`.
 */
export function registerCreditNoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get('/credit_notes', async (request, reply) => {
    const { accountId } = authOf(request);
    const query = parseQuery(creditNoteListQuerySchema, request);
    return listOrCsv(reply, query, (filters) => listCreditNotes(db, accountId, filters), creditNotesCsv);
  });

  app.post('/credit_notes', async (request, reply) => {
    const { credit_note: input } = parseBody(creditNoteCreateRequestSchema, request);
    const created = await createCreditNote(db, authOf(request).accountId, input);
    return reply.code(201).send({ data: created });
  });

  app.get('/credit_notes/:id', async (request) => ({
    data: await getCreditNote(db, authOf(request).accountId, creditNoteIdOf(request)),
  }));

  app.post('/credit_notes/:id/refunds', async (request, reply) => {
    const id = creditNoteIdOf(request);
    const { refund } = parseBody(refundCreateRequestSchema, request);
    const note = await recordRefund(db, authOf(request).accountId, id, refund);
    return reply.code(201).send({ data: note });
  });

  app.get('/credit_notes/:id/pdf', async (request, reply) => {
    const { accountId } = authOf(request);
    const [note, business] = await Promise.all([
      getCreditNote(db, accountId, creditNoteIdOf(request)),
      documentBusiness(db, accountId),
    ]);
    const pdf = await renderCreditNotePdf(business, note);
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        contentDisposition(documentFileName(note.credit_note_number, note.contact)),
      )
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
