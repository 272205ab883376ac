import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { signUp, testApp } from '../helpers.ts';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let root: string;

/** `pnpm daftari …` as the package runs it in development (the sources through tsx), in `cwd`. */
function daftari(args: string[], env: Record<string, string>, cwd = root) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(packageDir, 'src', 'cli.ts'), ...args], {
      cwd: packageDir,
      env: { ...process.env, INIT_CWD: cwd, LOG_LEVEL: 'silent', ...env },
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

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'daftari-cli-test-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('pnpm daftari', () => {
  it('backs up and restores through the command line; refuses a running server, a non-empty target and bad usage', async () => {
    const source = join(root, 'source');
    const database = await openDatabase({ dataDir: source });
    const app = await testApp(database, { dataDir: source });
    await signUp(app);
    await app.close();

    // This process holds the data directory, as a running server would.
    const locked = await daftari(['backup', '--out', 'locked.tar.gz'], { DATA_DIR: source });
    expect(locked.code).toBe(1);
    expect(locked.err).toContain(`is in use by another Daftari process (pid ${process.pid})`);
    await database.close();

    const backup = await daftari(['backup', '--out', 'b.tar.gz'], { DATA_DIR: source });
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.out).toContain(`Backup written to ${join(root, 'b.tar.gz')}`);
    expect(backup.out).toMatch(/^ {2}users +1$/m);

    const target = join(root, 'target');
    const restore = await daftari(['restore', 'b.tar.gz'], { DATA_DIR: target });
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.out).toMatch(/^ {2}users +1 \/ 1 +ok$/m);
    expect(restore.out).toContain('Stored files: 0 written');

    const again = await daftari(['restore', 'b.tar.gz'], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.err).toContain('daftari restore: the target is not empty');

    const usage = await daftari(['restore'], { DATA_DIR: target });
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('restore needs one archive file');
  }, 120_000);
});
