import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import { bearer } from './helpers.ts';

export interface AuditEventAnswer {
  id: number;
  at: string;
  user: { id: number; name: string; email: string } | null;
  actor?: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  summary: string;
  changes: Record<string, [unknown, unknown]>;
  ip: string | null;
  user_agent: string | null;
}

/** GET /audit_events (with a query), answered 200. */
export async function auditEvents(
  app: FastifyInstance,
  token: string,
  query = '',
): Promise<AuditEventAnswer[]> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/audit_events${query}`,
    headers: bearer(token),
  });
  if (answer.statusCode !== 200) throw new Error(`audit_events: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { data: AuditEventAnswer[] }).data;
}

/** How many audit events the whole database holds (every business). */
export async function auditEventCount(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(await db.execute(sql`select count(*) as n from audit_events`));
  return Number(row!.n);
}

/** GET /audit_events/verify's data. */
export async function verifyAudit(app: FastifyInstance, token: string) {
  const answer = await app.inject({ method: 'GET', url: '/api/audit_events/verify', headers: bearer(token) });
  if (answer.statusCode !== 200) throw new Error(`verify: ${answer.statusCode} ${answer.body}`);
  return (answer.json() as { data: { ok: boolean; events: number; first_broken_id: number | null } }).data;
}
