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

/** The tables that hold an account's data: every one with an `account_id` column. */
async function accountTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'account_id' order by table_name`),
  );
  return rows.map((row) => row.table_name);
}

/** Every row of one account, table by table (rows sorted), plus the bytes of its stored attachments. */
export async function snapshotAccount(db: Db, accountId: number, uploadsDir: string) {
  const snapshot: Record<string, string[]> = {};
  const account = rowsOf<{ row: unknown }>(
    await db.execute(sql`select to_jsonb(a) as row from accounts a where a.id = ${accountId}`),
  );
  snapshot.accounts = account.map((r) => JSON.stringify(r.row));
  for (const table of await accountTables(db)) {
    const rows = rowsOf<{ row: Record<string, unknown> }>(
      await db.execute(
        sql`select to_jsonb(t) as row from ${sql.identifier(table)} t where t.account_id = ${accountId}`,
      ),
    );
    snapshot[table] = rows
      .map(({ row }) => {
        for (const column of VOLATILE[table] ?? []) delete row[column];
        return JSON.stringify(row);
      })
      .sort();
  }
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
  const keys = rowsOf<{ child: string; column_name: string; parent: string; parent_column: string }>(
    await db.execute(sql`
      select kcu.table_name as child, kcu.column_name, ccu.table_name as parent, ccu.column_name as parent_column
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and kcu.column_name <> 'account_id'`),
  );
  const tables = new Set(await accountTables(db));
  const found: string[] = [];
  for (const key of keys) {
    if (!tables.has(key.child) || !tables.has(key.parent)) continue;
    const [count] = rowsOf<{ n: number | string }>(
      await db.execute(sql`
        select count(*) as n from ${sql.identifier(key.child)} c
        join ${sql.identifier(key.parent)} p on p.${sql.identifier(key.parent_column)} = c.${sql.identifier(key.column_name)}
        where p.account_id <> c.account_id`),
    );
    if (Number(count?.n) > 0) {
      found.push(`${count?.n} ${key.child}.${key.column_name} rows point at another account's ${key.parent}`);
    }
  }
  return found;
}
