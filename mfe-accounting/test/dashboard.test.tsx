import { click, mockApi, renderPage, settle } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Dashboard from '../src/Dashboard.tsx';
import { currentUser, dashboard } from './fixtures.ts';

async function openDashboard() {
  renderPage(<Dashboard />, { route: '/', path: '/' });
  await settle();
}

const loaded = dashboard({
  receivables: 58000.25,
  overdue: 12500.1,
  payables: 7300,
  cash: [
    { ledger_account_id: 1, name: 'Bank', balance: 100000.1 },
    { ledger_account_id: 9, name: 'M-Pesa', balance: 2500.2 },
  ],
  months: dashboard().months.map((month, index) => ({
    month: month.month,
    income: index === 11 ? 42000.5 : 1000 * index,
    expenses: index === 11 ? 15000 : 500 * index,
  })),
  top_debtors: [
    { contact_id: 4, contact_name: 'Savannah Traders', balance: 40000 },
    { contact_id: null, contact_name: 'Walk-in customer', balance: 18000.25 },
  ],
});

describe('Dashboard', () => {
  it('shows what customers owe, what is overdue, what the business owes and cash by account', async () => {
    mockApi({ 'GET /users/current': currentUser, 'GET /reports/dashboard': () => ({ body: loaded }) });
    await openDashboard();
    const owed = await screen.findByRole('region', { name: 'Customers owe you' });
    expect(owed.textContent).toContain('KES 58,000.25');
    expect(owed.textContent).toContain('KES 12,500.10 overdue');
    expect(screen.getByRole('region', { name: 'You owe' }).textContent).toContain('KES 7,300.00');
    const cash = screen.getByRole('region', { name: 'Cash' });
    // The total is summed in cents: 100,000.10 + 2,500.20 is 102,500.30 exactly.
    expect(cash.textContent).toContain('KES 102,500.30');
    expect(
      within(cash)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BankKES 100,000.10', 'M-PesaKES 2,500.20']);
  });

  it('gives the chart its figures as a table and links the largest debtors to their contacts', async () => {
    mockApi({ 'GET /users/current': currentUser, 'GET /reports/dashboard': () => ({ body: loaded }) });
    await openDashboard();
    const table = await screen.findByRole('table', { name: 'Income and expenses by month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[12]!)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['December 2025']);
    expect(
      within(rows[12]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['KES 42,000.50', 'KES 15,000.00']);
    const debtors = within(screen.getByRole('list', { name: 'Largest debtors' })).getAllByRole('listitem');
    expect(debtors.map((item) => item.textContent)).toEqual([
      'Savannah TradersKES 40,000.00',
      'Walk-in customerKES 18,000.25',
    ]);
    expect(within(debtors[0]!).getByRole('link').getAttribute('href')).toBe('/contacts/4');
    expect(within(debtors[1]!).queryByRole('link')).toBeNull();
  });

  it('shows an empty state before anything is posted', async () => {
    mockApi({ 'GET /users/current': currentUser, 'GET /reports/dashboard': () => ({ body: dashboard() }) });
    await openDashboard();
    expect(await screen.findByText('Your figures will show here')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cash' })).toBeNull();
  });

  it('says quietly that the figures could not be loaded, with a retry', async () => {
    let fail = true;
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /reports/dashboard': () => (fail ? { status: 500, body: { error: 'Boom' } } : { body: loaded }),
    });
    await openDashboard();
    expect(await screen.findByText('Your figures could not be loaded.')).toBeTruthy();
    fail = false;
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Cash' })).toBeTruthy();
    expect(api.of('GET', '/reports/dashboard')).toHaveLength(2);
  });
});
