/** The team: who works in which business as what, and the invitations the owners sent. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * A person's place in a business. `invited`: an invitation waits (user_id is null until a new person
 * accepts it, or already set when the e-mail belongs to a user); `active`: the person works there.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 20 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('active'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_account_user_unique').on(t.accountId, t.userId),
    index('memberships_user_id_idx').on(t.userId),
    check(
      'memberships_role_known',
      sql`${t.role} in ('owner', 'accountant', 'bookkeeper', 'invoicer', 'viewer')`,
    ),
    check('memberships_status_known', sql`${t.status} in ('active', 'invited')`),
    check('memberships_active_has_user', sql`${t.status} = 'invited' or ${t.userId} is not null`),
  ],
);

/**
 * An invitation link (`/invite/{token}`): only the SHA-256 of the token is stored; used once (used_at),
 * valid 14 days. Its membership row is the one the invitee takes.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('invitations_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('invitations_account_id_idx').on(t.accountId),
    index('invitations_membership_id_idx').on(t.membershipId),
    // One link waiting per e-mail and business: two owners inviting one person at once make one invitation.
    uniqueIndex('invitations_account_email_pending').on(t.accountId, t.email).where(sql`${t.usedAt} is null`),
    check('invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check(
      'invitations_role_known',
      sql`${t.role} in ('owner', 'accountant', 'bookkeeper', 'invoicer', 'viewer')`,
    ),
  ],
);

/** Recovery codes of a user's two-step sign-in: only their SHA-256 is kept; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);
