import type { PriceListImportColumn, PriceListImportMapping, PriceListItem } from '@daftari/contracts';
import {
  type ApiCall,
  chooseFile,
  choose as chooseOption,
  click,
  mockApi,
  renderPage,
} from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceListPage } from '../src/routes/PriceListPage.tsx';
import { priceListItem } from './fixtures.ts';

const ZOHO = new File(
  ['Item Name,SKU,Rate,Tax Percentage,Usage unit\nCooking oil,CO-5L,"KES 1,250.00",16,ltr\n'],
  'zoho-items.csv',
  { type: 'text/csv' },
);

const DETECTED: PriceListImportColumn[] = [
  { column: 'Item Name', field: 'name' },
  { column: 'SKU', field: null },
  { column: 'Rate', field: 'unit_price' },
  { column: 'Tax Percentage', field: 'tax_rate' },
  { column: 'Usage unit', field: 'unit' },
];

/** A dry run's answer: the mapping used and the one row as it would be saved under it. */
function answerFor(mapping: PriceListImportMapping | null) {
  const columns = DETECTED.map(({ column, field }) => ({
    column,
    field: mapping && column in mapping ? (mapping[column] ?? null) : field,
  }));
  const fieldOf = (column: string) => columns.find((entry) => entry.column === column)?.field;
  const description = fieldOf('SKU') === 'description' ? 'Cooking oil - CO-5L' : 'Cooking oil';
  return {
    imported: 0,
    row_count: 1,
    mapping: columns,
    ignored_columns: columns.filter(({ field }) => !field).map(({ column }) => column),
    preview: [{ line: 2, description, unit: 'litres' as const, unit_price: 1250, tax_rate: 16 }],
  };
}

function priceListApi() {
  const items: PriceListItem[] = [];
  const calls: { dryRun: boolean; mapping: PriceListImportMapping | null }[] = [];
  const api = mockApi({
    'GET /users/current': () => ({
      body: {
        data: { id: 1, email: 'a@b.co', name: 'A', account: { id: 1, name: 'Duka', currency: 'KES' } },
      },
    }),
    'GET /price_list_items': () => ({ body: { data: items } }),
    'POST /price_list_items/import': ({ form, query }: ApiCall) => {
      const mapping =
        typeof form?.mapping === 'string' ? (JSON.parse(form.mapping) as PriceListImportMapping) : null;
      const dryRun = query.get('dry_run') === 'true';
      calls.push({ dryRun, mapping });
      if (mapping?.Rate === null) {
        const error = '1 row has errors; nothing was imported';
        return { status: 422, body: { error, details: { 'line 2': ['Price is missing'] } } };
      }
      if (dryRun) return { body: { data: answerFor(mapping) } };
      const { preview } = answerFor(mapping);
      items.push(...preview.map(({ line, ...item }) => priceListItem({ id: line, ...item })));
      return { body: { data: { imported: 1, already_listed: 0 } } };
    },
  });
  return { api, calls };
}

async function openWithFile() {
  renderPage(<PriceListPage />, { route: '/price-list', path: '/price-list' });
  expect(await screen.findByText('No items on your price list')).toBeTruthy();
  await click(screen.getByRole('button', { name: 'Import' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import price list' });
  expect(within(dialog).getByRole('list', { name: 'Which export to take from each tool' })).toBeTruthy();
  await chooseFile(screen.getByLabelText('Choose a CSV file'), ZOHO);
  await within(dialog).findByText('1 item ready to import.');
  return dialog;
}

const columnSelect = (dialog: HTMLElement, column: string) =>
  within(dialog).getByRole('combobox', { name: `Column ${column}` });

describe('Price list: import from another tool', () => {
  it('shows how each column is read, re-checks with the owner’s mapping, and imports with it', async () => {
    const { calls } = priceListApi();
    const dialog = await openWithFile();
    expect(calls).toEqual([{ dryRun: true, mapping: null }]);
    expect(columnSelect(dialog, 'Rate').textContent).toContain('Unit price');
    expect(columnSelect(dialog, 'SKU').textContent).toContain('Ignore this column');
    expect(within(dialog).getByText('1 column not imported')).toBeTruthy();
    expect(within(dialog).getByText('Cooking oil')).toBeTruthy();

    await chooseOption(columnSelect(dialog, 'SKU'), 'Description (after the name)');
    expect(await within(dialog).findByText('Cooking oil - CO-5L')).toBeTruthy();
    const mapping = {
      'Item Name': 'name',
      SKU: 'description',
      Rate: 'unit_price',
      'Tax Percentage': 'tax_rate',
      'Usage unit': 'unit',
    };
    expect(calls.at(-1)).toEqual({ dryRun: true, mapping });

    await click(within(dialog).getByRole('button', { name: 'Import 1 item' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ dryRun: false, mapping }));
    const row = (await screen.findByText('Cooking oil - CO-5L')).closest('tr')!;
    expect(within(row).getByText('litres')).toBeTruthy();
    expect(within(row).getByText('16%')).toBeTruthy();
  });

  it('lists the problems by line when a column change leaves rows bad, and imports nothing', async () => {
    const { calls } = priceListApi();
    const dialog = await openWithFile();
    await chooseOption(columnSelect(dialog, 'Rate'), 'Ignore this column');
    const problems = await within(dialog).findByRole('list', { name: 'Problems by line' });
    expect(problems.textContent).toContain('Line 2: Price is missing');
    expect(within(dialog).getByText('1 row has errors; nothing was imported')).toBeTruthy();
    expect(
      (within(dialog).getByRole('button', { name: 'Import price list' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(calls.every(({ dryRun }) => dryRun)).toBe(true);
  });
});
