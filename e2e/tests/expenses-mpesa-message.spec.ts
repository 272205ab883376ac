import { expect, test } from '@playwright/test';
import { signUp } from '../support/accounts.ts';

const MESSAGE = `SLK2AB3CD4 Confirmed. Ksh2,500.00 sent to KPLC PREPAID for account 54123456789 on 5/3/26 at 9:02 AM
New M-PESA balance is Ksh10,200.00. Transaction cost, Ksh33.00.Amount you can transact within the day is 497,500.00.`;

test('an owner pastes an M-Pesa message and saves the suggested expense with its charge line', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/expenses/create');

  await page.getByLabel(/^Paste M-Pesa message/).fill('Your parcel is ready for collection');
  await page.getByRole('button', { name: 'Fill from M-Pesa message' }).click();
  await expect(page.getByText(/This is not an M-Pesa confirmation/)).toBeVisible();

  await page.getByLabel(/^Paste M-Pesa message/).fill(MESSAGE);
  await page.getByRole('button', { name: 'Fill from M-Pesa message' }).click();
  await expect(page.getByLabel(/Total Value \(KES\)/)).toHaveValue('2500.00');
  await expect(page.getByLabel('Dated')).toHaveValue('2026-03-05');
  await expect(page.getByLabel('Receipt reference')).toHaveValue('SLK2AB3CD4');
  await expect(page.getByRole('textbox', { name: /^Description/ })).toHaveValue(
    'M-Pesa payment to KPLC PREPAID account 54123456789',
  );
  await expect(page.getByTestId('mpesa-charge')).toHaveText(
    /Transaction cost KES 33\.00 will be saved as a second expense on .*Bank Charges\./,
  );

  await page.getByRole('button', { name: 'Create New Expense' }).click();
  // A new business's money accounts hold nothing yet: the form warns before it takes the account below zero.
  const overdraft = page.getByRole('alertdialog', { name: 'Balance would go negative' });
  await expect(overdraft).toContainText('M-Pesa would go negative (-2,500.00). Save anyway?');
  await overdraft.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page).toHaveURL('/expenses');
  await expect(page.getByRole('row', { name: /KPLC PREPAID/ })).toContainText('KES 2,500.00');
  const charge = page.getByRole('row', { name: /M-Pesa transaction cost for SLK2AB3CD4/ });
  await expect(charge).toContainText('KES 33.00');
  await expect(charge).toContainText('Bank Charges');
});
