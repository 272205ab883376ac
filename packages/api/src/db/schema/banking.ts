/** Money accounts, their imported statements and the statements' lines. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { createdAt, money } from './columns.ts';
import { ledgerAccounts } from './ledger.ts';

const optionalMoney = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * What the business says of an asset account it holds money in: its kind, its bank or institution, and the
 * column mapping its bank's CSV files were last read with (a Paystack account: the bank its payouts reach). 1000, 1100, 1300 and 1310 are money accounts
 * without a row (their kinds follow from their numbers); a row is written when the owner adds an account or
 * edits one.
 */
export const moneyAccounts = pgTable(
  'money_accounts',
  {
    ledgerAccountId: integer('ledger_account_id')
      .primaryKey()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    institution: varchar('institution', { length: 100 }),
    csvMapping: jsonb('csv_mapping'),
    // A Paystack account's: the bank money account its payouts are paid into (null: 1100 Bank).
    payoutAccountId: integer('payout_account_id').references((): AnyPgColumn => ledgerAccounts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('money_accounts_account_idx').on(t.accountId),
    check('money_accounts_kind', sql`${t.kind} in ('bank', 'mpesa', 'cash', 'card', 'paystack')`),
  ],
);

/** One imported statement file and what its import found. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    format: varchar('format', { length: 20 }).notNull(),
    filename: varchar('filename', { length: 255 }).notNull(),
    periodFrom: date('period_from', { mode: 'string' }),
    periodTo: date('period_to', { mode: 'string' }),
    openingBalance: optionalMoney('opening_balance'),
    closingBalance: optionalMoney('closing_balance'),
    linesTotal: integer('lines_total').notNull(),
    linesNew: integer('lines_new').notNull(),
    linesDuplicate: integer('lines_duplicate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_statements_account_ledger_idx').on(t.accountId, t.ledgerAccountId, t.createdAt),
    check('bank_statements_format', sql`${t.format} in ('mpesa_pdf', 'mpesa_business', 'csv', 'ofx')`),
  ],
);

/**
 * A reconciliation of a money account on a statement date: the statement's balance beside the ledger's at the
 * end of that day. `done` once their difference was 0.00 and every line up to then matched or excluded; its
 * lines then carry its id and cannot change until it is undone (the latest done one only).
 */
export const bankReconciliations = pgTable(
  'bank_reconciliations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    statementBalance: money('statement_balance'),
    // The ledger's balance when it was completed: what a done reconciliation keeps showing.
    ledgerBalance: optionalMoney('ledger_balance'),
    status: varchar('status', { length: 5 }).notNull().default('draft'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_reconciliations_account_ledger_idx').on(t.accountId, t.ledgerAccountId, t.statementDate),
    check('bank_reconciliations_status', sql`${t.status} in ('draft', 'done')`),
  ],
);

/**
 * A statement line: money in positive, out negative. `dedupe_key` says which line of the money account it is
 * (its receipt number, amount and details; without a receipt number its date, amount, balance and details),
 * unique per money account, so an overlapping statement imported again adds none twice. `search_text` (generated)
 * is what the inbox's search reads: the details, party, reference and A/C No., lower-cased.
 * The inbox's indexes: btree (account_id, ledger_account_id, date desc, statement_id desc, position, id desc,
 * status) and the same without ledger_account_id: its pages in its order (a deep page skips index entries only),
 * date ranges, and each status's count by an index-only scan; GIN (account_id, search_text trigrams): its
 * search of three characters or more.
 */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: varchar('time', { length: 8 }),
    reference: varchar('reference', { length: 64 }),
    description: varchar('description', { length: 500 }).notNull(),
    counterparty: varchar('counterparty', { length: 200 }),
    counterpartyPhone: varchar('counterparty_phone', { length: 20 }),
    accountRef: varchar('account_ref', { length: 100 }),
    amount: money('amount'),
    balance: optionalMoney('balance'),
    status: varchar('status', { length: 10 }).notNull().default('unmatched'),
    // What the line is in the books: `match_kind` (invoice_payment, payment, ...) and the ids it names;
    // `match_auto` when Daftari matched it on import; `matched_by` the user who matched it by hand.
    matchKind: varchar('match_kind', { length: 20 }),
    matchIds: jsonb('match_ids').$type<string[]>(),
    // What the match recorded itself (`payment:12`): what unmatching takes out again.
    matchCreated: jsonb('match_created').$type<string[]>(),
    matchAuto: boolean('match_auto').notNull().default(false),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    matchedBy: integer('matched_by'),
    position: integer('position').notNull(),
    dedupeKey: varchar('dedupe_key', { length: 64 }).notNull(),
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    reconciliationId: integer('reconciliation_id').references(() => bankReconciliations.id),
    // What the matcher suggests for a line it could not match (`{kind, ids, amount, confidence, reasons}`),
    // and the pairs the owner declined (`kind:id,id`): never suggested again.
    suggestions: jsonb('suggestions').$type<unknown[]>(),
    declined: jsonb('declined').$type<string[]>(),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower("description" || E'\\n' || coalesce("counterparty", '') || E'\\n' || coalesce("reference", '') || E'\\n' || coalesce("account_ref", ''))`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bank_lines_dedupe_unique').on(t.accountId, t.ledgerAccountId, t.dedupeKey),
    index('bank_lines_inbox_idx').on(
      t.accountId,
      t.ledgerAccountId,
      t.date.desc(),
      t.statementId.desc(),
      t.position,
      t.id.desc(),
      t.status,
    ),
    index('bank_lines_account_inbox_idx').on(
      t.accountId,
      t.date.desc(),
      t.statementId.desc(),
      t.position,
      t.id.desc(),
      t.status,
    ),
    index('bank_lines_search_idx').using('gin', t.accountId, t.searchText.op('gin_trgm_ops')),
    index('bank_lines_account_ledger_date_idx').on(t.accountId, t.ledgerAccountId, t.date, t.id),
    index('bank_lines_statement_idx').on(t.statementId),
    check('bank_lines_status', sql`${t.status} in ('unmatched', 'suggested', 'matched', 'excluded')`),
    check('bank_lines_match', sql`(${t.status} = 'matched') = (${t.matchKind} is not null)`),
  ],
);

/**
 * How many lines each money account holds in each status: what the inbox's summary and total read when it is
 * not filtered by date or search, instead of counting 200,000 rows. Maintained only by the statement triggers on
 * `bank_lines` (drizzle/0036_inbox_indexes.sql); never written by the application.
 */
export const bankLineCounts = pgTable(
  'bank_line_counts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ledgerAccountId: integer('ledger_account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.ledgerAccountId, t.status] })],
);

/**
 * An owner's rule for statement lines: on one money account (or all), lines of a direction whose fields meet
 * its conditions (all or any) are booked by its action. Rules run in `position` order on every import after
 * the exact matches; the first that fits a line acts; `hits` counts the lines it booked.
 */
export const bankRules = pgTable(
  'bank_rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    ledgerAccountId: integer('ledger_account_id').references(() => ledgerAccounts.id, {
      onDelete: 'cascade',
    }),
    direction: varchar('direction', { length: 3 }).notNull().default('any'),
    conditions: jsonb('conditions').notNull().$type<unknown[]>(),
    match: varchar('match', { length: 3 }).notNull().default('all'),
    action: jsonb('action').notNull().$type<Record<string, unknown>>(),
    position: integer('position').notNull(),
    hits: integer('hits').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_rules_account_position_idx').on(t.accountId, t.position, t.id),
    check('bank_rules_direction', sql`${t.direction} in ('in', 'out', 'any')`),
    check('bank_rules_match', sql`${t.match} in ('all', 'any')`),
  ],
);
