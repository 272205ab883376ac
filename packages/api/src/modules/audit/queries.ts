import type { AuditEvent, AuditEventListQuery } from '@daftari/contracts';
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, auditEvents, users } from '../../db/schema.ts';
import { type PageQuery, pageOffset } from '../../http/paging.ts';
import { eventHash } from './chain.ts';

export type AuditFilter = Omit<AuditEventListQuery, 'format' | 'page' | 'per_page'>;

/** A calendar day of the business's time zone, as the instant it starts. */
const dayStart = (accountId: number, day: string) =>
  sql`(${day}::date)::timestamp at time zone (select ${accounts.timeZone} from ${accounts} where ${accounts.id} = ${accountId})`;

function conditions(accountId: number, filter: AuditFilter): SQL {
  const where: (SQL | undefined)[] = [eq(auditEvents.accountId, accountId)];
  if (filter.from) where.push(sql`${auditEvents.at} >= ${dayStart(accountId, filter.from)}`);
  if (filter.to) where.push(sql`${auditEvents.at} < ${dayStart(accountId, filter.to)} + interval '1 day'`);
  if (filter.user_id) where.push(eq(auditEvents.userId, filter.user_id));
  if (filter.entity_type) where.push(eq(auditEvents.entityType, filter.entity_type));
  if (filter.entity_id) where.push(eq(auditEvents.entityId, filter.entity_id));
  if (filter.action) where.push(eq(auditEvents.action, filter.action));
  return and(...where)!;
}

const shown = (
  row: typeof auditEvents.$inferSelect & { name: string | null; email: string | null },
): AuditEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  user:
    row.userId !== null && row.name !== null
      ? { id: row.userId, name: row.name, email: row.email ?? '' }
      : null,
  actor: row.actor,
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  summary: row.summary,
  changes: row.changes,
  ip: row.ip,
  user_agent: row.userAgent,
});

/** The events matching `filter`, newest first: one page, or (no page) every one, for the CSV export. */
export async function listAuditEvents(
  db: Db,
  accountId: number,
  filter: AuditFilter,
  page: PageQuery | null,
): Promise<{ events: AuditEvent[]; total: number }> {
  const where = conditions(accountId, filter);
  const query = db
    .select({ event: auditEvents, name: users.name, email: users.email })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(where)
    .orderBy(desc(auditEvents.id));
  const rows = page ? await query.limit(page.per_page).offset(pageOffset(page)) : await query;
  const [total] = page
    ? await db.select({ n: count() }).from(auditEvents).where(where)
    : [{ n: rows.length }];
  return {
    events: rows.map((row) => shown({ ...row.event, name: row.name, email: row.email })),
    total: Number(total?.n ?? 0),
  };
}

const VERIFY_BATCH = 1000;

/**
 * Walks the business's chain from its first event: each must name the previous event's hash and carry the
 * hash of its own fields. The first event where either fails is `first_broken_id`; `events` counts them all.
 */
export async function verifyAuditChain(
  db: Db,
  accountId: number,
): Promise<{ ok: boolean; events: number; first_broken_id: number | null }> {
  let previous: string | null = null;
  let lastId = 0;
  let events = 0;
  let firstBroken: number | null = null;
  for (;;) {
    const batch = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.accountId, accountId), gt(auditEvents.id, lastId)))
      .orderBy(asc(auditEvents.id))
      .limit(VERIFY_BATCH);
    for (const row of batch) {
      events += 1;
      const holds = row.prevHash === previous && row.hash === eventHash(row.prevHash, row);
      if (!holds) firstBroken ??= row.id;
      previous = row.hash;
      lastId = row.id;
    }
    if (batch.length < VERIFY_BATCH)
      return { ok: firstBroken === null, events, first_broken_id: firstBroken };
  }
}

/** Every business that has an audit trail (the CLI verifies each). */
export async function auditedAccounts(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(sql`exists (select 1 from ${auditEvents} where ${auditEvents.accountId} = ${accounts.id})`)
    .orderBy(asc(accounts.id));
}
