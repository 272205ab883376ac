import { expect, type Page, test } from '@playwright/test';
import { DEMO_OWNER } from '../support/accounts.ts';

// The demo account of a first start holds a business's last twelve months: every area shows data at once.

const areas = [
  { link: 'Invoices', path: '/work/invoicing', row: /INV-\d{4}/ },
  { link: 'Contacts', path: '/contacts', row: /@|\+254/ },
  { link: 'Expenses', path: '/expenses', row: /KES/ },
  { link: 'Projects', path: '/work/projects', row: /KES|hour/i },
];

/** Follows the main navigation's link: beside the page on a desktop, behind the header's Menu on a phone. */
async function navigateTo(page: Page, link: string, phone: boolean) {
  if (phone) {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  if (phone) await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
}

async function signInAsDemo(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('signed in as the demo account, invoices, contacts, expenses and projects show data on first visit', async ({
      page,
    }) => {
      await signInAsDemo(page);
      for (const { link, path, row } of areas) {
        await navigateTo(page, link, viewport.width < 768);
        await expect(page).toHaveURL(path);
        const rows = page.getByRole('row').filter({ hasText: row });
        await expect(rows.first(), path).toBeVisible();
        expect(await rows.count(), path).toBeGreaterThan(1);
      }
    });
  });
}
