import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { businessDay, isoDay, ownerApi } from '../support/invoicing.ts';
import { amountDue, customerPayPage } from '../support/pay-page.ts';

// Other currencies end to end: the owner keeps the rate table on Settings › Exchange rates, invoices a London
// client in USD from the invoice form, the client pays on the pay page through the built-in test checkout at
// today's rate, and the owner sees the exchange gain in the P&L. A GBP invoice cannot be paid by card:
// Paystack does not take GBP, and the pay page says so.

const row = (page: Page, table: string, name: string | RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });

async function addRate(page: Page, currency: string, date: string, rate: string) {
  const form = page.getByRole('form', { name: 'Add a rate' });
  await form.getByLabel('Currency').fill(currency);
  await form.getByLabel('Date').fill(date);
  await form.getByLabel(/Rate/).fill(rate);
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(page.getByText(`Rate saved: 1 ${currency} = KES ${rate}`)).toBeVisible();
}

test('a London client pays a USD invoice on the pay page; the owner sees the gain and a 0.00 balance', async ({
  page,
  browser,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  await signUp(page);
  const issued = isoDay(-10);

  // The rate table, through its screen: the invoice's day, and the day the client pays.
  await page.goto('/settings/exchange-rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
  await expect(page.getByText('No exchange rates yet')).toBeVisible();
  await screenshot(page, testInfo, 'exchange-rates-empty');
  await addRate(page, 'USD', issued, '129.5');
  await addRate(page, 'USD', isoDay(), '130.25');
  const api = await ownerApi(page);
  // The server books the payment on its own calendar day; after 21:00 UTC Nairobi's is a day ahead.
  if (businessDay() !== isoDay()) {
    await api.call('POST', 'exchange_rates', {
      exchange_rate: { currency: 'USD', date: businessDay(), rate: 130.25 },
    });
  }
  await expect(row(page, 'Exchange rates', 'USD')).toHaveCount(2);
  await screenshot(page, testInfo, 'exchange-rates');
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, testInfo, 'exchange-rates-360');
  await page.setViewportSize({ width: 1280, height: 800 });

  // The invoice form: USD picked, the rate of the issue date filled in from the table.
  const client = await api.createContact({
    company_name: 'Thames Studio Ltd',
    email: 'accounts@thames-studio.co.uk',
  });
  await page.goto(`/work/invoicing/create/?contactId=${client.id}`);
  await expect(page.getByRole('button', { name: /Contact Thames Studio Ltd/ })).toBeVisible();
  await page.getByLabel('Issue date').fill(issued);
  await page.getByRole('combobox', { name: /Currency/ }).click();
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await expect(page.getByLabel('Exchange rate')).toHaveValue('129.5');
  await screenshot(page, testInfo, 'invoice-form-usd');
  await page.setViewportSize({ width: 360, height: 800 });
  await screenshot(page, testInfo, 'invoice-form-usd-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/work\/invoicing\/[0-9a-f-]{36}$/);
  const invoiceId = page.url().split('/').pop()!;
  await api.addItems(invoiceId, [
    { description: 'Brand identity', quantity: 1, unit: 'services', unit_price: 1000 },
  ]);
  await page.reload();
  await page.getByRole('button', { name: 'Mark as Sent' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Sent' })).toBeHidden();
  await expect(page.getByTestId('side-total')).toHaveText('$1,000.00');
  await expect(page.getByTestId('side-in-books')).toContainText('KES 129,500.00');

  // The client pays on the pay page, by card only (M-Pesa takes KES).
  const { context, customer } = await customerPayPage(browser, testInfo, invoiceId);
  await expect(amountDue(customer)).toHaveText('$1,000.00');
  await expect(customer.getByText(/M-Pesa/)).toHaveCount(0);
  await customer.getByRole('button', { name: 'Pay Now' }).click();
  await expect(customer.getByText('TEST PAYMENT — no money moves')).toBeVisible();
  await customer.getByRole('button', { name: 'Success' }).click();
  await expect(customer.getByText('This invoice has been paid. Thank you!')).toBeVisible();
  await context.close();

  // The owner: paid, 0.00 left in USD, and KES 750.00 of exchange gain (1,000 × (130.25 − 129.50)).
  await page.reload();
  await expect(page.getByTestId('side-balance')).toHaveText('$0.00');
  await page.goto(`/accounting/reports?report=profit_and_loss&from=${isoDay(-60)}&to=${isoDay(1)}`);
  await expect(row(page, 'Profit and loss', /Exchange gain/)).toContainText('750.00');
  await screenshot(page, testInfo, 'profit-and-loss-gain');
});

test('a GBP invoice shows in GBP on the pay page, which says Paystack cannot take it', async ({
  page,
  browser,
}, testInfo) => {
  await signUp(page);
  const api = await ownerApi(page);
  await api.call('POST', 'exchange_rates', {
    exchange_rate: { currency: 'GBP', date: isoDay(), rate: 163.402 },
  });
  const client = await api.createContact({ company_name: 'Thames Studio Ltd', email: 'a@thames.co.uk' });
  const invoice = await api.createInvoice({
    contact_id: client.id,
    issue_date: isoDay(),
    due_date: isoDay(14),
    currency: 'GBP',
  });
  await api.addItems(invoice.id, [{ description: 'Design', quantity: 1, unit: 'services', unit_price: 250 }]);
  await api.updateInvoice(invoice.id, { status: 'sent' });
  const { context, customer } = await customerPayPage(browser, testInfo, invoice.id);
  await customer.setViewportSize({ width: 360, height: 800 });
  await expect(amountDue(customer)).toHaveText('£250.00');
  await expect(customer.getByText(/Card payment is not available for invoices in GBP/)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
  await screenshot(customer, testInfo, 'pay-page-gbp-360');
  await context.close();
});
