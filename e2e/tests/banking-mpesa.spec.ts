import { expect, type Page, test } from '@playwright/test';
import { type MpesaRow, mpesaStatementPdf } from '../../packages/api/test/support/mpesa-statement-pdf.ts';
import { signUp } from '../support/accounts.ts';
import { screenshot } from '../support/contacts.ts';
import { businessDay, ownerApi, sentInvoice } from '../support/invoicing.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 780 };
/** Safaricom sends the full statement protected by the customer's ID number. */
const ID_NUMBER = '23456789';
const KPLC = 'Pay Bill Online to 888880 - KPLC PREPAID Acc. 37100011122';

const lineItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Statement lines' }).getByRole('listitem').filter({ hasText: text });

/** One statement row, money in when `cents` is positive, at `hhmm` of `day`. */
function row(receipt: string, day: string, hhmm: string, details: string, cents: bigint, balance: bigint) {
  return {
    receipt,
    time: `${day} ${hhmm}:00`,
    details,
    status: 'COMPLETED',
    paidInCents: cents > 0n ? cents : null,
    withdrawnCents: cents < 0n ? -cents : null,
    balanceCents: balance,
  } satisfies MpesaRow;
}

/**
 * The owner's M-Pesa statements of one day: the morning's (three customers paying, KPLC tokens and their
 * charge) and the evening's, which repeats the KPLC purchase and adds a second one. Newest first, as
 * Safaricom prints them.
 */
function statements(day: string) {
  const morning = [
    row('SLK1A2B3C4', day, '09:05', 'Funds received from 0722111222 - BARAKA MWANGI', 500_000n, 500_000n),
    row('SLK2B3C4D5', day, '10:10', 'Funds received from 0733444555 - WANJIKU KAMAU', 200_000n, 700_000n),
    row('SLK3C4D5E6', day, '11:15', 'Funds received from 0711999888 - A ODUOR', 300_000n, 1_000_000n),
    row('SLK4D5E6F7', day, '12:20', KPLC, -150_000n, 850_000n),
    row('SLK4D5E6F7', day, '12:20', 'Pay Bill Charge', -2_200n, 847_800n),
  ];
  const evening = [
    ...morning.slice(3),
    row('SLK5E6F7G8', day, '17:40', KPLC, -200_000n, 647_800n),
    row('SLK5E6F7G8', day, '17:40', 'Pay Bill Charge', -2_200n, 645_600n),
  ];
  return { morning: [...morning].reverse(), evening: [...evening].reverse() };
}

test('an owner imports an M-Pesa PDF statement with its password, clears the inbox, makes a KPLC rule, imports the overlapping next statement and reconciles to 0.00', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signUp(page);
  const api = await ownerApi(page);
  const item = (price: number) => [
    { description: 'Design work', quantity: 1, unit: 'services', unit_price: price, tax_rate: 0 },
  ];
  const baraka = await sentInvoice(api, { first_name: 'Baraka', last_name: 'Mwangi' }, item(5000));
  const wanjiku = await sentInvoice(
    api,
    { first_name: 'Wanjiku', last_name: 'Kamau', phone: '0733444555' },
    item(2000),
  );
  const achieng = await sentInvoice(api, { first_name: 'Achieng', last_name: 'Oduor' }, item(3000));
  const day = businessDay();
  // Baraka's payment was recorded by hand with its M-Pesa code: the statement line meets it by that code.
  await api.recordPayment(baraka.id, {
    amount: 5000,
    paid_on: day,
    method: 'mpesa',
    reference: 'SLK1A2B3C4',
  });
  const { morning, evening } = statements(day);

  const importPdf = async (name: string, rows: MpesaRow[]) => {
    await page.goto('/banking');
    await page
      .getByRole('article', { name: 'M-Pesa', exact: true })
      .getByRole('link', { name: 'Import statement' })
      .click();
    await page.getByLabel('Statement file').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: await mpesaStatementPdf({ rows, password: ID_NUMBER }),
    });
    const password = page.getByLabel('Statement password');
    await expect(password).toBeVisible();
    await password.fill(ID_NUMBER);
    await page.keyboard.press('Enter');
  };

  await importPdf('MPESA_Statement_morning.pdf', morning);
  await expect(page.getByText('5 new')).toBeVisible();
  await screenshot(page, testInfo, 'banking-mpesa-preview-1280');
  await page.getByRole('button', { name: 'Import 5 lines' }).click();
  await expect(page.getByText('MPESA_Statement_morning.pdf imported')).toBeVisible();
  await page.getByRole('link', { name: 'Match the lines' }).click();

  // Most lines are matched on import: by the M-Pesa code already on a payment, by the customer's name, phone and
  // balance, and the charge as a fee. The payment from "A ODUOR" is only suggested, with its reasons.
  await expect(lineItem(page, 'BARAKA MWANGI')).toContainText('Recorded payment · matched automatically');
  await expect(lineItem(page, 'WANJIKU KAMAU')).toContainText(
    `Payment of ${wanjiku.invoice_number} · matched automatically`,
  );
  await expect(lineItem(page, 'Pay Bill Charge')).toContainText('M-Pesa charge · matched automatically');
  const oduor = lineItem(page, 'A ODUOR');
  await expect(oduor).toContainText('Suggested');
  await expect(oduor).toContainText(`Payment of ${achieng.invoice_number} · KES 3,000.00`);
  await expect(oduor).toContainText('The name on the line reads as Achieng Oduor');
  await screenshot(page, testInfo, 'banking-mpesa-inbox-1280');
  await page.setViewportSize(PHONE);
  await screenshot(page, testInfo, 'banking-mpesa-inbox-360');
  await page.setViewportSize(DESKTOP);
  await oduor.getByRole('button', { name: 'Accept' }).click();
  await expect(oduor).toContainText(`Payment of ${achieng.invoice_number}`);
  await expect(oduor).toContainText('Matched');

  const kplc = lineItem(page, 'KPLC PREPAID Acc. 37100011122').first();
  await kplc.getByRole('button', { name: /^More for / }).click();
  await page.getByRole('menuitem', { name: 'Make a rule from this line' }).click();
  const ruleDialog = page.getByRole('dialog', { name: 'New rule' });
  await ruleDialog.getByLabel(/^Name/).fill('KPLC to Utilities');
  await ruleDialog.getByLabel('Condition 1 value').fill('KPLC PREPAID');
  await ruleDialog.getByRole('combobox', { name: 'Book to' }).click();
  await page.getByRole('option', { name: '6200 Utilities' }).click();
  await ruleDialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(ruleDialog).toBeHidden();
  await kplc.getByRole('button', { name: /^More for / }).click();
  await page.getByRole('menuitem', { name: 'Book as an expense' }).click();
  const book = page.getByRole('dialog', { name: 'Book as an expense' });
  await book.getByRole('combobox', { name: 'Expense account' }).click();
  await page.getByRole('option', { name: '6200 Utilities' }).click();
  await book.getByRole('button', { name: 'Book it' }).click();
  await expect(book).toBeHidden();
  await expect(kplc).toContainText('Matched');
  await expect(page.getByRole('tab', { name: 'To match 0' })).toBeVisible();

  await importPdf('MPESA_Statement_evening.pdf', evening);
  await expect(page.getByText('2 new')).toBeVisible();
  await expect(page.getByText('2 already imported')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 lines' }).click();
  await expect(page.getByText('2 new lines added, 2 already imported.')).toBeVisible();
  await page.getByRole('link', { name: 'Match the lines' }).click();
  await expect(lineItem(page, KPLC)).toHaveCount(2);
  await expect(lineItem(page, 'Pay Bill Charge')).toHaveCount(2);
  for (const index of [0, 1]) {
    await expect(lineItem(page, KPLC).nth(index)).toContainText('Matched');
    await expect(lineItem(page, 'Pay Bill Charge').nth(index)).toContainText('Matched');
  }
  await expect(page.getByRole('tab', { name: 'To match 0' })).toBeVisible();

  await page.goto('/banking');
  const mpesa = page.getByRole('article', { name: 'M-Pesa', exact: true });
  await expect(mpesa).toContainText('KES 6,456.00');
  await mpesa.getByRole('link', { name: 'Reconcile' }).click();
  await expect(page.getByLabel(/Statement balance/)).toHaveValue('6456.00');
  await page.getByRole('button', { name: 'Compare with the books' }).click();
  const summary = page.getByRole('region', { name: 'Reconciliation' });
  await expect(summary.getByTestId('difference')).toHaveText('KES 0.00');
  await summary.getByRole('button', { name: 'Complete reconciliation' }).click();
  await expect(page.getByRole('table', { name: 'Reconciliation history' })).toContainText('Done');
  await screenshot(page, testInfo, 'banking-mpesa-reconciled-1280');
});
