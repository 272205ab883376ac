import { expect, type Page, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { businessDay, ownerApi, sentInvoice } from '../support/invoicing.ts';
import { customerPayPage } from '../support/pay-page.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };
const SETTLEMENT = '359143';

/** Both widths of one screen, as the owner sees them. */
async function bothWidths(page: Page, testInfo: Parameters<typeof screenshot>[1], name: string) {
  await screenshot(page, testInfo, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await screenshot(page, testInfo, `${name}-360`);
  await page.setViewportSize(DESKTOP);
}

/** `12,345.67` of a number of shillings, as the exports and the screens write it. */
const shillings = (amount: number) =>
  amount.toLocaleString('en-KE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test('a card payment waits in Paystack clearing until its payout, which the bank deposit then matches', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page);
  const api = await ownerApi(page);
  const invoice = await sentInvoice(api, { first_name: 'Jane', last_name: 'Wanjiru' }, [
    { description: 'Website hosting', quantity: 1, unit: 'services', unit_price: 10000, tax_rate: 0 },
  ]);
  const { context, customer } = await customerPayPage(browser, testInfo, invoice.id);
  await customer.getByRole('button', { name: 'Pay Now' }).click();
  await customer.getByRole('button', { name: 'Success' }).click();
  await expect(customer.getByText('Payment received')).toBeVisible();
  await context.close();

  // What the payment left in 1310 once Paystack's fee was taken: what Paystack owes and will pay out.
  const chart = await api.call<{ number: string; balance: number }[]>('GET', 'ledger_accounts');
  const owed = chart.find((account) => account.number === '1310')!.balance;
  expect(owed).toBeGreaterThan(0);
  const fees = 10000 - owed;

  await page.goto('/banking');
  const paystack = page.getByRole('article', { name: 'Paystack clearing', exact: true });
  await expect(paystack).toContainText(`KES ${shillings(owed)}`);
  await paystack.getByRole('link', { name: 'Payouts' }).click();
  await expect(page.getByText('No payouts yet')).toBeVisible();
  await bothWidths(page, testInfo, 'banking-payouts-empty');

  const day = businessDay();
  await page.getByLabel('Settlements file').setInputFiles({
    name: 'paystack-settlements.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Settlement ID,Settlement Date,Total Amount,Total Fees,Effective Amount,Status,Currency',
        `${SETTLEMENT},${day},10000.00,${fees.toFixed(2)},${owed.toFixed(2)},success,KES`,
        '',
      ].join('\n'),
    ),
  });
  await expect(page.getByText('1 payout posted')).toBeVisible();
  const payouts = page.getByRole('table', { name: 'Payouts' });
  const row = payouts.getByRole('row').filter({ hasText: `PSTK_${SETTLEMENT}` });
  await expect(row).toContainText(`KES ${shillings(owed)}`);
  await expect(row).toContainText('Not on a statement yet');
  await bothWidths(page, testInfo, 'banking-payouts');

  // The bank's statement shows the deposit with Paystack's reference: it is matched to the payout.
  const [year, month, date] = day.split('-');
  await page.goto('/banking');
  await page
    .getByRole('article', { name: 'Bank', exact: true })
    .getByRole('link', { name: 'Import statement' })
    .click();
  await page.getByLabel('Statement file').setInputFiles({
    name: 'bank.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Date,Description,Amount,Balance',
        `${date}/${month}/${year},PAYSTACK PAYOUT PSTK_${SETTLEMENT},${owed.toFixed(2)},${owed.toFixed(2)}`,
        '',
      ].join('\n'),
    ),
  });
  await page.getByRole('button', { name: 'Import 1 line' }).click();
  await page.getByRole('link', { name: 'Match the lines' }).click();
  const deposit = page
    .getByRole('list', { name: 'Statement lines' })
    .getByRole('listitem')
    .filter({ hasText: `PSTK_${SETTLEMENT}` });
  await expect(deposit).toContainText('Matched');
  await expect(deposit).toContainText('matched automatically');

  await page.goto('/banking');
  await expect(paystack).toContainText('KES 0.00');
  await paystack.getByRole('link', { name: 'Payouts' }).click();
  await expect(row).toContainText('Matched');
});
