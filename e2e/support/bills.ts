import { expect, type Page } from '@playwright/test';

/** The payables aging of today, as the accounting area shows it. */
export async function openPayablesAging(page: Page, asOf: string) {
  await page.goto(`/accounting/reports?report=payables_aging&as_of=${asOf}`);
  await expect(page.getByRole('heading', { name: 'Payables aging' }).first()).toBeVisible();
}

/** The vendor's row of the payables aging: its cells by column (Contact, Current, 1–30 days, ..., Total). */
export const agingRow = (page: Page, vendor: string | RegExp) =>
  page.getByRole('table', { name: 'Payables aging' }).getByRole('row').filter({ hasText: vendor });

/**
 * Records a payment in the bill's dialog: `amount` as typed, or the balance it starts with when omitted. The
 * business's M-Pesa holds nothing in these tests, so the dialog first warns that the account would go
 * negative (saying by how much) and saves on "Save anyway".
 */
export async function recordPayment(page: Page, amount: string | undefined, wouldLeave: string) {
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payment' });
  if (amount !== undefined) await dialog.getByLabel(/^Amount/).fill(amount);
  await dialog.getByLabel(/^Reference/).fill('QJK4X2B7LP');
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    `M-Pesa would go negative (${wouldLeave}). Save anyway?`,
  );
  await dialog.getByRole('button', { name: 'Save anyway' }).click();
  await expect(dialog).toBeHidden();
}
