import { setToken } from '@daftari/api-client';
import type { SearchResult } from '@daftari/contracts';
import {
  advance,
  deferred,
  fakeTimers,
  location,
  mockApi,
  type Reply,
  renderPage,
  type,
} from '@daftari/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '../src/layout/HeaderSearch.tsx';

const invoice: SearchResult = {
  kind: 'invoice',
  id: 'b3c1e7a2-0000-4000-8000-000000000042',
  label: 'INV-0042',
  detail: 'Achieng Otieno · KES 12,500.00 · sent',
  url: '/work/invoicing/b3c1e7a2-0000-4000-8000-000000000042',
};
const contact: SearchResult = {
  kind: 'contact',
  id: '7',
  label: 'Achieng Otieno',
  detail: '0712 345 678',
  url: '/contacts/7',
};

beforeEach(() => {
  setToken('token');
  fakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const renderHeader = () =>
  renderPage(
    <header>
      <HeaderSearch />
      <input aria-label="Other field" />
    </header>,
    { route: '/contacts', path: '/contacts' },
  );

/** The panel's message (the page has another status: the router probe's output). */
const panelStatus = () => within(screen.getByRole('dialog', { name: 'Search' })).getByRole('status');

const pressKey = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  act(async () => {
    fireEvent.keyDown(target, { key, ...init });
  });

/** Opens the panel with "/", types `q` and lets the debounce run out: the search is sent. */
async function searchFor(q: string) {
  await pressKey('/');
  const field = await screen.findByRole('combobox', { name: 'Search' });
  await type(field, q);
  await advance(250);
  return field;
}

describe('the header search', () => {
  it('opens with "/", searches once typing pauses, shows the results and opens the chosen one with Enter', async () => {
    const answer = deferred<Reply>();
    const api = mockApi({ 'GET /search': () => answer.promise });
    renderHeader();
    expect(screen.getByRole('button', { name: 'Search (press / or Ctrl+K)' })).toBeTruthy();
    const field = await searchFor('achieng');
    expect(api.of('GET', '/search').map((call) => call.query.get('q'))).toEqual(['achieng']);
    expect(panelStatus().textContent).toBe('Searching…');

    await act(async () => answer.resolve({ body: { data: [contact, invoice] } }));
    const results = await screen.findByRole('listbox', { name: 'Search results' });
    const options = within(results).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'ContactAchieng Otieno0712 345 678',
      'InvoiceINV-0042Achieng Otieno · KES 12,500.00 · sent',
    ]);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await pressKey('ArrowDown', {}, field);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await pressKey('ArrowDown', {}, field);
    await pressKey('ArrowUp', {}, field);
    await pressKey('Enter', {}, field);
    expect(location()).toBe(invoice.url);
  });

  it('sends one search for a burst of typing, the last text', async () => {
    const api = mockApi({ 'GET /search': () => ({ body: { data: [invoice] } }) });
    renderHeader();
    await pressKey('k', { ctrlKey: true });
    const field = await screen.findByRole('combobox', { name: 'Search' });
    await type(field, 'inv');
    await advance(100);
    await type(field, 'inv 42');
    await advance(249);
    expect(api.of('GET', '/search')).toHaveLength(0);
    await advance(1);
    expect(await screen.findByRole('option', { name: /INV-0042/ })).toBeTruthy();
    expect(api.of('GET', '/search').map((call) => call.query.get('q'))).toEqual(['inv 42']);
  });

  it('says when nothing is found, and what went wrong when the search fails', async () => {
    mockApi({
      'GET /search': (call) =>
        call.query.get('q') === 'zzqx'
          ? { body: { data: [] } }
          : { status: 422, body: { error: 'Search must be at most 200 characters' } },
    });
    renderHeader();
    const field = await searchFor('zzqx');
    expect((await screen.findByText('Nothing found for “zzqx”.')).getAttribute('role')).toBe('status');
    await type(field, 'broken');
    await advance(250);
    expect((await screen.findByRole('alert')).textContent).toBe('Search must be at most 200 characters');
  });

  it('leaves "/" to a field being typed in, and closes with Escape', async () => {
    mockApi({});
    renderHeader();
    await pressKey('/', {}, screen.getByRole('textbox', { name: 'Other field' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    await pressKey('/');
    const field = await screen.findByRole('combobox', { name: 'Search' });
    expect(panelStatus().textContent).toMatch(/by number, name, phone, M-Pesa code or amount/);
    await pressKey('Escape', {}, field);
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
