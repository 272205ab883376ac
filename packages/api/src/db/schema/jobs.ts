import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * The job queue (src/jobs): work that runs after its transaction commits, survives restarts and runs once.
 * A job is enqueued in the transaction of the change that asks for it (an auto-sent invoice's e-mail is
 * written with the invoice: a transactional outbox); `(kind, key)` is unique, so asking twice enqueues once.
 * A runner claims due jobs with `FOR UPDATE SKIP LOCKED` (two runners never take the same one) and holds each
 * until `locked_until`; a runner that dies leaves its job to be taken again after that. A failure retries with
 * backoff (`run_at`) until `max_attempts`, then the job is `failed` and listed for the owner (GET /jobs).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** What the job is about, for the owner (GET /jobs). */
    summary: varchar('summary', { length: 300 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('jobs_kind_key_unique').on(t.kind, t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_account_idx').on(t.accountId, t.status, t.id.desc()),
    check('jobs_status', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);
