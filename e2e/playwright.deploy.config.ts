import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './playwright.config.ts';

/**
 * The independent-deploy check (deploy/): publishes the shared packages to a throwaway registry, builds a
 * remote outside the workspace and swaps it into a running app. It starts its own registry and server
 * (ports 4400 and 4410/4411) on a copy of the built apps, after `pnpm build`.
 */
export default defineConfig({
  testDir: './deploy',
  outputDir: 'test-results/deploy',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // The one test installs and builds a remote twice from a private registry: minutes of CPU that a busy
  // 2-core machine stretches past 5 (seen once: the second build was cut off). The bound is a hang guard.
  timeout: 600_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/deploy' }]],
  use: {
    baseURL: 'http://localhost:4410',
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
