import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteOptions } from '../../src/db/client.ts';
import { migrateDatabase, migrationsFolder } from '../../src/db/migrate.ts';
import { scratchPostgresDatabase } from './helpers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped PGlite data directory with every migration applied. */
    pgliteTemplate: string;
    /** A PostgreSQL database with every migration applied, for CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run and hands it to every test file as a template: applying the migrations
 * costs seconds per database (most of them on PGlite), copying a migrated one a fraction of that.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_BACKEND === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('the postgres project needs TEST_DATABASE_URL');
    const template = await scratchPostgresDatabase(url, 'daftari_template');
    const database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
    await database.close();
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  const folder = mkdtempSync(join(tmpdir(), 'daftari-pglite-template-'));
  const client = await PGlite.create(pgliteOptions);
  await migrateDatabase({ kind: 'pglite', db: drizzle({ client }) }, migrationsFolder());
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
