import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfigFile, runServer } from 'verdaccio';

/** The committed configuration: @daftari/* only, no uplinks. */
export const verdaccioConfigFile = path.resolve(import.meta.dirname, '../verdaccio.yaml');

export interface RunningRegistry {
  /** With a trailing slash, as .npmrc wants it. */
  url: string;
  storage: string;
  /** A token of a user allowed to publish. */
  token: string;
  close(): Promise<void>;
}

async function listen(server: Server, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** Registers a throwaway user and returns its token (Verdaccio's `npm adduser` endpoint). */
async function addUser(url: string): Promise<string> {
  const name = 'daftari-publisher';
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: crypto.randomUUID() }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token)
    throw new Error(`Could not create a registry user: ${body.error ?? response.status}`);
  return body.token;
}

/** Starts Verdaccio on 127.0.0.1 with an empty storage in a new temporary directory. */
export async function startRegistry(options: { port: number }): Promise<RunningRegistry> {
  const storage = mkdtempSync(path.join(tmpdir(), 'daftari-registry-'));
  const config = parseConfigFile(verdaccioConfigFile);
  const server: Server = await runServer({
    ...config,
    storage: path.join(storage, 'packages'),
    auth: { htpasswd: { file: path.join(storage, 'htpasswd') } },
  });
  await listen(server, options.port);
  const url = `http://127.0.0.1:${options.port}/`;
  const close = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    rmSync(storage, { recursive: true, force: true });
  };
  try {
    return { url, storage, token: await addUser(url), close };
  } catch (error) {
    await close();
    throw error;
  }
}
