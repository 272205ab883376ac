import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { agingRow, openPayablesAging, recordPayment } from '../support/bills.ts';
import { screenshot } from '../support/contacts.ts';
import { isoDay } from '../support/invoicing.ts';

// A supplier's receipt the API's reader tests use: Naivas Supermarket, KES 1,140.00 with 16% VAT.
const supplierInvoice = path.resolve(
  import.meta.dirname,
  '../../packages/api/test/fixtures/receipts/naivas-westlands.png',
);

test('an owner photographs a supplier invoice, checks the bill Daftari fills, pays part, sees it overdue, pays the rest', async ({
  page,
}, testInfo) => {
  await signUp(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bills' }).click();
  await expect(page).toHaveURL('/bills');
  await expect(page.getByText('Record your first bill')).toBeVisible();
  await page.getByRole('link', { name: 'Add a bill' }).click();
  await expect(page).toHaveURL('/bills/new');

  // The photo: the reader fills the bill; the vendor is new, so Daftari offers to add it.
  await page.locator('input[type=file]').setInputFiles(supplierInvoice);
  await expect(page.getByLabel(/^Bill number/)).toHaveValue('0045127', { timeout: 30_000 });
  await expect(page.getByLabel(/^Bill date/)).toHaveValue('2026-11-14');
  await expect(page.getByTestId('bill-total')).toHaveText('KES 1,140.00');
  await expect(
    page.getByRole('group', { name: 'Line 1' }).getByRole('button', { name: /^Account/ }),
  ).toContainText('Office Costs');
  await expect(page.getByAltText('Preview of naivas-westlands.png')).toBeVisible();
  await expect(page.getByText('“NAIVAS SUPERMARKET” is not in your contacts yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add as new vendor' }).click();
  await expect(page.getByRole('button', { name: /^Vendor/ })).toContainText('NAIVAS SUPERMARKET');
  // Due in the future for now.
  await page.getByLabel(/^Bill date/).fill(isoDay(-20));
  await page.getByLabel(/^Due date/).fill(isoDay(10));
  await page.getByLabel(/^Description/).fill('Office tea, milk and sugar');
  await screenshot(page, testInfo, 'bill-form-filled');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/bills\/\d+$/);
  const billUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Bill 0045127' })).toBeVisible();
  await expect(page.getByText('Open', { exact: true })).toBeVisible();
  await expect(page.getByTestId('bill-balance')).toHaveText('KES 1,140.00');
  await openPayablesAging(page, isoDay());
  await expect(agingRow(page, 'NAIVAS SUPERMARKET').getByRole('cell').last()).toHaveText('1,140.00');

  // A part payment by M-Pesa.
  await page.goto(billUrl);
  await recordPayment(page, '500', '-500.00');
  await expect(page.getByTestId('bill-balance')).toHaveText('KES 640.00');
  await expect(page.getByRole('list', { name: 'Payments' })).toContainText('M-Pesa · QJK4X2B7LP');
  await openPayablesAging(page, isoDay());
  await expect(agingRow(page, 'NAIVAS SUPERMARKET').getByRole('cell').nth(1)).toHaveText('640.00');

  // Its due date moves into the past: the bill is overdue, in the list and in the aging.
  await page.goto(billUrl);
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel(/^Due date/).fill(isoDay(-5));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(billUrl);
  await expect(page.getByText('5 days overdue')).toBeVisible();
  await page.goto('/bills?tab=overdue');
  const listed = page.getByRole('row', { name: /NAIVAS SUPERMARKET/ });
  await expect(listed).toContainText('5 days overdue');
  await expect(listed).toContainText('KES 640.00');
  await expect(listed).toContainText('Overdue');
  await expect(page.getByLabel('What you owe')).toContainText('KES 640.00');
  await screenshot(page, testInfo, 'bills-overdue');
  await openPayablesAging(page, isoDay());
  const late = agingRow(page, 'NAIVAS SUPERMARKET');
  await expect(late.getByRole('cell').nth(2)).toHaveText('640.00');
  await expect(late.getByRole('cell').last()).toHaveText('640.00');

  // The rest: the dialog starts at the balance.
  await page.goto(billUrl);
  await recordPayment(page, undefined, '-1,140.00');
  await expect(page.getByTestId('bill-balance')).toHaveText('KES 0.00');
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await page.goto('/bills?tab=paid');
  await expect(page.getByRole('row', { name: /NAIVAS SUPERMARKET/ })).toContainText('Paid');
  await openPayablesAging(page, isoDay());
  await expect(agingRow(page, 'NAIVAS SUPERMARKET')).toHaveCount(0);

  // The vendor's contact page lists the bill.
  await page.goto(billUrl);
  await page.getByRole('link', { name: 'NAIVAS SUPERMARKET' }).first().click();
  await expect(page).toHaveURL(/\/contacts\/\d+$/);
  await expect(page.getByRole('link', { name: '0045127' })).toBeVisible();
  await expect(page.getByLabel('Bill totals')).toContainText('KES 1,140.00');
});

test('with the expenses remote down, Bills shows its error and the other areas keep working', async ({
  page,
}) => {
  await signUp(page);
  await page.route('**/apps/expenses/**', (route) => route.abort('connectionrefused'));

  await page.goto('/bills');
  await expect(page.getByText('The Bills area could not be loaded.')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Contacts', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

  // Back up: the next visit loads the bills.
  await page.unroute('**/apps/expenses/**');
  await nav.getByRole('link', { name: 'Bills', exact: true }).click();
  await expect(page.getByText('Record your first bill')).toBeVisible();
});
