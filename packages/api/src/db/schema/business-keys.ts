/** A business's own Paystack keys and SMTP server: what it uses instead of the instance's defaults. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * A business's own Paystack account: its secret key sealed under SETTINGS_KEY_SECRET (AES-256-GCM, as the
 * eTIMS communication key), the hint shown instead of it (`sk_live_…1234`), and the public key (not secret).
 */
export const paystackKeys = pgTable(
  'paystack_keys',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    secretKey: text('secret_key').notNull(),
    secretKeyHint: varchar('secret_key_hint', { length: 20 }).notNull(),
    mode: varchar('mode', { length: 4 }).notNull(),
    publicKey: varchar('public_key', { length: 210 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('paystack_keys_mode', sql`${t.mode} in ('test', 'live')`)],
);

/**
 * A business's own SMTP server: its invoices, statements, receipts, reminders and invitations go out through
 * it. `secure`: TLS from the first byte; false: STARTTLS when offered. The password is sealed under
 * SETTINGS_KEY_SECRET; `from_address` is the From header (`Name <address>` or an address).
 */
export const smtpSettings = pgTable(
  'smtp_settings',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    host: varchar('host', { length: 253 }).notNull(),
    port: integer('port').notNull(),
    secure: boolean('secure').notNull().default(false),
    username: varchar('username', { length: 200 }),
    password: text('password'),
    fromAddress: varchar('from_address', { length: 300 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('smtp_settings_port', sql`${t.port} between 1 and 65535`)],
);
