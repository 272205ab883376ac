import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '@daftari/registry';

/** The apps the API serves from APPS_DIR: the shell and every remote, each as `<app>/dist`. */
function builtApps(): string[] {
  return readdirSync(workspaceRoot).filter((name) => name === 'shell' || name.startsWith('mfe-'));
}

/** A copy of the workspace's built apps (after `pnpm build`), so a deploy never touches the repo's dist/. */
export function copyBuiltApps(): string {
  const appsDir = mkdtempSync(path.join(tmpdir(), 'daftari-apps-'));
  for (const app of builtApps()) {
    const dist = path.join(workspaceRoot, app, 'dist');
    if (!existsSync(dist)) throw new Error(`${dist} is missing: run \`pnpm build\` first`);
    cpSync(dist, path.join(appsDir, app, 'dist'), { recursive: true });
  }
  return appsDir;
}

/** Replaces one app's files with a new build: copied beside, then swapped in by renames. */
export function deployApp(appsDir: string, app: string, newDist: string): void {
  const live = path.join(appsDir, app, 'dist');
  const next = `${live}.next`;
  const previous = `${live}.previous`;
  cpSync(newDist, next, { recursive: true });
  renameSync(live, previous);
  renameSync(next, live);
  rmSync(previous, { recursive: true, force: true });
}

/** One hash over every file of a directory (paths and contents). */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}
