import type { TableCount } from './load.ts';
import type { Manifest } from './manifest.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Each table's rows, as the commands print them: `table  rows` or `table  loaded/expected ok`. */
export function tableLines(counts: readonly TableCount[]): string[] {
  const width = Math.max(...counts.map((count) => count.table.length), 5);
  return counts.map(
    ({ table, expected, loaded }) =>
      `  ${table.padEnd(width)}  ${String(loaded).padStart(8)} / ${String(expected).padEnd(8)} ${loaded === expected ? 'ok' : 'DIFFERENT'}`,
  );
}

export function manifestLines(manifest: Manifest): string[] {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const width = Math.max(...manifest.tables.map((table) => table.name.length), 5);
  return [
    `  Daftari ${manifest.app_version}, ${manifest.database}, migration ${manifest.migrations.tag} (level ${manifest.migrations.level}), made ${manifest.created_at}`,
    ...manifest.tables.map((table) => `  ${table.name.padEnd(width)}  ${String(table.rows).padStart(8)}`),
    `  ${manifest.tables.length} tables, ${rows} rows, ${manifest.sequences.length} sequences`,
    `  ${manifest.files.length} stored files, ${kib(bytes)}`,
  ];
}
