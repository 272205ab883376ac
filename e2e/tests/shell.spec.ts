import { expect, test } from '@playwright/test';
import { newOwner, signIn, signUp } from '../support/accounts.ts';

const areas = [
  { link: 'Contacts', path: '/contacts', heading: 'Contacts' },
  { link: 'Invoices', path: '/work/invoicing', heading: 'Invoices' },
  { link: 'Projects', path: '/work/projects', heading: 'Projects' },
  { link: 'Expenses', path: '/expenses', heading: 'Expenses' },
  { link: 'Estimates', path: '/work/estimates', heading: 'Estimates' },
  { link: 'Time tracking', path: '/work/time-tracking', heading: 'Time tracking' },
  { link: 'Bills', path: '/bills', heading: 'Bills' },
  { link: 'Reports', path: '/accounting/reports', heading: 'Reports' },
  { link: 'Journal entry', path: '/accounting/journal-entry', heading: 'Journal entry' },
];

test('an owner signs up, visits every area, keeps the session on reload and logs out', async ({ page }) => {
  await signUp(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const area of areas) {
    await nav.getByRole('link', { name: area.link, exact: true }).click();
    await expect(page).toHaveURL(area.path);
    await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
  }

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal entry' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL('/login');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('an anonymous visitor is sent to sign in and comes back where they were going', async ({ page }) => {
  const owner = await signUp(page);
  await page.evaluate(() => localStorage.removeItem('auth_token'));

  await page.goto('/work/invoicing?page=2');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/work/invoicing?page=2')}`);
  await signIn(page, owner);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL('/work/invoicing?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
});

test('wrong credentials show the login failure toast with the server message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, { ...newOwner(), password: 'not the password' });
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a revoked token sends the owner back to sign in', async ({ page }) => {
  await signUp(page);
  await page.evaluate(() => localStorage.setItem('auth_token', 'revoked-or-made-up'));
  await page.goto('/contacts');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/contacts')}`);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('unknown pages show Not Found inside the app', async ({ page }) => {
  await signUp(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
