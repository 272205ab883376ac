import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { ownerApi } from './invoicing.ts';

export interface EstimateRecord {
  id: string;
  estimate_number: string;
  status: string;
  total: number;
}

/** Estimates through /api as the signed-in owner of `page`, for what a test sets up without the screens. */
export async function estimateApi(page: Page) {
  const { call } = await ownerApi(page);
  return {
    create: (estimate: Record<string, unknown>) => call<EstimateRecord>('POST', 'estimates', { estimate }),
    addItems: (id: string, items: Record<string, unknown>[]) =>
      call<EstimateRecord>('POST', `estimates/${id}/add_items`, { items, save_to_price_list: false }),
    markSent: (id: string) =>
      call<EstimateRecord>('PUT', `estimates/${id}`, { estimate: { status: 'sent' } }),
  };
}

/** The customer's page of an estimate on the standalone pay port (the e2e config's `payPort`). */
export const customerLink = (testInfo: TestInfo, estimateId: string) =>
  `http://localhost:${testInfo.config.metadata.payPort as number}/link/estimates/${estimateId}`;

/** Opens the estimate's link as the customer: a fresh browser context, with nothing of the owner's session. */
export async function openAsCustomer(browser: Browser, testInfo: TestInfo, estimateId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(customerLink(testInfo, estimateId));
  return { page, close: () => context.close() };
}

/** The customer accepts in the name given, and the page says it was accepted. */
export async function acceptAs(page: Page, name: string) {
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByLabel(/Your name/).fill(name);
  await page.getByRole('button', { name: 'Accept estimate' }).click();
  await expect(page.getByText(/Accepted/).first()).toBeVisible();
}

/** POST /api/public/estimates/{id}/accept from the customer's page (no sign-in): its status code. */
export async function acceptThroughApi(page: Page, estimateId: string, name: string) {
  return page.evaluate(
    async ({ estimateId, name }) =>
      (
        await fetch(`/api/public/estimates/${estimateId}/accept`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name }),
        })
      ).status,
    { estimateId, name },
  );
}
