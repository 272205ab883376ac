import { expect, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { signIn, signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { isoDay, ownerApi, sentInvoice } from '../support/invoicing.ts';
import { acceptAsNewPerson, invitationLink, invite } from '../support/team.ts';

const PASSWORD = 'a team member passphrase';

test('the owner brings in an accountant and an invoicer; each works within their role, on the audit trail', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  const business = await signUp(owner);
  const stamp = Date.now().toString(36);
  const accountantEmail = `otieno.${stamp}@example.co.ke`;
  const invoicerEmail = `akinyi.${stamp}@example.co.ke`;

  await invite(owner, accountantEmail, 'Accountant');
  await invite(owner, invoicerEmail, 'Invoicer');
  await screenshot(owner, testInfo, 'team-invited');
  const accountantLink = await invitationLink(owner, accountantEmail);
  const invoicerLink = await invitationLink(owner, invoicerEmail);

  // The invoicer joins, creates and sends an invoice, but records no payment and opens no reports.
  const invoicerContext = await browser.newContext();
  const invoicer = await invoicerContext.newPage();
  await acceptAsNewPerson(invoicer, invoicerLink, 'Akinyi Sales', PASSWORD);
  const invoice = await sentInvoice(
    await ownerApi(invoicer),
    { full_name: 'Baraka Hardware', email: 'baraka@example.co.ke' },
    [{ description: 'Signboard', quantity: 1, unit: 'services', unit_price: 4500 }],
  );
  await invoicer.goto(`/work/invoicing/${invoice.id}`);
  await expect(invoicer.getByRole('heading', { name: new RegExp(invoice.invoice_number) })).toBeVisible();
  await expect(invoicer.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  const nav = invoicer.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Invoices' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  const refused = await invoicer.evaluate(async (id) => {
    const headers = {
      Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
      'Content-Type': 'application/json',
    };
    const payment = await fetch(`/api/invoices/${id}/payments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ payment: { amount: '4500.00', payment_method: 'cash' } }),
    });
    const reports = await fetch('/api/reports/profit_and_loss', { headers });
    return [payment.status, (await payment.json()).error, reports.status];
  }, invoice.id);
  expect(refused).toEqual([403, 'An invoicer may not record payments', 403]);

  // The accountant joins, sets the lock date and reverses a journal entry.
  const accountantContext = await browser.newContext();
  const accountant = await accountantContext.newPage();
  await acceptAsNewPerson(accountant, accountantLink, 'Otieno Audit', PASSWORD);
  const books = await ownerApi(accountant);
  const ledger = await books.call<{ id: number; number: string }[]>('GET', 'ledger_accounts');
  const byNumber = (number: string) => ledger.find((account) => account.number === number)!.id;
  const entry = await books.call<{ id: number; number: string }>('POST', 'journal_entries', {
    journal_entry: {
      date: isoDay(),
      memo: 'Owner pays in capital',
      lines: [
        { ledger_account_id: byNumber('1000'), debit: 1000 },
        { ledger_account_id: byNumber('3000'), credit: 1000 },
      ],
    },
  });
  await accountant.getByRole('button', { name: 'Account menu' }).click();
  await accountant.getByRole('menuitem', { name: 'Lock date' }).click();
  await expect(accountant).toHaveURL('/settings/lock-date');
  const lockForm = accountant.getByRole('form', { name: 'Lock date' });
  await lockForm.getByLabel('Lock date').fill(isoDay(-40));
  await lockForm.getByLabel('Lock date').press('Enter');
  await expect(accountant.getByText('Lock date saved')).toBeVisible();
  await expect(accountant.getByRole('status', { name: 'Current lock date' })).toContainText(
    'The books are locked through',
  );
  await expect(lockForm.getByRole('button', { name: 'Clear lock date' })).toBeVisible();
  await screenshot(accountant, testInfo, 'lock-date');
  await accountant.setViewportSize({ width: 360, height: 780 });
  await screenshot(accountant, testInfo, 'lock-date-360');
  await accountant.setViewportSize({ width: 1280, height: 720 });
  await accountant.goto('/accounting/journal-entry');
  const posted = accountant.getByRole('article', { name: `Journal entry ${entry.number}` });
  await posted.getByRole('button', { name: 'Reverse' }).click();
  await accountant.getByRole('alertdialog').getByRole('button', { name: 'Reverse entry' }).click();
  await expect(posted).toContainText('Reversed');

  // The owner sees each of these on the audit trail, with what changed.
  await owner.goto('/settings/audit');
  const events = owner.getByRole('list', { name: 'Events' });
  await expect(
    events.getByRole('listitem', { name: new RegExp(`${invoice.invoice_number}.*sent`, 'i') }),
  ).toContainText('Akinyi Sales');
  const lock = events.getByRole('listitem').filter({ hasText: 'lock_date' });
  await expect(lock).toContainText('Otieno Audit');
  await expect(lock).toContainText(isoDay(-40));
  await expect(events.getByRole('listitem').filter({ hasText: 'journal_entry.reverse' })).toContainText(
    'Otieno Audit',
  );
  await screenshot(owner, testInfo, 'audit-trail');
  await owner.setViewportSize({ width: 360, height: 780 });
  await expect(events.getByRole('listitem').first()).toBeVisible();
  await screenshot(owner, testInfo, 'audit-trail-360', false);
  await owner.goto('/settings/team');
  await expect(owner.getByRole('list', { name: 'Members' })).toContainText('Otieno Audit');
  await screenshot(owner, testInfo, 'team-360');

  // The accountant turns on two-step sign-in, then signs in with a code.
  await accountant.goto('/settings/security');
  await accountant.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = (await accountant.locator('code').first().textContent())!.trim();
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  await accountant.getByLabel('Code from your app').fill(totp.generate());
  await accountant.getByRole('button', { name: 'Turn on' }).click();
  await expect(accountant.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await screenshot(accountant, testInfo, 'two-step-on');

  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  await later.goto('/login');
  await signIn(later, { ...business, email: accountantEmail, password: PASSWORD });
  const code = later.getByLabel('Code', { exact: true });
  await expect(code).toBeFocused();
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await later.getByRole('button', { name: 'Sign in' }).click();
  await expect(later.getByRole('heading', { name: /Karibu, Otieno/ })).toBeVisible();

  for (const context of [ownerContext, invoicerContext, accountantContext, laterContext])
    await context.close();
});
