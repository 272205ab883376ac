import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { itemDialog as dialog, fillItem, isoDay, ownerApi, pdfText } from '../support/invoicing.ts';

const amina = {
  first_name: 'Amina',
  last_name: 'Otieno',
  company_name: 'Savannah Traders',
  email: 'amina@savannah.co.ke',
  billing_address: { street: '14 Moi Avenue', city: 'Nairobi', postal_code: '00100', country: 'Kenya' },
};

test('an owner invoices a customer: items, totals, PDF, sent, emailed, paid in part', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page);
  const api = await ownerApi(page);
  const contact = await api.createContact(amina);
  await api.createPriceListItem({
    description: 'Logo design',
    unit: 'services',
    unit_price: 25000,
    tax_rate: 16,
  });

  // Create the invoice in the UI, the contact picked from ?contactId=.
  await page.goto(`/work/invoicing/create/?contactId=${contact.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Contact Amina Otieno/ })).toBeVisible();
  await expect(page.getByLabel('Issue date')).toHaveValue(isoDay());
  await expect(page.getByLabel('Due date')).toHaveValue(isoDay(30));
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page).toHaveURL(/\/work\/invoicing\/[0-9a-f-]{36}$/);
  const invoiceId = page.url().split('/').pop()!;
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText(/Invoice \S+/);
  const invoiceNumber = (await title.textContent())!.replace('Invoice ', '').trim();
  await expect(page.getByText('No items')).toBeVisible();
  await expect(page.getByText('Net 30')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Amina Otieno' })).toHaveAttribute(
    'href',
    `/contacts/${contact.id}`,
  );
  await expect(page.getByText('14 Moi Avenue')).toBeVisible();

  // Three items: one saved to the price list, one from it, one credit.
  await page.getByRole('button', { name: 'Add Invoice Item' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Invoice Item' })).toBeVisible();
  await fillItem(page, {
    quantity: '24',
    unit: 'hours',
    details: 'Website development',
    price: '3500',
    tax: '16',
    discount: '10',
  });
  await expect(dialog(page).getByTestId('line-preview')).toContainText('KES 87,696.00');
  await dialog(page).getByText('Add this to your Price List').click();
  await expect(dialog(page).getByRole('checkbox', { name: 'Add this to your Price List' })).toBeChecked();
  await dialog(page).getByRole('button', { name: 'Create and Add Another' }).click();
  await expect(page.getByText('Item added').first()).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'Details' })).toHaveValue('');
  await expect(dialog(page).getByRole('combobox', { name: 'Unit' })).toContainText('hours');

  await dialog(page)
    .getByRole('button', { name: /Price list/ })
    .click();
  await page.getByPlaceholder('Search price list...').fill('logo');
  await page.getByRole('option', { name: /Logo design/ }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Details' })).toHaveValue('Logo design');
  await expect(dialog(page).getByRole('textbox', { name: 'Unit Price (KES)' })).toHaveValue('25000');
  await expect(dialog(page).getByRole('textbox', { name: 'Tax %' })).toHaveValue('16');
  await dialog(page).getByRole('button', { name: 'Create and Add Another' }).click();
  await expect(dialog(page).getByRole('textbox', { name: 'Details' })).toHaveValue('');

  await fillItem(page, { quantity: '1', unit: 'Other', details: 'Loyalty credit', price: '-5000' });
  await dialog(page).getByRole('button', { name: 'Create and Finish' }).click();
  await expect(dialog(page)).toBeHidden();

  const rows = page.getByTestId('invoice-item');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Tax %: 16');
  await expect(rows.nth(0)).toContainText('Discount %: 10');
  await expect(rows.nth(2)).not.toContainText('Tax %');
  await expect(rows.nth(2)).toContainText('-KES 5,000.00');
  expect((await api.priceList()).map((item) => item.description)).toContain('Website development');

  // 84,000 + 25,000 − 5,000; discount 8,400; tax 12,096 + 4,000; total 87,696 + 29,000 − 5,000.
  const totals = {
    subtotal: 'KES 104,000.00',
    discount: '−KES 8,400.00',
    tax: 'KES 16,096.00',
    total: 'KES 111,696.00',
  };
  await expect(page.getByTestId('total-subtotal')).toHaveText(totals.subtotal);
  await expect(page.getByTestId('total-discount')).toHaveText(totals.discount);
  await expect(page.getByTestId('total-tax')).toHaveText(totals.tax);
  await expect(page.getByTestId('total-total')).toHaveText(totals.total);
  await expect(page.getByTestId('side-total')).toHaveText(totals.total);
  await expect(page.getByTestId('side-paid')).toHaveText('KES 0.00');
  await expect(page.getByTestId('side-balance')).toHaveText(totals.total);

  // The PDF carries the same numbers.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber} Amina Otieno.pdf`);
  const file = testInfo.outputPath('invoice.pdf');
  await download.saveAs(file);
  const text = await pdfText(file);
  for (const expected of [
    invoiceNumber,
    'Amina Otieno',
    'Website development',
    'Logo design',
    'Loyalty credit',
  ]) {
    expect(text).toContain(expected);
  }
  // pdftotext -layout keeps each label on the line of its amount (the currency code is optional there).
  const line = (label: string, amount: string) =>
    new RegExp(`${label}\\s+[-−]?(KES\\s?)?[-−]?${amount.replace(/[.,]/g, '\\$&')}`);
  expect(text).toMatch(line('Subtotal', '104,000.00'));
  expect(text).toMatch(line('Discount', '8,400.00'));
  expect(text).toMatch(line('Tax', '16,096.00'));
  expect(text).toMatch(line('Total', '111,696.00'));
  expect(text).toMatch(line('Balance due', '111,696.00'));
  expect(text).toMatch(/Loyalty credit.*-5,000\.00/);

  // The share link.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${new URL(page.url()).origin}/link/${invoiceId}`,
  );

  // Mark as sent.
  await expect(page.getByTestId('step-draft')).toHaveAttribute('data-state', 'current');
  await page.getByRole('button', { name: 'Mark as Sent' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Sent' })).toBeHidden();
  await expect(page.getByTestId('step-draft')).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('step-sent')).toHaveAttribute('data-state', 'current');

  // Send by email (no SMTP: the server keeps it in its outbox).
  await page.getByRole('button', { name: 'Send by Email' }).click();
  const email = page.getByRole('dialog', { name: 'Send by Email' });
  await expect(email.getByRole('textbox', { name: 'Email' })).toHaveValue(amina.email);
  await email.getByRole('textbox', { name: 'Email' }).fill('');
  await email.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(email.getByText('Please enter an email address')).toBeVisible();
  await email.getByRole('textbox', { name: 'Email' }).fill(amina.email);
  await email.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(page.getByText('Invoice sent successfully')).toBeVisible();
  await expect(email).toBeHidden();

  // A sent invoice cannot be deleted: its menu offers no Delete.
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: /Share via link/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Delete/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Payments: more than the balance is refused with the server's reason; a part payment lowers the balance.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record payment' });
  await expect(payment.getByRole('textbox', { name: /Amount/ })).toHaveValue('111696.00');
  await payment.getByRole('textbox', { name: /M-Pesa code/ }).fill('QJK4X2B7LP');
  await payment.getByRole('textbox', { name: /Amount/ }).fill('200000');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment.getByRole('alert')).toBeVisible();
  await payment.getByRole('textbox', { name: /Amount/ }).fill('11696');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByTestId('side-paid')).toHaveText('KES 11,696.00');
  await expect(page.getByTestId('side-balance')).toHaveText('KES 100,000.00');
  await expect(page.getByRole('list', { name: 'Payments' })).toContainText('M-Pesa · QJK4X2B7LP');
});

test('the list filters by contact and pages through the invoices; a row opens its invoice', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page);
  const api = await ownerApi(page);
  const many = await api.createContact({ company_name: 'Lakeside Ltd', email: 'ops@lakeside.co.ke' });
  const few = await api.createContact(amina);
  for (let n = 0; n < 25; n += 1) {
    const invoice = await api.createInvoice({
      contact_id: many.id,
      issue_date: isoDay(-n),
      due_date: isoDay(30 - n),
    });
    if (n === 0)
      await api.addItems(invoice.id, [
        { description: 'Retainer', quantity: 1, unit: 'months', unit_price: 1000 },
      ]);
  }
  const firstOfFew = await api.createInvoice({
    contact_id: few.id,
    issue_date: isoDay(),
    due_date: isoDay(14),
  });
  await api.addItems(firstOfFew.id, [
    { description: 'Logo', quantity: 1, unit: 'services', unit_price: 500 },
  ]);
  await api.createInvoice({ contact_id: few.id, issue_date: isoDay(), due_date: isoDay(7) });

  await page.goto('/work/invoicing/');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('27 invoices');
  await expect(summary).toContainText('KES 1,500.00');
  const table = page.getByRole('table', { name: 'Invoices' });
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(10);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 3 of 3')).toBeVisible();
  await expect(bodyRows).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();

  // A working page size.
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(bodyRows).toHaveCount(25);

  // Selection.
  // Ark's checkbox is a label around a visually hidden input: click the label.
  await page.getByRole('checkbox', { name: 'Select all invoices on this page' }).locator('xpath=..').click();
  await expect(page.getByText('25 of 27 row(s) selected.')).toBeVisible();

  // Filter by contact, searching as the owner types.
  await page.getByRole('button', { name: 'Filter by contact' }).click();
  await page.getByPlaceholder('Search contacts...').fill('amina');
  await page.getByRole('option', { name: /Amina Otieno/ }).click();
  await expect(summary).toContainText('2 invoices');
  await expect(summary).toContainText('KES 500.00');
  await expect(bodyRows).toHaveCount(2);
  await expect(page.getByText('0 of 2 row(s) selected.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(summary).toContainText('27 invoices');

  // A row opens its invoice with a full page load.
  await page.getByRole('button', { name: 'Filter by contact' }).click();
  await page.getByPlaceholder('Search contacts...').fill('amina');
  await page.getByRole('option', { name: /Amina Otieno/ }).click();
  await expect(bodyRows).toHaveCount(2);
  const navigation = page.waitForEvent('framenavigated');
  await table.getByText(firstOfFew.invoice_number).click();
  await navigation;
  await expect(page).toHaveURL(`/work/invoicing/${firstOfFew.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Invoice ${firstOfFew.invoice_number}`);
});

test('an owner deletes a draft and is back on an empty list', async ({ page }) => {
  await signUp(page);
  const api = await ownerApi(page);
  const contact = await api.createContact(amina);
  const invoice = await api.createInvoice({
    contact_id: contact.id,
    issue_date: isoDay(),
    due_date: isoDay(),
  });

  await page.goto(`/work/invoicing/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Invoice ${invoice.invoice_number}`);
  await expect(page.getByRole('region', { name: 'Status' }).getByText('Due on receipt')).toBeVisible();
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete invoice ${invoice.invoice_number}?` });
  await confirm.getByRole('button', { name: 'Delete invoice' }).click();
  await expect(page).toHaveURL('/work/invoicing/');
  await expect(page.getByText("Invoicing that's simply a breeze")).toBeVisible();

  await page.goto(`/work/invoicing/${invoice.id}`);
  await expect(page.getByText('Invoice Not Found')).toBeVisible();
  await expect(page.getByText('The requested invoice could not be found.')).toBeVisible();
});

test('without a mail server the e-mailed invoice waits in the outbox, where the owner can download it', async ({
  page,
}) => {
  await signUp(page);
  const api = await ownerApi(page);
  const contact = await api.createContact(amina);
  const invoice = await api.createInvoice({
    contact_id: contact.id,
    issue_date: isoDay(),
    due_date: isoDay(14),
  });

  await page.goto(`/work/invoicing/${invoice.id}`);
  await page.getByRole('button', { name: 'Send by Email' }).click();
  const email = page.getByRole('dialog', { name: 'Send by Email' });
  await email.getByRole('button', { name: 'Send Invoice' }).click();
  await expect(page.getByText(`the e-mail to ${amina.email} is kept in your outbox`)).toBeVisible();

  await page.goto('/work/invoicing');
  await page.getByRole('link', { name: 'Outbox' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Invoice ${invoice.invoice_number}`) });
  await expect(row.getByText(amina.email)).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the e-mail to ${amina.email}` }).click();
  const eml = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  const message = await readFile(eml, 'utf8');
  expect(message).toContain(`Subject: Invoice ${invoice.invoice_number}`);
  expect(message).toContain('Content-Type: application/pdf');
});
