import { type ApiCall, choose, click, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpenseFormPage } from '../src/routes/ExpenseFormPage.tsx';
import { expense, ledgerAccounts } from './fixtures.ts';
import { ASSET_ACCOUNTS } from './money-fixtures.ts';

function api(lastPaidFrom = 33, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /ledger_accounts': (call: ApiCall) => ({
      body: { data: call.query.get('type') === 'asset' ? ASSET_ACCOUNTS : ledgerAccounts },
    }),
    'GET /expenses/defaults': () => ({ body: { data: { paid_from_account_id: lastPaidFrom } } }),
    'POST /expenses': () => ({ status: 201, body: { data: expense({ id: 9 }) } }),
    'GET /expenses/5': () => ({ body: { data: expense({ paid_from_account_id: 32, total_value: 2320 }) } }),
    'PUT /expenses/5': () => ({ body: { data: expense() } }),
    ...extra,
  });
}

const paidFrom = () => screen.getByRole('combobox', { name: /^Paid from/ });
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

async function renderCreate() {
  renderPage(<ExpenseFormPage />, { route: '/expenses/create', path: '/expenses/create' });
  await screen.findByRole('heading', { level: 1, name: 'New Expense' });
  await click(screen.getByRole('button', { name: 'Manual Entry' }));
  await settle();
}

async function fill(total: string) {
  await click(screen.getByRole('button', { name: /^Account/ }));
  await click(await screen.findByRole('option', { name: 'Office Supplies' }));
  await type(input(/^Dated/), '2026-03-01');
  await type(input(/^Total Value/), total);
  await type(input(/^Description/), 'Printer paper');
}

/** The edit of expense 5 (2,320.00 out of Bank), with Bank already at -500.00. */
async function editWithBankOverdrawn() {
  const overdrawn = ASSET_ACCOUNTS.map((account) =>
    account.id === 32 ? { ...account, balance: -500 } : account,
  );
  const mock = api(32, {
    'GET /ledger_accounts': (call: ApiCall) => ({
      body: { data: call.query.get('type') === 'asset' ? overdrawn : ledgerAccounts },
    }),
  });
  renderPage(<ExpenseFormPage />, { route: '/expenses/5/edit', path: '/expenses/:expenseId/edit' });
  await screen.findByRole('button', { name: 'Update Expense' });
  await waitFor(() => expect(paidFrom().textContent).toContain('1100 Bank'));
  return mock;
}

describe('Expense form: paid from', () => {
  it('starts with the account the business last paid from and offers only the money accounts', async () => {
    api(33);
    await renderCreate();
    await waitFor(() => expect(paidFrom().textContent).toContain('1300 M-Pesa'));
    await click(paidFrom());
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1000 Cash', '1100 Bank', '1300 M-Pesa', '1310 Paystack clearing']);
  });

  it('sends the account chosen', async () => {
    const { of } = api(33);
    await renderCreate();
    await fill('250.00');
    await choose(paidFrom(), '1000 Cash');
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    expect(of('POST', '/expenses')[0]!.form!.paid_from_account_id).toBe('31');
  });

  it('an edit shows the account the expense was paid from', async () => {
    const { of } = api(33);
    renderPage(<ExpenseFormPage />, { route: '/expenses/5/edit', path: '/expenses/:expenseId/edit' });
    await screen.findByRole('button', { name: 'Update Expense' });
    await waitFor(() => expect(paidFrom().textContent).toContain('1100 Bank'));
    expect(of('GET', '/expenses/defaults')).toHaveLength(0);
  });
});

describe('Expense form: a payment that would take the account below zero', () => {
  it('warns with the balance it would leave; Cancel sends nothing, Save anyway saves', async () => {
    const { of } = api(32);
    await renderCreate();
    await waitFor(() => expect(paidFrom().textContent).toContain('1100 Bank'));
    await fill('2234.00');
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Bank would go negative (-1,234.00). Save anyway?');
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(of('POST', '/expenses')).toHaveLength(0);

    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    expect(of('POST', '/expenses')[0]!.form).toMatchObject({
      paid_from_account_id: '32',
      totalValue: '2234.00',
    });
  });

  it('saves at once when the balance covers it', async () => {
    const { of } = api(32);
    await renderCreate();
    await waitFor(() => expect(paidFrom().textContent).toContain('1100 Bank'));
    await fill('1000.00');
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a Refund never warns', async () => {
    const { of } = api(32);
    await renderCreate();
    await waitFor(() => expect(paidFrom().textContent).toContain('1100 Bank'));
    await choose(screen.getByRole('combobox', { name: /^Type/ }), 'Refund');
    await fill('5000.00');
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an edit counts what the expense already took from the same account', async () => {
    // Bank holds 1,000.00 after this expense's 2,320.00: raising it to 3,000.00 leaves 320.00, no warning.
    const { of } = api(32);
    renderPage(<ExpenseFormPage />, { route: '/expenses/5/edit', path: '/expenses/:expenseId/edit' });
    await screen.findByRole('button', { name: 'Update Expense' });
    await waitFor(() => expect(paidFrom().textContent).toContain('1100 Bank'));
    await type(input(/^Total Value/), '3000.00');
    await click(screen.getByRole('button', { name: 'Update Expense' }));
    await waitFor(() => expect(of('PUT', '/expenses/5')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an edit that takes no more than before is not warned about, even with the account below zero', async () => {
    // Bank is at -500.00 after this expense's 2,320.00: the same amount (or less) leaves it no lower.
    const { of } = await editWithBankOverdrawn();
    await type(input(/^Total Value/), '2000.00');
    await click(screen.getByRole('button', { name: 'Update Expense' }));
    await waitFor(() => expect(of('PUT', '/expenses/5')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('an edit that takes more than before from an account below zero is warned about', async () => {
    const { of } = await editWithBankOverdrawn();
    await type(input(/^Total Value/), '2320.01');
    await click(screen.getByRole('button', { name: 'Update Expense' }));
    expect((await screen.findByRole('alertdialog')).textContent).toContain(
      'Bank would go negative (-500.01)',
    );
    expect(of('PUT', '/expenses/5')).toHaveLength(0);
  });
});
