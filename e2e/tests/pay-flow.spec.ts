import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { isoDay, ownerApi, pdfText } from '../support/invoicing.ts';
import { amountDue } from '../support/pay-page.ts';

// The whole pay flow against the real API and the built-in test checkout (no PAYSTACK_SECRET_KEY: no money
// moves): the owner shares the link, a customer pays on the standalone pay port, both see it paid.

const jane = {
  first_name: 'Jane',
  last_name: 'Wanjiru',
  company_name: 'Acme Ltd',
  email: 'jane@acme.co.ke',
};

function payPort(testInfo: { config: { metadata: Record<string, unknown> } }): string {
  return String(testInfo.config.metadata.payPort as number);
}

/** The owner's invoice of 12 × 1,500.50 (KES 18,006.00), marked sent on its page; its copied share link. */
async function sentInvoiceLink(page: Page) {
  const api = await ownerApi(page);
  const contact = await api.createContact(jane);
  const invoice = await api.createInvoice({
    contact_id: contact.id,
    issue_date: isoDay(),
    due_date: isoDay(14),
  });
  await api.addItems(invoice.id, [
    { description: 'Website hosting', quantity: 12, unit: 'months', unit_price: 1500.5 },
  ]);
  await page.goto(`/work/invoicing/${invoice.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Invoice ${invoice.invoice_number}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Mark as Sent' }).click();
  await expect(page.getByRole('button', { name: 'Mark as Sent' })).toBeHidden();

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${new URL(page.url()).origin}/link/${invoice.id}`);
  return { invoice, link };
}

/** A customer with nothing of the owner's: a fresh browser context, on the standalone pay port. */
async function customerOpens(browser: Browser, link: string, port: string) {
  const context = await browser.newContext();
  const customer = await context.newPage();
  const url = new URL(link);
  url.port = port;
  await customer.goto(url.toString());
  return { context, customer };
}

/** Each test: a signed-up owner with a sent invoice, and a customer who opened its link on the pay port. */
const payTest = test.extend<{ shared: { invoice: { id: string; invoice_number: string }; customer: Page } }>({
  shared: async ({ page, browser }, use, testInfo) => {
    testInfo.setTimeout(120_000);
    await signUp(page);
    const { invoice, link } = await sentInvoiceLink(page);
    const { context, customer } = await customerOpens(browser, link, payPort(testInfo));
    await use({ invoice, customer });
    await context.close();
  },
});

payTest(
  'a customer pays a shared invoice through the test checkout; the owner sees it paid',
  async ({ page, shared: { invoice, customer } }, testInfo) => {
    await expect(customer.getByRole('heading', { name: `Invoice #${invoice.invoice_number}` })).toBeVisible();
    await expect(amountDue(customer)).toHaveText('KES 18,006.00');
    await expect(customer.getByText('To: Jane Wanjiru')).toBeVisible();
    await expect(customer.getByRole('list', { name: 'Items' })).toContainText('Website hosting');
    await expect(customer.getByRole('link', { name: 'Download PDF' })).toBeVisible();

    await customer.getByRole('button', { name: 'Pay Now' }).click();
    // The built-in stand-in for Paystack's checkout, on the pay port itself.
    await expect(customer.getByText('TEST PAYMENT — no money moves')).toBeVisible();
    expect(new URL(customer.url()).port).toBe(payPort(testInfo));
    expect(new URL(customer.url()).pathname).toMatch(/^\/api\/test-paystack\/checkout\//);
    await expect(customer.getByText('KES 18,006.00')).toBeVisible();
    await expect(customer.getByText(invoice.invoice_number)).toBeVisible();
    await customer.getByRole('button', { name: 'Success' }).click();

    // Back on the pay page with Paystack's return parameters, the payment verified.
    await expect(customer).toHaveURL(
      new RegExp(`:${payPort(testInfo)}/link/${invoice.id}\\?trxref=DFT-[0-9a-f]+&reference=DFT-[0-9a-f]+$`),
    );
    await expect(customer.getByText('Payment received')).toBeVisible();
    await expect(customer.getByText('This invoice has been paid. Thank you!')).toBeVisible();
    await expect(customer.getByText('Paid', { exact: true })).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    const reference = new URL(customer.url()).searchParams.get('reference');

    // The receipt of the payment, from the pay page.
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByRole('link', { name: /^Receipt RCT-\d+$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('RCT-0001 Jane Wanjiru.pdf');
    const file = testInfo.outputPath('receipt.pdf');
    await download.saveAs(file);
    const receipt = await pdfText(file);
    for (const expected of ['RECEIPT', 'Jane Wanjiru', String(reference), invoice.invoice_number]) {
      expect(receipt).toContain(expected);
    }

    // Opened again later, without the reference: still paid.
    await customer.goto(customer.url().split('?')[0]!);
    await expect(customer.getByText('This invoice has been paid. Thank you!')).toBeVisible();
    await expect(customer.getByText('Payment received')).toHaveCount(0);

    // The owner's invoice page: paid, with the Paystack payment in the side panel.
    await page.reload();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('step-sent')).toHaveAttribute('data-state', 'done');
    await expect(page.getByTestId('side-paid')).toHaveText('KES 18,006.00');
    await expect(page.getByTestId('side-balance')).toHaveText('KES 0.00');
    await expect(page.getByRole('list', { name: 'Payments' })).toContainText(
      `KES 18,006.00RCT-0001 · Card (Paystack) · ${reference}`,
    );
    await expect(page.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  },
);

payTest(
  'a failed test payment says so, records nothing, and Pay Now works again',
  async ({ page, shared: { invoice, customer } }) => {
    await customer.getByRole('button', { name: 'Pay Now' }).click();
    await customer.getByRole('button', { name: 'Failure' }).click();
    await expect(customer).toHaveURL(new RegExp(`/link/${invoice.id}\\?trxref=`));
    await expect(customer.getByText('Payment failed — try again')).toBeVisible();
    await expect(amountDue(customer)).toHaveText('KES 18,006.00');

    await customer.getByRole('button', { name: 'Pay Now' }).click();
    await expect(customer.getByText('TEST PAYMENT — no money moves')).toBeVisible();
    await customer.getByRole('button', { name: 'Success' }).click();
    await expect(customer.getByText('Payment received')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('side-balance')).toHaveText('KES 0.00');
    await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(1);
  },
);

payTest(
  'a checkout paid after the owner recorded part by hand is not applied; the owner is told to act',
  async ({ page, shared: { invoice, customer } }, testInfo) => {
    await customer.getByRole('button', { name: 'Pay Now' }).click();
    await expect(customer.getByText('TEST PAYMENT — no money moves')).toBeVisible();
    // While the customer is on the checkout for the whole KES 18,006.00, the owner records KES 5,000.00 in cash.
    await (await ownerApi(page)).recordPayment(invoice.id, {
      amount: 5000,
      paid_on: isoDay(),
      method: 'cash',
    });
    await customer.getByRole('button', { name: 'Success' }).click();
    await expect(customer).toHaveURL(new RegExp(`/link/${invoice.id}\\?trxref=`));

    await page.reload();
    await expect(page.getByTestId('side-balance')).toHaveText('KES 13,006.00');
    const warning = page.getByRole('region', { name: 'Unrecorded Paystack payments' });
    await expect(warning).toContainText('A Paystack payment was not recorded on this invoice');
    await expect(warning.getByRole('listitem')).toContainText('KES 18,006.00 on ');
    await expect(warning.getByRole('listitem')).toContainText(
      'The invoice did not take the payment: Payment of KES 18,006.00 is more than the balance of KES 13,006.00',
    );
    await page.screenshot({ path: testInfo.outputPath('unrecorded-charge.png'), fullPage: true });
  },
);
