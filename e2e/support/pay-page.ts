import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';

/**
 * The invoice's pay page as a customer sees it: a fresh browser context with nothing of the owner's, on the
 * standalone pay port. Close the context when done.
 */
export async function customerPayPage(browser: Browser, testInfo: TestInfo, invoiceId: string) {
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto(`http://localhost:${testInfo.config.metadata.payPort as number}/link/${invoiceId}`);
  return { context, customer };
}

/** The amount a pay page asks for, beside its label (the invoice's total also shows under its lines). */
export const amountDue = (customer: Page) =>
  customer.getByText('Amount due').locator('xpath=following-sibling::*[1]');

/** A void invoice's pay page: it says the business cancelled it and offers no payment. */
export async function expectCancelled(customer: Page, invoiceNumber: string, business: string) {
  await expect(customer.getByRole('heading', { name: `Invoice #${invoiceNumber}` })).toBeVisible();
  await expect(customer.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(
    customer.getByText(`This invoice was cancelled by ${business}. There is nothing to pay.`),
  ).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
}
