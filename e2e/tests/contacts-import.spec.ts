import { readFileSync } from 'node:fs';
import { expect, type Locator, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';

/** Wave's customer export, as the API tests read it too. */
const waveExport = readFileSync(
  new URL('../../packages/api/test/fixtures/imports/wave-customers.csv', import.meta.url),
);

const column = (dialog: Locator, name: string) => dialog.getByRole('combobox', { name: `Column ${name}` });

async function mapColumn(dialog: Locator, name: string, field: string) {
  await column(dialog, name).click();
  await dialog.page().getByRole('option', { name: field, exact: true }).click();
}

test('an owner switching from Wave imports the customer export after checking its columns', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1360, height: 900 });
  await signUp(page);
  await page.goto('/contacts');
  const switching = page.getByRole('region', { name: 'Switch from another tool' });
  await expect(switching.getByRole('listitem').filter({ hasText: 'Wave:' })).toContainText('Wave Connect');
  await expect(switching.getByRole('listitem')).toHaveCount(8);
  await screenshot(page, testInfo, 'import-switch-empty-state');

  await page.getByRole('button', { name: 'Import contacts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts' });
  await dialog.getByText('Switching from another tool? Which export to take').click();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Zoho Books:' })).toBeVisible();
  await dialog.getByLabel('Choose a CSV file').setInputFiles({
    name: 'wave-customers.csv',
    mimeType: 'text/csv',
    buffer: waveExport,
  });

  await expect(dialog.getByText('4 contacts ready to import.')).toBeVisible();
  await expect(column(dialog, 'customer_name')).toContainText('Display name');
  await expect(column(dialog, 'email')).toContainText('Email');
  await expect(column(dialog, 'phone')).toContainText('Phone');
  await expect(column(dialog, 'mobile')).toContainText('Phone');
  await expect(column(dialog, 'province/state')).toContainText('State');
  await expect(dialog.getByText('14 columns not imported')).toBeVisible();
  await expect(dialog.getByText('Kamau Hardware')).toBeVisible();
  await screenshot(page, testInfo, 'import-preview-wave', false);
  await dialog.getByRole('heading', { name: 'Columns' }).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'import-mapping', false);

  // Without the customer name, a customer that has nothing else to be called by is refused, by line.
  await mapColumn(dialog, 'customer_name', 'Ignore this column');
  const problems = dialog.getByRole('alert');
  await expect(problems).toContainText('1 row has errors; nothing was imported');
  await expect(problems.getByRole('listitem')).toHaveText([
    'Line 5: Enter a first name, last name, company name or email',
  ]);
  await expect(dialog.getByRole('button', { name: 'Import contacts' })).toBeDisabled();
  await problems.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'import-mapping-errors', false);
  await page.setViewportSize({ width: 360, height: 780 });
  await screenshot(page, testInfo, 'import-mapping-errors-360', false);
  await page.setViewportSize({ width: 1360, height: 900 });

  await mapColumn(dialog, 'customer_name', 'Display name (kept as the company)');
  await expect(dialog.getByText('4 contacts ready to import.')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await dialog.getByRole('table', { name: 'Preview of the file' }).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'import-preview-360', false);
  await column(dialog, 'customer_name').scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'import-mapping-360', false);
  await page.setViewportSize({ width: 1360, height: 900 });

  await dialog.getByRole('button', { name: 'Import 4 contacts' }).click();
  await expect(page.getByText('4 contacts imported')).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Contacts' });
  const kamau = table.getByRole('row').filter({ hasText: 'Wanjiru Kamau' });
  await expect(kamau).toContainText('wanjiru@kamauhardware.co.ke');
  await expect(kamau).toContainText('Kamau Hardware');
  await expect(kamau).toContainText('+254 20 221 0001');
  const achieng = table.getByRole('row').filter({ hasText: 'Achieng Otieno' });
  await expect(achieng).toContainText('achieng.otieno@example.co.ke');
  await expect(achieng).toContainText('+254 722 000 002');
  const ziwa = table.getByRole('row').filter({ hasText: 'Ziwa Fisheries, Kisumu' });
  await expect(ziwa).toContainText('info@ziwafisheries.co.ke');
  await expect(ziwa).toContainText('0800 720 000');
  await expect(table.getByRole('row').filter({ hasText: 'Mama Mboga Stores' })).toContainText('0711 000 004');
  await screenshot(page, testInfo, 'import-done');
});
