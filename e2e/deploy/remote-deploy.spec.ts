import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  publishablePackages,
  publishPackages,
  type RunningRegistry,
  startRegistry,
  workspaceRoot,
} from '@daftari/registry';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { createContacts } from '../support/contacts.ts';
import { type RunningApp, startApp } from './app-server.ts';
import { copyBuiltApps, deployApp, hashTree } from './apps-dir.ts';
import { copyRemoteOutside, installAndBuild, nextPatch } from './outside-remote.ts';

const REGISTRY_PORT = 4400;
const APP_PORT = 4410;
const APP = 'mfe-contacts';

const contactsTable = (page: Page) => page.getByRole('table', { name: 'Contacts' });

let registry: RunningRegistry | undefined;
let app: RunningApp | undefined;

test.afterAll(async () => {
  await app?.stop();
  await registry?.close();
});

test('a remote built outside the workspace from the private registry replaces the running one', async ({
  page,
}, testInfo) => {
  const currentVersion = (
    JSON.parse(readFileSync(path.join(workspaceRoot, APP, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const newVersion = nextPatch(currentVersion);

  const appsDir = copyBuiltApps();
  app = await startApp({ appsDir, port: APP_PORT });
  const shellFiles = hashTree(path.join(appsDir, 'shell/dist'));
  const serverPid = app.process.pid;

  await test.step('the running app shows the area at the version the workspace built', async () => {
    await signUp(page);
    await createContacts(page, [
      { first_name: 'Achieng', last_name: 'Otieno', email: 'achieng@example.co.ke' },
    ]);
    await page.goto('/contacts');
    await expect(contactsTable(page)).toContainText('Achieng Otieno');
    await expect(page.getByText(`Contacts version ${currentVersion}`)).toBeVisible();
  });

  const remoteDir =
    await test.step('a team publishes the shared packages and builds the remote on its own', async () => {
      registry = await startRegistry({ port: REGISTRY_PORT });
      const started = performance.now();
      const published = await publishPackages(registry, publishablePackages());
      const publishMs = Math.round(performance.now() - started);
      const dir = copyRemoteOutside({
        app: APP,
        registryUrl: registry.url,
        published: Object.fromEntries(published.map((pkg) => [pkg.name, pkg.version])),
        version: newVersion,
      });
      expect(path.relative(workspaceRoot, dir).startsWith('..')).toBe(true);
      const timings = await installAndBuild(dir);
      // Installed from the registry's tarballs, not linked to the workspace.
      const installedUi = JSON.parse(
        readFileSync(path.join(dir, 'node_modules/@daftari/ui/package.json'), 'utf8'),
      ) as { exports: Record<string, unknown> };
      expect(JSON.stringify(installedUi.exports['.'])).toContain('./dist/index.js');
      const description = JSON.stringify({ publish: publishMs, ...timings });
      testInfo.annotations.push({ type: 'timings (ms)', description });
      console.log(`[deploy] ${APP} outside the workspace, ms: ${description}`);
      return dir;
    });

  await test.step('deploying replaces only that remote’s files; a reload shows the new version', async () => {
    const manifest = JSON.parse(readFileSync(path.join(remoteDir, 'dist/mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: { buildVersion: string } };
    };
    expect(manifest.metaData.buildInfo.buildVersion).toBe(newVersion);

    deployApp(appsDir, APP, path.join(remoteDir, 'dist'));
    await page.reload();
    await expect(page.getByText(`Contacts version ${newVersion}`)).toBeVisible();
    await expect(contactsTable(page)).toContainText('Achieng Otieno');
    await page.screenshot({ path: testInfo.outputPath('contacts-after-deploy.png'), fullPage: true });
  });

  await test.step('the shell was neither rebuilt nor restarted', async () => {
    expect(hashTree(path.join(appsDir, 'shell/dist'))).toBe(shellFiles);
    expect(app?.process.pid).toBe(serverPid);
    expect(app?.process.exitCode).toBeNull();
    expect((await page.request.get('/api/health')).ok()).toBe(true);
  });
});
