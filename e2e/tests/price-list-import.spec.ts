import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';

/** Zoho Books' item export, as the API tests read it too. */
const zohoItems = readFileSync(
  new URL('../../packages/api/test/fixtures/imports/zoho-items.csv', import.meta.url),
);

test('an owner switching from Zoho Books checks the columns and imports the item export into the price list', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1360, height: 900 });
  await signUp(page);
  await page.goto('/work/invoicing');
  await page.getByRole('link', { name: 'Price list' }).click();
  await expect(page.getByRole('heading', { name: 'Price list', level: 1 })).toBeVisible();
  await expect(page.getByText('No items on your price list')).toBeVisible();
  await screenshot(page, testInfo, 'price-list-empty');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, testInfo, 'price-list-empty-360');
  await page.setViewportSize({ width: 1360, height: 900 });

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import price list' });
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'zoho-items.csv',
    mimeType: 'text/csv',
    buffer: zohoItems,
  });
  await expect(dialog.getByText('3 items ready to import.')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Preview of the file' });
  // The sales rate, not the purchase rate; read exactly as written ("KES 1,250.00").
  await expect(preview.getByRole('row').filter({ hasText: 'Cooking oil' })).toContainText('1,250.00');
  await expect(preview.getByRole('row').filter({ hasText: 'Maize flour 2kg' })).toContainText('16%');
  await expect(dialog.getByRole('combobox', { name: 'Column Rate' })).toContainText('Unit price');
  await expect(dialog.getByText('10 columns not imported')).toBeVisible();
  // Without the description column, an item is its name alone.
  await dialog.getByRole('combobox', { name: 'Column Description' }).click();
  await page.getByRole('option', { name: 'Ignore this column', exact: true }).click();
  await expect(preview.getByRole('cell', { name: 'Cooking oil', exact: true })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Column Description' }).click();
  await page.getByRole('option', { name: 'Description (after the name)', exact: true }).click();
  await expect(
    preview.getByRole('cell', { name: 'Cooking oil - 5 litre jerrycan', exact: true }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'price-list-import-preview', false);
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, testInfo, 'price-list-import-preview-360', false);
  await page.setViewportSize({ width: 1360, height: 900 });

  await dialog.getByRole('button', { name: 'Import 3 items' }).click();
  await expect(page.getByText('3 items added to your price list')).toBeVisible();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('table', { name: 'Price list' });
  await expect(list.getByRole('row').filter({ hasText: 'Shop fitting' })).toContainText('1,500.00');
  await expect(list.getByRole('row').filter({ hasText: 'Cooking oil' })).toContainText('0%');
  await screenshot(page, testInfo, 'price-list-filled');
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, testInfo, 'price-list-filled-360');
});
