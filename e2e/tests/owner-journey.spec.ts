import { writeFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { newOwner, signUp } from '../support/accounts.ts';
import { fillItem, itemDialog, ownerApi, pdfText } from '../support/invoicing.ts';
import { pdfImageSizes, solidPng } from '../support/logo.ts';
import { customerPayPage } from '../support/pay-page.ts';
import { outboxMessage } from '../support/recurring.ts';

// A new owner's first day, end to end through the screens: set up the business, send a TAX INVOICE with its
// name, PIN and logo, the customer pays it on the pay port and takes a receipt, the owner e-mails a statement,
// then exports the business and imports it into a new one that keeps the same books.

const business = {
  legalName: 'Kamau Designs Ltd',
  street: '12 Moi Avenue',
  city: 'Nairobi',
  country: 'Kenya',
  pin: 'P051234567X',
  paybill: '400200',
};
const achieng = {
  first: 'Achieng',
  last: 'Odhiambo',
  company: 'Achieng Fresh Juices',
  email: 'achieng@freshjuices.co.ke',
  pin: 'A001234567B',
};
const contactName = `${achieng.first} ${achieng.last}`;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openSettings(page: Page, item: string, heading: string) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const step = (page: Page, title: string, state: 'done' | 'to do') =>
  page
    .getByRole('region', { name: 'Get set up' })
    .getByRole('link', { name: new RegExp(`^${title} \\(${state}\\)`) });

/** The trial balance as of today, line by line, without the business's own ledger account ids. */
async function trialBalance(page: Page) {
  const balance = await (await ownerApi(page)).call<{
    rows: { number: string; name: string; account_type: string; debit: number; credit: number }[];
    totals: { debit: number; credit: number };
  }>('GET', 'reports/trial_balance');
  const rows = balance.rows.map(({ number, name, account_type, debit, credit }) => ({
    number,
    name,
    account_type,
    debit,
    credit,
  }));
  return { rows, totals: balance.totals };
}

async function invoiceNumbers(page: Page) {
  const list = await (await ownerApi(page)).call<{ invoice_number: string }[]>(
    'GET',
    'invoices?per_page=100',
  );
  return list.map((invoice) => invoice.invoice_number).sort();
}

test('a new owner sets up, sends a TAX INVOICE, is paid, sends a statement and moves the business whole', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  await signUp(page);

  await test.step('the set-up checklist leads to the business details and the logo', async () => {
    await expect(page.getByText('0 of 5 done')).toBeVisible();
    await step(page, 'Business details', 'to do').click();
    await expect(page).toHaveURL('/settings/business');
    const form = page.getByRole('form', { name: 'Business details' });
    await form.getByLabel('Legal name').fill(business.legalName);
    await form.getByLabel('Street', { exact: true }).fill(business.street);
    await form.getByLabel('City or town').fill(business.city);
    await form.getByLabel('Country').fill(business.country);
    await form.getByLabel('KRA PIN').fill(business.pin);
    await form.getByText('VAT registered', { exact: true }).click();
    await expect(form.getByRole('checkbox', { name: 'VAT registered' })).toBeChecked();
    await form.getByLabel('M-Pesa paybill').fill(business.paybill);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Business details saved')).toBeVisible();

    await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByText('3 of 5 done')).toBeVisible();
    await step(page, 'Your logo', 'to do').click();
    await expect(page).toHaveURL('/settings/invoice-design');
    const logo = testInfo.outputPath('logo.png');
    await writeFile(logo, solidPng(48, 24));
    await page.getByLabel('Logo file').setInputFiles(logo);
    await expect(page.getByText('Logo saved')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Current logo' })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByText('4 of 5 done')).toBeVisible();
    for (const title of ['Business details', 'Your logo', 'VAT registration', 'How customers pay'])
      await expect(step(page, title, 'done')).toBeVisible();
    await expect(step(page, 'Your first invoice', 'to do')).toBeVisible();
  });

  const invoice = await test.step('a customer with a PIN, and a TAX INVOICE e-mailed to them', async () => {
    await nav(page).getByRole('link', { name: 'Contacts', exact: true }).click();
    await page.getByRole('button', { name: 'Create your first contact' }).click();
    await page.getByLabel('First name').fill(achieng.first);
    await page.getByLabel('Last name').fill(achieng.last);
    await page.getByLabel('Company').fill(achieng.company);
    await page.getByLabel('Email').fill(achieng.email);
    await page.getByLabel('KRA PIN').fill(achieng.pin);
    await page.getByRole('button', { name: 'Create Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: contactName })).toBeVisible();
    const contactPath = new URL(page.url()).pathname;

    await page.getByRole('link', { name: 'New invoice' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Invoice' })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`Contact ${contactName}`) })).toBeVisible();
    await page.getByRole('button', { name: 'Create Invoice' }).click();
    await expect(page).toHaveURL(/\/work\/invoicing\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(/^Invoice INV-\d+$/);
    const number = (await title.textContent())!.replace('Invoice ', '').trim();

    await page.getByRole('button', { name: 'Add Invoice Item' }).click();
    // A VAT-registered business's new line is at 16 %.
    await expect(itemDialog(page).getByRole('textbox', { name: 'Tax %' })).toHaveValue('16');
    await fillItem(page, { quantity: '3', details: 'Brand identity workshop', price: '20000' });
    await itemDialog(page).getByRole('button', { name: 'Create and Finish' }).click();
    await expect(itemDialog(page)).toBeHidden();
    await expect(page.getByTestId('total-tax')).toHaveText('KES 9,600.00');
    await expect(page.getByTestId('total-total')).toHaveText('KES 69,600.00');

    await page.getByRole('button', { name: 'Send by Email' }).click();
    const email = page.getByRole('dialog', { name: 'Send by Email' });
    await expect(email.getByRole('textbox', { name: 'Email' })).toHaveValue(achieng.email);
    await email.getByRole('button', { name: 'Send Invoice' }).click();
    await expect(page.getByText(`the e-mail to ${achieng.email} is kept in your outbox`)).toBeVisible();
    await expect(page.getByTestId('step-sent')).toHaveAttribute('data-state', 'current');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Save as PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number} ${contactName}.pdf`);
    const file = testInfo.outputPath('invoice.pdf');
    await download.saveAs(file);
    const text = await pdfText(file);
    for (const expected of ['TAX INVOICE', business.legalName, business.pin, achieng.pin, number])
      expect(text).toContain(expected);
    expect(await pdfImageSizes(file), 'the logo is drawn on the invoice').toContain('48×24');
    return { id, number, contactPath };
  });

  await test.step('the customer sees the lines and the paybill, pays, and downloads a receipt', async () => {
    const { context, customer } = await customerPayPage(browser, testInfo, invoice.id);
    await expect(customer.getByRole('heading', { name: `Invoice #${invoice.number}` })).toBeVisible();
    await expect(customer.getByRole('list', { name: 'Items' })).toContainText('Brand identity workshop');
    await expect(customer.getByRole('list', { name: 'Items' })).toContainText('16% tax');
    const phone = customer.getByRole('region', { name: 'Or pay from your phone' });
    await expect(phone).toContainText('M-Pesa paybill');
    await expect(phone).toContainText(`Business number${business.paybill}`);
    await expect(phone).toContainText(`Account number${invoice.number}`);

    await customer.getByRole('button', { name: 'Pay Now' }).click();
    await expect(customer.getByText('TEST PAYMENT — no money moves')).toBeVisible();
    await customer.getByRole('button', { name: 'Success' }).click();
    await expect(customer.getByText('Payment received')).toBeVisible();
    await expect(customer.getByText('This invoice has been paid. Thank you!')).toBeVisible();

    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('link', { name: /^Receipt RCT-\d+$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`RCT-0001 ${contactName}.pdf`);
    const file = testInfo.outputPath('receipt.pdf');
    await download.saveAs(file);
    const receipt = await pdfText(file);
    expect(receipt).toMatch(/RCT-\d+/);
    expect(receipt).toContain('69,600.00');
    expect(receipt).toContain(business.legalName);
    await context.close();
  });

  await test.step('the owner e-mails a statement from the contact page', async () => {
    // Every step done, the checklist is gone from Home.
    await nav(page).getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: /Karibu, Wanjiru/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Get set up' })).toHaveCount(0);
    await page.goto(`/work/invoicing/${invoice.id}`);
    await expect(page.getByTestId('side-balance')).toHaveText('KES 0.00');
    await page.getByRole('link', { name: contactName }).click();
    await expect(page).toHaveURL(invoice.contactPath);
    await page.getByRole('button', { name: 'Show statement' }).click();
    await page.getByRole('button', { name: 'E-mail statement' }).click();
    const dialog = page.getByRole('dialog', { name: 'E-mail statement' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(achieng.email);
    await dialog.getByRole('button', { name: 'Send statement' }).click();
    await expect(page.getByText(`the e-mail to ${achieng.email} is kept in your outbox`)).toBeVisible();

    await nav(page).getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.getByRole('link', { name: 'Outbox' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Statement of account' });
    await expect(row).toContainText(achieng.email);
    const message = await outboxMessage(page, row, achieng.email);
    expect(message).toMatch(/^Subject: Statement of account from /m);
    expect(message).toContain('Content-Type: application/pdf');
  });

  const zip = testInfo.outputPath('export.zip');
  await test.step('the owner exports the business and downloads the ZIP', async () => {
    await openSettings(page, 'Export and import', 'Export and import');
    await page.getByRole('button', { name: 'Export the business' }).click();
    await expect(page.getByText('The export is ready.')).toBeVisible({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download ZIP/ }).click(),
    ]);
    await download.saveAs(zip);
  });

  await test.step('the ZIP imported into a new business gives the same books', async () => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const second = await context.newPage();
    await signUp(second, newOwner());
    await openSettings(second, 'Export and import', 'Export and import');
    await second.getByLabel('Export ZIP').setInputFiles(zip);
    await second.getByRole('button', { name: 'Import' }).click();
    await expect(
      second.getByText("Imported: the business now holds the export's records and books."),
    ).toBeVisible({ timeout: 60_000 });

    const [original, imported] = [await trialBalance(page), await trialBalance(second)];
    expect(original.rows.length).toBeGreaterThan(0);
    expect(original.totals.debit).toBeGreaterThan(0);
    expect(imported).toEqual(original);
    expect(await invoiceNumbers(second)).toEqual(await invoiceNumbers(page));

    await nav(second).getByRole('link', { name: 'Invoices', exact: true }).click();
    await expect(second.getByRole('row').filter({ hasText: invoice.number })).toContainText(contactName);
    await context.close();
  });
});
