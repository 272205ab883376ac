import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { isoDay, ownerApi } from '../support/invoicing.ts';

const line = (page: Page, n: number) => page.getByRole('group', { name: `Line ${n}` });

/** Fills line `n` of the bill form: description, account, price, and at 0 % its VAT treatment. */
async function fillLine(
  page: Page,
  n: number,
  fields: { description: string; account: RegExp; price: string; vat?: string; treatment?: string },
) {
  const row = line(page, n);
  await row.getByLabel(/^Description/).fill(fields.description);
  await row.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('option', { name: fields.account }).click();
  await row.getByLabel(/^Unit price/).fill(fields.price);
  if (fields.vat) {
    await row.getByRole('combobox', { name: /^VAT(?! treatment)/ }).click();
    await page.getByRole('option', { name: fields.vat, exact: true }).click();
  }
  if (fields.treatment) {
    await row.getByRole('combobox', { name: /^VAT treatment/ }).click();
    await page.getByRole('option', { name: fields.treatment, exact: true }).click();
  }
}

test("an owner records a supplier's bill with a 16 % line, a zero-rated one and an exempt one; the VAT return files each as itself", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1360, height: 900 });
  await signUp(page);
  const api = await ownerApi(page);
  const supplier = await api.createContact({ company_name: 'Kamau Transporters', kra_pin: 'A009876543Z' });
  await page.goto(`/bills/new?contactId=${supplier.id}`);
  await expect(page.getByRole('button', { name: /^Vendor/ })).toContainText('Kamau Transporters');
  await page.getByLabel(/^Bill number/).fill('KT-501');
  const today = isoDay();
  await page.getByLabel(/^Bill date/).fill(today);
  await page.getByLabel(/^Due date/).fill(today);
  await fillLine(page, 1, { description: 'Transport to Nakuru', account: /Travel/, price: '5000' });
  await expect(line(page, 1).getByRole('combobox', { name: /^VAT treatment/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a line' }).click();
  await fillLine(page, 2, {
    description: 'Mangoes, 200 kg',
    account: /Office Costs/,
    price: '200',
    vat: '0%',
  });
  await expect(line(page, 2).getByRole('combobox', { name: /^VAT treatment/ })).toContainText('Zero-rated');
  await page.getByRole('button', { name: 'Add a line' }).click();
  await fillLine(page, 3, {
    description: 'Bank charges',
    account: /Office Costs/,
    price: '150',
    vat: '0%',
    treatment: 'Exempt',
  });
  await expect(page.getByTestId('bill-total')).toHaveText('KES 6,150.00');
  await line(page, 2).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'bill-lines-vat-treatment', false);
  await page.setViewportSize({ width: 360, height: 780 });
  await line(page, 3)
    .getByRole('combobox', { name: /^VAT treatment/ })
    .scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'bill-lines-vat-treatment-360', false);
  await page.setViewportSize({ width: 1360, height: 900 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Bill KT-501' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '0% · Exempt' })).toBeVisible();

  const month = today.slice(0, 7);
  const report = await api.call<{
    purchases: { pin: string | null; description: string; category: string; taxable: number; vat: number }[];
  }>('GET', `reports/vat_return?month=${month}`);
  expect(
    report.purchases.map((row) => [row.pin, row.description, row.category, row.taxable, row.vat]),
  ).toEqual([
    ['A009876543Z', 'Transport to Nakuru', 'standard', 5000, 800],
    ['A009876543Z', 'Mangoes, 200 kg', 'zero_rated', 200, 0],
    ['A009876543Z', 'Bank charges', 'exempt', 150, 0],
  ]);
  await page.goto(`/accounting/reports?report=vat_return&month=${month}`);
  await expect(page.getByText('Mangoes, 200 kg').first()).toBeVisible();
  await expect(page.getByText('Transport to Nakuru').first()).toBeVisible();
  await screenshot(page, testInfo, 'vat-return-purchases-by-category');
});
