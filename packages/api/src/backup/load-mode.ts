import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import type { Executor } from '../db/transaction.ts';
import { ident, type SequenceValue } from './catalog.ts';

/**
 * Loading copied rows, inside one transaction: the rows are already consistent, so the tables' own triggers
 * must not run (they would seed every new account's chart again, count contacts twice, refuse to touch the
 * append-only ledger), and foreign keys are checked once at the end, because some tables point at each other
 * (invoices and estimates) or at themselves. Both need only the tables' owner, not a superuser: the user
 * triggers are disabled and the foreign keys dropped, then created again (which checks every row) by `finish`.
 */
export async function beginLoad(db: Executor, tables: readonly string[]): Promise<() => Promise<void>> {
  const foreignKeys = rowsOf<{ table: string; name: string; definition: string }>(
    await db.execute(sql`
      select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as definition
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where k.contype = 'f'
      order by c.relname, k.conname`),
  );
  for (const key of foreignKeys) {
    await db.execute(sql.raw(`alter table public.${ident(key.table)} drop constraint ${ident(key.name)}`));
  }
  for (const table of tables)
    await db.execute(sql.raw(`alter table public.${ident(table)} disable trigger user`));
  return async () => {
    for (const table of tables)
      await db.execute(sql.raw(`alter table public.${ident(table)} enable trigger user`));
    for (const key of foreignKeys) {
      await db.execute(
        sql.raw(`alter table public.${ident(key.table)} add constraint ${ident(key.name)} ${key.definition}`),
      );
    }
  };
}

export async function setSequences(db: Executor, sequences: readonly SequenceValue[]): Promise<void> {
  for (const sequence of sequences) {
    await db.execute(
      sql`select setval(${`public.${ident(sequence.name)}`}::regclass, ${sequence.last_value}::bigint, ${sequence.is_called})`,
    );
  }
}

/** Empties every table (restore --force), in one statement so foreign keys between them do not matter. */
export async function truncateTables(db: Executor, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(
    sql.raw(`truncate ${tables.map((name) => `public.${ident(name)}`).join(', ')} restart identity`),
  );
}

/** Tables holding at least one row. */
export async function nonEmptyTables(db: Executor, tables: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of tables) {
    const [row] = rowsOf<{ any: boolean }>(
      await db.execute(sql.raw(`select exists (select 1 from public.${ident(table)}) as any`)),
    );
    if (row?.any) found.push(table);
  }
  return found;
}

/** `accounts, contacts, invoices and 30 more tables`: a refusal names a few, not all. */
export function describeTables(tables: readonly string[]): string {
  const named = tables.slice(0, 3).join(', ');
  return tables.length > 3 ? `${named} and ${tables.length - 3} more tables` : named;
}
