import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse';
import { sql } from 'drizzle-orm';
import { ident, listTables, setPortableOutput, type Table } from '../../backup/catalog.ts';
import { insertRows, type Row } from '../../backup/table-rows.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Tx } from '../../db/transaction.ts';
import { decodeCell, isTextType } from './cells.ts';
import { type ExportManifest, tableEntry } from './manifest.ts';
import { DOCUMENT_TABLES, ENTRY_SOURCES, IMPORT_PLAN, LEDGER_ACCOUNTS, type TablePlan } from './plan.ts';
import { BadExportError } from './unpack.ts';

const BATCH_ROWS = 1000;

/** Old id → new id, per table. */
type IdMaps = Map<string, Map<string, string>>;

interface Source {
  dir: string;
  manifest: ExportManifest;
  targetAccountId: number;
  /** The importing business's first owner (as text): who `person` columns name. */
  owner: string;
  /** The stored attachments' new names, by their names in the export. */
  attachments: Map<string, string>;
}

/** The records of one table's CSV as objects of column texts, a batch at a time. */
async function* recordsOf(source: Source, name: string): AsyncGenerator<Record<string, string | null>[]> {
  const table = source.manifest.tables.find((entry) => entry.name === name);
  if (!table) return;
  const text = new Map(table.columns.map((column) => [column.name, isTextType(column.type)]));
  let header: string[] | null = null;
  let batch: Record<string, string | null>[] = [];
  const parser = createReadStream(join(source.dir, tableEntry(name))).pipe(
    parse({
      bom: false,
      relax_column_count: false,
      cast: (value, context) =>
        decodeCell(value, context.quoting, text.get(header?.[Number(context.index)] ?? '') ?? false),
    }),
  );
  for await (const record of parser as AsyncIterable<(string | null)[]>) {
    if (!header) {
      header = record.map((cell) => cell ?? '');
      const expected = table.columns.map((column) => column.name);
      if (header.join(',') !== expected.join(','))
        throw new BadExportError(`${tableEntry(name)}: its header is not the manifest's`);
      continue;
    }
    batch.push(Object.fromEntries(header.map((column, i) => [column, record[i] ?? null])));
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

async function newSerialIds(tx: Tx, table: string, count: number): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(
      sql`select nextval(pg_get_serial_sequence(${`public.${ident(table)}`}, 'id'))::text as id from generate_series(1, ${count})`,
    ),
  );
  return rows.map((row) => row.id);
}

function translate(maps: IdMaps, table: string, value: string | null, what: string): string | null {
  if (value === null) return null;
  const found = maps.get(table)?.get(value);
  if (found === undefined)
    throw new BadExportError(`${what} names ${table} ${value}, which the export does not hold`);
  return found;
}

/** A journal entry's source (its document's id as text), in the new ids where the document was loaded. */
function sourceOf(maps: IdMaps, type: string | null, id: string | null): string | null {
  if (id === null || type === null) return id;
  const table = type === 'opening_balance' ? (/^\d+$/.test(id) ? 'bills' : 'invoices') : ENTRY_SOURCES[type];
  return (table && maps.get(table)?.get(id)) ?? id;
}

/** A recurring series' line templates (JSON), each income account in the new ids. */
function seriesItems(maps: IdMaps, items: string | null): string | null {
  if (items === null) return null;
  const lines = JSON.parse(items) as { ledger_account_id?: number | null }[];
  if (!Array.isArray(lines)) throw new BadExportError('recurring_invoices.items is not a list of lines');
  return JSON.stringify(
    lines.map((line) => {
      const old = line.ledger_account_id;
      if (old === null || old === undefined) return line;
      const found = translate(maps, LEDGER_ACCOUNTS, String(old), 'recurring_invoices.items');
      return { ...line, ledger_account_id: Number(found) };
    }),
  );
}

/** The chart: the importing business's own accounts by number, the export's others added. */
async function loadLedgerAccounts(tx: Tx, source: Source, table: Table, maps: IdMaps): Promise<void> {
  const map = new Map<string, string>();
  maps.set(LEDGER_ACCOUNTS, map);
  const existing = new Map(
    rowsOf<{ id: string; number: string }>(
      await tx.execute(
        sql`select id::text as id, number from ledger_accounts where account_id = ${source.targetAccountId}`,
      ),
    ).map((row) => [row.number, row.id]),
  );
  for await (const batch of recordsOf(source, LEDGER_ACCOUNTS)) {
    const fresh = batch.filter((record) => !existing.has(record.number ?? ''));
    const ids = await newSerialIds(tx, LEDGER_ACCOUNTS, fresh.length);
    for (const record of batch) {
      const found = existing.get(record.number ?? '');
      if (found) {
        map.set(record.id ?? '', found);
        await tx.execute(
          sql`update ledger_accounts set name = ${record.name}, archived = ${record.archived}::boolean where id = ${found}::int`,
        );
      }
    }
    fresh.forEach((record, i) => {
      map.set(record.id ?? '', ids[i] as string);
      record.id = ids[i] as string;
      record.account_id = String(source.targetAccountId);
    });
    await insertRows(
      tx,
      table,
      fresh.map((record) => table.columns.map((column) => record[column.name] ?? null)),
    );
  }
}

/** One table of the plan: new ids, translated references, the forward ones kept for `later`. */
async function loadTable(
  tx: Tx,
  source: Source,
  plan: TablePlan,
  table: Table,
  maps: IdMaps,
  later: (() => Promise<void>)[],
) {
  const map = new Map<string, string>();
  maps.set(plan.table, map);
  if (plan.replace) {
    await tx.execute(
      sql`delete from public.${sql.raw(ident(plan.table))} where account_id = ${source.targetAccountId}`,
    );
  }
  const forward: { id: string; column: string; old: string }[] = [];
  for await (const batch of recordsOf(source, plan.table)) {
    const ids =
      plan.id === 'serial'
        ? await newSerialIds(tx, plan.table, batch.length)
        : batch.map(() => (plan.id === 'uuid' ? randomUUID() : ''));
    batch.forEach((record, i) => {
      if (plan.id) {
        map.set(record.id ?? '', ids[i] as string);
        record.id = ids[i] as string;
      }
    });
    const rows: Row[] = batch.map((record) => {
      record.account_id = String(source.targetAccountId);
      for (const [column, target] of Object.entries(plan.refs ?? {})) {
        record[column] = translate(maps, target, record[column] ?? null, `${plan.table}.${column}`);
      }
      for (const column of Object.keys(plan.later ?? {})) {
        const old = record[column] ?? null;
        if (old !== null) forward.push({ id: record.id ?? '', column, old });
        record[column] = null;
      }
      for (const column of plan.person ?? []) record[column] = source.owner;
      for (const column of plan.cleared ?? []) record[column] = null;
      if (plan.table === 'recurring_invoices') record.items = seriesItems(maps, record.items ?? null);
      if (plan.table === 'journal_entries')
        record.source_id = sourceOf(maps, record.source_type ?? null, record.source_id ?? null);
      if ('attachment_stored_name' in record && record.attachment_stored_name) {
        record.attachment_stored_name = source.attachments.get(record.attachment_stored_name) ?? null;
      }
      return table.columns.map((column) => record[column.name] ?? null);
    });
    await insertRows(tx, table, rows);
  }
  for (const [column, target] of Object.entries(plan.later ?? {})) {
    later.push(async () => {
      for (const row of forward.filter((entry) => entry.column === column)) {
        const value = translate(maps, target, row.old, `${plan.table}.${column}`);
        await tx.execute(
          sql`update public.${sql.raw(ident(plan.table))} set ${sql.raw(ident(column))} = ${value}::${sql.raw(table.columns.find((c) => c.name === column)?.type ?? 'text')} where id = ${row.id}::${sql.raw(table.columns.find((c) => c.name === 'id')?.type ?? 'text')}`,
        );
      }
    });
  }
}

/** The business's details (name, address, PIN, bank, lock date …) from the export's `accounts` row. */
async function loadAccount(tx: Tx, source: Source, tables: Map<string, Table>): Promise<void> {
  const table = tables.get('accounts') as Table;
  const exported = source.manifest.tables.find((entry) => entry.name === 'accounts');
  const keep = new Set(['id', 'created_at', 'mpesa_c2b_token']);
  for await (const [record] of recordsOf(source, 'accounts')) {
    if (!record || !exported) return;
    const sets = table.columns
      .filter((column) => !keep.has(column.name) && exported.columns.some((c) => c.name === column.name))
      .map(
        (column) =>
          sql`${sql.raw(ident(column.name))} = ${record[column.name] ?? null}::${sql.raw(column.type)}`,
      );
    if (sets.length > 0) {
      await tx.execute(
        sql`update accounts set ${sql.join(sets, sql`, `)} where id = ${source.targetAccountId}`,
      );
    }
  }
}

export async function assertNoDocuments(tx: Tx, accountId: number): Promise<void> {
  for (const name of DOCUMENT_TABLES) {
    const [row] = rowsOf<{ any: boolean }>(
      await tx.execute(
        sql`select exists (select 1 from public.${sql.raw(ident(name))} where account_id = ${accountId}) as any`,
      ),
    );
    if (row?.any)
      throw new BadExportError('This business already has documents: import into a new, empty business');
  }
}

/**
 * Loads an unpacked export into the business `targetAccountId`, in the caller's transaction (all or
 * nothing): the tables of IMPORT_PLAN, the chart, and the business's details. Each table must have the
 * columns the export lists (the same migration level); a column the export lacks takes its default.
 */
export async function loadImport(tx: Tx, unpacked: Omit<Source, 'owner'>): Promise<void> {
  const [account] = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from accounts where id = ${unpacked.targetAccountId} for update`),
  );
  if (!account) throw new BadExportError(`There is no business ${unpacked.targetAccountId}`);
  await assertNoDocuments(tx, unpacked.targetAccountId);
  const [owner] = rowsOf<{ user_id: string }>(
    await tx.execute(
      sql`select user_id::text as user_id from memberships where account_id = ${unpacked.targetAccountId} and role = 'owner' and status = 'active' and user_id is not null order by id limit 1`,
    ),
  );
  if (!owner) throw new BadExportError('The importing business has no owner to name');
  const source: Source = { ...unpacked, owner: owner.user_id };
  await setPortableOutput(tx);
  const tables = new Map((await listTables(tx)).map((table) => [table.name, table]));
  const columnsOf = (name: string): Table => {
    const target = tables.get(name);
    const exported = source.manifest.tables.find((entry) => entry.name === name);
    if (!target || !exported) throw new BadExportError(`The export lacks the table ${name}`);
    const unknown = exported.columns.find((column) => !target.columns.some((c) => c.name === column.name));
    if (unknown) throw new BadExportError(`${name}.${unknown.name} is no column of this version`);
    return {
      ...target,
      columns: target.columns.filter((c) => exported.columns.some((e) => e.name === c.name)),
    };
  };
  const maps: IdMaps = new Map();
  await loadLedgerAccounts(tx, source, columnsOf(LEDGER_ACCOUNTS), maps);
  const later: (() => Promise<void>)[] = [];
  for (const plan of IMPORT_PLAN) await loadTable(tx, source, plan, columnsOf(plan.table), maps, later);
  for (const step of later) await step();
  await loadAccount(tx, source, tables);
}
