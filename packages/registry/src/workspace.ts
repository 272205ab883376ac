import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The monorepo root (this file is packages/registry/src/workspace.ts). */
export const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

export interface PublishablePackage {
  name: string;
  version: string;
  dir: string;
}

/** Every workspace package under packages/ that is not private: the shared packages remote teams install. */
export function publishablePackages(root: string = workspaceRoot): PublishablePackage[] {
  const packagesDir = path.join(root, 'packages');
  return readdirSync(packagesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const dir = path.join(packagesDir, entry.name);
      let manifest: { name: string; version: string; private?: boolean };
      try {
        manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      } catch {
        return [];
      }
      return manifest.private ? [] : [{ name: manifest.name, version: manifest.version, dir }];
    });
}
