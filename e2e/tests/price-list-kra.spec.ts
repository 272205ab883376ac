import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { isoDay, itemDialog, ownerApi } from '../support/invoicing.ts';

const WIDE = { width: 1360, height: 900 };
const PHONE = { width: 360, height: 780 };

const kraDialog = (page: Page) => page.getByRole('dialog', { name: 'KRA details' });
const row = (page: Page, description: string) =>
  page.getByRole('table', { name: 'Price list' }).getByRole('row').filter({ hasText: description });

test('an owner tells KRA how price-list items are sold, and a line picked from the list keeps its VAT treatment', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(WIDE);
  await signUp(page);
  const api = await ownerApi(page);
  await api.createPriceListItem({
    description: 'Cement 50 kg',
    unit: 'items',
    unit_price: 850,
    tax_rate: 16,
  });
  await api.createPriceListItem({
    description: 'Maize flour 2 kg',
    unit: 'items',
    unit_price: 210,
    tax_rate: 0,
  });

  await page.goto('/work/invoicing');
  await page.getByRole('link', { name: 'Price list' }).click();
  await expect(row(page, 'Cement 50 kg')).toContainText('Service');

  // Cement is goods, known to KRA by its item classification.
  await row(page, 'Cement 50 kg').getByRole('button', { name: 'KRA details of Cement 50 kg' }).click();
  await expect(kraDialog(page).getByRole('combobox', { name: /VAT treatment/ })).toHaveCount(0);
  await kraDialog(page).getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Goods', exact: true }).click();
  await kraDialog(page)
    .getByRole('combobox', { name: /KRA item classification/ })
    .fill('5020220100');
  await kraDialog(page).getByRole('button', { name: 'Save KRA details' }).click();
  await expect(page.getByText('KRA details saved')).toBeVisible();
  await expect(kraDialog(page)).toBeHidden();
  await expect(row(page, 'Cement 50 kg')).toContainText('Goods · 5020220100');

  // Maize flour at 0 % is exempt rather than zero-rated.
  await row(page, 'Maize flour 2 kg')
    .getByRole('button', { name: 'KRA details of Maize flour 2 kg' })
    .click();
  await kraDialog(page)
    .getByRole('combobox', { name: /VAT treatment/ })
    .click();
  await page.getByRole('option', { name: 'Exempt', exact: true }).click();
  // The list has closed (its closing animation done) before the picture.
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await screenshot(page, testInfo, 'price-list-kra-dialog', false);
  await page.setViewportSize(PHONE);
  await screenshot(page, testInfo, 'price-list-kra-dialog-360', false);
  await page.setViewportSize(WIDE);
  await kraDialog(page).getByRole('button', { name: 'Save KRA details' }).click();
  await expect(kraDialog(page)).toBeHidden();
  await expect(row(page, 'Maize flour 2 kg')).toContainText('0% · Exempt');
  await screenshot(page, testInfo, 'price-list-kra');
  await page.setViewportSize(PHONE);
  await screenshot(page, testInfo, 'price-list-kra-360');
  await page.setViewportSize(WIDE);

  // An invoice line picked from the price list takes the item's VAT treatment.
  const { id: contactId } = await api.createContact({ company_name: 'Mama Mboga Stores' });
  const invoice = await api.createInvoice({
    contact_id: contactId,
    issue_date: isoDay(),
    due_date: isoDay(14),
  });
  await page.goto(`/work/invoicing/${invoice.id}`);
  await page.getByRole('button', { name: 'Add Invoice Item' }).click();
  await itemDialog(page)
    .getByRole('button', { name: /Price list/ })
    .click();
  await page.getByPlaceholder('Search price list...').fill('maize');
  await page.getByRole('option', { name: /Maize flour 2 kg/ }).click();
  await expect(itemDialog(page).getByRole('combobox', { name: /VAT treatment/ })).toContainText('Exempt');
  await screenshot(page, testInfo, 'line-vat-treatment', false);
  await page.setViewportSize(PHONE);
  await screenshot(page, testInfo, 'line-vat-treatment-360', false);
  await page.setViewportSize(WIDE);
  await itemDialog(page).getByRole('button', { name: 'Create and Finish' }).click();
  await expect(itemDialog(page)).toBeHidden();
  const saved = await api.call<{ invoice_items: { description: string; tax_category: string | null }[] }>(
    'GET',
    `invoices/${invoice.id}`,
  );
  expect(saved.invoice_items).toMatchObject([{ description: 'Maize flour 2 kg', tax_category: 'exempt' }]);
});
