import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../../src/db/migrate.ts';

/**
 * A copy of the migrations folder (in a new temporary directory, under `prefix`) whose journal holds only the
 * migrations before `tag`: a database migrated with it is one as those migrations left it.
 */
export function migrationsBefore(tag: string, prefix = 'daftari-migrations-'): string {
  const source = migrationsFolder();
  const target = join(mkdtempSync(join(tmpdir(), prefix)), 'drizzle');
  mkdirSync(join(target, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(source, 'meta', '_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(join(target, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const file of readdirSync(source).filter((name) => name.endsWith('.sql'))) {
    copyFileSync(join(source, file), join(target, file));
  }
  return target;
}
