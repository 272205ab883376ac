import type { PriceListItem, Role, UpdatePriceListItemRequest } from '@daftari/contracts';
import { choose, click, deferred, mockApi, type Reply, renderPage, type, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceListPage } from '../src/routes/PriceListPage.tsx';
import { priceListItem } from './fixtures.ts';

const CEMENT = priceListItem({ id: 31, description: 'Cement 50 kg', unit: 'items', unit_price: 850 });
const BOOKS = priceListItem({
  id: 32,
  description: 'Exercise books',
  unit: 'items',
  unit_price: 60,
  tax_rate: 0,
  kind: 'goods',
  classification_code: '1411150400',
  etims_item_code: 'KE2NTXU0000032',
});

/** The API with a price list that PATCH changes (its answer held by `delay`), or `refuse` as the answer. */
function api(options: { delay?: Promise<unknown>; refuse?: Reply; role?: Role } = {}) {
  let items: PriceListItem[] = [CEMENT, BOOKS];
  return mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(), role: options.role ?? 'owner' } } }),
    'GET /price_list_items': () => ({ body: { data: items } }),
    'GET /etims/item_classes': () => ({
      body: { data: [{ code: '1411150400', name: 'Exercise books', level: 5, tax_type: null }] },
    }),
    'PATCH /price_list_items/:id': (call) => {
      if (options.refuse) return options.refuse;
      const id = Number(call.path.split('/').at(-1));
      const change = (call.body as UpdatePriceListItemRequest).price_list_item;
      items = items.map((entry) => (entry.id === id ? ({ ...entry, ...change } as PriceListItem) : entry));
      return { body: { data: items.find((entry) => entry.id === id) }, delay: options.delay };
    },
  });
}

const rowOf = async (description: string) =>
  (await screen.findByText(description)).closest('tr') as HTMLTableRowElement;

/** The row's cell under the column headed `header`. */
const cellOf = (row: HTMLTableRowElement, header: string) => {
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  return row.cells[headers.indexOf(header)]!;
};

async function openKraDetails(description: string) {
  renderPage(<PriceListPage />, { route: '/price-list', path: '/price-list' });
  const row = await rowOf(description);
  await click(within(row).getByRole('button', { name: `KRA details of ${description}` }));
  return screen.findByRole('dialog', { name: 'KRA details' });
}

const kindSelect = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: 'Kind' });
const classification = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: /KRA item classification/ });
const treatment = (dialog: HTMLElement) => within(dialog).queryByRole('combobox', { name: /VAT treatment/ });
const submit = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: /Save KRA details|Saving/ });

describe('Price list: KRA details', () => {
  it('shows each item as KRA knows it, with the eTIMS item code once registered', async () => {
    api();
    renderPage(<PriceListPage />, { route: '/price-list', path: '/price-list' });
    expect(cellOf(await rowOf('Cement 50 kg'), 'KRA item').textContent).toBe('Service');
    const books = cellOf(await rowOf('Exercise books'), 'KRA item');
    expect(within(books).getByText('Goods · 1411150400')).toBeTruthy();
    expect(within(books).getByText('KE2NTXU0000032')).toBeTruthy();
  });

  it('saves goods and their classification with PATCH, then the list shows them', async () => {
    const hold = deferred();
    const { of } = api({ delay: hold.promise });
    const dialog = await openKraDetails('Cement 50 kg');
    expect(kindSelect(dialog).textContent).toContain('Service');
    expect(
      within(dialog).getByText(
        "From KRA's item classification list (type a code or a name to search it); required for goods",
      ),
    ).toBeTruthy();
    // The classifications KRA lists are offered as the owner types.
    await waitFor(() =>
      expect(document.querySelector('#kra-item-classes option')?.getAttribute('value')).toBe('1411150400'),
    );
    // A taxed item has no VAT treatment to choose.
    expect(treatment(dialog)).toBeNull();
    await choose(kindSelect(dialog), 'Goods');
    await type(classification(dialog), ' 5020220100 ');
    await click(submit(dialog));
    await waitFor(() => expect(of('PATCH', '/price_list_items/31')).toHaveLength(1));
    expect(of('PATCH', '/price_list_items/31')[0]!.body).toEqual({
      price_list_item: { kind: 'goods', classification_code: '5020220100', tax_category: null },
    });
    expect(submit(dialog).textContent).toBe('Saving...');
    expect(submit(dialog).hasAttribute('disabled')).toBe(true);

    hold.resolve();
    expect(await screen.findByText('KRA details saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'KRA details' })).toBeNull());
    await waitFor(() =>
      expect(cellOf(screen.getByText('Cement 50 kg').closest('tr')!, 'KRA item').textContent).toBe(
        'Goods · 5020220100',
      ),
    );
  });

  it("shows the server's field error under its field and stays open", async () => {
    const message = 'KRA item classification is not on KRA’s list';
    api({ refuse: { status: 422, body: { error: message, details: { classification_code: [message] } } } });
    const dialog = await openKraDetails('Cement 50 kg');
    await choose(kindSelect(dialog), 'Goods');
    await type(classification(dialog), '99999999');
    await click(submit(dialog));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(classification(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('KRA details saved')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'KRA details' })).toBeTruthy();
  });

  it('asks goods for their classification before sending anything', async () => {
    const { of } = api();
    const dialog = await openKraDetails('Cement 50 kg');
    await choose(kindSelect(dialog), 'Goods');
    await click(submit(dialog));
    expect(
      await within(dialog).findByText('Goods need their KRA item classification (8 to 10 digits)'),
    ).toBeTruthy();
    await type(classification(dialog), '12-34');
    await click(submit(dialog));
    expect(await within(dialog).findByText('KRA item classification must be 8 to 10 digits')).toBeTruthy();
    expect(of('PATCH', '/price_list_items/31')).toHaveLength(0);
  });

  it('offers the VAT treatment of an item at 0 % and sends it', async () => {
    const { of } = api();
    const dialog = await openKraDetails('Exercise books');
    expect(classification(dialog)).toHaveProperty('value', '1411150400');
    expect(within(dialog).getByText('KE2NTXU0000032')).toBeTruthy();
    expect(treatment(dialog)?.textContent).toContain('Zero-rated');
    await choose(treatment(dialog)!, 'Exempt');
    await click(submit(dialog));
    expect(await screen.findByText('KRA details saved')).toBeTruthy();
    expect(of('PATCH', '/price_list_items/32')[0]!.body).toEqual({
      price_list_item: { kind: 'goods', classification_code: '1411150400', tax_category: 'exempt' },
    });
    await waitFor(() =>
      expect(cellOf(screen.getByText('Exercise books').closest('tr')!, 'VAT').textContent).toBe(
        '0% · Exempt',
      ),
    );
  });
});

describe('Price list: what each role sees', () => {
  it('a viewer reads each item’s KRA details but is offered neither the KRA details dialog nor Import', async () => {
    api({ role: 'viewer' });
    renderPage(<PriceListPage />, { route: '/price-list', path: '/price-list' });
    const row = await rowOf(BOOKS.description);
    expect(cellOf(row, 'KRA item').textContent).toBe('Goods · 1411150400KE2NTXU0000032');
    expect(screen.queryByRole('button', { name: /^KRA details of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('a bookkeeper, who may change the price list, opens the KRA details of each item', async () => {
    api({ role: 'bookkeeper' });
    renderPage(<PriceListPage />, { route: '/price-list', path: '/price-list' });
    await rowOf(BOOKS.description);
    expect(screen.getAllByRole('button', { name: /^KRA details of/ })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy();
  });
});
