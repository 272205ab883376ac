import { gzipSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { newOwner, signUp } from '../support/accounts.ts';
import { isoDay, ownerApi } from '../support/invoicing.ts';
import { mpesaCode } from '../support/mpesa.ts';
import { amountDue } from '../support/pay-page.ts';

// The pay page against the real API. The whole payment (test checkout, webhook, verify) is in pay-flow.spec.ts.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** Gzip size of all the JavaScript the standalone page may download (its build's own check holds it too). */
const STANDALONE_JS_BUDGET_BYTES = 60 * 1024;

function payPage(testInfo: { config: { metadata: Record<string, unknown> } }, path: string): string {
  return `http://localhost:${testInfo.config.metadata.payPort as number}${path}`;
}

/** Calls /api as the signed-in owner of `page`. */
async function asOwner(page: Page, method: 'POST' | 'PUT', path: string, data: unknown) {
  const answer = await page.evaluate(
    async ({ method, path, data }) => {
      const response = await fetch(`/api/${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(data),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, data },
  );
  expect(answer.status < 300, `${method} /api/${path}: ${answer.status} ${answer.text}`).toBe(true);
}

/** A draft of 12,500 for Jane Wanjiru of Acme Ltd, by a new owner of `business`. */
async function draftInvoice(page: Page, business: string) {
  await signUp(page, { ...newOwner(), business });
  const api = await ownerApi(page);
  const contact = await api.createContact({
    first_name: 'Jane',
    last_name: 'Wanjiru',
    company_name: 'Acme Ltd',
    email: 'jane@acme.co.ke',
  });
  const invoice = await api.createInvoice({
    contact_id: contact.id,
    issue_date: isoDay(),
    due_date: isoDay(30),
  });
  await api.addItems(invoice.id, [
    { description: 'Supplies', quantity: 1, unit: 'items', unit_price: 12500 },
  ]);
  return invoice;
}

test('the standalone pay page loads on its own port without the shell, any other remote or the federation runtime', async ({
  page,
}, testInfo) => {
  const requested: string[] = [];
  const scripts: Promise<number>[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.body().then((body) => gzipSync(body).length));
    }
  });

  await page.goto(payPage(testInfo, `/link/${UNKNOWN_ID}`));
  await expect(page.getByText('Invoice not found')).toBeVisible();

  expect(requested).not.toContain('/remotes.json');
  expect(requested.filter((path) => path.includes('remoteEntry') || path.includes('mf-manifest'))).toEqual(
    [],
  );
  expect(
    requested.filter((path) => /\/apps\/(contacts|invoicing|expenses|projects|accounting)\//.test(path)),
  ).toEqual([]);
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
  const jsBytes = (await Promise.all(scripts)).reduce((total, size) => total + size, 0);
  expect(jsBytes).toBeGreaterThan(0);
  expect(jsBytes).toBeLessThan(STANDALONE_JS_BUDGET_BYTES);
});

test('the pay page also renders inside the shell at /link/{id}, without signing in', async ({ page }) => {
  await page.goto(`/link/${UNKNOWN_ID}`);
  await expect(page.getByText('Invoice not found')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/link/${UNKNOWN_ID}`);
});

test('a part-paid invoice shows what is left and hands the balance over to the test checkout', async ({
  page,
}, testInfo) => {
  const business = `Duka Supplies ${Date.now().toString(36)}`;
  const invoice = await draftInvoice(page, business);
  await asOwner(page, 'PUT', `invoices/${invoice.id}`, { invoice: { status: 'sent' } });
  await asOwner(page, 'POST', `invoices/${invoice.id}/payments`, {
    payment: { amount: 5000, paid_on: isoDay(), method: 'mpesa', reference: mpesaCode() },
  });

  await page.goto(payPage(testInfo, `/link/${invoice.id}`));
  await expect(page.getByRole('heading', { name: `Invoice #${invoice.invoice_number}` })).toBeVisible();
  await expect(page.getByText('Partially paid')).toBeVisible();
  await expect(page.getByText('To: Jane Wanjiru')).toBeVisible();
  await expect(page.getByText(business)).toBeVisible();
  await expect(page.getByText('Invoice total').locator('xpath=following-sibling::*[1]')).toHaveText(
    'KES 12,500.00',
  );
  await expect(page.getByText('Paid so far').locator('xpath=following-sibling::*[1]')).toHaveText(
    'KES 5,000.00',
  );
  await expect(page.getByText('KES 7,500.00', { exact: true })).toHaveCount(2);

  const initialize = page.waitForRequest('**/api/payments/initialize_paystack');
  await page.getByRole('button', { name: 'Pay Now' }).click();
  expect((await initialize).postDataJSON()).toEqual({ invoice_id: invoice.id });
  await expect(page.getByText('TEST PAYMENT — no money moves')).toBeVisible();
  await expect(page.getByText('KES 7,500.00')).toBeVisible();
  await expect(page.getByText(`Pay ${business}`)).toBeVisible();
});

test("a draft's link is not found until the invoice is sent", async ({ page, browser }, testInfo) => {
  const invoice = await draftInvoice(page, `Duka Supplies ${Date.now().toString(36)}`);
  const customer = await browser.newPage();
  try {
    await customer.goto(payPage(testInfo, `/link/${invoice.id}`));
    await expect(customer.getByText('Invoice not found')).toBeVisible();
    await expect(customer.getByText('KES 12,500.00')).toHaveCount(0);

    await asOwner(page, 'PUT', `invoices/${invoice.id}`, { invoice: { status: 'sent' } });
    await customer.reload();
    await expect(customer.getByRole('heading', { name: `Invoice #${invoice.invoice_number}` })).toBeVisible();
    await expect(amountDue(customer)).toHaveText('KES 12,500.00');
    await expect(customer.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  } finally {
    await customer.close();
  }
});
