import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The one Postgres schema (PGlite and PostgreSQL alike). Migrations in ../../drizzle are generated from it
 * with `pnpm --filter @daftari/api db:generate`.
 *
 * Tenancy rule: every table that holds business data has an `account_id` referencing `accounts`, and every
 * query on it filters by the `accountId` that `requireAuth` put on the request. Never look a record up by
 * its id alone.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The business: one per sign-up; its users, and later its contacts, invoices, ..., hang off it. */
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('KES'),
  addressLine1: varchar('address_line1', { length: 200 }),
  addressLine2: varchar('address_line2', { length: 200 }),
  city: varchar('city', { length: 100 }),
  country: varchar('country', { length: 100 }),
  phone: varchar('phone', { length: 50 }),
  email: varchar('email', { length: 254 }),
  taxPin: varchar('tax_pin', { length: 50 }),
  bankName: varchar('bank_name', { length: 100 }),
  bankAccountName: varchar('bank_account_name', { length: 100 }),
  bankAccountNumber: varchar('bank_account_number', { length: 50 }),
  bankBranch: varchar('bank_branch', { length: 100 }),
  bankSortCode: varchar('bank_sort_code', { length: 50 }),
  mpesaPaybill: varchar('mpesa_paybill', { length: 20 }),
  createdAt: createdAt(),
});

/** People who sign in. E-mail is stored lower-cased, so the unique constraint is case-insensitive. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull().unique('users_email_unique'),
    name: varchar('name', { length: 200 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_account_id_idx').on(t.accountId),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Bearer sessions. Only the SHA-256 of a token is stored; logout deletes the row. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Sign-up and login attempt counters (one row per `login:ip:…`, `login:email:…`, … key and window), kept in
 * the database so every API instance behind a load balancer counts together.
 */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar('key', { length: 320 }).primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});
