import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { ownerApi, sentInvoice } from '../support/invoicing.ts';
import { customerPayPage, expectCancelled } from '../support/pay-page.ts';

// The owner voids a sent invoice nothing was paid on: the invoice stays, reads Void and takes no payment,
// and the customer's pay link says it was cancelled.

test('an owner voids a sent invoice; it takes no payment and its pay link shows it cancelled', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = await signUp(page);
  const api = await ownerApi(page);
  const invoice = await sentInvoice(
    api,
    { first_name: 'Baraka', last_name: 'Mwangi', email: 'b@mwangi.ke' },
    [{ description: 'Catering', quantity: 1, unit: 'services', unit_price: 4500 }],
  );

  await page.goto(`/work/invoicing/${invoice.id}`);
  const title = page.getByRole('heading', { level: 1, name: `Invoice ${invoice.invoice_number}` });
  await expect(title).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Void invoice' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Void invoice ${invoice.invoice_number}?` });
  await expect(dialog).toContainText('the customer owes nothing and it can no longer be paid or edited');
  await dialog.getByRole('button', { name: 'Void invoice' }).click();

  await expect(page.getByText('Invoice voided')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Void' })).toContainText('Void: this invoice was cancelled');
  await expect(page.getByTestId('side-balance')).toHaveText('KES 0.00');
  await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send by Email' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Invoice Item' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeVisible();

  // Reloaded from the server, it is still void; the API refuses a payment on it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Void' })).toBeVisible();
  const payment = await page.evaluate(async (id) => {
    const response = await fetch(`/api/invoices/${id}/payments`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        payment: { amount: 100, paid_on: new Date().toISOString().slice(0, 10), method: 'cash' },
      }),
    });
    return { status: response.status, body: await response.json() };
  }, invoice.id);
  expect(payment.status).toBe(422);
  expect(payment.body.error).toMatch(/This invoice is void/);

  await page.goto('/work/invoicing/');
  const row = page.getByRole('row').filter({ hasText: invoice.invoice_number });
  await expect(row.getByText('Void', { exact: true })).toBeVisible();
  await expect(row.getByText('KES 4,500.00')).toHaveCSS('text-decoration-line', 'line-through');

  // The customer, with nothing of the owner's, on the standalone pay port.
  const { context, customer } = await customerPayPage(browser, testInfo, invoice.id);
  try {
    await expectCancelled(customer, invoice.invoice_number, owner.business);
  } finally {
    await context.close();
  }
});
