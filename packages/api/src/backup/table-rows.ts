import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import type { Executor } from '../db/transaction.ts';
import { ident, type Table } from './catalog.ts';

/**
 * A table's rows as PostgreSQL's own text of each column (what COPY writes), null for NULL: exact for every
 * type (numeric, timestamps with their offset, arrays, jsonb) and read back by a cast to the column's type.
 */
export type Row = (string | null)[];

const BATCH_ROWS = 2000;
/** PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMETERS = 30_000;

/**
 * A value read as text, cast back to its column's type. Bytes travel as their hex text (`\x89504e…`), which
 * PGlite will not bind as a bytea parameter: they are decoded from the text instead.
 */
const typed = (value: string | null, type: string) =>
  type === 'bytea' ? sql`decode(substr(${value}::text, 3), 'hex')` : sql`${value}::${sql.raw(type)}`;

/** Reads a table in primary-key order, a batch at a time (keyset paging, inside the caller's transaction). */
export async function* readRows(db: Executor, table: Table): AsyncGenerator<Row[]> {
  const list = sql.raw(table.columns.map((column, i) => `${ident(column.name)}::text as c${i}`).join(', '));
  const keys = table.primaryKey.map((name) => {
    const index = table.columns.findIndex((column) => column.name === name);
    return { index, type: table.columns[index]?.type ?? 'text' };
  });
  const keyList = sql.raw(table.primaryKey.map(ident).join(', '));
  let last: Row | undefined;
  for (;;) {
    const after: SQL = last
      ? sql`where (${keyList}) > (${sql.join(
          keys.map((key) => typed((last as Row)[key.index] ?? null, key.type)),
          sql`, `,
        )})`
      : sql``;
    const result = await db.execute(
      sql`select ${list} from public.${sql.raw(ident(table.name))} ${after} order by ${keyList} limit ${BATCH_ROWS}`,
    );
    const rows = rowsOf<Record<string, string | null>>(result).map((row) =>
      table.columns.map((_, i) => row[`c${i}`] ?? null),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_ROWS) return;
    last = rows.at(-1);
  }
}

/** Inserts rows, each value cast to its column's type, in statements of at most MAX_PARAMETERS values. */
export async function insertRows(db: Executor, table: Table, rows: readonly Row[]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / table.columns.length));
  const names = sql.raw(table.columns.map((column) => ident(column.name)).join(', '));
  for (let start = 0; start < rows.length; start += perStatement) {
    const values = rows.slice(start, start + perStatement).map((row) => {
      if (row.length !== table.columns.length) throw new Error(`a row of ${table.name} has the wrong width`);
      return sql`(${sql.join(
        row.map((value, i) => typed(value, table.columns[i]?.type ?? 'text')),
        sql`, `,
      )})`;
    });
    await db.execute(
      sql`insert into public.${sql.raw(ident(table.name))} (${names}) values ${sql.join(values, sql`, `)}`,
    );
  }
}
