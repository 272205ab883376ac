import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pnpm, workspaceRoot } from '@daftari/registry';
import { parse } from 'yaml';

type Dependencies = Record<string, string>;

interface Manifest {
  version: string;
  dependencies?: Dependencies;
  devDependencies?: Dependencies;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** The workspace's `workspace:` and `catalog:` ranges, as a team outside the repo must spell them. */
function pinnedRanges(dependencies: Dependencies, published: Record<string, string>): Dependencies {
  const { catalog } = parse(readFileSync(path.join(workspaceRoot, 'pnpm-workspace.yaml'), 'utf8')) as {
    catalog: Dependencies;
  };
  return Object.fromEntries(
    Object.entries(dependencies).map(([name, range]) => {
      if (range.startsWith('workspace:')) {
        const version = published[name];
        if (!version) throw new Error(`${name} is not published`);
        return [name, version];
      }
      if (range === 'catalog:') {
        const version = catalog[name];
        if (!version) throw new Error(`${name} is not in the catalog`);
        return [name, version];
      }
      return [name, range];
    }),
  );
}

export function nextPatch(version: string): string {
  const [major, minor, patch] = version.split('.').map(Number);
  return `${major}.${minor}.${(patch ?? 0) + 1}`;
}

/**
 * Copies a remote out of the workspace, the way a team with its own repository would have it: plain
 * version ranges (the published @daftari/* versions, the catalog's ranges), a tsconfig of its own, and an
 * .npmrc that takes @daftari/* from the private registry and everything else from the usual one.
 * `overrides` (pnpm's, applied to the whole dependency tree) installs other versions than the catalog's.
 */
export function copyRemoteOutside(options: {
  app: string;
  registryUrl: string;
  published: Record<string, string>;
  version: string;
  overrides?: Dependencies;
}): string {
  const source = path.join(workspaceRoot, options.app);
  const dir = mkdtempSync(path.join(tmpdir(), `daftari-${options.app}-`));
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist)$/.test(file),
  });

  const manifest = readJson<Manifest>(path.join(source, 'package.json'));
  writeFileSync(
    path.join(dir, 'package.json'),
    `${JSON.stringify(
      {
        ...manifest,
        version: options.version,
        dependencies: pinnedRanges(manifest.dependencies ?? {}, options.published),
        devDependencies: pinnedRanges(manifest.devDependencies ?? {}, options.published),
        ...(options.overrides && { pnpm: { overrides: options.overrides } }),
      },
      null,
      2,
    )}\n`,
  );

  const base = readJson<{ compilerOptions: object }>(path.join(workspaceRoot, 'tsconfig.base.json'));
  const own = readJson<{ compilerOptions?: object; include: string[] }>(path.join(source, 'tsconfig.json'));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    `${JSON.stringify({ compilerOptions: { ...base.compilerOptions, ...own.compilerOptions }, include: own.include }, null, 2)}\n`,
  );
  writeFileSync(path.join(dir, '.npmrc'), `@daftari:registry=${options.registryUrl}\n`);
  return dir;
}

type Step = 'install' | 'typecheck' | 'build';

/**
 * Installs, typechecks against the published declarations (unless `typecheck` is false), and builds.
 * `cacheDir` is pnpm's metadata cache: one made after the publish, so the packages just published are read
 * afresh (tarballs still come from pnpm's shared store). Whatever it holds was fetched after the publish,
 * so later installs of the same run may take it as it is (`--prefer-offline`).
 */
export async function installAndBuild(
  dir: string,
  options: { cacheDir: string; typecheck?: boolean },
): Promise<Partial<Record<Step, number>>> {
  const steps: Array<[Step, string[]]> = [
    ['install', ['install', '--prefer-offline', `--config.cache-dir=${options.cacheDir}`]],
    ['typecheck', ['run', 'typecheck']],
    ['build', ['run', 'build']],
  ];
  const timings: Partial<Record<Step, number>> = {};
  for (const [step, args] of steps) {
    if (step === 'typecheck' && options.typecheck === false) continue;
    const started = performance.now();
    await pnpm(args, { cwd: dir });
    timings[step] = Math.round(performance.now() - started);
  }
  return timings;
}
