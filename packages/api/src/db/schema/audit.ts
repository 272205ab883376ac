/** The audit trail: one append-only, hash-chained event per change of a business (and per sign-in). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/** A field's value before and after the change; a created record's fields have null before, a deleted one's null after. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * Rows are only ever inserted: the database refuses UPDATE, DELETE and TRUNCATE (0039_audit_events.sql), but
 * for the cascade of a whole business account being deleted. `user_id` has no foreign key on purpose: who
 * acted stays recorded whatever becomes of the user (and a cascading SET NULL would be an update).
 * `hash` is sha256 over `prev_hash` (the business's previous event's hash) and the row's own fields.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: integer('user_id'),
    /** Who acted when no user did: `paystack`, `mpesa`, `pay page`, `system job <kind>`; null for a user. */
    actor: varchar('actor', { length: 60 }),
    action: varchar('action', { length: 80 }).notNull(),
    entityType: varchar('entity_type', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }),
    summary: varchar('summary', { length: 300 }).notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 500 }),
    prevHash: varchar('prev_hash', { length: 64 }),
    hash: varchar('hash', { length: 64 }).notNull(),
  },
  (t) => [
    index('audit_events_account_idx').on(t.accountId, t.id),
    index('audit_events_entity_idx').on(t.accountId, t.entityType, t.entityId, t.id),
    // No two events of a business share a predecessor (the first one has none): the chain cannot fork.
    uniqueIndex('audit_events_chain_idx').on(t.accountId, sql`coalesce(${t.prevHash}, '')`),
  ],
);
