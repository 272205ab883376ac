import { type SQL, sql } from 'drizzle-orm';
import { ident, type Table } from '../../backup/catalog.ts';

/**
 * Which rows of the database are the business's: every table with an `account_id` (those rows), the tables
 * that hang off one of them (their parent's rows), and the business's own `accounts` row. Left out: who may
 * sign in (users, sessions, the team and its invitations: the importing business keeps its own), the queue,
 * and the stored keys of M-Pesa, eTIMS, Paystack and SMTP (secrets that are not carried in a file an owner
 * keeps).
 */
const PRIVATE = new Set([
  'users',
  'sessions',
  'memberships',
  'invitations',
  'jobs',
  'daraja_settings',
  'etims_settings',
  'paystack_keys',
  'smtp_settings',
]);

/** Tables without `account_id`: the column that names their parent, and the parent's table. */
const CHILDREN: Record<string, { column: string; parent: string }> = {
  invoice_reminders: { column: 'invoice_id', parent: 'invoices' },
  ledger_open_item_movements: { column: 'item_id', parent: 'ledger_open_items' },
  recurring_invoice_periods: { column: 'recurring_invoice_id', parent: 'recurring_invoices' },
};

/** Columns not exported: the account's secret path for Safaricom's callbacks. */
const SECRET_COLUMNS: Record<string, Set<string>> = { accounts: new Set(['mpesa_c2b_token']) };

export interface SelectedTable extends Table {
  /** The condition that keeps the business's rows. */
  where: (accountId: number) => SQL;
}

export function businessTables(tables: readonly Table[]): SelectedTable[] {
  const selected: SelectedTable[] = [];
  for (const table of tables) {
    const columns = table.columns.filter((column) => !SECRET_COLUMNS[table.name]?.has(column.name));
    const child = CHILDREN[table.name];
    if (table.name === 'accounts') {
      selected.push({ ...table, columns, where: (id) => sql`id = ${id}` });
    } else if (child) {
      selected.push({
        ...table,
        columns,
        where: (id) =>
          sql`${sql.raw(ident(child.column))} in (select id from public.${sql.raw(ident(child.parent))} where account_id = ${id})`,
      });
    } else if (!PRIVATE.has(table.name) && columns.some((column) => column.name === 'account_id')) {
      selected.push({ ...table, columns, where: (id) => sql`account_id = ${id}` });
    }
  }
  return selected;
}
