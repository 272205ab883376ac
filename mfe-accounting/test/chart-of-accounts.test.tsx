import { ledgerAccountKeys } from '@daftari/api-client';
import { click, mockApi, pickMenuItem, settle, type } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, chart, currentUser } from './fixtures.ts';
import { renderAccounting } from './render.tsx';

async function openChart() {
  const result = renderAccounting('/accounting/chart-of-accounts');
  await screen.findByRole('table', { name: 'Assets' });
  await settle();
  return result;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('Chart of accounts', () => {
  it('groups the accounts by type with their balances, each linked to its general ledger', async () => {
    mockApi({ 'GET /users/current': currentUser, 'GET /ledger_accounts': () => ({ body: { data: chart } }) });
    await openChart();
    const groups = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'].map((name) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 2)
            .map((cell) => cell.textContent),
        ),
    );
    expect(groups).toEqual([
      [
        ['1000', 'BankSystem'],
        ['1200', 'Accounts receivableSystem'],
      ],
      [['2000', 'Accounts payableSystem']],
      [['3000', "Owner's capital"]],
      [['4000', 'SalesSystem']],
      [
        ['6100', 'Rent'],
        ['6150', 'Internet'],
      ],
    ]);
    const bank = screen.getByRole('link', { name: /^Balance of Bank:/ });
    expect(bank.textContent).toBe('KES 125,000.50');
    expect(bank.getAttribute('href')).toBe('/accounting/reports?report=general_ledger&ledger_account_id=1');
  });

  it('asks for archived accounts only when shown', async () => {
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /ledger_accounts': (call) => ({
        body: {
          data: call.query.get('include_archived')
            ? [...chart, account(8, { name: 'Old phone line', archived: true })]
            : chart,
        },
      }),
    });
    await openChart();
    expect(screen.queryByText('Old phone line')).toBeNull();
    await click(screen.getByRole('checkbox', { name: 'Show archived accounts' }));
    expect(await screen.findByText('Old phone line')).toBeTruthy();
    expect(api.of('GET', '/ledger_accounts').map((call) => call.query.toString())).toEqual([
      '',
      'include_archived=true',
    ]);
  });

  it('adds an account and shows the server refusal under its field', async () => {
    let refuse = true;
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /ledger_accounts': () => ({ body: { data: chart } }),
      'POST /ledger_accounts': () =>
        refuse
          ? {
              status: 422,
              body: {
                error: 'Validation failed',
                details: { 'ledger_account.number': ['Number is already used'] },
              },
            }
          : { status: 201, body: { data: account(9, { number: '6200', name: 'Fuel' }) } },
    });
    await openChart();
    await click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account' });
    await type(within(dialog).getByLabelText(/Number/), '6100');
    await type(within(dialog).getByLabelText(/Name/), 'Fuel');
    await click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('Number is already used')).toBeTruthy();

    refuse = false;
    await type(within(dialog).getByLabelText(/Number/), '6200');
    await click(within(dialog).getByRole('button', { name: 'Add account' }));
    await settle();
    expect(api.of('POST', '/ledger_accounts').at(-1)?.body).toEqual({
      ledger_account: { number: '6200', name: 'Fuel', account_type: 'expense' },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("marks every area's copy of the chart stale once an account is added, so their pickers ask again", async () => {
    mockApi({
      'GET /users/current': currentUser,
      'GET /ledger_accounts': () => ({ body: { data: chart } }),
      'POST /ledger_accounts': () => ({
        status: 201,
        body: { data: account(9, { number: '6200', name: 'Fuel' }) },
      }),
    });
    const { queryClient } = await openChart();
    // What the expenses area's money-account picker cached.
    const elsewhere = ledgerAccountKeys.list({ type: 'asset' });
    queryClient.setQueryData(elsewhere, chart);
    await click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add account' });
    await type(within(dialog).getByLabelText(/Number/), '6200');
    await type(within(dialog).getByLabelText(/Name/), 'Fuel');
    expect(queryClient.getQueryState(elsewhere)?.isInvalidated).toBe(false);
    await click(within(dialog).getByRole('button', { name: 'Add account' }));
    await settle();
    expect(queryClient.getQueryState(elsewhere)?.isInvalidated).toBe(true);
  });

  it('archives an account; a system account offers no archive or delete', async () => {
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /ledger_accounts': () => ({ body: { data: chart } }),
      'PUT /ledger_accounts/:id': () => ({ body: { data: account(6, { archived: true }) } }),
    });
    await openChart();
    await click(within(rowOf('Bank')).getByRole('button', { name: 'Actions for Bank' }));
    await settle();
    const items = within(screen.getByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Rename or renumber']);
    await click(within(rowOf('Bank')).getByRole('button', { name: 'Actions for Bank' }));

    await pickMenuItem(within(rowOf('Rent')).getByRole('button', { name: 'Actions for Rent' }), 'Archive');
    await settle();
    expect(api.of('PUT', '/ledger_accounts/6').map((call) => call.body)).toEqual([
      { ledger_account: { archived: true } },
    ]);
    expect(await screen.findByText('Rent archived')).toBeTruthy();
  });

  it("shows the server's refusal to delete an account that has postings", async () => {
    mockApi({
      'GET /users/current': currentUser,
      'GET /ledger_accounts': () => ({ body: { data: chart } }),
      'DELETE /ledger_accounts/:id': () => ({
        status: 422,
        body: { error: 'An account with journal lines cannot be deleted; archive it instead' },
      }),
    });
    await openChart();
    await pickMenuItem(within(rowOf('Rent')).getByRole('button', { name: 'Actions for Rent' }), 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Rent?' });
    await click(within(confirm).getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText('An account with journal lines cannot be deleted; archive it instead'),
    ).toBeTruthy();
  });
});
