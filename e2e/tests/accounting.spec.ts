import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';

const accountRow = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });

async function chooseOption(page: Page, trigger: Locator, option: RegExp) {
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

test('the chart of accounts: add, rename, archive and show archived', async ({ page }, testInfo) => {
  await signUp(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Chart of accounts' })
    .click();
  await expect(page).toHaveURL('/accounting/chart-of-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Chart of accounts' })).toBeVisible();
  for (const group of ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses']) {
    await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await dialog.getByLabel('Number').fill('6960');
  await dialog.getByLabel('Name').fill('Website hosting');
  await dialog.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog).toBeHidden();
  const hosting = accountRow(page, 'Website hosting');
  await expect(hosting).toContainText('6960');
  await expect(page.getByRole('table', { name: 'Expenses' })).toContainText('Website hosting');
  await screenshot(page, testInfo, 'chart-of-accounts');

  await hosting.getByRole('button', { name: 'Actions for Website hosting' }).click();
  await page.getByRole('menuitem', { name: 'Rename or renumber' }).click();
  const change = page.getByRole('dialog', { name: 'Change Website hosting' });
  await change.getByLabel('Name').fill('Hosting and domains');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  const renamed = accountRow(page, 'Hosting and domains');
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Actions for Hosting and domains' }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await expect(renamed).toBeHidden();
  await page.getByText('Show archived accounts').click();
  await expect(accountRow(page, 'Hosting and domains')).toContainText('Archived');
});

test('a manual journal entry balances to the cent, posts, and is reversed', async ({ page }, testInfo) => {
  await signUp(page);
  await page.goto('/accounting/journal-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal entry' })).toBeVisible();
  await expect(page.getByText('No journal entries yet')).toBeVisible();

  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('form', { name: 'New journal entry' });
  await form.getByLabel('Memo').fill('Owner pays in capital');
  await chooseOption(page, form.getByRole('combobox', { name: /Account of line 1/ }), /^1000 · /);
  await chooseOption(page, form.getByRole('combobox', { name: /Account of line 2/ }), /^3000 · /);
  await form.getByLabel('Debit of line 1').fill('1000.10');
  await form.getByLabel('Credit of line 2').fill('1000');
  const save = form.getByRole('button', { name: 'Save entry' });
  await expect(page.getByTestId('entry-difference')).toContainText('0.10 more debits');
  await expect(save).toBeDisabled();
  await form.getByLabel('Credit of line 2').fill('1000.10');
  await expect(page.getByTestId('entry-difference')).toContainText('(balanced)');
  await save.click();
  await expect(form).toBeHidden();

  const entry = page.getByRole('article', { name: 'Journal entry JE-000001' });
  await expect(entry).toContainText('Owner pays in capital');
  await expect(entry).toContainText('1,000.10');
  await screenshot(page, testInfo, 'journal');

  await entry.getByRole('button', { name: 'Reverse' }).click();
  await page
    .getByRole('alertdialog', { name: 'Reverse JE-000001?' })
    .getByRole('button', { name: 'Reverse entry' })
    .click();
  await expect(page.getByRole('article', { name: 'Journal entry JE-000002' })).toContainText('Reversal');
  await expect(entry).toContainText('Reversed');
  await expect(entry.getByRole('button', { name: 'Reverse' })).toBeHidden();
});

test('Home keeps working when the accounting remote is down', async ({ page }) => {
  await page.route('**/apps/accounting/**', (route) => route.abort('connectionrefused'));
  await signUp(page);
  await expect(page.getByText('Your figures are not available right now.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Send an invoice/ })).toBeVisible();
});
