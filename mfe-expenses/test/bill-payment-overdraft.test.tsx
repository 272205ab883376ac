import { type ApiCall, choose, click, mockApi, renderPage, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillDetailPage } from '../src/routes/bills/BillDetailPage.tsx';
import { bill } from './bill-fixtures.ts';
import { ledgerAccounts } from './fixtures.ts';
import { ASSET_ACCOUNTS } from './money-fixtures.ts';

function renderBill() {
  const calls = mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /ledger_accounts': (call: ApiCall) => ({
      body: { data: call.query.get('type') === 'asset' ? ASSET_ACCOUNTS : ledgerAccounts },
    }),
    'GET /bills/41': () => ({ body: { data: bill() } }),
    'POST /bills/41/payments': () => ({
      status: 201,
      body: { data: bill({ paid_amount: 1500, balance: 10_100 }) },
    }),
  });
  renderPage(<BillDetailPage />, { route: '/bills/41', path: '/bills/:billId' });
  return calls;
}

async function openDialog() {
  await click(await screen.findByRole('button', { name: 'Record payment' }));
  return screen.findByRole('dialog', { name: 'Record payment' });
}

describe('Bill payment from an account it would take below zero', () => {
  it('warns with what the account would be left with; the second click saves anyway', async () => {
    const calls = renderBill();
    const dialog = await openDialog();
    await choose(within(dialog).getByRole('combobox', { name: /^Method/ }), 'Bank transfer');
    await type(within(dialog).getByLabelText(/^Amount/), '1500');
    await click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Bank would go negative (-500.00). Save anyway?',
    );
    expect(calls.of('POST', '/bills/41/payments')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(calls.of('POST', '/bills/41/payments')).toHaveLength(1));
    const sent = calls.of('POST', '/bills/41/payments')[0]!.body as { payment: Record<string, unknown> };
    expect(sent.payment).toMatchObject({ amount: 1500, method: 'bank_transfer' });
  });

  it('asks again after the amount changes, and pays at once from an account that covers it', async () => {
    const calls = renderBill();
    const dialog = await openDialog();
    await choose(within(dialog).getByRole('combobox', { name: /^Method/ }), 'Cash');
    await type(within(dialog).getByLabelText(/^Amount/), '600');
    await click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Cash would go negative (-100.00)',
    );
    await type(within(dialog).getByLabelText(/^Amount/), '700');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Record payment' })).toBeTruthy();
    // M-Pesa holds 20,000.00: no question.
    await choose(within(dialog).getByRole('combobox', { name: /^Method/ }), 'M-Pesa');
    await click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(calls.of('POST', '/bills/41/payments')).toHaveLength(1));
  });
});
