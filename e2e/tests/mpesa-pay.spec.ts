import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { ownerApi, sentInvoice } from '../support/invoicing.ts';
import { amountDue, customerPayPage } from '../support/pay-page.ts';

// Paying by M-Pesa against the real API and the built-in test checkout (no PAYSTACK_SECRET_KEY: no money
// moves). Its test phone page stands in for the customer's phone: Approve sends the signed webhook that
// records the payment, Decline fails it.

const PROMPT_TEXT = 'Check your phone and enter your M-Pesa PIN';
/** The page checks the prompt 2, 5, 10, 18 and 31 s after sending it. */
const SETTLED_WITHIN_MS = 40_000;

/** Each test: a signed-up owner with a sent invoice of KES 18,006.00, and its pay page on the pay port. */
const mpesaTest = test.extend<{ shared: { invoiceId: string; customer: Page } }>({
  shared: async ({ page, browser }, use, testInfo) => {
    testInfo.setTimeout(120_000);
    await signUp(page);
    const invoice = await sentInvoice(
      await ownerApi(page),
      { first_name: 'Jane', last_name: 'Wanjiru', company_name: 'Acme Ltd', email: 'jane@acme.co.ke' },
      [{ description: 'Website hosting', quantity: 12, unit: 'months', unit_price: 1500.5 }],
    );
    const { context, customer } = await customerPayPage(browser, testInfo, invoice.id);
    await use({ invoiceId: invoice.id, customer });
    await context.close();
  },
});

/** Types the number, sends the prompt, and opens the test phone in the new tab the link opens. */
async function promptTestPhone(customer: Page, phone: string) {
  await expect(customer.getByRole('heading', { name: 'Pay with M-Pesa' })).toBeVisible();
  await customer.getByLabel('M-Pesa phone number').fill(phone);
  await customer.getByRole('button', { name: 'Pay KES 18,006.00 with M-Pesa' }).click();
  await expect(customer.getByText(PROMPT_TEXT)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);

  const opened = customer.context().waitForEvent('page');
  await customer.getByRole('link', { name: 'Open the test phone' }).click();
  const testPhone = await opened;
  await testPhone.waitForLoadState();
  return testPhone;
}

/** The invoice as its owner's API has it. */
async function ownersInvoice(page: Page, invoiceId: string) {
  return (await ownerApi(page)).call<{ balance: number }>('GET', `invoices/${invoiceId}`);
}

mpesaTest(
  'a customer pays by M-Pesa on the standalone pay page: approved on the test phone, the invoice shows paid',
  async ({ page, shared: { invoiceId, customer } }, testInfo) => {
    await expect(amountDue(customer)).toHaveText('KES 18,006.00');
    await customer.getByLabel('M-Pesa phone number').fill('0812 345 678');
    await customer.getByRole('button', { name: 'Pay KES 18,006.00 with M-Pesa' }).click();
    await expect(customer.getByLabel('M-Pesa phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(customer.getByText('Enter a Kenyan M-Pesa number such as 0712 345 678')).toBeVisible();

    const testPhone = await promptTestPhone(customer, '+254 712 345 678');
    await testPhone.getByRole('button', { name: 'Approve' }).click();
    // Closed only once its answer has loaded: closing a tab in the middle of a form post can hang Chromium.
    await expect(testPhone.getByText('This test prompt was approved')).toBeVisible();
    await testPhone.close();

    await expect(customer.getByText('This invoice has been paid. Thank you!')).toBeVisible({
      timeout: SETTLED_WITHIN_MS,
    });
    await expect(customer.getByText('Payment received')).toBeVisible();
    await expect(customer.getByText('Paid', { exact: true })).toBeVisible();
    await expect(customer.getByRole('heading', { name: 'Pay with M-Pesa' })).toHaveCount(0);
    await customer.screenshot({ path: testInfo.outputPath('mpesa-paid.png'), fullPage: true });

    // Opened again later: still paid; the owner has the payment.
    await customer.reload();
    await expect(customer.getByText('This invoice has been paid. Thank you!')).toBeVisible();
    expect((await ownersInvoice(page, invoiceId)).balance).toBe(0);
  },
);

mpesaTest(
  'a prompt declined on the test phone says the payment did not go through, and Try again asks again',
  async ({ page, shared: { invoiceId, customer } }) => {
    const testPhone = await promptTestPhone(customer, '0712 345 678');
    await testPhone.getByRole('button', { name: 'Decline' }).click();
    // Closed only once its answer has loaded: closing a tab in the middle of a form post can hang Chromium.
    await expect(testPhone.getByText('This test prompt was declined')).toBeVisible();
    await testPhone.close();

    await expect(customer.getByText('The M-Pesa payment did not go through')).toBeVisible({
      timeout: SETTLED_WITHIN_MS,
    });
    await expect(customer.getByText('This invoice has been paid. Thank you!')).toHaveCount(0);
    expect((await ownersInvoice(page, invoiceId)).balance).toBe(18006);

    await customer.getByRole('button', { name: 'Try again' }).click();
    await expect(customer.getByLabel('M-Pesa phone number')).toHaveValue('0712 345 678');
    await expect(customer.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  },
);
