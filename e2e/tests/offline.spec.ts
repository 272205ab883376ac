import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { mainNav } from '../support/areas.ts';

test("offline, an area not loaded yet says You're offline, never reloads, and loads once back online", async ({
  page,
  context,
}, testInfo) => {
  const documents: string[] = [];
  const contactsRemote: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (request.url().includes('/apps/contacts/')) contactsRemote.push(request.url());
  });
  await signUp(page);
  documents.length = 0;
  expect(contactsRemote, 'the Contacts area must not be loaded before going offline').toEqual([]);

  await context.setOffline(true);
  // The Contacts area was never opened: its code is not in the page yet.
  await mainNav(page).getByRole('link', { name: 'Contacts', exact: true }).click();
  const offline = page.getByRole('heading', { level: 1, name: "You're offline" });
  await expect(offline).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  // No "reload once": a reload offline would land on the browser's error page.
  expect(documents).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('offline-1360.png'), fullPage: true });

  // Retry while still offline: the same state, still no reload.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(offline).toBeVisible();
  expect(documents).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await expect(offline).toHaveCount(0);
  expect(documents).toEqual([]);
});

test('at 360 px the offline state reads the same', async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('offline-360.png'), fullPage: true });
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
});
