import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.ts';

export const root = path.resolve(import.meta.dirname, '../..');

interface BenchServer {
  port: number;
  /** An APPS_DIR as the API reads it; the monorepo's production build when absent. */
  appsDir?: string;
}

/**
 * A benchmark's Playwright config: one worker, Chromium, and API servers serving built apps as `npm start`
 * does (each with its own empty embedded database, its pay port next to its port).
 */
export function benchConfig(options: { testMatch: string; servers: BenchServer[]; timeoutMinutes: number }) {
  return defineConfig({
    testDir: '.',
    testMatch: options.testMatch,
    workers: 1,
    retries: 0,
    forbidOnly: true,
    timeout: options.timeoutMinutes * 60_000,
    reporter: [['list']],
    use: {
      browserName: 'chromium',
      launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    },
    webServer: options.servers.map(({ port, appsDir }) => ({
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
        ...(appsDir ? { APPS_DIR: appsDir } : {}),
        LOG_LEVEL: 'warn',
        RECURRING_JOB_INTERVAL_MS: '0',
      },
    })),
    metadata: { port: options.servers[0]!.port },
  });
}
