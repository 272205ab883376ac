import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { businessDay, ownerApi } from '../support/invoicing.ts';
import {
  chooseOption,
  mediumDate,
  monthlySeriesStartedAgo,
  outboxMessage,
  reloadUntil,
} from '../support/recurring.ts';

const amina = {
  first_name: 'Amina',
  last_name: 'Otieno',
  company_name: 'Savannah Traders',
  email: 'amina@savannah.co.ke',
};

test('an owner makes a monthly recurring invoice that started two months ago, sees the missed invoices created with their dates, pauses the series', async ({
  page,
}, testInfo) => {
  await signUp(page);
  const api = await ownerApi(page);
  await api.createContact(amina);
  const { start, issueDates } = monthlySeriesStartedAgo(2);

  await page.goto('/work/invoicing');
  await page.getByRole('link', { name: 'Recurring invoices that send themselves' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recurring invoices' })).toBeVisible();
  await expect(page.getByText('No recurring invoices yet')).toBeVisible();
  await page.getByRole('link', { name: 'New recurring invoice' }).first().click();
  await expect(page).toHaveURL('/work/invoicing/recurring/create');

  await page.getByRole('button', { name: /^Contact/ }).click();
  await page.getByPlaceholder('Search contacts...').fill('amina');
  await page.getByRole('option', { name: /Amina Otieno/ }).click();
  await expect(page.getByRole('combobox', { name: 'Period', exact: true })).toContainText('Month(s)');
  await page.getByLabel(/^First invoice on/).fill(start);
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Missed periods' }),
    'Issue each one with its own date',
  );
  await page.getByLabel(/^Details/).fill('Monthly retainer');
  await page.getByLabel(/^Unit price/).fill('50000');
  await screenshot(page, testInfo, 'recurring-form-filled');
  await page.getByRole('button', { name: 'Create recurring invoice' }).click();

  await expect(page).toHaveURL(/\/work\/invoicing\/recurring\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeVisible();
  await expect(page.getByText('Monthly recurring invoice')).toBeVisible();
  // Every missed month has its invoice, each with its own date (issued by the job queue).
  const issued = page.getByRole('table', { name: 'Invoices issued' });
  await reloadUntil(page, async () => {
    await expect(issued.getByRole('row')).toHaveCount(issueDates.length + 1, { timeout: 1_000 });
  });
  for (const date of issueDates) await expect(issued).toContainText(mediumDate(date));
  await screenshot(page, testInfo, 'recurring-detail-issued');

  // The newest one opens from the series, dated with its period.
  const newest = issued.getByRole('row').nth(1).getByRole('link');
  const number = (await newest.textContent())?.trim() ?? '';
  await newest.click();
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText(mediumDate(issueDates.at(-1)!));
  await page.goBack();

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Recurring invoice paused')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.goto('/work/invoicing/recurring');
  const row = page.getByRole('row', { name: /Amina Otieno/ });
  await expect(row).toContainText('Paused');
  await expect(row).toContainText('Monthly');
  await screenshot(page, testInfo, 'recurring-list');
});

test('an overdue invoice shows a reminder in its timeline and the reminder e-mail in the outbox with the pay link', async ({
  page,
}, testInfo) => {
  await signUp(page);
  const api = await ownerApi(page);
  const contact = await api.createContact(amina);
  const invoice = await api.createInvoice({
    contact_id: contact.id,
    issue_date: businessDay(-37),
    due_date: businessDay(-7),
  });
  await api.addItems(invoice.id, [
    { description: 'Logo design', quantity: 1, unit: 'services', unit_price: 25000, tax_rate: 16 },
  ]);
  await api.updateInvoice(invoice.id, { status: 'sent' });

  // The reminder schedule is the account's: the default is on, with a step a week after the due date.
  await page.goto('/work/invoicing/settings');
  await expect(page.getByRole('list', { name: 'Reminder days' })).toContainText('7 days after the due date');

  await page.goto(`/work/invoicing/${invoice.id}`);
  await expect(page.getByRole('checkbox', { name: 'Send payment reminders' })).toBeChecked();
  const timeline = page.getByRole('list', { name: 'Activity' });
  await reloadUntil(page, async () => {
    await expect(timeline).toContainText('Payment reminder sent', { timeout: 1_000 });
  });
  await screenshot(page, testInfo, 'invoice-timeline-reminder');

  await page.goto('/work/invoicing/outbox');
  const reminder = page.getByRole('row', { name: new RegExp(invoice.invoice_number) }).first();
  await expect(reminder).toContainText(amina.email);
  const message = await outboxMessage(page, reminder, amina.email);
  expect(message).toContain(invoice.invoice_number);
  expect(message).toContain(`/link/${invoice.id}`);
  expect(message).toContain('Content-Type: application/pdf');
});
