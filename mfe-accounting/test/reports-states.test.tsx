import { click, deferred, location } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  emptyProfitAndLoss,
  generalLedger,
  ledgerLine,
  profitAndLoss,
  renderReports,
  reportsApi,
  trialBalance,
} from './reports-fixtures.tsx';

const LEDGER = '/accounting/reports?report=general_ledger&ledger_account_id=3';
const ledgerTable = () => screen.findByRole('table', { name: 'General ledger' });
const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

const pageOne = generalLedger(
  [
    ledgerLine({ debit: 11600, balance: 12600 }),
    ledgerLine({
      journal_entry_id: 2,
      number: 'JE-000002',
      source_type: 'payment',
      source_id: '4',
      description: 'Payment of INV-0001',
      date: '2026-03-10',
      credit: 5000,
      balance: 7600,
    }),
  ],
  { total_count: 3, total_pages: 2, per_page: 2 },
);
const pageTwo = generalLedger(
  [
    ledgerLine({
      journal_entry_id: 3,
      number: 'JE-000003',
      source_type: 'manual',
      source_id: null,
      description: null,
      date: '2026-04-01',
      debit: 5000,
      balance: 12600,
    }),
  ],
  { total_count: 3, total_pages: 2, per_page: 2, current_page: 2 },
);

describe('Reports: the general ledger', () => {
  it('pages the lines, opening balance first and closing balance last, each line linked to its document', async () => {
    const next = deferred();
    const api = reportsApi({
      'GET /reports/general_ledger': (call) =>
        call.query.get('page') === '2' ? { body: pageTwo, delay: next.promise } : { body: pageOne },
    });
    await renderReports(LEDGER);
    const table = await ledgerTable();
    expect(firstCells(table)).toEqual(['Opening balance', expect.any(String), expect.any(String)]);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(screen.getByText('3 lines')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Invoice INV-0001' }).getAttribute('href')).toBe(
      '/work/invoicing/6f1c9a52-2b8e-4c0a-9d8e-0a1b2c3d4e5f',
    );
    expect(within(table).getByRole('link', { name: 'Payment of INV-0001' }).getAttribute('href')).toBe(
      '/accounting/journal-entry?from=2026-03-10&to=2026-03-10&ledger_account_id=3&source_type=payment',
    );
    expect(screen.getByText('Closing balance').nextSibling?.textContent).toBe('KES 12,600.00');

    await click(screen.getByRole('button', { name: /next/i }));
    expect(location()).toBe(`${LEDGER}&page=2`);
    // While page 2 loads, page 1 stays with the pager held.
    expect(within(await ledgerTable()).getByText('Invoice INV-0001')).toBeTruthy();
    expect(screen.getByRole('button', { name: /next/i })).toHaveProperty('disabled', true);
    next.resolve();
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    const cells = firstCells(await ledgerTable());
    expect(cells.at(-1)).toBe('Closing balance');
    expect(cells).not.toContain('Opening balance');
    expect(screen.getByRole('link', { name: 'Manual' }).getAttribute('href')).toContain('source_type=manual');
    expect(api.of('GET', '/reports/general_ledger').at(-1)?.query.get('page')).toBe('2');
  });

  it('asks for an account first, with nothing to download until then', async () => {
    const api = reportsApi({});
    await renderReports('/accounting/reports?report=general_ledger');
    expect(await screen.findByRole('heading', { name: 'Choose an account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true);
    expect(api.of('GET', '/reports/general_ledger')).toHaveLength(0);
  });
});

describe('Reports: loading, failing, empty, downloading', () => {
  it('shows a skeleton until the report answers', async () => {
    const answer = deferred();
    reportsApi({
      'GET /reports/profit_and_loss': () => ({ body: { data: profitAndLoss() }, delay: answer.promise }),
    });
    await renderReports();
    expect(await screen.findByTestId('report-loading')).toBeTruthy();
    answer.resolve();
    expect(await screen.findByRole('table', { name: 'Profit and loss' })).toBeTruthy();
    expect(screen.queryByTestId('report-loading')).toBeNull();
  });

  it('says why a report failed and loads it again on retry', async () => {
    let fail = true;
    const api = reportsApi({
      'GET /reports/trial_balance': () =>
        fail ? { status: 500, body: { error: 'Database unavailable' } } : { body: { data: trialBalance } },
    });
    await renderReports('/accounting/reports?report=trial_balance');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable');
    fail = false;
    await click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Trial balance' })).toBeTruthy();
    expect(api.of('GET', '/reports/trial_balance')).toHaveLength(2);
  });

  it('says when a period has no transactions', async () => {
    reportsApi({ 'GET /reports/profit_and_loss': () => ({ body: { data: emptyProfitAndLoss } }) });
    await renderReports();
    expect(await screen.findByText('No transactions in this period')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the report on screen as CSV with the bearer, saved under its name and day', async () => {
    localStorage.setItem('auth_token', 'secret-token');
    const api = reportsApi({
      'GET /reports/trial_balance': (call) =>
        call.query.get('format') === 'csv'
          ? { body: new Blob(['Account,Debit,Credit\n'], { type: 'text/csv' }) }
          : { body: { data: trialBalance } },
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderReports('/accounting/reports?report=trial_balance&as_of=2026-06-30');
    await screen.findByRole('table', { name: 'Trial balance' });
    await click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('trial-balance-2026-06-30.csv');
    const download = api.fetchMock.mock.calls.at(-1)?.[0] as Request;
    expect(new URL(download.url).search).toBe('?as_of=2026-06-30&format=csv');
    expect(download.headers.get('Authorization')).toBe('Bearer secret-token');
  });
});
