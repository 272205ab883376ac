import { mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pnpm } from './pnpm.ts';

/**
 * `pnpm pack` of one package into an empty directory under `destination` (its prepack builds dist/ first);
 * returns the tarball's path.
 */
export async function packPackage(dir: string, destination: string): Promise<string> {
  mkdirSync(destination, { recursive: true });
  const out = mkdtempSync(path.join(destination, 'pack-'));
  await pnpm(['pack', '--pack-destination', out], { cwd: dir });
  const [tarball] = readdirSync(out).filter((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${dir}`);
  return path.join(out, tarball);
}
