import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import type { Executor } from '../db/transaction.ts';

/**
 * What the backup reads about the database itself: every table of the `public` schema with its stored
 * columns (generated ones are computed again on insert) and primary key, and every sequence. The same
 * queries work on PGlite and PostgreSQL.
 */
export interface Column {
  name: string;
  /** As `format_type` writes it, e.g. `numeric(14,2)`, `timestamp with time zone`, `text[]`. */
  type: string;
}

export interface Table {
  name: string;
  columns: Column[];
  primaryKey: string[];
}

export interface SequenceValue {
  name: string;
  /** bigint, kept as text. */
  last_value: string;
  is_called: boolean;
}

/** `"name"`, with quotes doubled. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function listTables(db: Executor): Promise<Table[]> {
  const rows = rowsOf<{ table: string; column: string; type: string; pk: number | null }>(
    await db.execute(sql`
      select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
             array_position(i.indkey::int2[], a.attnum) as pk
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where c.relkind in ('r', 'p')
      order by c.relname, a.attnum`),
  );
  const tables = new Map<string, Table & { keyOrder: Map<string, number> }>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) {
      table = { name: row.table, columns: [], primaryKey: [], keyOrder: new Map() };
      tables.set(row.table, table);
    }
    table.columns.push({ name: row.column, type: row.type });
    if (row.pk !== null) table.keyOrder.set(row.column, Number(row.pk));
  }
  return [...tables.values()].map(({ keyOrder, ...table }) => {
    const primaryKey = [...keyOrder.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name);
    if (primaryKey.length === 0) throw new Error(`table ${table.name} has no primary key`);
    return { ...table, primaryKey };
  });
}

export async function readSequences(db: Executor): Promise<SequenceValue[]> {
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`),
  );
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const [row] = rowsOf<{ last_value: string; is_called: boolean }>(
      await db.execute(
        sql.raw(`select last_value::text as last_value, is_called from public.${ident(name)}`),
      ),
    );
    if (row) values.push({ name, last_value: row.last_value, is_called: row.is_called });
  }
  return values;
}

/** Rows per table, counted now. */
export async function countRows(db: Executor, tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tables) {
    const [row] = rowsOf<{ n: number | string }>(
      await db.execute(sql.raw(`select count(*) as n from public.${ident(name)}`)),
    );
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Output both databases write alike, whatever the server's settings: UTC ISO dates, full float precision. */
export async function setPortableOutput(db: Executor): Promise<void> {
  await db.execute(sql`set local timezone to 'UTC'`);
  await db.execute(sql`set local datestyle to 'ISO, YMD'`);
  await db.execute(sql`set local intervalstyle to 'postgres'`);
  await db.execute(sql`set local extra_float_digits to 3`);
}
