/**
 * The throttled pay-page benchmark (`npx playwright test -c bench/pay-page.config.ts` in e2e/, after
 * `pnpm build`), run on demand, never in CI: one API server serving the production build, its pay port
 * beside it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';

const port = Number(process.env.BENCH_PORT ?? 4520);

export default defineConfig({
  testDir: '.',
  testMatch: 'pay-page-throttled.ts',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 10 * 60_000,
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    command: 'pnpm --filter @daftari/api serve',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      PAY_PORT: String(port + 1),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'daftari-bench-')),
      LOG_LEVEL: 'warn',
      RECURRING_JOB_INTERVAL_MS: '0',
    },
  },
  metadata: { port },
});
