import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openObjectStore } from '../../../src/adapters/storage/index.ts';
import type { Database } from '../../../src/db/client.ts';
import { rowsOf } from '../../../src/db/rows.ts';
import * as schema from '../../../src/db/schema.ts';
import { defaultReadiness } from '../../../src/server.ts';
import { testApp, testDatabase, testPayApp } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;
const scratch = mkdtempSync(join(tmpdir(), 'daftari-health-'));

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database, {
    readiness: defaultReadiness(database.db, openObjectStore({ dataDir: scratch })),
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(scratch, { recursive: true, force: true });
});

const ready = (on: FastifyInstance = app) => on.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer 200 without a token: alive, and ready with every part ok', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok' } });

    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ data: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    // The older health route stays as it was.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      data: { status: 'ok' },
    });
  });

  it('answers on the pay page listener too', async () => {
    const payApp = await testPayApp(database, { appsDir: null, logLevel: 'silent' });
    try {
      expect((await payApp.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
      const response = await ready(payApp);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { database: 'ok', migrations: 'ok', storage: 'ok' } });
    } finally {
      await payApp.close();
    }
  });

  it('is 503 naming the migrations while one of the repository is not applied', async () => {
    const [latest] = rowsOf<{ id: number; hash: string; created_at: string | number }>(
      await database.db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    if (!latest) throw new Error('no migration recorded');
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest.id}`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Not ready: migrations',
        data: { database: 'ok', migrations: '1 pending', storage: 'ok' },
      });
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest.id}, ${latest.hash}, ${latest.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('is 503 naming the storage when the file store cannot take a file', async () => {
    // A regular file where the directory's parent should be: no user (root included) can create it.
    const blocker = join(scratch, 'not-a-directory');
    writeFileSync(blocker, '');
    const blocked = await testApp(database, {
      readiness: defaultReadiness(database.db, openObjectStore({ dataDir: blocker })),
    });
    try {
      const response = await ready(blocked);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Not ready: storage',
        data: { database: 'ok', migrations: 'ok', storage: 'not writable' },
      });
      // Alive all the same: the process runs.
      expect((await blocked.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await blocked.close();
    }
  });

  it('is 503 naming the database when it does not answer', async () => {
    // A PostgreSQL client pointed at a port where nothing listens: every query fails to connect.
    const pool = new pg.Pool({ connectionString: 'postgres://daftari@127.0.0.1:4699/none' });
    const unreachable = drizzle({ client: pool, schema });
    const orphan = await testApp(database, {
      readiness: defaultReadiness(unreachable, openObjectStore({ dataDir: scratch })),
    });
    try {
      const response = await ready(orphan);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        error: 'Not ready: database, migrations',
        data: { database: 'unavailable', migrations: 'unknown', storage: 'ok' },
      });
    } finally {
      await orphan.close();
      await pool.end();
    }
  });

  it('is 503 at once while shutting down, and live stays 200', async () => {
    const readiness = defaultReadiness(database.db, openObjectStore({ dataDir: scratch }));
    const closing = await testApp(database, { readiness });
    try {
      expect((await ready(closing)).statusCode).toBe(200);
      readiness.markShuttingDown();
      const response = await ready(closing);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'Shutting down' });
      // Answers given while shutting down ask the client to close its connection.
      expect(response.headers.connection).toBe('close');
      expect((await closing.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await closing.close();
    }
  });
});
