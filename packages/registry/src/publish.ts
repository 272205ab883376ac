import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pnpm } from './pnpm.ts';
import { type PublishablePackage, publishablePackages } from './workspace.ts';

/** `//host:port/:_authToken=...`: npm's per-registry credential line. */
function authLine(registryUrl: string, token: string): string {
  const { host, pathname } = new URL(registryUrl);
  return `//${host}${pathname}:_authToken=${token}`;
}

/**
 * Publishes the shared packages to a registry, one after the other (each `pnpm publish` builds its dist/ and
 * rewrites `workspace:`/`catalog:` ranges). The token lives in a temporary npmrc, never in the user's.
 */
export async function publishPackages(
  registry: { url: string; token: string },
  packages: PublishablePackage[] = publishablePackages(),
): Promise<PublishablePackage[]> {
  const configDir = mkdtempSync(path.join(tmpdir(), 'daftari-npmrc-'));
  const userconfig = path.join(configDir, '.npmrc');
  writeFileSync(userconfig, `${authLine(registry.url, registry.token)}\n`, { mode: 0o600 });
  try {
    for (const pkg of packages) {
      await pnpm(['publish', '--registry', registry.url, '--no-git-checks'], {
        cwd: pkg.dir,
        env: { npm_config_userconfig: userconfig },
      });
    }
    return packages;
  } finally {
    rmSync(configDir, { recursive: true, force: true });
  }
}
