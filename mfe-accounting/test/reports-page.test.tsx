import { formatDateMedium } from '@daftari/format';
import { choose, location } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  balanceSheet,
  generalLedger,
  profitAndLoss,
  receivables,
  renderReports,
  reportsApi,
  TODAY,
  trialBalance,
  vat,
} from './reports-fixtures.tsx';

const table = (name: string) => screen.findByRole('table', { name });
const rowTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent),
    );
const lastQuery = (api: ReturnType<typeof reportsApi>, report: string) =>
  Object.fromEntries(api.of('GET', `/reports/${report}`).at(-1)?.query ?? []);

describe('Reports: picking a report and its days', () => {
  it('opens the profit and loss of the year to date, then another report, keeping its choice in the URL', async () => {
    const api = reportsApi({
      'GET /reports/profit_and_loss': () => ({ body: { data: profitAndLoss() } }),
      'GET /reports/trial_balance': () => ({ body: { data: trialBalance } }),
    });
    await renderReports();
    await table('Profit and loss');
    expect(lastQuery(api, 'profit_and_loss')).toEqual({ from: '2026-01-01', to: TODAY });
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toBe('Year to date');

    await choose(screen.getByRole('combobox', { name: 'Report' }), 'Trial balance');
    await table('Trial balance');
    expect(location()).toBe('/accounting/reports?report=trial_balance');
    expect(lastQuery(api, 'trial_balance')).toEqual({ as_of: TODAY });
    expect(screen.getByLabelText('As of')).toHaveProperty('value', TODAY);
  });

  it('sets the period from a preset and the balance day from another, computed from the injected day', async () => {
    const api = reportsApi({
      'GET /reports/profit_and_loss': () => ({ body: { data: profitAndLoss() } }),
      'GET /reports/balance_sheet': () => ({ body: { data: balanceSheet } }),
    });
    await renderReports();
    await table('Profit and loss');
    await choose(screen.getByRole('combobox', { name: 'Period' }), 'Last month');
    expect(location()).toBe('/accounting/reports?report=profit_and_loss&from=2026-10-01&to=2026-10-31');
    await waitFor(() =>
      expect(lastQuery(api, 'profit_and_loss')).toEqual({ from: '2026-10-01', to: '2026-10-31' }),
    );
    expect(screen.getByLabelText('From')).toHaveProperty('value', '2026-10-01');

    await choose(screen.getByRole('combobox', { name: 'Report' }), 'Balance sheet');
    await choose(screen.getByRole('combobox', { name: 'Balances at' }), 'End of last year');
    await waitFor(() => expect(lastQuery(api, 'balance_sheet')).toEqual({ as_of: '2025-12-31' }));
    expect(location()).toContain('as_of=2025-12-31');
  });

  it('opens a shared link to one account’s ledger for its period', async () => {
    const api = reportsApi({
      'GET /reports/general_ledger': () => ({ body: generalLedger([]) }),
    });
    await renderReports('/accounting/reports?report=general_ledger&ledger_account_id=12&from=2026-03-01');
    await waitFor(() =>
      expect(lastQuery(api, 'general_ledger')).toEqual({
        ledger_account_id: '12',
        from: '2026-03-01',
        to: TODAY,
        page: '1',
        per_page: '50',
      }),
    );
    expect(await screen.findByText('No transactions in this period')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Account' }).textContent).toBe('4000 · Sales'),
    );
  });
});

describe('Reports: the tables', () => {
  it('shows the trial balance with both totals and each balance linked to its ledger for the year', async () => {
    reportsApi({ 'GET /reports/trial_balance': () => ({ body: { data: trialBalance } }) });
    await renderReports('/accounting/reports?report=trial_balance&as_of=2026-06-30');
    const rows = rowTexts(await table('Trial balance'));
    expect(rows[0]).toEqual(['Account', 'Debit', 'Credit']);
    expect(rows[1]).toEqual(['1100 Bank', '17,400.00', '–']);
    expect(rows[3]).toEqual(['2100 VAT payable (output)', '–', '4,000.00']);
    expect(rows.at(-1)).toEqual(['Total', '29,000.00', '29,000.00']);
    expect(screen.getByText(/amounts in KES/)).toBeTruthy();
    const sales = screen.getByRole('link', { name: '25,000.00' });
    expect(sales.getAttribute('href')).toBe(
      '/accounting/reports?report=general_ledger&ledger_account_id=12&from=2026-01-01&to=2026-06-30',
    );
  });

  it('adds the comparison column when asked, with its own dates and totals', async () => {
    const api = reportsApi({
      'GET /reports/profit_and_loss': (call) => ({
        body: { data: profitAndLoss(call.query.get('compare') === 'previous_year') },
      }),
    });
    await renderReports();
    const period = 'This periodJan 1 – Nov 25, 2026';
    expect(rowTexts(await table('Profit and loss'))[0]).toEqual(['Account', period]);
    expect(
      screen.getByText(`${formatDateMedium('2026-01-01')} – ${formatDateMedium(TODAY)} · amounts in KES`),
    ).toBeTruthy();

    await choose(screen.getByRole('combobox', { name: 'Compare with' }), 'Previous year');
    await waitFor(() => expect(lastQuery(api, 'profit_and_loss').compare).toBe('previous_year'));
    expect(location()).toContain('compare=previous_year');
    const previous = 'Previous yearJan 1 – Nov 25, 2025';
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table'))[0]).toEqual(['Account', period, previous]),
    );
    const rows = rowTexts(screen.getByRole('table'));
    expect(rows).toContainEqual(['4000 Sales', '25,000.00', '18,000.50']);
    expect(rows).toContainEqual(['Total income', '25,000.00', '18,000.50']);
    expect(rows.at(-1)).toEqual(['Net profit', '-5,000.00', '6,000.50']);
    expect(screen.getByRole('link', { name: '30,000.00' }).getAttribute('href')).toBe(
      `/accounting/reports?report=general_ledger&ledger_account_id=14&from=2026-01-01&to=${TODAY}`,
    );
  });

  it('links balance sheet accounts to their ledger, but not the year’s earnings', async () => {
    reportsApi({ 'GET /reports/balance_sheet': () => ({ body: { data: balanceSheet } }) });
    await renderReports('/accounting/reports?report=balance_sheet');
    const rows = rowTexts(await table('Balance sheet'));
    expect(rows).toContainEqual(['Total assets', '29,000.00']);
    expect(rows.at(-1)).toEqual(['Total liabilities and equity', '29,000.00']);
    expect(screen.getByRole('link', { name: '11,600.00' }).getAttribute('href')).toBe(
      `/accounting/reports?report=general_ledger&ledger_account_id=3&from=2026-01-01&to=${TODAY}`,
    );
    expect(screen.queryByRole('link', { name: '25,000.00' })).toBeNull();
  });

  it('links a customer of the receivables aging to their invoices and each total to the ledger of 1200', async () => {
    reportsApi({ 'GET /reports/receivables_aging': () => ({ body: { data: receivables } }) });
    await renderReports('/accounting/reports?report=receivables_aging');
    const rows = rowTexts(await table('Receivables aging'));
    expect(rows[1]).toEqual(['Amina Otieno', '5,800.00', '–', '2,900.00', '–', '–', '8,700.00']);
    expect(rows.at(-1)).toEqual(['Total', '5,800.00', '–', '2,900.00', '–', '2,900.00', '11,600.00']);
    expect(screen.getByRole('link', { name: 'Amina Otieno' }).getAttribute('href')).toBe(
      '/work/invoicing?contact=7',
    );
    const ledgerOf1200 = `/accounting/reports?report=general_ledger&ledger_account_id=3&from=2026-01-01&to=${TODAY}`;
    expect((await screen.findByRole('link', { name: '8,700.00' })).getAttribute('href')).toBe(ledgerOf1200);
    const noContact = screen.getByRole('row', { name: /^No contact/ });
    expect(
      within(noContact)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([ledgerOf1200]);
  });

  it('shows VAT by rate with the net payable, each VAT total opening its account', async () => {
    reportsApi({ 'GET /reports/vat': () => ({ body: { data: vat } }) });
    await renderReports('/accounting/reports?report=vat');
    const rows = rowTexts(await table('VAT'));
    expect(rows).toContainEqual(['Standard 16%', '25,000.00', '4,000.00']);
    expect(rows).toContainEqual(['Total input VAT', '1,000.00', '160.00']);
    expect(rows.at(-1)).toEqual(['Net VAT payable', '', '3,840.00']);
    expect(within(screen.getByRole('row', { name: /^Standard 16% 25,000/ })).queryByRole('link')).toBeNull();
    expect((await screen.findByRole('link', { name: '4,000.00' })).getAttribute('href')).toBe(
      `/accounting/reports?report=general_ledger&ledger_account_id=8&from=2026-01-01&to=${TODAY}`,
    );
  });
});
