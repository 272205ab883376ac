import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type AuditChanges, auditEvents } from '../../db/schema.ts';
import { storableJson } from '../../db/storable-json.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { lockAuditChain } from '../../db/write-order.ts';

/** An event as it is appended: everything but its place in the chain. */
export interface NewAuditEvent {
  accountId: number;
  at: Date;
  userId: number | null;
  /** Who acted when no user did (a provider's callback, the pay page, a background job); null for a user. */
  actor?: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
  changes: AuditChanges;
  ip: string | null;
  userAgent: string | null;
}

/** The fields the hash covers: the event's own, its id (its place) included. */
export type ChainedFields = NewAuditEvent & { id: number };

/** JSON with every object's keys sorted: the same text for the same value, whatever order jsonb keeps. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * sha256 (hex) over the previous event's hash (empty for a business's first event), a line feed, and the
 * canonical JSON of [id, account_id, at (ISO 8601, milliseconds), user_id, action, entity_type, entity_id,
 * summary, changes, ip, user_agent], with the actor appended when there is one (so the events written before
 * the actor existed keep their hashes).
 */
export function eventHash(prevHash: string | null, event: ChainedFields): string {
  const fields = [
    event.id,
    event.accountId,
    event.at.toISOString(),
    event.userId,
    event.action,
    event.entityType,
    event.entityId,
    event.summary,
    event.changes,
    event.ip,
    event.userAgent,
    ...(event.actor ? [event.actor] : []),
  ];
  return createHash('sha256')
    .update(`${prevHash ?? ''}\n${canonicalJson(fields)}`)
    .digest('hex');
}

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Appends one event to its business's chain, in a transaction of its own that holds the chain's lock: the
 * previous event read inside it is the last one, and no other append can take it as its predecessor too.
 */
export async function appendAuditEvent(db: Db, input: NewAuditEvent): Promise<number> {
  const event: NewAuditEvent = {
    ...input,
    summary: cut(input.summary, 300),
    changes: storableJson(input.changes) as AuditChanges,
  };
  return writeTransaction(db, 'The audit event is too large', async (tx) => {
    await lockAuditChain(tx, event.accountId);
    // Read once the lock is held (a statement of its own): no other append can come in between.
    const [next] = rowsOf<{ id: number | string; prev: string | null }>(
      await tx.execute(sql`
        select nextval(pg_get_serial_sequence('audit_events', 'id')) as id,
          (select ${auditEvents.hash} from ${auditEvents} where ${auditEvents.accountId} = ${event.accountId}
           order by ${auditEvents.id} desc limit 1) as prev`),
    );
    const id = Number(next!.id);
    const prevHash = next!.prev ?? null;
    await tx
      .insert(auditEvents)
      .values({ ...event, id, prevHash, hash: eventHash(prevHash, { ...event, id }) });
    return id;
  });
}
