import { contactStatementQuerySchema, emailContactStatementRequestSchema } from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { contentDisposition } from '../../http/attachments.ts';
import { authOf } from '../../http/auth.ts';
import { int4Param } from '../../http/ids.ts';
import { parseBody, parseQuery } from '../../http/validate.ts';
import { contactNotFound } from '../contacts/index.ts';
import { contactStatement } from './statement.ts';
import { emailStatement, statementPdf } from './statement-documents.ts';

const contactIdOf = (request: FastifyRequest) => int4Param(request, contactNotFound);

/** GET /contacts/{id}/statement (JSON, or `format=pdf`) and POST /contacts/{id}/statement/email. */
export function registerContactStatementRoutes(app: FastifyInstance, { db, mailer }: AppDeps): void {
  app.get('/contacts/:id/statement', async (request, reply) => {
    const id = contactIdOf(request);
    const { format, ...period } = parseQuery(contactStatementQuerySchema, request);
    const { accountId } = authOf(request);
    if (format !== 'pdf') return { data: await contactStatement(db, accountId, id, period) };
    const { filename, pdf } = await statementPdf(db, accountId, id, period);
    return reply
      .type('application/pdf')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post('/contacts/:id/statement/email', async (request) => {
    const id = contactIdOf(request);
    const body = parseBody(emailContactStatementRequestSchema, request);
    const deps = { db, mailer, log: request.log };
    return { data: await emailStatement(deps, authOf(request).accountId, id, body) };
  });
}
