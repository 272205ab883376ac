import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { isoDay, ownerApi } from '../support/invoicing.ts';
import { confirmPaybillPayment, mpesaCode } from '../support/mpesa.ts';

const amina = {
  first_name: 'Amina',
  last_name: 'Otieno',
  company_name: 'Savannah Traders',
  email: 'amina@savannah.co.ke',
};

/**
 * The owner's invoices INV-0001 to INV-0007, made through the API: the first four drafts without lines,
 * INV-0005 sent for KES 300.00, INV-0006 for KES 500.00 and INV-0007 for KES 1,190.00. Answers those three
 * and the account's confirmation token.
 */
async function ownerWithSevenInvoices(page: Page) {
  await signUp(page);
  const api = await ownerApi(page);
  const { id: contactId } = await api.createContact(amina);
  const invoices = [];
  for (let n = 1; n <= 7; n += 1) {
    invoices.push(
      await api.createInvoice({ contact_id: contactId, issue_date: isoDay(), due_date: isoDay(14) }),
    );
  }
  const [fifth, sixth, seventh] = invoices.slice(4) as [Invoice, Invoice, Invoice];
  expect([fifth, sixth, seventh].map((invoice) => invoice.invoice_number)).toEqual([
    'INV-0005',
    'INV-0006',
    'INV-0007',
  ]);
  for (const [invoice, price] of [
    [fifth, 300],
    [sixth, 500],
    [seventh, 1190],
  ] as const) {
    await api.addItems(invoice.id, [
      { description: 'Logo design', quantity: 1, unit: 'services', unit_price: price },
    ]);
    await api.updateInvoice(invoice.id, { status: 'sent' });
  }
  const { mpesa_c2b_token: token } = await api.call<{ mpesa_c2b_token: string }>('GET', 'account');
  expect(token).toBeTruthy();
  return { fifth, sixth, seventh, token };
}

type Invoice = { id: string; invoice_number: string };

async function expectPaidByMpesa(page: Page, invoiceId: string, amount: string, code: string) {
  await page.goto(`/work/invoicing/${invoiceId}`);
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('side-balance')).toHaveText('KES 0.00');
  // The payment's line: its amount, its receipt number, the method and the M-Pesa code.
  await expect(page.getByRole('list', { name: 'Payments' })).toContainText(
    new RegExp(`${amount.replace(/[.,]/g, '\\$&')}RCT-\\d{4} · M-Pesa · ${code}`),
  );
}

test('a paybill payment for "inv 0007" pays INV-0007 by itself; one for an unknown account number waits until the owner assigns it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { fifth, sixth, seventh, token } = await ownerWithSevenInvoices(page);

  // The settings show the URL to register with Safaricom, with this token.
  await page.goto('/work/invoicing/settings');
  const paybill = page.getByRole('region', { name: 'M-Pesa paybill' });
  await expect(paybill.getByRole('textbox', { name: 'Confirmation URL' })).toHaveValue(
    new URL(`/api/paybill/${token}/confirmation`, page.url()).href,
  );

  // The customer typed the invoice number their own way: matched ignoring case, spaces and hyphens.
  const matched = mpesaCode();
  await confirmPaybillPayment(page, token, { transId: matched, amount: '1190.00', billRef: 'inv 0007' });
  await expectPaidByMpesa(page, seventh.id, 'KES 1,190.00', matched);
  await screenshot(page, testInfo, 'mpesa-invoice-paid-by-paybill');

  // That M-Pesa code cannot be recorded again by hand, on any invoice.
  await page.goto(`/work/invoicing/${fifth.id}`);
  await page.getByRole('button', { name: 'Record payment' }).click();
  const manual = page.getByRole('dialog', { name: 'Record payment' });
  await manual.getByRole('textbox', { name: /M-Pesa code/ }).fill(matched.toLowerCase());
  await expect(manual.getByRole('textbox', { name: /M-Pesa code/ })).toHaveValue(matched);
  await manual.getByRole('button', { name: 'Record payment' }).click();
  await expect(
    manual.getByText(`M-Pesa code ${matched} is already recorded on invoice INV-0007`),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // An account number that names no invoice lands in the queue.
  const unmatched = mpesaCode();
  await confirmPaybillPayment(page, token, { transId: unmatched, amount: '500.00', billRef: 'ACME LTD' });
  await page.goto('/work/invoicing');
  await page.getByRole('link', { name: /M-Pesa/ }).click();
  await expect(page).toHaveURL('/work/invoicing/mpesa');
  await expect(page.getByRole('heading', { level: 1, name: 'M-Pesa payments' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(unmatched) });
  await expect(row).toContainText('ACME LTD');
  await expect(row).toContainText('JOHN KAMAU');
  await expect(row).toContainText('KES 500.00');
  await screenshot(page, testInfo, 'mpesa-queue-waiting');

  await row.getByRole('button', { name: `Assign ${unmatched}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign M-Pesa payment' });
  await dialog.getByRole('button', { name: /^Invoice/ }).click();
  await page.getByPlaceholder('INV-0007 or customer').fill('INV-0006');
  await page.getByRole('option', { name: /INV-0006/ }).click();
  await expect(dialog).toContainText('Balance KES 500.00 due');
  await dialog.getByRole('button', { name: 'Assign payment' }).click();
  await expect(page.getByText('Payment assigned')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No unmatched M-Pesa payments')).toBeVisible();

  await page.getByRole('tab', { name: 'Assigned' }).click();
  await expect(page.getByRole('row', { name: new RegExp(unmatched) })).toContainText('INV-0006');

  await expectPaidByMpesa(page, sixth.id, 'KES 500.00', unmatched);
});
