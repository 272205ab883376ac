import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.html': 'text/html; charset=utf-8',
};

/** The files that name the URL the rest is served from (what `ASSET_PREFIX` sets at build time). */
const ENTRY_FILES = new Set(['mf-manifest.json', 'remoteEntry.js']);

export interface RemoteServer {
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** From now on, answer after `delayMs` (0: at once). */
  setDelay(delayMs: number): void;
  close(): Promise<void>;
}

/**
 * A team's CDN on another origin: serves `mfe-<area>/dist` under `/apps/<area>/` with CORS, answering
 * every request after `delayMs`. The build says `/apps/<area>/` is its public path; this server rewrites
 * that in the entry files to its own origin, which is what building with
 * `ASSET_PREFIX=<origin>/apps/<area>/` writes there.
 */
export async function serveRemote(options: { area: string; port: number; delayMs?: number }) {
  const origin = `http://localhost:${options.port}`;
  const prefix = `/apps/${options.area}/`;
  const dist = path.join(repoRoot, `mfe-${options.area}`, 'dist');
  const requests: string[] = [];
  let delayMs = options.delayMs ?? 0;
  const server: Server = createServer(async (request, response) => {
    const pathname = new URL(request.url ?? '/', origin).pathname;
    requests.push(pathname);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cache-control', 'no-store');
    const relative = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : null;
    const file = relative === null ? null : path.join(dist, relative);
    if (file === null || !file.startsWith(dist + path.sep)) return response.writeHead(404).end();
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return response.writeHead(404).end();
    }
    const content = ENTRY_FILES.has(path.basename(file))
      ? body.toString('utf8').replaceAll(`"${prefix}"`, `"${origin}${prefix}"`)
      : body;
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(content);
  });
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  return {
    origin,
    requests,
    setDelay: (value: number) => {
      delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies RemoteServer;
}
