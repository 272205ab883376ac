import { click, deferred, location, mockApi, page, renderPage } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ExpenseIndexPage } from '../src/routes/ExpenseIndexPage.tsx';
import { expense } from './fixtures.ts';

const renderIndex = (route = '/expenses/') => renderPage(<ExpenseIndexPage />, { route, path: '/expenses/' });

const rows = [
  expense(),
  expense({
    id: 6,
    description: 'Diesel',
    ledger_account: { id: 11, name: 'Fuel', full_name: '6100 Fuel', full_number: '6100' },
    total_value: 7480,
    vat_amount: 1031.72,
    attachment: null,
    merchant_name: null,
  }),
];

describe('Expense index', () => {
  it('shows a skeleton, then the rows with date, description, account, total, VAT and attachment', async () => {
    const hold = deferred();
    mockApi({ 'GET /expenses': () => ({ body: page(rows, { total_count: 2 }), delay: hold.promise }) });
    const { container } = renderIndex();
    expect(container.querySelectorAll('tr[data-skeleton]').length).toBe(5);
    hold.resolve();
    await screen.findByText('Printer paper and toner');
    const table = screen.getByRole('table');
    const [first, second] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Printer paper and toner');
    expect(first.textContent).toContain('Office Supplies');
    expect(first.textContent).toContain('KES 2,320.00');
    expect(first.textContent).toContain('KES 320.00');
    expect(first.textContent).toContain(new Date(2026, 1, 10).toLocaleDateString());
    expect(within(first).getByRole('button', { name: 'Download toner.pdf' })).toBeTruthy();
    expect(within(second).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: /Create New Expense/ }).getAttribute('href')).toBe(
      '/expenses/create',
    );
  });

  it('opens a row at /expenses/{id}/edit', async () => {
    mockApi({ 'GET /expenses': () => ({ body: page(rows) }) });
    renderIndex();
    await click(await screen.findByText('Diesel'));
    expect(location()).toBe('/expenses/6/edit');
  });

  it('downloads the attachment without opening the row', async () => {
    const { of } = mockApi({
      'GET /expenses': () => ({ body: page(rows) }),
      'GET /expenses/5/attachment': () => ({ body: new Blob(['%PDF'], { type: 'application/pdf' }) }),
    });
    const createUrl = vi.fn(() => 'blob:toner');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderIndex();
    await click(await screen.findByRole('button', { name: 'Download toner.pdf' }));
    await waitFor(() => expect(of('GET', '/expenses/5/attachment')).toHaveLength(1));
    await waitFor(() => expect(createUrl).toHaveBeenCalled());
    expect(clicked[0]?.download).toBe('toner.pdf');
    expect(location()).toBe('/expenses/');
  });

  it("shows the empty state with 'Create New Expense'", async () => {
    mockApi({ 'GET /expenses': () => ({ body: page([]) }) });
    renderIndex();
    expect(await screen.findByText('No expenses yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Create New Expense/ })).toHaveLength(2);
  });

  it('pages forward and back with page and per_page', async () => {
    const { of } = mockApi({
      'GET /expenses': (call) => ({
        body: page(call.query.get('page') === '2' ? [rows[1]!] : [rows[0]!], {
          total_count: 11,
          total_pages: 2,
          current_page: Number(call.query.get('page')),
        }),
      }),
    });
    renderIndex();
    await screen.findByText('Printer paper and toner');
    expect(of('GET', '/expenses')[0]!.query.toString()).toBe('page=1&per_page=10');
    expect(screen.getByRole('button', { name: /Previous/ }).hasAttribute('disabled')).toBe(true);
    await click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Diesel')).toBeTruthy();
    expect(of('GET', '/expenses').at(-1)!.query.toString()).toBe('page=2&per_page=10');
    expect(screen.getByRole('button', { name: /Next/ }).hasAttribute('disabled')).toBe(true);
    await click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByText('Printer paper and toner')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    mockApi({ 'GET /expenses': () => ({ status: 404, body: { error: 'Expenses are not available' } }) });
    renderIndex();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Expenses are not available')).toBeTruthy();
  });
});
