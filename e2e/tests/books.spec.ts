import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { isoDay, ownerApi } from '../support/invoicing.ts';

/** Records an expense as the expense form does (multipart), on the first expense account of the chart. */
async function recordExpense(page: Page, fields: Record<string, string>) {
  const status = await page.evaluate(async (fields) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    const chart = await fetch('/api/ledger_accounts?type=expense', { headers }).then((r) => r.json());
    const form = new FormData();
    form.set('ledger_account_id', String(chart.data[0].id));
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const response = await fetch('/api/expenses', { method: 'POST', headers, body: form });
    return response.status;
  }, fields);
  expect(status).toBe(201);
}

const row = (page: Page, table: string, name: string | RegExp) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: name });

test('the books: an invoice, a part M-Pesa payment and an expense reach every report and the Home dashboard', async ({
  page,
}, testInfo) => {
  await signUp(page);
  const api = await ownerApi(page);
  const amina = await api.createContact({
    first_name: 'Amina',
    last_name: 'Otieno',
    email: 'amina@example.co.ke',
  });
  // Issued 45 days ago, due 15 days ago: its balance is 1-30 days past due.
  const invoice = await api.createInvoice({
    contact_id: amina.id,
    issue_date: isoDay(-45),
    due_date: isoDay(-15),
  });
  await api.addItems(invoice.id, [
    { description: 'Brand identity', quantity: 1, unit: 'services', unit_price: 10000, tax_rate: 16 },
  ]);

  // Sent from its page (it posts to the ledger), then paid in part by M-Pesa.
  await page.goto(`/work/invoicing/${invoice.id}`);
  await page.getByRole('button', { name: 'Mark as Sent' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Sent' })).toBeHidden();
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record payment' });
  await expect(payment.getByRole('textbox', { name: /Amount/ })).toHaveValue('11600.00');
  await payment.getByRole('textbox', { name: /Amount/ }).fill('5000');
  await payment.getByRole('textbox', { name: /M-Pesa code/ }).fill('QJK4X2B7LP');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(payment).toBeHidden();
  await expect(page.getByRole('list', { name: 'Payments' })).toContainText('M-Pesa · QJK4X2B7LP');

  // KES 2,320 with VAT included: 2,000 of expense and 320 of input VAT, paid from the bank.
  await recordExpense(page, {
    expenseType: 'Payment',
    dated: isoDay(-10),
    totalValue: '2320',
    vat: 'Standard',
    description: 'Printer toner',
  });

  const period = `from=${isoDay(-60)}&to=${isoDay()}`;

  // Trial balance: both sides add up to the same total.
  await page.goto(`/accounting/reports?report=trial_balance&as_of=${isoDay()}`);
  const totals = row(page, 'Trial balance', /^Total/);
  await expect(totals).toContainText('13,920.00');
  await expect(totals).toHaveText(/13,920\.00.*13,920\.00/);
  await expect(row(page, 'Trial balance', 'Accounts receivable')).toContainText('6,600.00');
  await expect(row(page, 'Trial balance', 'M-Pesa')).toContainText('5,000.00');
  await screenshot(page, testInfo, 'trial-balance');

  // Profit and loss: 10,000 of sales less 2,000 of expenses.
  await page.goto(`/accounting/reports?report=profit_and_loss&${period}`);
  await expect(row(page, 'Profit and loss', 'Net profit')).toContainText('8,000.00');

  // Receivables aging: Amina's 6,600 is 1-30 days past due.
  await page.goto(`/accounting/reports?report=receivables_aging&as_of=${isoDay()}`);
  const aminaRow = row(page, 'Receivables aging', 'Amina Otieno');
  await expect(aminaRow.getByRole('cell').nth(2)).toHaveText('6,600.00');
  await expect(aminaRow.getByRole('cell').last()).toHaveText('6,600.00');

  // Drill-down: from the receivables figure of the trial balance to the ledger lines, then to the invoice.
  await page.goto(`/accounting/reports?report=trial_balance&as_of=${isoDay()}`);
  await row(page, 'Trial balance', 'Accounts receivable').getByRole('link').first().click();
  await expect(page).toHaveURL(/report=general_ledger/);
  const ledger = page.getByRole('table', { name: 'General ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Closing balance' })).toContainText('6,600.00');
  await ledger.getByRole('link', { name: `Invoice ${invoice.invoice_number}` }).click();
  await expect(page).toHaveURL(`/work/invoicing/${invoice.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(invoice.invoice_number);

  // A manual entry, then its reversal.
  await page.goto('/accounting/journal-entry');
  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('form', { name: 'New journal entry' });
  await form.getByLabel('Memo').fill('Owner pays in capital');
  for (const [line, account] of [
    [1, /^1100 · /],
    [2, /^3000 · /],
  ] as const) {
    await form.getByRole('combobox', { name: new RegExp(`Account of line ${line}`) }).click();
    await page.getByRole('option', { name: account }).click();
  }
  await form.getByLabel('Debit of line 1').fill('50000');
  await form.getByLabel('Credit of line 2').fill('50000');
  await form.getByRole('button', { name: 'Save entry' }).click();
  await expect(form).toBeHidden();
  const manual = page.getByRole('article').filter({ hasText: 'Owner pays in capital' });
  await manual.getByRole('button', { name: 'Reverse' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reverse entry' }).click();
  await expect(manual).toContainText('Reversed');

  // Home shows the same receivables as the ledger.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Customers owe you' })).toContainText('6,600.00');
  await expect(page.getByRole('list', { name: 'Largest debtors' })).toContainText('Amina Otieno');
  await screenshot(page, testInfo, 'home-dashboard');
});
