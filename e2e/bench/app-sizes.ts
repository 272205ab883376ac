import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface AppSize {
  app: string;
  /** The scripts of its index.html; for a remote, remoteEntry.js and the chunks of its exposed module. */
  entryKB: number;
  /** Every JavaScript file in its dist (async chunks, fallbacks of shared packages, its standalone entry). */
  allKB: number;
}

const gzipKB = (files: string[]) =>
  files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0) / 1024;

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dir, file));
}

/** The scripts an index.html starts with. */
function entryScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="\/?([^"]+)"/g)].map((match) =>
    path.join(dist, match[1]!.replace(/^.*?static\//, 'static/')),
  );
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { assets: { js: { sync: string[]; async: string[] } } }[];
}

function remoteScripts(dist: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const exposed = manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async]);
  return [manifest.metaData.remoteEntry.name, ...new Set(exposed)].map((file) => path.join(dist, file));
}

/**
 * The gzip JavaScript of the shell, each remote and the standalone pay page (their dist folders under
 * `appsDir`, as the API reads them), and of the monolith build.
 */
export function appSizes(appsDir: string, monolithDist: string): AppSize[] {
  const sizes: AppSize[] = [];
  const add = (app: string, dist: string, entry: (dist: string) => string[], all = jsFiles) => {
    if (existsSync(dist)) sizes.push({ app, entryKB: gzipKB(entry(dist)), allKB: gzipKB(all(dist)) });
  };
  add('shell', path.join(appsDir, 'shell', 'dist'), entryScripts);
  for (const remote of readdirSync(appsDir).filter((name) => name.startsWith('mfe-'))) {
    add(`${remote} (remote)`, path.join(appsDir, remote, 'dist'), remoteScripts);
  }
  add('pay page (standalone)', path.join(appsDir, 'mfe-pay-link', 'dist'), entryScripts, (dist) =>
    jsFiles(path.join(dist, 'static', 'page')),
  );
  add('monolith (all areas)', monolithDist, entryScripts);
  return sizes;
}
