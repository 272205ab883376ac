import { expect, test } from '@playwright/test';

test('the standalone pay page loads on its own port without the shell or any other remote', async ({
  page,
}, testInfo) => {
  const payPort = testInfo.config.metadata.payPort as number;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));

  await page.goto(`http://localhost:${payPort}/link/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByText('Invoice not found')).toBeVisible();

  expect(requested).not.toContain('/remotes.json');
  expect(requested.filter((path) => path.includes('remoteEntry') || path.includes('mf-manifest'))).toEqual(
    [],
  );
  expect(requested.filter((path) => /\/apps\/(contacts|invoicing|expenses|projects)\//.test(path))).toEqual(
    [],
  );
});
