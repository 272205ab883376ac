import { spawn } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { trialBalanceSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { bearer, signUp, testApp } from '../support/helpers.ts';
import { buildBooks } from '../support/report-helpers.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let root: string;

/** `pnpm daftari …` as the package runs it in development (the sources through tsx). */
function daftari(dataDir: string, args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(packageDir, 'src', 'cli.ts'), ...args], {
      cwd: packageDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', INIT_CWD: root },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

async function trialBalance(app: FastifyInstance, token: string) {
  const answer = await app.inject({
    url: '/api/reports/trial_balance?to=2026-12-31',
    headers: bearer(token),
  });
  const { rows, totals } = trialBalanceSchema.parse(answer.json().data);
  return { totals, rows: rows.map(({ ledger_account_id: _, ...row }) => row) };
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'daftari-export-cli-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('pnpm daftari export and import', () => {
  it('writes a business to a ZIP and loads it into another, empty one, with the same trial balance', async () => {
    const dataDir = join(root, 'data');
    let database = await openDatabase({ dataDir });
    let app = await testApp(database, { dataDir });
    const source = await buildBooks(app);
    const target = await signUp(app);
    await app.close();
    await database.close();

    const written = await daftari(dataDir, [
      'export',
      '--account',
      String(source.accountId),
      '--out',
      'books.zip',
    ]);
    expect(written.err).toBe('');
    expect(written.out).toContain(`Business ${source.accountId} exported to ${join(root, 'books.zip')}`);
    expect(written.code).toBe(0);
    expect((await stat(join(root, 'books.zip'))).size).toBeGreaterThan(1000);

    const targetId = String(target.data.account.id);
    const loaded = await daftari(dataDir, ['import', 'books.zip', '--into', targetId]);
    expect(loaded.err).toBe('');
    expect(loaded.out).toContain(`into business ${targetId}`);
    expect(loaded.code).toBe(0);
    const again = await daftari(dataDir, ['import', 'books.zip', '--into', targetId]);
    expect(again.err).toContain('already has documents');
    expect(again.code).toBe(1);

    database = await openDatabase({ dataDir });
    app = await testApp(database, { dataDir });
    try {
      expect(await trialBalance(app, target.token)).toEqual(await trialBalance(app, source.token));
    } finally {
      await app.close();
      await database.close();
    }
    // Four processes start tsx and open the embedded database: a bound against a hang, not a speed target.
  }, 180_000);
});
