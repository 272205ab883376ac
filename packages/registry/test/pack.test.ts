import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packPackage } from '../src/pack.ts';
import { publishablePackages } from '../src/workspace.ts';

// semver.org's regular expression for a valid version.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;
const TEST_FILE = /(^|\/)(test|tests|__tests__)\/|\.(test|spec)\.[cm]?[jt]sx?$/;
const SECRET_FILE = /(^|\/)(\.env(\..*)?|\.npmrc|.*\.pem|.*\.key|id_rsa.*)$/;
const SECRET_TEXT = /_authToken|-----BEGIN [A-Z ]*PRIVATE KEY-----|sk_live_[0-9a-zA-Z]+/;
const RELATIVE_TS_IMPORT = /(?:from|import)\s*\(?\s*['"]\.{1,2}\/[^'"]*\.tsx?['"]/;

type Exports = string | { [key: string]: Exports };

/** Every file target of an `exports` map, with the subpath it belongs to. */
function exportTargets(exports: Exports, subpath = '.'): { subpath: string; target: string }[] {
  if (typeof exports === 'string') return [{ subpath, target: exports }];
  return Object.entries(exports).flatMap(([key, value]) =>
    exportTargets(value, key.startsWith('.') ? key : subpath),
  );
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/** The files a target matches: itself, or for a `*` pattern every file it expands to. */
function matches(target: string, files: string[]): string[] {
  const relative = target.replace(/^\.\//, '');
  if (!relative.includes('*')) return files.includes(relative) ? [relative] : [];
  const [before, after] = relative.split('*') as [string, string];
  return files.filter((file) => file.startsWith(before) && file.endsWith(after));
}

const workDir = mkdtempSync(path.join(tmpdir(), 'daftari-pack-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

const packages = publishablePackages();

it('finds the seven shared packages to publish', () => {
  expect(packages.map((pkg) => pkg.name).sort()).toEqual([
    '@daftari/api-client',
    '@daftari/contracts',
    '@daftari/format',
    '@daftari/mf',
    '@daftari/router',
    '@daftari/test-utils',
    '@daftari/ui',
  ]);
});

describe.each(packages)('npm pack of $name', (pkg) => {
  const unpacked = path.join(workDir, pkg.name.replace('/', '-'));
  let files: string[] = [];
  let manifest: Record<string, unknown> & { version: string; exports: Exports };

  // A bound against a hung build, not a speed target: the design system's build alone takes minutes on a
  // loaded 2-core machine.
  it('packs (building dist/ first)', { timeout: 600_000 }, async () => {
    const tarball = await packPackage(pkg.dir, workDir);
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1']);
    files = listFiles(unpacked);
    manifest = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8'));
    expect(files).toContain('package.json');
  });

  it('carries a valid semver version', () => {
    expect(manifest.version).toMatch(SEMVER);
  });

  it('points every exports target (types included) at a file in the tarball', () => {
    const targets = exportTargets(manifest.exports);
    expect(targets.length).toBeGreaterThan(0);
    for (const { subpath, target } of targets) {
      expect(matches(target, files), `${subpath} -> ${target}`).not.toHaveLength(0);
    }
    for (const { subpath } of targets) {
      expect(subpath === '.' || subpath.startsWith('./'), subpath).toBe(true);
    }
    const types = targets.filter(({ target }) => target.endsWith('.d.ts'));
    expect(types.length, 'type declarations').toBeGreaterThan(0);
  });

  it('leaves no workspace: or catalog: range behind', () => {
    const text = JSON.stringify(manifest);
    expect(text).not.toMatch(/"(workspace|catalog):/);
    expect(manifest).not.toHaveProperty('private');
  });

  it('holds no tests, no sources in source maps, no secrets', () => {
    expect(files.filter((file) => TEST_FILE.test(file))).toEqual([]);
    expect(files.filter((file) => SECRET_FILE.test(file))).toEqual([]);
    for (const map of files.filter((file) => file.endsWith('.map'))) {
      expect(JSON.parse(readFileSync(path.join(unpacked, map), 'utf8')), map).not.toHaveProperty(
        'sourcesContent',
      );
    }
    for (const file of files) {
      expect(readFileSync(path.join(unpacked, file), 'utf8'), file).not.toMatch(SECRET_TEXT);
    }
  });

  it('imports its own modules as .js, not .ts', () => {
    const scripts = files.filter((file) => /\.[cm]?js$/.test(file));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(readFileSync(path.join(unpacked, file), 'utf8'), file).not.toMatch(RELATIVE_TS_IMPORT);
    }
  });
});
