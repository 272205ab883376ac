import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { acceptAs, acceptThroughApi, estimateApi, openAsCustomer } from '../support/estimates.ts';
import { fillItem, isoDay, itemDialog, ownerApi } from '../support/invoicing.ts';

const jane = {
  first_name: 'Jane',
  last_name: 'Wanjiru',
  company_name: 'Acme Ltd',
  email: 'jane@acme.co.ke',
};

// 24 h × 3,500 with 16% tax and 10% discount (75,600 + 12,096 = 87,696) and a 25,000 logo: 112,696.
const totals = {
  subtotal: 'KES 109,000.00',
  discount: '−KES 8,400.00',
  tax: 'KES 12,096.00',
  total: 'KES 112,696.00',
};

test('an owner sends an estimate, the customer accepts it on the pay page, the owner turns it into an invoice', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page);
  const contact = await (await ownerApi(page)).createContact(jane);

  // No estimate yet: the way to the first one.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Estimates' }).click();
  await expect(page).toHaveURL('/work/estimates');
  await expect(page.getByText('Send your first estimate')).toBeVisible();
  await screenshot(page, testInfo, 'estimates-empty');

  // A new estimate for Jane, valid 30 days, with two items.
  await page.goto(`/work/estimates/new?contactId=${contact.id}`);
  await expect(page.getByRole('button', { name: /Contact Jane Wanjiru/ })).toBeVisible();
  await expect(page.getByLabel('Expiry date')).toHaveValue(isoDay(30));
  await page.getByRole('button', { name: 'Create Estimate' }).click();
  await expect(page).toHaveURL(/\/work\/estimates\/[0-9a-f-]{36}$/);
  const estimateId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Estimate EST-\d{4}$/);
  const estimateNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.replace(
    'Estimate ',
    '',
  );

  await page.getByRole('button', { name: 'Add Estimate Item' }).click();
  await fillItem(page, {
    quantity: '24',
    unit: 'hours',
    details: 'Website development',
    price: '3500',
    tax: '16',
    discount: '10',
  });
  await itemDialog(page).getByRole('button', { name: 'Create and Add Another' }).click();
  await expect(itemDialog(page).getByRole('textbox', { name: 'Details' })).toHaveValue('');
  await fillItem(page, { quantity: '1', unit: 'services', details: 'Logo design', price: '25000' });
  await itemDialog(page).getByRole('button', { name: 'Create and Finish' }).click();
  await expect(itemDialog(page)).toBeHidden();
  await expect(page.getByTestId('invoice-item')).toHaveCount(2);
  await expect(page.getByTestId('total-subtotal')).toHaveText(totals.subtotal);
  await expect(page.getByTestId('total-discount')).toHaveText(totals.discount);
  await expect(page.getByTestId('total-tax')).toHaveText(totals.tax);
  await expect(page.getByTestId('total-total')).toHaveText(totals.total);

  // Sent: the customer can see it now.
  await page.getByRole('button', { name: 'Mark as Sent' }).click();
  await expect(page.getByText('Estimate marked as sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as Sent' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await screenshot(page, testInfo, 'estimate-detail-sent');

  // The customer, signed in nowhere, accepts it on the standalone pay page.
  const customer = await openAsCustomer(browser, testInfo, estimateId);
  await expect(customer.page.getByText(estimateNumber).first()).toBeVisible();
  await expect(customer.page.getByText(totals.total).first()).toBeVisible();
  await acceptAs(customer.page, 'Jane Wanjiru');
  await customer.close();

  // The owner sees who accepted it, and converts it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText(/Accepted by Jane Wanjiru on /);
  await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
  await screenshot(page, testInfo, 'estimate-detail-accepted');
  await page.getByRole('button', { name: 'Convert to invoice' }).click();
  await expect(page).toHaveURL(/\/work\/invoicing\/[0-9a-f-]{36}$/);
  const invoiceUrl = page.url();

  // The draft invoice has the estimate's lines and totals, and links back to it.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Invoice INV-\d{4}$/);
  await expect(page.getByTestId('invoice-item')).toHaveCount(2);
  await expect(page.getByTestId('total-subtotal')).toHaveText(totals.subtotal);
  await expect(page.getByTestId('total-discount')).toHaveText(totals.discount);
  await expect(page.getByTestId('total-tax')).toHaveText(totals.tax);
  await expect(page.getByTestId('total-total')).toHaveText(totals.total);
  await page.getByRole('link', { name: `estimate ${estimateNumber}` }).click();
  await expect(page).toHaveURL(`/work/estimates/${estimateId}`);
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Converted to an invoice');
  await expect(page.getByRole('button', { name: 'Convert to invoice' })).toBeHidden();
  await page.getByRole('region', { name: 'Answer' }).getByRole('link', { name: 'View the invoice' }).click();
  await expect(page).toHaveURL(invoiceUrl);

  // The list: invoiced, and counted as won.
  await page.goto('/work/estimates?status=invoiced');
  await expect(page.getByRole('row', { name: new RegExp(estimateNumber) })).toContainText('Invoiced');
  await expect(page.getByTestId('summary-conversion')).toContainText('100.0%');
  await expect(page.getByTestId('summary-accepted')).toContainText(totals.total);
  await screenshot(page, testInfo, 'estimates-list');
});

test('an expired estimate cannot be accepted on the customer page', async ({ page, browser }, testInfo) => {
  await signUp(page);
  const contact = await (await ownerApi(page)).createContact(jane);
  const estimates = await estimateApi(page);
  const expired = await estimates.create({
    contact_id: contact.id,
    issue_date: isoDay(-40),
    expiry_date: isoDay(-10),
  });
  await estimates.addItems(expired.id, [
    { description: 'Supplies', quantity: 1, unit: 'items', unit_price: 12500 },
  ]);
  await estimates.markSent(expired.id);

  // The owner sees it expired, in its page and under the Expired filter.
  await page.goto(`/work/estimates/${expired.id}`);
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Expired on');
  await page.goto('/work/estimates?status=expired');
  await expect(page.getByRole('row', { name: new RegExp(expired.estimate_number) })).toContainText('Expired');

  // The customer reads it, with nothing to accept; the API refuses an accept too.
  const customer = await openAsCustomer(browser, testInfo, expired.id);
  await expect(customer.page.getByText(/expired/i).first()).toBeVisible();
  await expect(customer.page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await screenshot(customer.page, testInfo, 'estimate-customer-expired');
  expect(await acceptThroughApi(customer.page, expired.id, 'Jane Wanjiru')).toBe(422);
  await customer.close();

  await page.goto(`/work/estimates/${expired.id}`);
  await expect(page.getByRole('region', { name: 'Answer' })).toContainText('Expired on');
  await expect(page.getByText('Expired', { exact: true }).first()).toBeVisible();
});
