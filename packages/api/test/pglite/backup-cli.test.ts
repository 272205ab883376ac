import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openObjectStore, readObject } from '../../src/adapters/storage/index.ts';
import { openDatabase } from '../../src/db/client.ts';
import { signUp, testApp } from '../support/helpers.ts';
import { startS3Server } from '../support/s3-server.ts';

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
    expect(backup.code, backup.err).toBe(0);
    expect(backup.out).toContain(`Backup written to ${join(root, 'b.tar.gz')}`);
    expect(backup.out).toMatch(/^ {2}users +1$/m);

    const target = join(root, 'target');
    const restore = await daftari(['restore', 'b.tar.gz'], { DATA_DIR: target });
    expect(restore.err).toBe('');
    expect(restore.code, restore.err).toBe(0);
    expect(restore.out).toMatch(/^ {2}users +1 \/ 1 +ok$/m);
    expect(restore.out).toContain('Stored files: 0 written');

    const again = await daftari(['restore', 'b.tar.gz'], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.err).toContain('daftari restore: the target is not empty');

    const usage = await daftari(['restore'], { DATA_DIR: target });
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('restore needs one archive file');
  }, 120_000);

  it('takes stored files from the store the server would use: the S3 bucket when S3_* is set', async () => {
    const source = join(root, 'files-source');
    const database = await openDatabase({ dataDir: source });
    await signUp(await testApp(database, { dataDir: source }));
    await database.close();
    const receipt = Buffer.from('a receipt kept in DATA_DIR');
    const key = 'uploads/3f1c2b7e-0d4a-4c55-9a8e-1b2c3d4e5f60';
    await openObjectStore({ dataDir: source }).put(key, receipt);
    const backup = await daftari(['backup', '--out', 'files.tar.gz'], { DATA_DIR: source });
    expect(backup.code, backup.err).toBe(0);
    expect(backup.out).toContain('1 stored files');

    const s3 = await startS3Server();
    const bucket = openObjectStore({ s3: s3.options, dataDir: root });
    try {
      const env = {
        S3_ENDPOINT: s3.options.endpoint,
        S3_BUCKET: s3.options.bucket,
        S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };
      const bucketDir = join(root, 'files-bucket');
      const restore = await daftari(['restore', 'files.tar.gz'], { ...env, DATA_DIR: bucketDir });
      // stderr holds the AWS SDK's warning about Node 20, nothing of ours: the exit code says it worked.
      expect(restore.code, restore.err).toBe(0);
      expect(restore.out).toContain(
        `Stored files: 1 written to the S3 bucket daftari-test at ${s3.options.endpoint}`,
      );
      expect(await readObject(bucket, key)).toEqual(receipt);
      expect(await readObject(openObjectStore({ dataDir: bucketDir }), key)).toBeNull();

      const again = await daftari(['backup', '--out', 'from-bucket.tar.gz'], { ...env, DATA_DIR: bucketDir });
      expect(again.code, again.err).toBe(0);
      expect(again.out).toContain('1 stored files');
      const localDir = join(root, 'files-local');
      const local = await daftari(['restore', 'from-bucket.tar.gz'], { DATA_DIR: localDir });
      expect(local.code).toBe(0);
      expect(await readObject(openObjectStore({ dataDir: localDir }), key)).toEqual(receipt);
    } finally {
      await bucket.close();
      await s3.close();
    }
  }, 120_000);
});
