import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '@daftari/registry';

export interface RunningApp {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false; // not listening (yet)
  }
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}`);
    if (await isHealthy(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not answer at ${url} within ${timeoutMs} ms`);
}

/** The built API serving the apps found in `appsDir`, started the way the README starts it. */
export async function startApp(options: { appsDir: string; port: number }): Promise<RunningApp> {
  const url = `http://localhost:${options.port}`;
  // Another app on the port would answer the health check in this one's place.
  if (await isHealthy(url))
    throw new Error(`An app already answers at ${url}: is another deploy test running?`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'daftari-deploy-data-'));
  // `node dist/main.js` itself (what `pnpm --filter @daftari/api serve` runs), so its pid is the server's.
  const server = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(workspaceRoot, 'packages/api'),
    env: {
      ...process.env,
      PORT: String(options.port),
      PAY_PORT: String(options.port + 1),
      APPS_DIR: options.appsDir,
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      RECURRING_JOB_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: server, stop };
}
