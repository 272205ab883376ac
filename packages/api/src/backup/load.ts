import type { Executor } from '../db/transaction.ts';
import { countRows, type SequenceValue, setPortableOutput, type Table } from './catalog.ts';
import { BackupRefusedError } from './errors.ts';
import { beginLoad, setSequences, truncateTables } from './load-mode.ts';
import { insertRows, type Row } from './table-rows.ts';

export interface TableCount {
  table: string;
  expected: number;
  loaded: number;
}

const shape = (table: Pick<Table, 'name' | 'columns'>) =>
  `${table.name}(${table.columns.map((column) => `${column.name} ${column.type}`).join(', ')})`;

/** The copied tables must be the target's, column for column: same migration level, same schema. */
function assertSameTables(
  source: readonly Pick<Table, 'name' | 'columns'>[],
  target: readonly Table[],
): void {
  const wanted = source.map(shape).sort();
  const found = target.map(shape).sort();
  const missing = wanted.filter((entry) => !found.includes(entry));
  const extra = found.filter((entry) => !wanted.includes(entry));
  if (missing.length > 0 || extra.length > 0) {
    throw new BackupRefusedError(
      `the target's tables differ from the copied ones (${[...missing.map((m) => `copied ${m}`), ...extra.map((e) => `target ${e}`)].join('; ')})`,
    );
  }
}

/**
 * Loads every table and sequence into the target inside the caller's transaction, then counts each table
 * and throws (rolling everything back) unless every count is the expected one.
 */
export async function loadTables(
  tx: Executor,
  source: {
    tables: readonly (Pick<Table, 'name' | 'columns'> & { rows: number })[];
    sequences: readonly SequenceValue[];
    rowsOf: (table: Table) => AsyncIterable<Row[]>;
  },
  targetTables: readonly Table[],
  options: { truncate: boolean },
): Promise<TableCount[]> {
  assertSameTables(source.tables, targetTables);
  await setPortableOutput(tx);
  const names = targetTables.map((table) => table.name);
  const finish = await beginLoad(tx, names);
  if (options.truncate) await truncateTables(tx, names);
  const byName = new Map(targetTables.map((table) => [table.name, table]));
  for (const copied of source.tables) {
    const table = byName.get(copied.name) as Table;
    // The copied column order, whatever the target's is.
    const ordered = { ...table, columns: copied.columns };
    for await (const batch of source.rowsOf(ordered)) await insertRows(tx, ordered, batch);
  }
  await setSequences(tx, source.sequences);
  await finish();
  const counts = await countRows(tx, names);
  const result = source.tables.map((table) => ({
    table: table.name,
    expected: table.rows,
    loaded: counts[table.name] ?? 0,
  }));
  const wrong = result.filter((count) => count.expected !== count.loaded);
  if (wrong.length > 0) {
    throw new Error(
      `row counts differ after loading, nothing was kept: ${wrong.map((w) => `${w.table} ${w.loaded}/${w.expected}`).join(', ')}`,
    );
  }
  return result;
}
