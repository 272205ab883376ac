import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { ownerApi, pdfText, sentInvoice } from '../support/invoicing.ts';

test('an owner turns KRA eTIMS on (built-in simulator), issues an invoice to a customer with a PIN, and gets it signed', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1360, height: 900 });
  await signUp(page);
  await page.goto('/work/invoicing/settings');
  const etims = page.getByRole('form', { name: 'KRA eTIMS' });
  await expect(etims.getByRole('button', { name: 'Initialize with KRA' })).toBeDisabled();
  await etims.getByText('Sign invoices with KRA eTIMS').click();
  await etims.getByLabel('Business KRA PIN').fill('P051234567X');
  await etims.getByLabel('Device serial').fill('KRACU0100000001');
  await etims.getByRole('button', { name: 'Save eTIMS settings' }).click();
  await expect(page.getByText('KRA eTIMS settings saved')).toBeVisible();
  await etims.getByRole('button', { name: 'Initialize with KRA' }).click();
  await expect(page.getByText('KRA eTIMS initialized')).toBeVisible();
  await expect(etims.getByText(/^Initialized with KRA on /)).toBeVisible();
  await screenshot(page, testInfo, 'etims-settings');

  const api = await ownerApi(page);
  const invoice = await sentInvoice(
    api,
    { first_name: 'Achieng', last_name: 'Otieno', company_name: 'Otieno Traders', kra_pin: 'A123456789B' },
    [
      {
        description: 'Shop fitting',
        quantity: 2,
        unit: 'hours',
        unit_price: 1500,
        tax_rate: 16,
        discount: 0,
      },
    ],
  );
  await page.goto(`/work/invoicing/${invoice.id}`);
  // The page follows the signing job (it shows "Awaiting KRA" until then) without a reload.
  const kra = page.getByRole('region', { name: 'KRA eTIMS' });
  await expect(kra.getByText('Signed by KRA')).toBeVisible({ timeout: 20_000 });
  const cuNumber = (await kra.getByRole('definition').first().textContent()) ?? '';
  expect(cuNumber).toMatch(/^KRACU\w+\/1$/);
  await expect(kra.getByRole('link', { name: "Open KRA's receipt check" })).toBeVisible();
  await screenshot(page, testInfo, 'etims-signed-invoice');
  await page.setViewportSize({ width: 360, height: 780 });
  await kra.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'etims-signed-invoice-360', false);
  await page.setViewportSize({ width: 1360, height: 900 });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as PDF' }).click(),
  ]);
  const file = testInfo.outputPath('invoice.pdf');
  await download.saveAs(file);
  const text = await pdfText(file);
  expect(text).toContain(cuNumber);
  expect(text).toContain(invoice.invoice_number);
});
