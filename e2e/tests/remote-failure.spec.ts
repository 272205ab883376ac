import { type APIResponse, expect, type Page, type TestInfo, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { consoleErrors, expectContactsRefused, mainNav, otherAreasWork } from '../support/areas.ts';
import { type RemoteServer, serveRemote } from '../support/remote-server.ts';

type RemotePorts = { quick: number; slow: number; down: number };
const remotePorts = (testInfo: TestInfo) => testInfo.config.metadata.remotePorts as RemotePorts;

/**
 * The headers of a fetched answer for a body the test rewrote: `response.text()` is already decoded, so the
 * server's `Content-Encoding` (br, gzip) no longer describes it.
 */
function rewrittenBodyHeaders(response: APIResponse): Record<string, string> {
  const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
  return headers;
}

/** Serves the running app's `remotes.json` with the contacts area moved to `manifestUrl`. */
async function moveContactsTo(page: Page, manifestUrl: string) {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: rewrittenBodyHeaders(response),
      json: { ...(await response.json()), contacts: manifestUrl },
    });
  });
}

function documentLoads(page: Page, path: string): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && new URL(request.url()).pathname === path) loads.count += 1;
  });
  return loads;
}

test('a remote built against another React major is refused before it runs; the rest keeps working', async ({
  page,
  request,
}, testInfo) => {
  // The shell's own manifest says which React it provides.
  const shellManifest = (await (await request.get('/mf-manifest.json')).json()) as {
    shared: Array<{ name: string; version: string }>;
  };
  const shellReact = shellManifest.shared.find((entry) => entry.name === 'react')!.version;
  const major = Number(shellReact.split('.')[0]);
  const older = `${major - 1}.3.1`;

  // Simulates mfe-contacts built against the previous React major: its real build, with the React
  // requirements its manifest and entry declare changed to what such a build declares.
  const skewed = '**/apps/contacts/{mf-manifest.json,remoteEntry.js}';
  await page.route(skewed, async (route) => {
    const response = await route.fetch();
    const body = (await response.text())
      .replaceAll(`"^${major}.0.0"`, `"^${major - 1}.0.0"`)
      .replaceAll(`"${shellReact}"`, `"${older}"`);
    await route.fulfill({ response, headers: rewrittenBodyHeaders(response), body });
  });
  await signUp(page);
  const errors = consoleErrors(page);
  const contactsFiles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/apps/contacts/')) contactsFiles.push(new URL(request.url()).pathname);
  });
  const loads = documentLoads(page, '/contacts');

  await page.goto('/contacts');

  const alert = await expectContactsRefused(page);
  // Refused on its manifest alone: no entry, no chunk, no pointless reload. (A re-render of the layout after
  // the refusal may ask for the manifest again; never for the code behind it.)
  expect(contactsFiles.length).toBeGreaterThan(0);
  expect(new Set(contactsFiles)).toEqual(new Set(['/apps/contacts/mf-manifest.json']));
  expect(loads.count).toBe(1);
  const refusal = errors.find((text) => text.includes('daftari_contacts'));
  expect(refusal).toContain('was refused before any of its code ran');
  expect(refusal).toContain(`react ^${major - 1}.0.0 (the shell provides ${shellReact})`);
  expect(refusal).toContain(`react-dom ^${major - 1}.0.0 (the shell provides ${shellReact})`);
  await alert.getByRole('button', { name: 'Show Error' }).click();
  await expect(alert.getByText(`react ^${major - 1}.0.0 (the shell provides ${shellReact})`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('incompatible-remote.png'), fullPage: true });

  await otherAreasWork(page);

  // Each visit asks again; once the team deploys a build for the shell's React, Try again loads it.
  await mainNav(page).getByRole('link', { name: 'Contacts' }).click();
  await expect(alert).toContainText('built for another version of Daftari');
  await page.unroute(skewed);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  expect(loads.count).toBe(1);
});

test.describe('remotes on their own origin', () => {
  let server: RemoteServer | undefined;
  test.afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  test('a remote on another origin that answers quickly loads (the CSP allows its origin)', async ({
    page,
  }, testInfo) => {
    server = await serveRemote({ area: 'contacts', port: remotePorts(testInfo).quick });
    await moveContactsTo(page, `${server.origin}/apps/contacts/mf-manifest.json`);
    const errors = consoleErrors(page);
    await signUp(page);

    await mainNav(page).getByRole('link', { name: 'Contacts' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Contact' })).toBeVisible();
    expect(server.requests).toEqual(
      expect.arrayContaining([
        '/apps/contacts/mf-manifest.json',
        '/apps/contacts/remoteEntry.js',
        expect.stringMatching(/^\/apps\/contacts\/static\/js\/.+\.js$/),
        expect.stringMatching(/^\/apps\/contacts\/static\/css\/.+\.css$/),
      ]),
    );
    // One manifest request: the shell checks it and hands it to the federation runtime.
    expect(server.requests.filter((path) => path.endsWith('mf-manifest.json'))).toHaveLength(1);
    expect(errors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
  });

  test('a remote whose server hangs shows its loading state, then its error; the rest keeps working', async ({
    page,
  }, testInfo) => {
    server = await serveRemote({ area: 'contacts', port: remotePorts(testInfo).slow, delayMs: 120_000 });
    await moveContactsTo(page, `${server.origin}/apps/contacts/mf-manifest.json`);
    // The browser's clock, so the test need not wait out the shell's load limit in real time.
    await page.clock.install();
    const errors = consoleErrors(page);
    await signUp(page);
    const loads = documentLoads(page, '/contacts');

    await mainNav(page).getByRole('link', { name: 'Contacts' }).click();

    const loading = page.getByRole('status', { name: 'Loading' });
    await expect(loading).toBeVisible();
    await expect(mainNav(page)).toBeVisible();
    await expect.poll(() => server?.requests).toContain('/apps/contacts/mf-manifest.json');
    await page.screenshot({ path: testInfo.outputPath('slow-remote-loading.png'), fullPage: true });
    await page.clock.runFor(5_000);
    await expect(loading).toBeVisible();

    await page.clock.fastForward(60_000);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      /The Contacts area could not be loaded: its server did not answer within \d+ seconds\. The rest of Daftari still works\./,
    );
    await expect(loading).toBeHidden();
    expect(loads.count).toBe(0); // a client-side navigation, and no reload on a timeout
    expect(errors.find((text) => text.includes('daftari_contacts'))).toMatch(
      new RegExp(
        `daftari_contacts \\(${server.origin}/apps/contacts/mf-manifest\\.json\\) did not load within`,
      ),
    );
    await page.screenshot({ path: testInfo.outputPath('slow-remote-error.png'), fullPage: true });

    await otherAreasWork(page);

    // Once its server answers again, the next visit loads the area, without a page reload.
    server.setDelay(0);
    await mainNav(page).getByRole('link', { name: 'Contacts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
    expect(loads.count).toBe(0);
  });

  test('a remote whose server is down shows its error after one reload; the rest keeps working', async ({
    page,
  }, testInfo) => {
    const manifestUrl = `http://localhost:${remotePorts(testInfo).down}/apps/contacts/mf-manifest.json`;
    await moveContactsTo(page, manifestUrl);
    const errors = consoleErrors(page);
    await signUp(page);
    const loads = documentLoads(page, '/contacts');

    await page.goto('/contacts');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'The Contacts area could not be loaded. The rest of Daftari still works.',
    );
    await expect(mainNav(page)).toBeVisible();
    expect(loads.count).toBe(2); // the visit, then the one reload a redeploy in progress deserves
    expect(errors.some((text) => text.includes(`Could not fetch ${manifestUrl}`))).toBe(true);
    expect(errors.filter((text) => text.includes('Content Security Policy'))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('down-remote-error.png'), fullPage: true });

    await otherAreasWork(page);
  });
});
