import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';

const receipt = path.resolve(
  import.meta.dirname,
  '../../packages/api/test/fixtures/receipts/naivas-westlands.png',
);

test('an owner snaps a receipt, checks what Daftari read, saves it, then corrects it by hand', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/expenses');
  await page.getByRole('link', { name: 'Create New Expense' }).first().click();
  await expect(page).toHaveURL('/expenses/create');
  await expect(page.getByRole('button', { name: 'AI-Assisted Extraction' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Maximum file size is 5MB.')).toBeVisible();
  // AI mode: the details wait for the receipt.
  await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveCount(0);

  await page.locator('input[type=file]').setInputFiles(receipt);
  await expect(page.getByText('Extracting data from your receipt...')).toBeVisible();
  await expect(page.getByText('This will only take a moment')).toBeVisible();

  // What the offline reader found, each tagged Detected.
  await expect(page.getByLabel(/Total Value \(KES\)/)).toHaveValue('1140.00', { timeout: 30_000 });
  await expect(page.getByLabel('Dated')).toHaveValue('2026-11-14');
  await expect(page.getByLabel('Receipt reference')).toHaveValue('0045127');
  await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue(/NAIVAS SUPERMARKET/);
  await expect(page.getByText('Detected').first()).toBeVisible();
  await expect(page.getByText('Suggested by AI. You can change this if needed.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: /^Account/ })).toContainText(
    'Office Costs',
  );

  await page.getByRole('button', { name: 'Create New Expense' }).click();
  // A new business's money accounts hold nothing yet: the form warns before it takes the account below zero.
  const overdraft = page.getByRole('alertdialog', { name: 'Balance would go negative' });
  await expect(overdraft).toContainText('Bank would go negative (-1,140.00). Save anyway?');
  await overdraft.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page).toHaveURL('/expenses');
  const row = page.getByRole('row', { name: /NAIVAS SUPERMARKET/ });
  await expect(row).toContainText('KES 1,140.00');
  await expect(row).toContainText('Office Costs');

  // Edit it in manual mode.
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/expenses\/\d+\/edit$/);
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await page.getByRole('textbox', { name: /^Description/ }).fill('Office tea and milk for November');
  await page.getByRole('button', { name: 'Update Expense' }).click();
  await expect(page).toHaveURL('/expenses');
  await expect(page.getByRole('row', { name: /Office tea and milk for November/ })).toContainText(
    'KES 1,140.00',
  );
});
