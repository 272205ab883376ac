import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Columns that change when their owner merely uses the app; the victim's rows are compared without them. */
const VOLATILE: Record<string, string[]> = {
  sessions: ['last_seen_at', 'expires_at', 'ip', 'user_agent'],
  memberships: ['last_seen_at'],
};

/** The schema does not change during a run: its tables and keys are read once per database. */
const schemaOf = new WeakMap<Db, Promise<{ tables: string[]; keys: ForeignKey[] }>>();
type ForeignKey = { child: string; column_name: string; parent: string; parent_column: string };

function accountSchema(db: Db) {
  let schema = schemaOf.get(db);
  if (!schema) {
    schema = readAccountSchema(db);
    schemaOf.set(db, schema);
  }
  return schema;
}

/**
 * The tables that hold an account's data (every one with an `account_id` column), and the single-column
 * foreign keys between two such tables.
 */
async function readAccountSchema(db: Db) {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'account_id' order by table_name`),
  ).map((row) => row.table_name);
  const keys = rowsOf<ForeignKey>(
    await db.execute(sql`
      select kcu.table_name as child, kcu.column_name, ccu.table_name as parent, ccu.column_name as parent_column
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and kcu.column_name <> 'account_id'
      order by 1, 2`),
  ).filter((key) => tables.includes(key.child) && tables.includes(key.parent));
  return { tables, keys };
}

/** Every row of one account, table by table (rows sorted), plus the bytes of its stored attachments. */
export async function snapshotAccount(db: Db, accountId: number, uploadsDir: string) {
  const snapshot: Record<string, string[]> = {};
  const account = rowsOf<{ row: unknown }>(
    await db.execute(sql`select to_jsonb(a) as row from accounts a where a.id = ${accountId}`),
  );
  snapshot.accounts = account.map((r) => JSON.stringify(r.row));
  // One round trip for every table: the checks run after each fuzzed route.
  const { tables } = await accountSchema(db);
  const rows = rowsOf<{ table_name: string; row: Record<string, unknown> }>(
    await db.execute(
      sql.join(
        tables.map(
          (table) =>
            sql`(select ${table}::text as table_name, to_jsonb(t) as row from ${sql.identifier(table)} t where t.account_id = ${accountId})`,
        ),
        sql` union all `,
      ),
    ),
  );
  for (const table of tables) snapshot[table] = [];
  for (const { table_name: table, row } of rows) {
    for (const column of VOLATILE[table] ?? []) delete row[column];
    snapshot[table]!.push(JSON.stringify(row));
  }
  for (const table of tables) snapshot[table]!.sort();
  const stored = rowsOf<{ name: string }>(
    await db.execute(sql`
      select attachment_stored_name as name from expenses
      where account_id = ${accountId} and attachment_stored_name is not null
      union all
      select attachment_stored_name from bills
      where account_id = ${accountId} and attachment_stored_name is not null`),
  );
  snapshot.attachment_files = await Promise.all(
    stored.map(async ({ name }) => {
      const bytes = await readFile(join(uploadsDir, name)).catch(() => null);
      return `${name}: ${bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing'}`;
    }),
  );
  return snapshot;
}

export type Snapshot = Awaited<ReturnType<typeof snapshotAccount>>;

/** What differs between two snapshots, table by table (rows gone and rows new, shortened). */
export function snapshotDiff(before: Snapshot, after: Snapshot): string[] {
  const changes: string[] = [];
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = new Set(before[table] ?? []);
    const now = new Set(after[table] ?? []);
    for (const row of old) if (!now.has(row)) changes.push(`${table}: - ${row.slice(0, 300)}`);
    for (const row of now) if (!old.has(row)) changes.push(`${table}: + ${row.slice(0, 300)}`);
  }
  return changes;
}

/**
 * Rows that point at another account's record: for every single-column foreign key between two tables
 * that both have `account_id`, the rows whose account differs from the referenced row's.
 */
export async function crossAccountReferences(db: Db): Promise<string[]> {
  const { keys } = await accountSchema(db);
  const counts = rowsOf<{ key: number; n: number | string }>(
    await db.execute(
      sql.join(
        keys.map(
          (key, index) => sql`(select ${index}::int as key, count(*) as n from ${sql.identifier(key.child)} c
            join ${sql.identifier(key.parent)} p on p.${sql.identifier(key.parent_column)} = c.${sql.identifier(key.column_name)}
            where p.account_id <> c.account_id)`,
        ),
        sql` union all `,
      ),
    ),
  );
  return counts
    .filter(({ n }) => Number(n) > 0)
    .map(({ key, n }) => {
      const { child, column_name, parent } = keys[Number(key)]!;
      return `${n} ${child}.${column_name} rows point at another account's ${parent}`;
    });
}
