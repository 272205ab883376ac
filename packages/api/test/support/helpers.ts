import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import type { AnswerMismatch } from '../../src/openapi/answer-check.ts';
import { type AppOptions, buildApp, buildPayApp, type OwnersApp } from '../../src/server.ts';

export type Backend = 'pglite' | 'postgres';
export const backend: Backend = process.env.TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database (dropped by
 * `close`) when the file runs in the postgres project.
 */
export async function testDatabase(): Promise<Database> {
  if (backend === 'pglite') return openDatabase({ dataDir: null, loadDataDir: await pgliteTemplate() });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('the postgres project needs TEST_DATABASE_URL');
  const scratch = await scratchPostgresDatabase(url, 'daftari_test', inject('postgresTemplate'));
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

let pgliteDump: Promise<Blob | undefined> | undefined;
/** The migrated data directory the run's global setup dumped (test/support/database-template.ts), read once per worker. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  pgliteDump ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return pgliteDump;
}

/**
 * A new database on the PostgreSQL server of `serverUrl`, and how to drop it: empty (never migrated), or a copy
 * of `template`.
 */
export async function scratchPostgresDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** What the test apps do with an answer off its contract schema (it is also answered 500). */
export const onAnswerMismatch = (mismatch: AnswerMismatch) =>
  console.error('answer off its contract schema', JSON.stringify(mismatch));

/**
 * The owners' app on a test database, quiet, with a rate limit high enough not to get in the way. Every JSON
 * answer is checked against its contract schema (src/openapi/route-table.ts): a mismatch answers 500 and is
 * printed, so a renamed field fails the test that met it.
 */
export function testApp(database: Database, options: Partial<AppOptions> = {}): Promise<OwnersApp> {
  return buildApp({
    db: database.db,
    appsDir: null,
    logLevel: 'silent',
    authRateLimitMax: 1000,
    onAnswerMismatch,
    ...options,
  });
}

/** The customers' pay app on a test database, quiet, its JSON answers checked as testApp's. */
export function testPayApp(database: Database, options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  return buildPayApp({ db: database.db, appsDir: null, logLevel: 'silent', onAnswerMismatch, ...options });
}

let counter = 0;
/** An e-mail no other test of the run uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${process.pid}.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

export const PASSWORD = 'correct horse battery';

/** Signs a new user up and returns the token and the answer's data. */
export async function signUp(app: FastifyInstance, user: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      user: { email, password: PASSWORD, name: 'Wanjiru', business_name: 'Wanjiru Traders', ...user },
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { email, token: tokenOf(response.headers.authorization), data: response.json().data };
}

export function tokenOf(header: unknown): string {
  const match = /^Bearer (\S+)$/.exec(String(header));
  if (!match?.[1]) throw new Error(`no bearer token in ${String(header)}`);
  return match[1];
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A multipart/form-data body for app.inject: files (with a filename) and plain fields. */
export function multipartBody(
  parts: { name: string; content: string | Buffer; filename?: string; contentType?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----daftari-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `Content-Type: ${part.contentType ?? 'text/csv'}\r\n` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
