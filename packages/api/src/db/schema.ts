/**
 * The one Postgres schema (PGlite and PostgreSQL alike), one file per domain under ./schema/, and the one
 * path it is imported by (and drizzle-kit reads). Migrations in ../../drizzle are generated from it with
 * `pnpm --filter @daftari/api db:generate`.
 *
 * Tenancy rule: every table that holds business data has an `account_id` referencing `accounts`, and every
 * query on it filters by the `accountId` that `requireAuth` put on the request. Never look a record up by
 * its id alone.
 */
export * from './schema/accounts.ts';
export * from './schema/audit.ts';
export * from './schema/banking.ts';
export * from './schema/business-keys.ts';
export * from './schema/contacts.ts';
export * from './schema/credit-notes.ts';
export * from './schema/daraja.ts';
export * from './schema/estimates.ts';
export * from './schema/etims.ts';
export * from './schema/exchange-rates.ts';
export * from './schema/invoice-activity.ts';
export * from './schema/invoices.ts';
export * from './schema/jobs.ts';
export * from './schema/ledger.ts';
export * from './schema/ledger-balances.ts';
export * from './schema/mpesa.ts';
export * from './schema/paystack.ts';
export * from './schema/paystack-payouts.ts';
export * from './schema/price-list.ts';
export * from './schema/projects.ts';
export * from './schema/purchases.ts';
export * from './schema/recurring-invoices.ts';
export * from './schema/team.ts';
export * from './schema/year-ends.ts';
