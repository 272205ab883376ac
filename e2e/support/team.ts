import { expect, type Page } from '@playwright/test';
import { outboxMessage, reloadUntil } from './recurring.ts';

/** Invites `email` as `role` from Settings › Team, as the signed-in owner. */
export async function invite(page: Page, email: string, role: string) {
  await page.goto('/settings/team');
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
}

/** The invitation link of the e-mail to `email` in the owner's outbox (without SMTP it waits there), as a path. */
export async function invitationLink(page: Page, email: string): Promise<string> {
  await page.goto('/work/invoicing/outbox');
  const row = page.getByRole('row', { name: /You are invited to/ }).filter({ hasText: email });
  await reloadUntil(page, async () => {
    await expect(row).toBeVisible({ timeout: 1_000 });
  });
  const message = await outboxMessage(page, row, email);
  const link = /https?:\/\/[^/\s]+(\/invite\/[A-Za-z0-9_-]{43})/.exec(message);
  expect(link, 'the e-mail carries an invitation link').not.toBeNull();
  return link![1]!;
}

/** Opens the invitation as a new person, who chooses a name and password and lands in the business. */
export async function acceptAsNewPerson(page: Page, link: string, name: string, password: string) {
  await page.goto(link);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password again').fill(password);
  await page.getByRole('button', { name: 'Accept and join' }).click();
  await expect(page).toHaveURL('/');
}
