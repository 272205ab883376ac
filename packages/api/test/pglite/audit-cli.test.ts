import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { signUp, testApp } from '../support/helpers.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let root: string;

/** `pnpm daftari audit verify` as the package runs it in development (the sources through tsx). */
function verify(dataDir: string) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(packageDir, 'src', 'cli.ts'), 'audit', 'verify'],
      { cwd: packageDir, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
    );
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'daftari-audit-cli-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('pnpm daftari audit verify', () => {
  it('prints each business’s chain and exits 1 once one is broken', async () => {
    const dataDir = join(root, 'data');
    let database = await openDatabase({ dataDir });
    const app = await testApp(database, { dataDir });
    const { data } = await signUp(app, { business_name: 'Kamau Hardware' });
    await signUp(app);
    await app.close();
    await database.close();

    const holds = await verify(dataDir);
    expect(holds.out).toContain(`ok     business ${data.account.id} (Kamau Hardware): 1 events`);
    expect(holds.out).toContain('Every audit chain holds (2 businesses).');
    expect(holds.code).toBe(0);

    database = await openDatabase({ dataDir });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`alter table audit_events disable trigger audit_events_append_only`);
      await tx.execute(
        sql`update audit_events set summary = 'Nothing' where account_id = ${data.account.id}`,
      );
      await tx.execute(sql`alter table audit_events enable trigger audit_events_append_only`);
    });
    await database.close();
    const broken = await verify(dataDir);
    expect(broken.out).toMatch(
      new RegExp(
        `BROKEN business ${data.account.id} \\(Kamau Hardware\\): 1 events, first broken event \\d+`,
      ),
    );
    expect(broken.out).toContain('1 audit chain(s) broken.');
    expect(broken.code).toBe(1);
    // Two processes start tsx and open the embedded database: a bound against a hang, not a speed target.
  }, 120_000);
});
