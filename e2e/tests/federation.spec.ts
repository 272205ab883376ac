import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';

test('exactly one React renders the shell and every remote', async ({ page }) => {
  // Every copy of react-dom registers itself with the DevTools hook when it loads.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await signUp(page);
  for (const [path, heading] of [
    ['/contacts', 'Contacts'],
    ['/work/invoicing', 'Invoices'],
    ['/expenses', 'Expenses'],
    ['/work/projects', 'Projects'],
    ['/accounting/chart-of-accounts', 'Chart of accounts'],
    ['/banking', 'Banking'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/link/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Invoice not found')).toBeVisible();

  const renderers = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(renderers).toBe(1);
});

test('a remote that is down shows its error while the other areas keep working', async ({ page }) => {
  await signUp(page);
  await page.route('**/apps/expenses/**', (route) => route.abort('connectionrefused'));
  let documentLoads = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.url().endsWith('/expenses')) documentLoads += 1;
  });

  await page.goto('/expenses');
  await expect(page.getByText('Something went wrong!')).toBeVisible();
  await expect(page.getByText('The Expenses area could not be loaded.')).toBeVisible();
  expect(documentLoads).toBe(2); // the visit, then the one reload before the error
  await page.getByRole('button', { name: 'Show Error' }).click();
  await expect(page.getByRole('button', { name: 'Hide Error' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await nav.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});

test('links load their remote on hover, before the click; its manifest is requested once', async ({
  page,
}) => {
  await signUp(page);
  // A fresh load with the pointer off Home's shortcuts (it lands on one after signing up, which preloads it).
  await page.mouse.move(0, 0);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  // Not projects: its remote loads on every page for the header's running timer.
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/apps/expenses/mf-manifest.json')) manifests.push(request.url());
  });
  const entry = page.waitForRequest('**/apps/expenses/remoteEntry.js');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Expenses', exact: true })
    .hover();
  await entry;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Expenses', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Expenses', exact: true })).toBeVisible();
  // The shell's compatibility check reads it and hands it to the federation runtime.
  expect(manifests).toHaveLength(1);
});

test('the shell answers with a strict Content-Security-Policy and no inline script', async ({
  page,
  request,
}, testInfo) => {
  const response = await request.get('/');
  const headers = response.headers();
  const scriptSrc = headers['content-security-policy']
    ?.split(';')
    .find((d) => d.trim().startsWith('script-src'));
  // Itself, and the remotes' origins the suite configures through REMOTE_ORIGINS.
  const remoteOrigins = Object.values(testInfo.config.metadata.remotePorts as Record<string, number>).map(
    (port) => `http://localhost:${port}`,
  );
  expect(scriptSrc?.trim()).toBe(["script-src 'self'", ...remoteOrigins].join(' '));
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  const html = await response.text();
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);

  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await signUp(page);
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  expect(violations).toEqual([]);
});
