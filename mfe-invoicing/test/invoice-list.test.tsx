import {
  type ApiCall,
  advance,
  choose,
  click,
  deferred,
  fakeTimers,
  mockApi,
  renderPage,
  settle,
  type,
  user,
} from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceListPage } from '../src/routes/InvoiceListPage.tsx';
import { contacts, invoice, invoiceList, uuid } from './fixtures.ts';

const rows = [
  invoice({
    id: uuid(1),
    invoice_number: 'INV-0001',
    status: 'paid',
    status_label: 'Paid',
    total: 1000,
    paid_amount: 1000,
    balance: 0,
  }),
  invoice({ id: uuid(2), invoice_number: 'INV-0002', status: 'sent', status_label: 'Sent', total: 2000 }),
  invoice({ id: uuid(3), invoice_number: 'INV-0003', status: 'sent', status_label: 'Overdue', total: 3000 }),
  invoice({
    id: uuid(4),
    invoice_number: 'INV-0004',
    status: 'draft',
    status_label: 'Draft',
    total: 500,
    project: { id: 9, name: 'Website redesign' },
  }),
];

function api(
  list: (call: ApiCall) => ReturnType<typeof invoiceList> = () => invoiceList(rows),
  account = user(),
) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: account } }),
    'GET /invoices': (call) => ({ body: list(call) }),
    'GET /contacts': () => ({
      body: { data: contacts, meta: { total_count: 2, current_page: 1, total_pages: 1, per_page: 100 } },
    }),
    'GET /contacts/1': () => ({ body: { data: contacts[0] } }),
  });
}

const renderList = (route = '/work/invoicing/') =>
  renderPage(<InvoiceListPage />, { route, path: '/work/invoicing/' });

const table = () => screen.getByRole('table', { name: 'Invoices' });
const summary = () => screen.getByRole('region', { name: 'Summary' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Invoice list', () => {
  it('shows the loading skeleton, then the title, the create button and the rows', async () => {
    const answer = deferred();
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /invoices': () => ({ body: invoiceList(rows), delay: answer.promise }),
    });
    renderList();
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeTruthy();
    const skeleton = screen.getByTestId('invoice-list-skeleton');
    expect(within(skeleton).getAllByTestId('skeleton-row')).toHaveLength(5);
    expect(within(skeleton).getByTestId('summary-skeleton')).toBeTruthy();
    answer.resolve();
    await screen.findByText('INV-0001');
    expect(screen.queryByTestId('invoice-list-skeleton')).toBeNull();
    const create = screen.getByRole('link', { name: 'Create New Invoice' });
    expect(create.getAttribute('href')).toBe('/work/invoicing/create/');
  });

  it('shows the first-invoice empty state when the account has no invoices, without asking for any', async () => {
    const { of } = api(undefined, user({ has_invoices: false }));
    renderList();
    expect(await screen.findByText("Invoicing that's simply a breeze")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first invoice' }).getAttribute('href')).toBe(
      '/work/invoicing/create/',
    );
    expect(screen.getByText('Automatic payment reminders')).toBeTruthy();
    expect(screen.getByText('Recurring invoices that send themselves')).toBeTruthy();
    expect(of('GET', '/invoices')).toHaveLength(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('summarises the total with the invoice count, paid and unpaid shares and the average', async () => {
    api();
    renderList();
    await screen.findByText('INV-0001');
    const strip = within(summary());
    expect(within(screen.getByTestId('summary-total')).getByText('Total Amount')).toBeTruthy();
    expect(strip.getByText('KES 6,500.00')).toBeTruthy();
    expect(strip.getByText('4 invoices')).toBeTruthy();
    expect(within(screen.getByTestId('summary-paid')).getByText('KES 1,000.00')).toBeTruthy();
    expect(within(screen.getByTestId('summary-paid')).getByText('15.4%')).toBeTruthy();
    expect(within(screen.getByTestId('summary-unpaid')).getByText('KES 5,500.00')).toBeTruthy();
    expect(within(screen.getByTestId('summary-unpaid')).getByText('84.6%')).toBeTruthy();
    expect(within(screen.getByTestId('summary-average')).getByText('KES 1,625.00')).toBeTruthy();
  });

  it("says '1 invoice' for one and 0.0% shares when the total is zero", async () => {
    api(() =>
      invoiceList(
        [invoice({ total: 0, paid_amount: 0, balance: 0 })],
        {},
        { total_amount: 0, total_paid: 0, total_unpaid: 0 },
      ),
    );
    renderList();
    await screen.findByText('INV-0001');
    expect(within(summary()).getByText('1 invoice')).toBeTruthy();
    expect(within(screen.getByTestId('summary-paid')).getByText('0.0%')).toBeTruthy();
    expect(within(screen.getByTestId('summary-unpaid')).getByText('0.0%')).toBeTruthy();
  });

  it('lists date, due date, reference, contact with project, total and a coloured status badge', async () => {
    api();
    renderList();
    await screen.findByText('INV-0001');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Date',
      'Due Date',
      'Reference',
      'Contact and Project',
      'Total Value',
      'Status',
    ]);
    const badge = (text: string) => within(table()).getByText(text);
    expect(badge('Paid').getAttribute('data-tone')).toBe('green');
    expect(badge('Sent').getAttribute('data-tone')).toBe('blue');
    expect(badge('Overdue').getAttribute('data-tone')).toBe('red');
    expect(badge('Draft').getAttribute('data-tone')).toBe('grey');
    const row = screen.getByText('INV-0004').closest('tr')!;
    expect(within(row).getByText('Amina Otieno')).toBeTruthy();
    expect(within(row).getByText('Website redesign')).toBeTruthy();
    expect(within(row).getByText('KES 500.00')).toBeTruthy();
    expect(within(row).getByText(new Date(2025, 2, 1).toLocaleDateString())).toBeTruthy();
    expect(within(row).getByText(new Date(2025, 2, 31).toLocaleDateString())).toBeTruthy();
  });

  it('shows a void invoice with its Void badge and its total struck through, the others as they are', async () => {
    const voided = invoice({
      id: uuid(5),
      invoice_number: 'INV-0005',
      status: 'void',
      status_label: 'Void',
      total: 4000,
      balance: 0,
    });
    api(() => invoiceList([rows[1]!, voided]));
    renderList();
    const row = (await screen.findByText('INV-0005')).closest('tr')!;
    expect(within(row).getByText('Void')).toBeTruthy();
    const total = within(row).getByTestId('row-total');
    expect(total.textContent).toBe('KES 4,000.00');
    expect(total.className).toContain('line-through');
    const sentTotal = within(screen.getByText('INV-0002').closest('tr')!).getByTestId('row-total');
    expect(sentTotal.className).not.toContain('line-through');
  });

  it('shows where each invoice stands with KRA eTIMS beside its status, and nothing for one never sent', async () => {
    api(() =>
      invoiceList([
        { ...rows[0]!, etims_status: 'signed' },
        { ...rows[1]!, etims_status: 'pending' },
        { ...rows[2]!, etims_status: 'failed' },
        rows[3]!,
      ]),
    );
    renderList();
    const rowOf = async (number: string) => (await screen.findByText(number)).closest('tr')!;
    expect(within(await rowOf('INV-0001')).getByText('Signed by KRA')).toBeTruthy();
    expect(within(await rowOf('INV-0002')).getByText('Awaiting KRA')).toBeTruthy();
    expect(within(await rowOf('INV-0003')).getByText('Refused by KRA')).toBeTruthy();
    expect(within(await rowOf('INV-0004')).queryByText(/KRA/)).toBeNull();
  });

  it('labels a contact by company name, then email, when it has no full name', async () => {
    const company = invoice({
      contact: {
        id: 2,
        full_name: null,
        company_name: 'Lakeside Ltd',
        email: 'ops@lakeside.co.ke',
        billing_address: contacts[1]!.billing_address,
      },
    });
    const emailOnly = invoice({
      id: uuid(2),
      invoice_number: 'INV-0002',
      contact: {
        id: 3,
        full_name: null,
        company_name: null,
        email: 'pay@example.com',
        billing_address: contacts[1]!.billing_address,
      },
    });
    api(() => invoiceList([company, emailOnly]));
    renderList();
    expect(await screen.findByText('Lakeside Ltd')).toBeTruthy();
    expect(screen.getByText('pay@example.com')).toBeTruthy();
  });

  it('opens an invoice with a full page load when its row is clicked', async () => {
    // A full page load: the browser's own navigation is stubbed, not the module that asks for it, since the
    // test files of a worker share their modules.
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    api();
    renderList();
    await click(await screen.findByText('INV-0002'));
    expect(assign).toHaveBeenCalledWith(`/work/invoicing/${uuid(2)}`);
  });

  it("says 'No invoices found.' when a filtered list is empty", async () => {
    api(() => invoiceList([]));
    renderList('/work/invoicing/?contact=1');
    expect(await screen.findByText('No invoices found.')).toBeTruthy();
  });

  it('pages forward and back: Previous only with a previous page, Next only with a next one', async () => {
    const { of } = api((call) => {
      const page = Number(call.query.get('page'));
      return invoiceList([invoice({ id: uuid(page), invoice_number: `INV-P${page}` })], {
        current_page: page,
        total_pages: 3,
        total_count: 25,
      });
    });
    renderList();
    await screen.findByText('INV-P1');
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    await click(button('Next'));
    await screen.findByText('INV-P2');
    expect(of('GET', '/invoices').at(-1)!.query.get('page')).toBe('2');
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(false);

    await click(button('Next'));
    await screen.findByText('INV-P3');
    expect(button('Next').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(false);

    await click(button('Previous'));
    await screen.findByText('INV-P2');
    expect(of('GET', '/invoices').at(-1)!.query.get('page')).toBe('2');
  });

  it('disables both paging buttons while the next page is loading', async () => {
    const hold = deferred();
    api((call) => {
      const page = Number(call.query.get('page'));
      return invoiceList([invoice({ invoice_number: `INV-P${page}` })], {
        current_page: page,
        total_pages: 3,
        total_count: 25,
      });
    });
    renderList('/work/invoicing/?page=2');
    await screen.findByText('INV-P2');
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /invoices': () => ({
        body: invoiceList([invoice({ invoice_number: 'INV-P3' })], { current_page: 3, total_pages: 3 }),
        delay: hold.promise,
      }),
    });
    await click(button('Next'));
    // The fetching state reaches the screen on the query client's next tick; page 3 is held back.
    await waitFor(() => expect(button('Previous').disabled).toBe(true));
    expect(button('Next').disabled).toBe(true);
    hold.resolve();
    await screen.findByText('INV-P3');
    expect(button('Previous').disabled).toBe(false);
  });

  it('changes the page size: asks again with the new per_page from page 1', async () => {
    const { of } = api((call) =>
      invoiceList(rows, {
        current_page: Number(call.query.get('page')),
        per_page: Number(call.query.get('per_page')),
        total_pages: 3,
        total_count: 30,
      }),
    );
    renderList('/work/invoicing/?page=2');
    await screen.findByText('INV-0001');
    expect(of('GET', '/invoices')[0]!.query.get('per_page')).toBe('10');
    await choose(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    await waitFor(() => expect(of('GET', '/invoices').at(-1)!.query.get('per_page')).toBe('25'));
    const last = of('GET', '/invoices').at(-1)!;
    expect(last.query.get('per_page')).toBe('25');
    expect(last.query.get('page')).toBe('1');
  });

  it('selects rows, selects all on the page, and clears the selection when the list changes', async () => {
    api((call) =>
      invoiceList(rows, { current_page: Number(call.query.get('page')), total_pages: 2, total_count: 8 }),
    );
    renderList();
    await screen.findByText('INV-0001');
    expect(screen.getByText('0 of 8 row(s) selected.')).toBeTruthy();
    const rowBox = screen.getByRole('checkbox', { name: 'Select invoice INV-0002' }) as HTMLInputElement;
    await click(rowBox);
    expect(screen.getByText('1 of 8 row(s) selected.')).toBeTruthy();
    const all = screen.getByRole('checkbox', {
      name: 'Select all invoices on this page',
    }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    await click(all);
    expect(screen.getByText('4 of 8 row(s) selected.')).toBeTruthy();
    expect(all.checked).toBe(true);
    await click(button('Next'));
    expect(await screen.findByText('0 of 8 row(s) selected.')).toBeTruthy();
  });

  it('sends the selected invoices from the selection toolbar, says what was skipped, and reads the list again', async () => {
    const { of } = mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /invoices': () => ({ body: invoiceList(rows) }),
      'POST /invoices/bulk': () => ({
        body: { data: { changed: 1, skipped: [{ id: uuid(4), error: 'Baraka has no e-mail address' }] } },
      }),
    });
    renderList();
    await screen.findByText('INV-0001');
    expect(screen.queryByRole('region', { name: 'Selected rows' })).toBeNull();
    await click(screen.getByRole('checkbox', { name: 'Select invoice INV-0002' }));
    await click(screen.getByRole('checkbox', { name: 'Select invoice INV-0004' }));
    const toolbar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(toolbar).getByText('2 invoices selected')).toBeTruthy();
    await click(within(toolbar).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('1 sent, 1 skipped: INV-0004: Baraka has no e-mail address')).toBeTruthy();
    expect(of('POST', '/invoices/bulk')[0]!.body).toEqual({ ids: [uuid(2), uuid(4)], action: 'send' });
    await waitFor(() => expect(of('GET', '/invoices').length).toBeGreaterThan(1));
  });

  it('filters by contact (searching the server as the owner types) and clears the filter', async () => {
    const { of } = api();
    renderList();
    await screen.findByText('INV-0001');
    expect(screen.queryByRole('button', { name: 'Clear filter' })).toBeNull();
    const filter = screen.getByRole('button', { name: 'Filter by contact' });
    expect(filter.textContent).toContain('Filter by contact...');
    await click(filter);
    const search = screen.getByPlaceholderText('Search contacts...');
    fakeTimers();
    await type(search, 'ami');
    // Past the search debounce (300 ms).
    await advance(300);
    await waitFor(() => expect(of('GET', '/contacts').at(-1)!.query.get('search')).toBe('ami'));
    expect(of('GET', '/contacts').at(-1)!.query.get('per_page')).toBe('100');
    await click(await screen.findByRole('option', { name: /Amina Otieno/ }));
    await waitFor(() => expect(of('GET', '/invoices').at(-1)!.query.get('contact_id')).toBe('1'));
    expect(filter.textContent).toContain('Amina Otieno');

    await click(button('Clear filter'));
    await waitFor(() => expect(of('GET', '/invoices').at(-1)!.query.get('contact_id')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filter by contact' }).textContent).toContain(
      'Filter by contact...',
    );
  });

  it("shows 'No contact found.' when the search matches nobody", async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /invoices': () => ({ body: invoiceList(rows) }),
      'GET /contacts': () => ({
        body: { data: [], meta: { total_count: 0, current_page: 1, total_pages: 0, per_page: 100 } },
      }),
    });
    renderList();
    await screen.findByText('INV-0001');
    await click(screen.getByRole('button', { name: 'Filter by contact' }));
    expect(await screen.findByText('No contact found.')).toBeTruthy();
  });
});

describe('Invoice list: what each role sees', () => {
  it('a viewer reads the invoices, with no create, import or outbox button', async () => {
    api(undefined, { ...user(), role: 'viewer' });
    renderList();
    await screen.findByText('INV-0001');
    expect(screen.queryByRole('link', { name: 'Create New Invoice' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import open invoices' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Outbox' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Price list' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    await click(screen.getByRole('checkbox', { name: 'Select invoice INV-0002' }));
    expect(screen.getByRole('button', { name: 'Export selected' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as sent' })).toBeNull();
  });

  it('an invoicer creates invoices, but imports no opening balances and reads no outbox', async () => {
    api(undefined, { ...user(), role: 'invoicer' });
    renderList();
    await screen.findByText('INV-0001');
    expect(screen.getByRole('link', { name: 'Create New Invoice' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import open invoices' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Outbox' })).toBeNull();
  });

  it('the owner has every button', async () => {
    api();
    renderList();
    await screen.findByText('INV-0001');
    expect(screen.getByRole('link', { name: 'Create New Invoice' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import open invoices' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Outbox' })).toBeTruthy();
  });
});
