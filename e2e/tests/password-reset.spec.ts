import { expect, type Page, test } from '@playwright/test';
import { signIn, signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { outboxMessage, reloadUntil } from '../support/recurring.ts';

const NEW_PASSWORD = 'a brand new passphrase';

/** The reset link of the newest reset e-mail in the owner's outbox (Invoices › Outbox), as a path. */
async function resetLinkFromOutbox(page: Page, email: string): Promise<string> {
  await page.goto('/work/invoicing/outbox');
  const row = page.getByRole('row', { name: /Reset your Daftari password/ }).first();
  await reloadUntil(page, async () => {
    await expect(row).toBeVisible({ timeout: 1_000 });
  });
  await expect(row).toContainText(email);
  const message = await outboxMessage(page, row, email);
  const link = /https?:\/\/[^/\s]+(\/reset-password\/[A-Za-z0-9_-]{43})/.exec(message);
  expect(link, 'the e-mail carries a reset link').not.toBeNull();
  return link![1]!;
}

test('a forgotten password is reset through the e-mailed link: the new one signs in, the old one and every session end', async ({
  browser,
}, testInfo) => {
  const signedIn = await browser.newContext();
  const ownerPage = await signedIn.newPage();
  const owner = await signUp(ownerPage);

  const elsewhere = await browser.newContext();
  const page = await elsewhere.newPage();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText("If an account exists for that e-mail, we've sent a link")).toBeVisible();
  await screenshot(page, testInfo, 'forgot-password-sent');

  // Without SMTP the e-mail waits in the business's outbox, where the signed-in owner reads it.
  const link = await resetLinkFromOutbox(ownerPage, owner.email);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();

  await signIn(page, owner);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await signIn(page, { ...owner, password: NEW_PASSWORD });
  await expect(page.getByRole('heading', { name: /Karibu, Wanjiru/ })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
  await page.getByLabel('New password again').fill('yet another passphrase');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  // The first browser's session ended with the reset: its next page asks it to sign in.
  await ownerPage.goto('/contacts');
  await expect(ownerPage).toHaveURL(`/login?redirect=${encodeURIComponent('/contacts')}`);

  await signedIn.close();
  await elsewhere.close();
});

test('Settings › Security lists the sessions, revokes one, signs out everywhere, and changes the password by keyboard', async ({
  browser,
}, testInfo) => {
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  const owner = await signUp(laptop);
  const phoneContext = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const phone = await phoneContext.newPage();
  await phone.goto('/login');
  await signIn(phone, owner);
  await expect(phone.getByRole('heading', { name: /Karibu, Wanjiru/ })).toBeVisible();

  await laptop.getByRole('button', { name: 'Account menu' }).click();
  await laptop.getByRole('menuitem', { name: 'Security' }).click();
  await expect(laptop).toHaveURL('/settings/security');
  const sessions = laptop.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toContainText('on Linux');
  await expect(sessions).toContainText('Safari on iPhone');
  await screenshot(laptop, testInfo, 'security-page');

  await laptop.getByRole('button', { name: /^Revoke Safari on iPhone/ }).click();
  await expect(laptop.getByText('Session signed out')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await phone.goto('/contacts');
  await expect(phone).toHaveURL(/\/login\?redirect=/);

  // Keyboard only: the change-password form from its first field to its button.
  await laptop.getByLabel('Current password').focus();
  await laptop.keyboard.type(owner.password);
  await laptop.keyboard.press('Tab');
  await laptop.keyboard.type(NEW_PASSWORD);
  await laptop.keyboard.press('Tab');
  await laptop.keyboard.type(NEW_PASSWORD);
  await laptop.keyboard.press('Tab');
  await expect(laptop.getByRole('button', { name: 'Change password' })).toBeFocused();
  await laptop.keyboard.press('Enter');
  await expect(laptop.getByText('Password changed')).toBeVisible();
  await expect(laptop.getByLabel('Current password')).toHaveValue('');

  await phone.goto('/login');
  await signIn(phone, { ...owner, password: NEW_PASSWORD });
  await expect(phone.getByRole('heading', { name: /Karibu, Wanjiru/ })).toBeVisible();
  await laptop.reload();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await laptop.getByRole('button', { name: 'Sign out everywhere' }).click();
  await laptop.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(laptop.getByText('Signed out everywhere else')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await phone.goto('/contacts');
  await expect(phone).toHaveURL(/\/login\?redirect=/);

  await laptopContext.close();
  await phoneContext.close();
});
