import { advance, click, deferred, fakeTimers, location, settle } from '@daftari/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contact, fakeApi, people } from './backend.ts';
import { renderContacts } from './render.tsx';

const table = () => screen.getByRole('table', { name: 'Contacts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const letterButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter by first letter' })).getByRole('button', { name });
const headerBox = () => screen.getByRole('checkbox', { name: 'Select all rows on this page' });
const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const stateOf = (input: HTMLElement) => input.closest('[data-part="root"]')?.getAttribute('data-state');
const search = () => screen.getByPlaceholderText('Search by name...') as HTMLInputElement;
const lastList = (api: ReturnType<typeof fakeApi>) => api.listQueries().at(-1)!;

/** The list with these contacts, once its first page has loaded. */
async function showList(contacts = people(3), path = '/contacts') {
  const api = fakeApi({ contacts, hasContacts: true });
  const view = renderContacts(path);
  await screen.findByTestId('contacts-count');
  await waitFor(() => expect(table().getAttribute('aria-busy')).toBeNull());
  return { api, ...view };
}

describe('Contacts list: the table', () => {
  it("has the spec's title, action and columns", async () => {
    await showList();
    expect(screen.getByRole('link', { name: 'Add Contact' }).getAttribute('href')).toBe('/contacts/create');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Avatar',
      'Name',
      'Email',
      'Company',
      'Phone',
      'Billing Address',
      'Actions',
    ]);
    expect(headerBox()).toBeTruthy();
  });

  it('shows name, email, company, phone, the joined address, an avatar and an Edit button per row', async () => {
    await showList([contact(1, { full_name: 'Amina Otieno', email: 'amina@otieno.co.ke' })]);
    const cells = within(rowOf('Amina Otieno')).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '',
      'AO',
      'Amina Otieno',
      'amina@otieno.co.ke',
      'Company 1',
      '+254 700 000 001',
      '1 Moi Avenue, Nairobi, 00100, Kenya',
      'Edit',
    ]);
    expect(within(cells[1]!).getByLabelText('Amina Otieno')).toBeTruthy();
  });

  it("falls back to first + last name, then 'Unknown'; '-' for missing company, phone and address", async () => {
    await showList([
      contact(1, { full_name: null, first_name: 'Brian', last_name: 'Kamau' }),
      contact(2, {
        full_name: null,
        first_name: null,
        last_name: null,
        company_name: null,
        phone: null,
        billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
      }),
    ]);
    expect(screen.getByRole('link', { name: 'Brian Kamau' })).toBeTruthy();
    const unknown = within(rowOf('Unknown')).getAllByRole('cell');
    expect(unknown.map((cell) => cell.textContent).slice(2, 7)).toEqual([
      'Unknown',
      'person2@example.co.ke',
      '-',
      '-',
      '-',
    ]);
  });

  it('each row links to the contact; Edit goes to its edit page', async () => {
    await showList([contact(5, { full_name: 'Chloe Wanjiru' })]);
    expect(screen.getByRole('link', { name: 'Chloe Wanjiru' }).getAttribute('href')).toBe('/contacts/5');

    await click(within(rowOf('Chloe Wanjiru')).getByRole('cell', { name: 'Company 5' }));
    // The contact's screen loads when opened: the list stays until it has.
    await waitFor(() => expect(location()).toBe('/contacts/5'));
  });

  it('the Edit button opens the edit page', async () => {
    await showList([contact(5, { full_name: 'Chloe Wanjiru' })]);
    await click(within(rowOf('Chloe Wanjiru')).getByRole('button', { name: 'Edit Chloe Wanjiru' }));
    await waitFor(() => expect(location()).toBe('/contacts/5/edit'));
  });

  it("counts the contacts: '1 contact' and 'N contacts' from meta.total_count", async () => {
    await showList([contact(1)]);
    expect(screen.getByText('1 contact')).toBeTruthy();
    await settle();
  });

  it("counts every match, not only the page: '31 contacts'", async () => {
    await showList(people(31));
    expect(screen.getByText('31 contacts')).toBeTruthy();
    expect(bodyRows()).toHaveLength(10);
  });

  it('shows 5 skeleton rows while loading', async () => {
    const api = fakeApi({ contacts: people(3) });
    const hold = deferred();
    api.hold = hold.promise;
    const { container } = renderContacts();
    await waitFor(() => expect(container.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(5));
    expect(screen.queryByText('Person 01')).toBeNull();
    await act(async () => hold.resolve());
    await screen.findByRole('link', { name: 'Person 01' });
    expect(container.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(0);
  });

  it("shows 'No contacts found.' when nothing matches", async () => {
    await showList([]);
    expect(screen.getByRole('cell', { name: 'No contacts found.' })).toBeTruthy();
    expect(screen.getByText('0 contacts')).toBeTruthy();
    expect(screen.getByText('0 of 0 row(s) selected.')).toBeTruthy();
  });

  it('shows at most per_page rows even if the server sends more', async () => {
    const api = fakeApi({ contacts: people(15) });
    api.overfill = 3;
    renderContacts();
    await screen.findByRole('link', { name: 'Person 01' });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByRole('link', { name: 'Person 11' })).toBeNull();
  });
});

describe('Contacts list: what it asks the server', () => {
  it('asks for page 1, 10 per page, without search or letter by default', async () => {
    const { api } = await showList();
    const params = lastList(api);
    expect(params.get('page')).toBe('1');
    expect(params.get('per_page')).toBe('10');
    expect(params.has('search')).toBe(false);
    expect(params.has('letter')).toBe(false);
  });

  it('restores page, search, letter and per-page from the URL (back and refresh keep them)', async () => {
    const api = fakeApi({ contacts: people(60) });
    renderContacts('/contacts?search=person&letter=P&page=2&per_page=25');
    await screen.findByRole('link', { name: 'Person 26' });
    const params = lastList(api);
    expect(Object.fromEntries(params)).toEqual({ search: 'person', letter: 'P', page: '2', per_page: '25' });
    expect(search().value).toBe('person');
    expect(letterButton('P').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Rows per page' }).textContent).toContain('25');
  });
});

describe('Contacts list: search', () => {
  it('waits 300 ms after the last keystroke before searching', async () => {
    const { api } = await showList(people(3));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const before = api.listQueries().length;

    fireEvent.change(search(), { target: { value: 'Per' } });
    await act(async () => vi.advanceTimersByTime(200));
    fireEvent.change(search(), { target: { value: 'Person 02' } });
    await act(async () => vi.advanceTimersByTime(299));
    expect(api.listQueries().length).toBe(before);
    expect(location()).toBe('/contacts');

    await act(async () => vi.advanceTimersByTime(1));
    // Let the request and the query cache's (timer-batched) updates run on the fake clock.
    for (let i = 0; i < 10; i++) await act(async () => vi.advanceTimersByTimeAsync(10));
    vi.useRealTimers();
    await waitFor(() => expect(lastList(api).get('search')).toBe('Person 02'));
    // Only the settled text was searched, never the intermediate 'Per'.
    expect(api.listQueries().filter((query) => query.has('search'))).toHaveLength(1);
    expect(location()).toBe('/contacts?search=Person+02');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
  });

  it('a new search goes back to page 1', async () => {
    const { api } = await showList(people(35), '/contacts?page=3');
    expect(lastList(api).get('page')).toBe('3');
    fakeTimers();
    fireEvent.change(search(), { target: { value: 'person' } });
    // Past the search debounce (300 ms).
    await advance(300);
    await waitFor(() => expect(lastList(api).get('search')).toBe('person'));
    expect(lastList(api).get('page')).toBe('1');
    expect(location()).toBe('/contacts?search=person');
  });
});

describe('Contacts list: alphabet filter', () => {
  it('offers All and A to Z, All selected by default', async () => {
    await showList();
    const group = screen.getByRole('group', { name: 'Filter by first letter' });
    const labels = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(labels).toEqual(['All', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    expect(letterButton('All').getAttribute('aria-pressed')).toBe('true');
    expect(letterButton('A').getAttribute('aria-pressed')).toBe('false');
  });

  it('a letter filters (and goes back to page 1); All clears it', async () => {
    const contacts = [
      ...people(25),
      contact(90, { full_name: 'Zawadi Mutua', email: 'zawadi@example.co.ke' }),
    ];
    const { api } = await showList(contacts, '/contacts?page=2');
    await click(letterButton('Z'));
    await screen.findByRole('link', { name: 'Zawadi Mutua' });
    expect(lastList(api).get('letter')).toBe('Z');
    expect(lastList(api).get('page')).toBe('1');
    expect(letterButton('Z').getAttribute('aria-pressed')).toBe('true');
    expect(letterButton('All').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('1 contact')).toBeTruthy();

    await click(letterButton('All'));
    await screen.findByText('26 contacts');
    expect(lastList(api).has('letter')).toBe(false);
    expect(location()).toBe('/contacts');
  });
});

describe('Contacts list: paging', () => {
  it('Previous is disabled on page 1, Next only while there are more pages', async () => {
    const { api } = await showList(people(25));
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);

    await click(button('Next'));
    await screen.findByRole('link', { name: 'Person 11' });
    expect(lastList(api).get('page')).toBe('2');
    expect(location()).toBe('/contacts?page=2');
    expect(button('Previous').disabled).toBe(false);
    expect(button('Next').disabled).toBe(false);

    await click(button('Next'));
    await screen.findByRole('link', { name: 'Person 21' });
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(false);

    await click(button('Previous'));
    await screen.findByRole('link', { name: 'Person 11' });
    expect(lastList(api).get('page')).toBe('2');
  });

  it('a single page disables both', async () => {
    await showList(people(4));
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
  });

  it('disables both while fetching, keeping the current rows on screen', async () => {
    const { api } = await showList(people(25), '/contacts?page=2');
    const hold = deferred();
    api.hold = hold.promise;
    await click(button('Next'));
    // Still page 2's rows (no flash), but no paging until page 3 arrives. The fetching state reaches the
    // screen on the query client's next tick; page 3 is held back.
    await waitFor(() => expect(button('Previous').disabled).toBe(true));
    expect(screen.getByRole('link', { name: 'Person 11' })).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    await act(async () => hold.resolve());
    await screen.findByRole('link', { name: 'Person 21' });
    expect(button('Previous').disabled).toBe(false);
  });

  it('offers 10, 25, 50 and 100 rows per page; changing it goes back to page 1', async () => {
    const { api } = await showList(people(60), '/contacts?page=3');
    expect(lastList(api).get('page')).toBe('3');
    const trigger = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(trigger.textContent).toContain('10');
    await click(trigger);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    await screen.findByRole('link', { name: 'Person 50' });
    expect(lastList(api).get('per_page')).toBe('50');
    expect(lastList(api).get('page')).toBe('1');
    expect(location()).toBe('/contacts?per_page=50');
    expect(bodyRows()).toHaveLength(50);
  });
});

describe('Contacts list: selection', () => {
  it("reads '{selected} of {total} row(s) selected.' with total = rows on the page", async () => {
    await showList(people(12));
    expect(screen.getByText('0 of 10 row(s) selected.')).toBeTruthy();
    await click(rowBox('Person 01'));
    await click(rowBox('Person 03'));
    expect(screen.getByText('2 of 10 row(s) selected.')).toBeTruthy();
    expect(stateOf(headerBox())).toBe('indeterminate');
    await click(rowBox('Person 01'));
    expect(screen.getByText('1 of 10 row(s) selected.')).toBeTruthy();
  });

  it('exports the selected contacts as CSV by their ids, and the whole filtered list', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api } = await showList(people(12));
    await click(rowBox('Person 01'));
    await click(rowBox('Person 03'));
    const toolbar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(toolbar).getByText('2 contacts selected')).toBeTruthy();
    await click(within(toolbar).getByRole('button', { name: 'Export selected' }));
    await waitFor(() => expect(lastList(api).get('format')).toBe('csv'));
    expect(lastList(api).get('ids')).toBe('1,3');
    await click(button('Export CSV'));
    await waitFor(() => expect(api.listQueries().filter((query) => query.has('format'))).toHaveLength(2));
    expect([lastList(api).has('ids'), lastList(api).has('page')]).toEqual([false, false]);
  });

  it('the header checkbox selects every row on the page, then none', async () => {
    await showList(people(12));
    await click(headerBox());
    expect(screen.getByText('10 of 10 row(s) selected.')).toBeTruthy();
    expect(stateOf(headerBox())).toBe('checked');
    for (const row of bodyRows()) expect(row.getAttribute('aria-selected')).toBe('true');
    await click(headerBox());
    expect(screen.getByText('0 of 10 row(s) selected.')).toBeTruthy();
    expect(stateOf(headerBox())).toBe('unchecked');
  });

  it('is keyed by email: a refetch with the same contacts keeps it', async () => {
    const { queryClient } = await showList(people(3));
    await click(rowBox('Person 02'));
    expect(screen.getByText('1 of 3 row(s) selected.')).toBeTruthy();
    await act(async () => queryClient.invalidateQueries());
    await settle(10);
    expect(screen.getByText('1 of 3 row(s) selected.')).toBeTruthy();
    expect(stateOf(rowBox('Person 02'))).toBe('checked');
  });

  it('clears whenever the loaded contacts change (next page, new search, changed data)', async () => {
    const { api, queryClient } = await showList(people(12));
    await click(headerBox());
    expect(screen.getByText('10 of 10 row(s) selected.')).toBeTruthy();

    await click(button('Next'));
    await screen.findByRole('link', { name: 'Person 11' });
    expect(screen.getByText('0 of 2 row(s) selected.')).toBeTruthy();

    await click(button('Previous'));
    await screen.findByRole('link', { name: 'Person 01' });
    expect(screen.getByText('0 of 10 row(s) selected.')).toBeTruthy();
    expect(stateOf(rowBox('Person 01'))).toBe('unchecked');

    await click(rowBox('Person 01'));
    api.contacts[0] = { ...api.contacts[0]!, phone: '+254 711 111 111' };
    await act(async () => queryClient.invalidateQueries());
    await screen.findByText('+254 711 111 111');
    expect(screen.getByText('0 of 10 row(s) selected.')).toBeTruthy();
  });
});

describe('Contacts list: an account without contacts', () => {
  it('shows the empty state instead of the list', async () => {
    const api = fakeApi({ contacts: [], hasContacts: false });
    renderContacts();
    await screen.findByText('All your customers and suppliers at a glance');
    expect(screen.getByText('Quickly spot your best and worst customers')).toBeTruthy();
    expect(button('Create your first contact')).toBeTruthy();
    expect(button('Import contacts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Learn more about contacts' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByPlaceholderText('Search by name...')).toBeNull();
    // No list request for an account that has no contacts.
    expect(api.listQueries()).toHaveLength(0);
  });

  it("'Create your first contact' opens the form", async () => {
    fakeApi({ hasContacts: false });
    renderContacts();
    await click(await screen.findByRole('button', { name: 'Create your first contact' }));
    await waitFor(() => expect(location()).toBe('/contacts/create'));
    expect(await screen.findByRole('heading', { level: 1, name: 'New contact' })).toBeTruthy();
  });

  it("'Import contacts' opens the import dialog", async () => {
    fakeApi({ hasContacts: false });
    renderContacts();
    await click(await screen.findByRole('button', { name: 'Import contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import contacts' });
    expect(within(dialog).getByText('Choose a CSV file')).toBeTruthy();
  });

  it("'Learn more about contacts' opens the help, at its own address", async () => {
    fakeApi({ hasContacts: false });
    renderContacts();
    await click(await screen.findByRole('link', { name: 'Learn more about contacts' }));
    expect(location()).toBe('/contacts?help=contacts');
    const dialog = await screen.findByRole('dialog', { name: 'About contacts' });
    expect(within(dialog).getByText('What a contact holds')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(location()).toBe('/contacts'));
  });
});
