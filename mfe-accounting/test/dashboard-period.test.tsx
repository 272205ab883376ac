import { choose, click, deferred, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Dashboard from '../src/Dashboard.tsx';
import { dashboard } from './fixtures.ts';

const TODAY = '2025-12-15';

async function openDashboard() {
  renderPage(<Dashboard today={TODAY} />, { route: '/', path: '/' });
  await settle();
}

const filled = dashboard({
  cash: [{ ledger_account_id: 1, name: 'Bank', balance: 5000 }],
  period: {
    from: '2025-12-01',
    to: '2025-12-31',
    income: 42000.5,
    expenses: 15000.25,
    profit: 27000.25,
    vat: { output_tax: 6720.08, input_tax: 1200.5, net_payable: 5519.58 },
  },
  bills_due: { due_now: { count: 2, amount: 1250.5 }, next_7_days: { count: 1, amount: 999.75 } },
});

const userWithYear = (financial_year_start?: string) => () => ({
  body: { data: user(financial_year_start ? { financial_year_start } : {}) },
});
const periodsAsked = (api: ReturnType<typeof mockApi>) =>
  api.of('GET', '/reports/dashboard').map((call) => `${call.query.get('from')}..${call.query.get('to')}`);
const bars = (name: string) =>
  within(screen.getByRole('figure', { name }))
    .getAllByRole('listitem')
    .map((item) => [...item.children].map((part) => part.textContent))
    .filter((parts) => parts[0] !== '')
    .map(([label, , amount]) => [label, amount]);
const lines = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("Home's period and its cards", () => {
  it('while loading, shows the picker over a skeleton, then the cards of this month', async () => {
    const held = deferred();
    const api = mockApi({
      'GET /users/current': userWithYear(),
      'GET /reports/dashboard': async () => {
        await held.promise;
        return { body: { data: filled } };
      },
    });
    await openDashboard();
    expect(screen.getByRole('status', { name: 'Loading your figures' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toContain('This month');
    held.resolve();
    const profit = await screen.findByRole('region', { name: 'Profit' });
    expect(profit.textContent).toContain('KES 27,000.25');
    expect(periodsAsked(api)).toEqual(['2025-12-01..2025-12-31']);
  });

  it('draws profit, VAT due and bills due with their parts, links and bars', async () => {
    mockApi({
      'GET /users/current': userWithYear(),
      'GET /reports/dashboard': () => ({ body: { data: filled } }),
    });
    await openDashboard();
    await screen.findByRole('region', { name: 'Profit' });
    expect(lines('Income and expenses')).toEqual(['IncomeKES 42,000.50', 'ExpensesKES 15,000.25']);
    const vat = screen.getByRole('region', { name: 'VAT due' });
    expect(vat.textContent).toContain('KES 5,519.58');
    expect(lines('Output and input VAT')).toEqual(['Output VATKES 6,720.08', 'Input VATKES 1,200.50']);
    expect(within(vat).getByRole('link', { name: 'VAT report' }).getAttribute('href')).toBe(
      '/accounting/reports?report=vat&from=2025-12-01&to=2025-12-31',
    );
    const bills = screen.getByRole('region', { name: 'Bills due' });
    expect(bills.textContent).toContain('KES 1,250.50');
    expect(lines('Bills due')).toEqual([
      '2 bills due nowKES 1,250.50',
      '1 bill in the next 7 daysKES 999.75',
    ]);
    expect(within(bills).getByRole('link', { name: 'Bills' }).getAttribute('href')).toBe('/bills');
    expect(
      within(screen.getByRole('region', { name: 'Profit' }))
        .getByRole('link', { name: 'Profit and loss' })
        .getAttribute('href'),
    ).toBe('/accounting/reports?report=profit_and_loss&from=2025-12-01&to=2025-12-31');
    expect(bars('Income, expenses and profit')).toEqual([
      ['Income', '42,000.50'],
      ['Expenses', '15,000.25'],
      ['Profit', '27,000.25'],
    ]);
    expect(bars('VAT: output, input and due')).toEqual([
      ['Output VAT', '6,720.08'],
      ['Input VAT', '1,200.50'],
      ['VAT due', '5,519.58'],
    ]);
    // The balances and months are still there below.
    expect(screen.getByRole('region', { name: 'Cash' })).toBeTruthy();
  });

  it('reads last month, this quarter and the financial year from the account’s year start', async () => {
    const api = mockApi({
      'GET /users/current': userWithYear('07-01'),
      'GET /reports/dashboard': () => ({ body: { data: filled } }),
    });
    await openDashboard();
    await screen.findByRole('region', { name: 'Profit' });
    const picker = screen.getByRole('combobox', { name: 'Period' });
    await choose(picker, 'Last month');
    await choose(picker, 'This quarter');
    await choose(picker, 'This financial year');
    await waitFor(() =>
      expect(periodsAsked(api)).toEqual([
        '2025-12-01..2025-12-31',
        '2025-11-01..2025-11-30',
        '2025-10-01..2025-12-31',
        '2025-07-01..2026-06-30',
      ]),
    );
    expect(screen.queryByLabelText('From')).toBeNull();
  });

  it('custom starts from the dates on screen, reads new ones, and refuses a From after the To', async () => {
    const api = mockApi({
      'GET /users/current': userWithYear(),
      'GET /reports/dashboard': () => ({ body: { data: filled } }),
    });
    await openDashboard();
    await screen.findByRole('region', { name: 'Profit' });
    await choose(screen.getByRole('combobox', { name: 'Period' }), 'Custom');
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect([from.value, (screen.getByLabelText('To') as HTMLInputElement).value]).toEqual([
      '2025-12-01',
      '2025-12-31',
    ]);
    await type(from, '2025-12-10');
    await waitFor(() => expect(periodsAsked(api).at(-1)).toBe('2025-12-10..2025-12-31'));
    const asked = periodsAsked(api).length;
    await type(from, '2026-01-05');
    expect(await screen.findByText('From must be on or before To')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Profit' })).toBeNull();
    await settle();
    expect(periodsAsked(api)).toHaveLength(asked);
  });

  it('says VAT paid on purchases exceeds VAT charged as a credit', async () => {
    const credit = dashboard({
      ...filled,
      period: { ...filled.period, vat: { output_tax: 100, input_tax: 400, net_payable: -300 } },
    });
    mockApi({
      'GET /users/current': userWithYear(),
      'GET /reports/dashboard': () => ({ body: { data: credit } }),
    });
    await openDashboard();
    const vat = await screen.findByRole('region', { name: 'VAT due' });
    expect(vat.textContent).toContain('-KES 300.00');
    expect(vat.textContent).toContain('a credit to carry forward');
  });

  it('an empty business sees the empty state, no cards; a failure keeps the picker and retries', async () => {
    let answer: 'empty' | 'fail' = 'empty';
    const api = mockApi({
      'GET /users/current': userWithYear(),
      'GET /reports/dashboard': () =>
        answer === 'fail' ? { status: 500, body: { error: 'Boom' } } : { body: { data: dashboard() } },
    });
    const { unmount } = renderPage(<Dashboard today={TODAY} />, { route: '/', path: '/' });
    expect(await screen.findByText('Your figures will show here')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Profit' })).toBeNull();
    unmount();
    answer = 'fail';
    await openDashboard();
    expect(await screen.findByText('Your figures could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
    answer = 'empty';
    await click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Your figures will show here')).toBeTruthy();
    expect(api.of('GET', '/reports/dashboard').length).toBeGreaterThanOrEqual(3);
  });
});
