import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadinessCheck } from './readiness.ts';

/**
 * Readiness of the local upload directory: a tiny file written and deleted. Another store (object storage)
 * plugs in as another check of the same shape.
 */
export function localDirectoryProbe(dir: string): ReadinessCheck {
  return async () => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, `.ready-${randomBytes(6).toString('hex')}`);
    await writeFile(path, 'ok', { mode: 0o600 });
    await unlink(path);
  };
}
