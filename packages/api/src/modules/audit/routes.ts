import {
  AUDIT_HISTORY_DOCUMENTS,
  type AuditEvent,
  auditEventListQuerySchema,
  auditHistoryQuerySchema,
} from '@daftari/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { authOf, credentialHeaders } from '../../http/auth.ts';
import { csvText } from '../../http/csv-field.ts';
import { notFound } from '../../http/errors.ts';
import { isUuid, routeParam } from '../../http/ids.ts';
import { pageMeta } from '../../http/paging.ts';
import { parseQuery } from '../../http/validate.ts';
import { singular } from './describe.ts';
import { listAuditEvents, verifyAuditChain } from './queries.ts';

const CSV_COLUMNS = [
  'id',
  'at',
  'user',
  'email',
  'action',
  'entity_type',
  'entity_id',
  'summary',
  'changes',
  'ip',
  'user_agent',
  'actor',
];

const csvRow = (event: AuditEvent) => [
  String(event.id),
  event.at,
  event.user?.name ?? '',
  event.user?.email ?? '',
  event.action,
  event.entity_type,
  event.entity_id ?? '',
  event.summary,
  JSON.stringify(event.changes),
  event.ip ?? '',
  event.user_agent ?? '',
  event.actor ?? '',
];

/** UUIDs are stored lower-cased, as the routes that write them read them. */
const entityIdOf = (request: FastifyRequest) => {
  const id = routeParam(request);
  return isUuid(id) ? id.toLowerCase() : id;
};

/** GET /audit_events (paged or CSV), GET /audit_events/verify, GET /{documents}/{id}/history. */
export function registerAuditRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/audit_events', async (request, reply) => {
    const { format, page, per_page, ...filter } = parseQuery(auditEventListQuerySchema, request);
    const accountId = authOf(request).accountId;
    if (format === 'csv') {
      const { events } = await listAuditEvents(db, accountId, filter, null);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(csvText([CSV_COLUMNS, ...events.map(csvRow)]));
    }
    const { events, total } = await listAuditEvents(db, accountId, filter, { page, per_page });
    return { data: events, meta: pageMeta(total, { page, per_page }) };
  });

  app.get('/audit_events/verify', async (request) => ({
    data: await verifyAuditChain(db, authOf(request).accountId),
  }));

  for (const documents of AUDIT_HISTORY_DOCUMENTS) {
    app.get(`/${documents}/:id/history`, async (request) => {
      const { page, per_page } = parseQuery(auditHistoryQuerySchema, request);
      const id = entityIdOf(request);
      // The document's own read route decides whether this business has it (another's is 404 there too).
      const url = `/api/${documents}/${encodeURIComponent(id)}`;
      const own = await app.inject({ method: 'GET', url, headers: credentialHeaders(request) });
      if (own.statusCode !== 200) throw notFound();
      const filter = { entity_type: singular(documents), entity_id: id };
      const { events, total } = await listAuditEvents(db, authOf(request).accountId, filter, {
        page,
        per_page,
      });
      return { data: events, meta: pageMeta(total, { page, per_page }) };
    });
  }
}
