import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { isoDay, ownerApi, pdfText, sentInvoice } from '../support/invoicing.ts';
import { mpesaCode } from '../support/mpesa.ts';
import { customerPayPage, expectCancelled } from '../support/pay-page.ts';

// The owner takes part of a sent invoice back with a credit note: the invoice owes less, and the customer's pay
// page asks for the smaller balance; a credit on what was already paid is refunded. A second invoice is voided instead: its pay page takes no payment.

test('a credit note lowers what the customer is asked to pay, a credit on what was paid is refunded, a voided invoice takes no payment', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = await signUp(page);
  const api = await ownerApi(page);
  const credited = await sentInvoice(api, { first_name: 'Baraka', last_name: 'Mwangi' }, [
    { description: 'Catering', quantity: 1, unit: 'services', unit_price: 4500 },
    { description: 'Tent hire', quantity: 2, unit: 'days', unit_price: 1000.5, tax_rate: 16 },
  ]);
  // 4,500 + 2 × 1,000.50 + 16% of 2,001.00 (320.16) = 6,821.16

  await page.goto(`/work/invoicing/${credited.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${credited.invoice_number}` }),
  ).toBeVisible();
  await expect(page.getByTestId('side-balance')).toHaveText('KES 6,821.16');
  const card = page.getByRole('region', { name: 'Credit notes' });
  await expect(card).toContainText('No credit notes yet.');
  await card.getByRole('button', { name: 'Create credit note' }).click();

  const dialog = page.getByRole('dialog', { name: `Credit note for invoice ${credited.invoice_number}` });
  await expect(dialog).toContainText('Up to KES 6,821.16 can still be credited on this invoice.');
  await expect(dialog.getByTestId('credit-total')).toHaveText('KES 6,821.16');
  // More than the invoice is refused before anything is sent.
  await dialog.getByLabel('Unit price of Catering').fill('4500.01');
  await expect(dialog.getByRole('alert')).toHaveText(
    'A credit note can be at most KES 6,821.16, what is left to credit on this invoice',
  );
  await expect(dialog.getByRole('button', { name: 'Create credit note' })).toBeDisabled();
  // One day of the tent was not used: that line alone, one day of it.
  await dialog.getByRole('button', { name: 'Remove Catering' }).click();
  await dialog.getByLabel('Quantity of Tent hire').fill('1');
  await expect(dialog.getByTestId('credit-total')).toHaveText('KES 1,160.58');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByLabel(/^Reason/).fill('The tent was used one day only');
  await dialog.getByRole('button', { name: 'Create credit note' }).click();

  await expect(page.getByText('Credit note CN-0001 created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('side-credited')).toHaveText('KES 1,160.58');
  await expect(page.getByTestId('side-balance')).toHaveText('KES 5,660.58');
  const entry = card.getByRole('listitem', { name: 'Credit note CN-0001' });
  await expect(entry).toContainText('KES 1,160.58');
  await expect(entry).toContainText('Applied KES 1,160.58 · Refundable KES 0.00');
  await expect(entry.getByRole('button', { name: 'Record refund' })).toHaveCount(0);

  // Its PDF names it, its invoice and its amount.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    entry.getByRole('button', { name: 'PDF of CN-0001' }).click(),
  ]);
  const file = testInfo.outputPath('credit-note.pdf');
  await download.saveAs(file);
  const text = await pdfText(file);
  for (const expected of ['CN-0001', credited.invoice_number, 'Tent hire', '1,160.58']) {
    expect(text).toContain(expected);
  }

  // With a credit note, the invoice can no longer be voided: the menu no longer offers it.
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Void invoice/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const first = await customerPayPage(browser, testInfo, credited.id);
  try {
    const { customer } = first;
    await expect(
      customer.getByRole('heading', { name: `Invoice #${credited.invoice_number}` }),
    ).toBeVisible();
    await expect(customer.getByText('Amount due')).toBeVisible();
    await expect(customer.getByText('KES 5,660.58').first()).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  } finally {
    await first.context.close();
  }

  // Once the customer has paid the rest, a further credit is money owed back: the owner refunds it.
  await api.recordPayment(credited.id, {
    amount: 5660.58,
    paid_on: isoDay(),
    method: 'mpesa',
    reference: mpesaCode(),
  });
  await page.reload();
  await expect(page.getByTestId('side-balance')).toHaveText('KES 0.00');
  await card.getByRole('button', { name: 'Create credit note' }).click();
  await dialog.getByRole('button', { name: 'Remove Tent hire' }).click();
  await dialog.getByLabel('Unit price of Catering').fill('500');
  await dialog.getByLabel(/^Reason/).fill('Late delivery');
  await dialog.getByRole('button', { name: 'Create credit note' }).click();
  await expect(page.getByText('Credit note CN-0002 created')).toBeVisible();
  const refunded = card.getByRole('listitem', { name: 'Credit note CN-0002' });
  await expect(refunded).toContainText('Applied KES 0.00 · Refundable KES 500.00');
  await refunded.getByRole('button', { name: 'Record refund' }).click();
  const refund = page.getByRole('dialog', { name: 'Record refund on CN-0002' });
  await expect(refund.getByLabel(/^Amount/)).toHaveValue('500.00');
  await refund.getByLabel(/^Reference/).fill('RKT55X1QZ');
  await refund.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refund recorded')).toBeVisible();
  const refunds = refunded.getByRole('list', { name: 'Refunds of CN-0002' });
  await expect(refunds).toContainText('Refunded KES 500.00');
  await expect(refunds).toContainText('M-Pesa · RKT55X1QZ');
  await expect(refunded.getByRole('button', { name: 'Record refund' })).toHaveCount(0);

  // The second invoice is cancelled outright.
  const voided = await sentInvoice(api, { first_name: 'Achieng', last_name: 'Oduor' }, [
    { description: 'Sound system', quantity: 1, unit: 'days', unit_price: 3000 },
  ]);
  await page.goto(`/work/invoicing/${voided.id}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Void invoice' }).click();
  await page
    .getByRole('alertdialog', { name: `Void invoice ${voided.invoice_number}?` })
    .getByRole('button', { name: 'Void invoice' })
    .click();
  await expect(page.getByText('Invoice voided')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Credit notes' })).toHaveCount(0);

  await page.goto('/work/invoicing/');
  const creditedRow = page.getByRole('row').filter({ hasText: credited.invoice_number });
  await expect(creditedRow.getByTestId('row-credited')).toHaveText('Credited KES 1,160.58');
  const voidRow = page.getByRole('row').filter({ hasText: voided.invoice_number });
  await expect(voidRow.getByText('Void', { exact: true })).toBeVisible();

  const second = await customerPayPage(browser, testInfo, voided.id);
  try {
    await expectCancelled(second.customer, voided.invoice_number, owner.business);
  } finally {
    await second.context.close();
  }
});
