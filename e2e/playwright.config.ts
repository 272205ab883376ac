import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DEMO_OWNER } from './support/accounts.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const payPort = port + 1;
/**
 * Origins of remotes served by a team's own server (tests/remote-failure.spec.ts): one quick, one slow, one
 * where nothing listens. The app's Content-Security-Policy allows them through REMOTE_ORIGINS.
 */
const remotePorts = { quick: port + 2, slow: port + 3, down: port + 4 };
const remoteOrigins = Object.values(remotePorts).map((remotePort) => `http://localhost:${remotePort}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'daftari-e2e-'));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // The production build, started the way the README starts it (after `pnpm build`).
  webServer: {
    command: 'pnpm --filter @daftari/api serve',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      PAY_PORT: String(payPort),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
      REMOTE_ORIGINS: remoteOrigins.join(','),
      // Due background work (recurring invoices, reminders, e-mails) is looked for every second.
      RECURRING_JOB_INTERVAL_MS: '1000',
      DEMO_PASSWORD: DEMO_OWNER.password,
    },
  },
  metadata: { payPort, remotePorts },
});
