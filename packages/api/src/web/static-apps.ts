import { existsSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { areaNames } from '@daftari/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { installEncodedStatic } from './encoded-static.ts';

/** Every area's remote in an APPS_DIR: its build `mfe-<area>/dist`, served at `/apps/<area>/`. */
export const remoteMounts = (appsDir: string): Array<[prefix: string, dir: string]> =>
  areaNames.map((area) => [`/apps/${area}/`, join(appsDir, `mfe-${area}`, 'dist')]);

/** Files that name other files (entry points, manifests): always revalidated, so a redeploy shows at once. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

type NoteServedFile = ReturnType<typeof installEncodedStatic>;

/**
 * Mounts a built app: hashed files under `static/` cached for a year, everything else revalidated (with the
 * ETag and Last-Modified @fastify/static sends, a revalidation is a 304); text sent compressed.
 */
async function mountApp(
  app: FastifyInstance,
  mount: { root: string; prefix: string; decorateReply: boolean },
  noteServedFile: NoteServedFile,
) {
  const { root } = mount;
  await app.register(fastifyStatic, {
    ...mount,
    cacheControl: false,
    setHeaders: (reply, path, stats) => {
      const rel = relative(root, path).split(sep).join('/');
      const immutable = rel.startsWith('static/') && !ENTRY_FILES.has(basename(path));
      reply.header('cache-control', immutable ? IMMUTABLE : REVALIDATE);
      noteServedFile(reply, path, stats);
    },
  });
}

export interface StaticAppsOptions {
  /** `[urlPrefix, directory]` pairs; directories that do not exist are skipped with a warning. */
  mounts: Array<[prefix: string, dir: string]>;
  /** The index.html of the single-page app that answers unknown browser navigations, if any. */
  spaRoot?: string;
  /**
   * `[urlPrefix, file]`: navigations under the prefix get this other page of spaRoot instead of index.html
   * (an app built as several pages); while the file is not built, index.html answers them as before.
   */
  spaPages?: Array<[prefix: string, file: string]>;
  /** URL prefixes that never fall back to the SPA (besides /api). */
  noFallbackPrefixes?: string[];
}

/**
 * Serves built front ends (compressed as the client accepts: `installEncodedStatic`) and answers what no
 * route matched: JSON 404 under /api, and the SPA's index.html for a browser navigation (GET accepting
 * text/html) outside /api and the excluded prefixes.
 */
export async function registerStaticApps(app: FastifyInstance, options: StaticAppsOptions): Promise<void> {
  const noteServedFile = installEncodedStatic(app);
  let decorated = false;
  const missing = new Set<string>();
  for (const [prefix, dir] of options.mounts) {
    if (!existsSync(dir)) {
      if (!missing.has(dir)) app.log.warn({ dir }, `front end not built, ${prefix} not served`);
      missing.add(dir);
      continue;
    }
    await mountApp(app, { root: dir, prefix, decorateReply: !decorated }, noteServedFile);
    decorated = true;
  }
  const spaRoot = options.spaRoot && existsSync(join(options.spaRoot, 'index.html')) ? options.spaRoot : null;
  const excluded = ['/api/', ...(options.noFallbackPrefixes ?? [])];
  const pages = spaRoot ? (options.spaPages ?? []).filter(([, file]) => existsSync(join(spaRoot, file))) : [];

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const navigation =
      request.method === 'GET' &&
      (request.headers.accept ?? '').includes('text/html') &&
      path !== '/api' &&
      !excluded.some((prefix) => path.startsWith(prefix));
    if (spaRoot && navigation) {
      const page = pages.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'index.html';
      return reply.header('cache-control', REVALIDATE).sendFile(page, spaRoot, { cacheControl: false });
    }
    return reply.code(404).send({ error: 'Not found' });
  });
}
