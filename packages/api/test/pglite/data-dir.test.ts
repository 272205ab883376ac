import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { DataDirLockedError } from '../../src/db/lock.ts';
import { accounts } from '../../src/db/schema.ts';
import { createDemoAccountIfEmpty } from '../../src/modules/auth/demo.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'daftari-data-'));
const lockFile = join(dataDir, 'daftari.lock');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('embedded PGlite data directory', () => {
  it('is locked while open: a second open refuses with the holder pid, then persists across reopen', async () => {
    const first = await openDatabase({ dataDir });
    expect(first.kind).toBe('pglite');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await createDemoAccountIfEmpty(first.db);

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toThrow(DataDirLockedError);
    await expect(second).rejects.toThrow(`in use by another Daftari process (pid ${process.pid})`);
    expect(existsSync(lockFile)).toBe(true);

    await first.close();
    expect(existsSync(lockFile)).toBe(false);

    const reopened = await openDatabase({ dataDir });
    const [row] = await reopened.db.select({ n: count() }).from(accounts);
    expect(row?.n).toBe(1);
    expect(await createDemoAccountIfEmpty(reopened.db)).toBeNull();
    await reopened.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(lockFile, `${dead}\n`);
    const database = await openDatabase({ dataDir });
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await database.close();
    expect(existsSync(lockFile)).toBe(false);
  });
});
