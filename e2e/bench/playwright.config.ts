/**
 * The federation-cost benchmark (`pnpm --filter @daftari/e2e bench:federation`), run on demand, never in
 * CI. Two API servers built from the same code: one serves the federated production build as `npm start`
 * does, the other the monolith measurement build (e2e/bench/monolith/apps/shell/dist) as its `shell/dist`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';

const root = path.resolve(import.meta.dirname, '../..');
const basePort = Number(process.env.BENCH_PORT ?? 4500);

export const builds = [
  // BENCH_APPS_DIR: measure federated builds kept elsewhere (an APPS_DIR as the API reads it).
  { name: 'federated', port: basePort, appsDir: process.env.BENCH_APPS_DIR ?? root },
  // An APPS_DIR whose `shell/dist` is the monolith build (no remote is served beside it).
  { name: 'monolith', port: basePort + 2, appsDir: path.join(import.meta.dirname, 'monolith', 'apps') },
] as const;

export type BuildName = (typeof builds)[number]['name'];

export default defineConfig({
  testDir: '.',
  testMatch: 'federation-cost.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 20 * 60_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: builds.map(({ port, appsDir }) => ({
    command: 'pnpm --filter @daftari/api serve',
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    env: {
      PORT: String(port),
      PAY_PORT: String(port + 1),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'daftari-bench-')),
      APPS_DIR: appsDir,
      LOG_LEVEL: 'warn',
      RECURRING_JOB_INTERVAL_MS: '0',
    },
  })),
});
