import { choose, click, deferred, location } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { breakdowns, cashFlow, emptyCashFlow, expensesBySupplier } from './reports-breakdowns-fixtures.ts';
import { renderReports, reportsApi, TODAY } from './reports-fixtures.tsx';

const rowTexts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole(row.querySelector('th') ? 'columnheader' : 'cell')
        .map((cell) => cell.textContent),
    );
/** The chart's bars as [label, amount written beside it]. */
const bars = (name: string) =>
  within(screen.getByRole('figure', { name }))
    .getAllByRole('listitem')
    .map((item) => [...item.children].map((part) => part.textContent))
    .filter((parts) => parts[0] !== '')
    .map(([label, , amount]) => [label, amount]);
const lastQuery = (api: ReturnType<typeof reportsApi>, report: string) =>
  Object.fromEntries(api.of('GET', `/reports/${report}`).at(-1)?.query ?? []);

describe.each(breakdowns)('Reports: $title', ({ report, title, answer, rows, empty }) => {
  const route = `/accounting/reports?report=${report}`;

  it('draws the rows and the total in the table, the largest rows as bars', async () => {
    const api = reportsApi({ [`GET /reports/${report}`]: () => ({ body: { data: answer } }) });
    await renderReports(route);
    const table = await screen.findByRole('table', { name: title });
    expect(rowTexts(table)).toEqual(rows);
    // The fixtures' rows are largest first: the bars are the table's rows, label and amount.
    const count = answer.rows.length;
    expect(bars(`${title}: the ${count} largest`)).toEqual(
      rows.slice(1, count + 1).map((cells) => [cells[0], cells.at(-1)]),
    );
    expect(screen.getByText('Amount (KES)')).toBeTruthy();
    expect(lastQuery(api, report)).toEqual({ from: '2026-01-01', to: TODAY });
  });

  it('reads the chosen period again, with a skeleton until it answers', async () => {
    const later = deferred();
    const api = reportsApi({
      [`GET /reports/${report}`]: (call) =>
        call.query.get('from') === '2026-10-01'
          ? { body: { data: { ...answer, from: '2026-10-01', to: '2026-10-31' } }, delay: later.promise }
          : { body: { data: answer } },
    });
    await renderReports(route);
    await screen.findByRole('table', { name: title });
    await choose(screen.getByRole('combobox', { name: 'Period' }), 'Last month');
    expect(location()).toBe(`${route}&from=2026-10-01&to=2026-10-31`);
    expect(await screen.findByTestId('report-loading')).toBeTruthy();
    expect(lastQuery(api, report)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    later.resolve();
    expect(await screen.findByRole('table', { name: title })).toBeTruthy();
    expect(screen.getByText(/Oct 1, 2026 – Oct 31, 2026/)).toBeTruthy();
  });

  it('says when the period has nothing, with no table or chart', async () => {
    reportsApi({ [`GET /reports/${report}`]: () => ({ body: { data: empty } }) });
    await renderReports(route);
    expect(await screen.findByText('No transactions in this period')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says why it failed and loads it again on retry', async () => {
    let fail = true;
    const api = reportsApi({
      [`GET /reports/${report}`]: () =>
        fail ? { status: 500, body: { error: 'Database unavailable' } } : { body: { data: answer } },
    });
    await renderReports(route);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable');
    fail = false;
    await click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: title })).toBeTruthy();
    expect(api.of('GET', `/reports/${report}`)).toHaveLength(2);
  });
});

describe('Reports: a breakdown of many rows', () => {
  const route = '/accounting/reports?report=expenses_by_supplier&from=2026-01-01&to=2026-03-31';

  it('draws the ten largest as bars, lists every row, and downloads the period as PDF', async () => {
    const rows = Array.from({ length: 12 }, (_, index) => ({
      contact_id: index + 1,
      name: `Supplier ${index + 1}`,
      amount: (index + 1) * 100,
    }));
    const answer = { ...expensesBySupplier, from: '2026-01-01', to: '2026-03-31', rows, total: 7800 };
    const api = reportsApi({
      'GET /reports/expenses_by_supplier': (call) =>
        call.query.get('format') === 'pdf'
          ? { body: new Blob(['%PDF-'], { type: 'application/pdf' }) }
          : { body: { data: answer } },
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderReports(route);
    const table = await screen.findByRole('table', { name: 'Expenses by supplier' });
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    const drawn = bars('Expenses by supplier: the 10 largest');
    expect(drawn).toHaveLength(10);
    expect(drawn[0]).toEqual(['Supplier 12', '1,200.00']);
    expect(drawn.at(-1)).toEqual(['Supplier 3', '300.00']);

    await click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('expenses-by-supplier-2026-01-01-to-2026-03-31.pdf');
    expect(lastQuery(api, 'expenses_by_supplier')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      format: 'pdf',
    });
  });
});

describe('Reports: cash flow', () => {
  const route = '/accounting/reports?report=cash_flow';

  it('draws the net profit, its adjustments, the sections with their subtotals and the reconciliation', async () => {
    reportsApi({ 'GET /reports/cash_flow': () => ({ body: { data: cashFlow } }) });
    await renderReports(route);
    const table = await screen.findByRole('table', { name: 'Cash flow' });
    expect(rowTexts(table)).toEqual([
      ['Account', 'Amount'],
      ['Operating activities'],
      ['Net profit', '12,000.00'],
      ['Adjustments for non-cash items'],
      ['1510 Accumulated depreciation', '1,000.00'],
      ['Changes in working capital'],
      ['1200 Accounts receivable', '-20,000.00'],
      ['2100 VAT payable (output)', '2,000.00'],
      ['Net cash from operating activities', '-5,000.00'],
      ['Investing activities'],
      ['1500 Equipment', '-400.55'],
      ['Net cash from investing activities', '-400.55'],
      ['Financing activities'],
      ["3000 Owner's equity", '50,000.00'],
      ['Net cash from financing activities', '50,000.00'],
      ['Net change in cash', '44,599.45'],
      ['Opening cash', '1,000.00'],
      ['Closing cash', '45,599.45'],
    ]);
    expect(within(table).getByRole('link', { name: '-400.55' }).getAttribute('href')).toBe(
      `/accounting/reports?report=general_ledger&ledger_account_id=20&from=2026-01-01&to=${TODAY}`,
    );
    // The net profit opens the profit and loss of the same dates.
    expect(within(table).getByRole('link', { name: '12,000.00' }).getAttribute('href')).toBe(
      `/accounting/reports?report=profit_and_loss&from=2026-01-01&to=${TODAY}`,
    );
    expect(
      screen.getByText('Opening cash 1,000.00 + net change 44,599.45 = closing cash 45,599.45'),
    ).toBeTruthy();
    expect(bars('Where the money came from and went')).toEqual([
      ['Operating', '-5,000.00'],
      ['Investing', '-400.55'],
      ['Financing', '50,000.00'],
      ['Net change', '44,599.45'],
    ]);
  });

  it('leaves out the headings of the adjustments and working capital when none moved', async () => {
    const onlyProfit = {
      ...cashFlow,
      operating: [cashFlow.operating[0]!],
      total_operating: 12000,
      net_change: 61599.45,
      closing_cash: 62599.45,
    };
    reportsApi({ 'GET /reports/cash_flow': () => ({ body: { data: onlyProfit } }) });
    await renderReports(route);
    const table = await screen.findByRole('table', { name: 'Cash flow' });
    expect(rowTexts(table).slice(0, 4)).toEqual([
      ['Account', 'Amount'],
      ['Operating activities'],
      ['Net profit', '12,000.00'],
      ['Net cash from operating activities', '12,000.00'],
    ]);
  });

  it('reads the chosen period again', async () => {
    const api = reportsApi({ 'GET /reports/cash_flow': () => ({ body: { data: cashFlow } }) });
    await renderReports(route);
    await screen.findByRole('table', { name: 'Cash flow' });
    await choose(screen.getByRole('combobox', { name: 'Period' }), 'This month');
    await waitFor(() =>
      expect(lastQuery(api, 'cash_flow')).toEqual({ from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(location()).toBe(`${route}&from=2026-11-01&to=2026-11-30`);
  });

  it('says when no money moved, and why it failed', async () => {
    let fail = false;
    reportsApi({
      'GET /reports/cash_flow': () =>
        fail ? { status: 500, body: { error: 'Database unavailable' } } : { body: { data: emptyCashFlow } },
    });
    const { unmount } = await renderReports(route);
    expect(await screen.findByText('No money moved in this period')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    unmount();
    fail = true;
    await renderReports(`${route}&from=2026-02-01`);
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
  });
});
