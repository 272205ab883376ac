import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { consoleErrors, expectContactsRefused, mainNav, otherAreasWork } from '../support/areas.ts';
import { createContacts } from '../support/contacts.ts';
import { type RunningApp, startApp } from './app-server.ts';
import { copyBuiltApps, deployApp, hashTree } from './apps-dir.ts';
import { copyRemoteOutside, installAndBuild, nextPatch } from './outside-remote.ts';

const REGISTRY_PORT = 4400;
const APP_PORT = 4410;
const APP = 'mfe-contacts';
/** A major of React the shell does not provide, for a remote that must be refused. */
const SKEWED_REACT_MAJOR = 18;

interface FederationManifest {
  metaData: { buildInfo: { buildVersion: string } };
  shared: Array<{ name: string; version: string; requiredVersion?: string; singleton?: boolean }>;
}

const readManifest = (dist: string) =>
  JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as FederationManifest;
const sharedEntry = (manifest: FederationManifest, name: string) =>
  manifest.shared.find((entry) => entry.name === name && entry.singleton);

const contactsTable = (page: Page) => page.getByRole('table', { name: 'Contacts' });

/** What a team outside the workspace builds a remote with: the private registry and what is published on it. */
interface Outside {
  registryUrl: string;
  published: Record<string, string>;
  /** pnpm's metadata cache for this run's installs. */
  cacheDir: string;
}

let registry: RunningRegistry | undefined;
let app: RunningApp | undefined;
const temporaryDirs: string[] = [];

/** Copies the remote outside the workspace, installs it from the private registry and builds it. */
async function buildOutside(
  outside: Outside,
  options: { version: string; overrides?: Record<string, string> },
) {
  const dir = copyRemoteOutside({
    app: APP,
    registryUrl: outside.registryUrl,
    published: outside.published,
    ...options,
  });
  temporaryDirs.push(dir);
  expect(path.relative(workspaceRoot, dir).startsWith('..')).toBe(true);
  // A build against other majors than the catalog's is only built: typechecking it against those majors'
  // types may fail, and what is tested is what the shell does with it.
  const steps = await installAndBuild(dir, { cacheDir: outside.cacheDir, typecheck: !options.overrides });
  return { dir, dist: path.join(dir, 'dist'), steps };
}

test.afterAll(async () => {
  await app?.stop();
  await registry?.close();
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
});

test('remotes built outside the workspace replace the running one; one built for another React major is refused', async ({
  page,
}, testInfo) => {
  const currentVersion = (
    JSON.parse(readFileSync(path.join(workspaceRoot, APP, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const newVersion = nextPatch(currentVersion);
  const skewedVersion = nextPatch(newVersion);
  const timings: Record<string, unknown> = {};

  const appsDir = copyBuiltApps();
  temporaryDirs.push(appsDir);
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

  const outside = await test.step('the shared packages are published to a private registry', async () => {
    registry = await startRegistry({ port: REGISTRY_PORT });
    const started = performance.now();
    const published = await publishPackages(registry, publishablePackages());
    timings.publish = Math.round(performance.now() - started);
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'daftari-pnpm-cache-'));
    temporaryDirs.push(cacheDir);
    return {
      registryUrl: registry.url,
      published: Object.fromEntries(published.map((pkg) => [pkg.name, pkg.version])),
      cacheDir,
    };
  });

  const good = await test.step('a team builds the remote on its own from them', async () => {
    const build = await buildOutside(outside, { version: newVersion });
    timings[APP] = build.steps;
    // Installed from the registry's tarballs, not linked to the workspace.
    const installedUi = JSON.parse(
      readFileSync(path.join(build.dir, 'node_modules/@daftari/ui/package.json'), 'utf8'),
    ) as { exports: Record<string, unknown> };
    expect(JSON.stringify(installedUi.exports['.'])).toContain('./dist/index.js');
    return build;
  });

  await test.step('deploying replaces only that remote’s files; a reload shows the new version', async () => {
    expect(readManifest(good.dist).metaData.buildInfo.buildVersion).toBe(newVersion);

    deployApp(appsDir, APP, good.dist);
    await page.reload();
    await expect(page.getByText(`Contacts version ${newVersion}`)).toBeVisible();
    await expect(contactsTable(page)).toContainText('Achieng Otieno');
    await page.screenshot({ path: testInfo.outputPath('contacts-after-deploy.png'), fullPage: true });
  });

  const skewed = await test.step(`the team builds it against React ${SKEWED_REACT_MAJOR}`, async () => {
    const range = `^${SKEWED_REACT_MAJOR}`;
    const build = await buildOutside(outside, {
      version: skewedVersion,
      overrides: { react: range, 'react-dom': range, '@types/react': range, '@types/react-dom': range },
    });
    timings[`${APP} (React ${SKEWED_REACT_MAJOR})`] = build.steps;
    // Its manifest really declares the React it was built with.
    const manifest = readManifest(build.dist);
    for (const pkg of ['react', 'react-dom']) {
      expect(sharedEntry(manifest, pkg)).toMatchObject({
        version: expect.stringMatching(new RegExp(`^${SKEWED_REACT_MAJOR}\\.`)),
        requiredVersion: `^${SKEWED_REACT_MAJOR}.0.0`,
      });
    }
    return build;
  });

  const description = JSON.stringify(timings);
  testInfo.annotations.push({ type: 'timings (ms)', description });
  console.log(`[deploy] publish and builds outside the workspace, ms: ${description}`);

  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentLoads.push(new URL(request.url()).pathname);
  });
  const errors = consoleErrors(page);
  const contactsFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/apps/contacts/')) contactsFiles.push(pathname);
  });

  await test.step('deployed, it is refused with the area’s error view; the rest keeps working', async () => {
    const shellReact = sharedEntry(readManifest(path.join(appsDir, 'shell/dist')), 'react')!.version;
    deployApp(appsDir, APP, skewed.dist);

    await page.goto('/contacts');

    await expectContactsRefused(page);
    const refusal = errors.find((text) => text.includes('daftari_contacts'));
    console.log(`[deploy] console: ${refusal}`);
    expect(refusal).toContain('was refused before any of its code ran');
    for (const pkg of ['react', 'react-dom']) {
      expect(refusal).toContain(`${pkg} ^${SKEWED_REACT_MAJOR}.0.0 (the shell provides ${shellReact})`);
    }
    // Refused on its manifest alone: none of its code was fetched, and the page was not reloaded.
    expect(contactsFiles).toEqual(['/apps/contacts/mf-manifest.json']);
    expect(documentLoads).toEqual(['/contacts']);
    await page.screenshot({ path: testInfo.outputPath('contacts-refused.png'), fullPage: true });

    await otherAreasWork(page);
    expect(documentLoads).toEqual(['/contacts']);
  });

  await test.step('redeploying the good build brings the area back on the next visit', async () => {
    deployApp(appsDir, APP, good.dist);

    await mainNav(page).getByRole('link', { name: 'Contacts', exact: true }).click();

    await expect(contactsTable(page)).toContainText('Achieng Otieno');
    await expect(page.getByText(`Contacts version ${newVersion}`)).toBeVisible();
    expect(documentLoads).toEqual(['/contacts']);
  });

  await test.step('the shell was neither rebuilt nor restarted', async () => {
    expect(hashTree(path.join(appsDir, 'shell/dist'))).toBe(shellFiles);
    expect(app?.process.pid).toBe(serverPid);
    expect(app?.process.exitCode).toBeNull();
    expect((await page.request.get('/api/health')).ok()).toBe(true);
  });
});
