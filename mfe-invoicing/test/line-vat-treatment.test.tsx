import type { InvoiceItem } from '@daftari/contracts';
import { choose, click, mockApi, renderPage, settle, type } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceItemDialog } from '../src/components/InvoiceItemDialog.tsx';
import { invoice, item, priceList, priceListItem, uuid } from './fixtures.ts';

const ID = uuid(1);

function api() {
  return mockApi({
    'GET /price_list_items': () => ({ body: { data: priceList } }),
    [`POST /invoices/${ID}/add_items`]: () => ({ body: { data: invoice() } }),
    [`PUT /invoices/${ID}/items/7`]: () => ({ body: { data: invoice() } }),
    'POST /price_list_items': () => ({ body: { data: priceListItem({ id: 20 }) } }),
    [`GET /invoices/${ID}`]: () => ({ body: { data: invoice() } }),
  });
}

async function renderDialog(editing: InvoiceItem | null = null) {
  renderPage(
    <InvoiceItemDialog invoice={{ id: ID, currency: 'KES' }} item={editing} open onOpenChange={() => {}} />,
    { route: '/x', path: '/x' },
  );
  await settle();
  return screen.getByRole('dialog');
}

const treatment = (dialog: HTMLElement) => within(dialog).queryByRole('combobox', { name: /VAT treatment/ });
const taxRate = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: 'Tax %' });
const sentLine = (calls: ReturnType<typeof api>['of']) =>
  (calls('POST', `/invoices/${ID}/add_items`)[0]?.body as { items: Record<string, unknown>[] } | undefined)
    ?.items[0];

async function pick(dialog: HTMLElement, search: string, name: RegExp) {
  await click(within(dialog).getByRole('button', { name: /Price list/ }));
  await type(await screen.findByPlaceholderText('Search price list...'), search);
  await click(await screen.findByRole('option', { name }));
}

describe('Line item dialog: VAT treatment', () => {
  it('is asked only at 0 % and is sent as the line’s tax category', async () => {
    const { of } = api();
    const dialog = await renderDialog();
    expect(treatment(dialog)?.textContent).toContain('Zero-rated');
    await type(taxRate(dialog), '16');
    expect(treatment(dialog)).toBeNull();
    await type(taxRate(dialog), '0');
    await choose(treatment(dialog)!, 'Outside VAT');
    await type(within(dialog).getByRole('textbox', { name: 'Details' }), 'Bus fare refund');
    await click(within(dialog).getByRole('button', { name: 'Create and Finish' }));
    await waitFor(() => expect(sentLine(of)).toMatchObject({ tax_rate: 0, tax_category: 'non_vat' }));
  });

  it('sends no tax category once the rate is no longer 0, whatever was chosen at 0 %', async () => {
    const { of } = api();
    const dialog = await renderDialog();
    await choose(treatment(dialog)!, 'Exempt');
    await type(taxRate(dialog), '16');
    await type(within(dialog).getByRole('textbox', { name: 'Details' }), 'Consulting');
    await click(within(dialog).getByRole('button', { name: 'Create and Finish' }));
    await waitFor(() => expect(sentLine(of)).toMatchObject({ tax_rate: 16, tax_category: null }));
  });

  it('a price-list pick fills the treatment, and the line saved to the price list carries it', async () => {
    const { of } = api();
    const dialog = await renderDialog();
    await pick(dialog, 'logo', /Logo design/);
    await waitFor(() => expect(taxRate(dialog)).toHaveProperty('value', '16'));
    expect(treatment(dialog)).toBeNull();
    await pick(dialog, 'tuition', /Tuition, term 1/);
    await waitFor(() => expect(treatment(dialog)?.textContent).toContain('Exempt'));
    await click(within(dialog).getByRole('checkbox', { name: 'Add this to your Price List' }));
    await click(within(dialog).getByRole('button', { name: 'Create and Finish' }));
    await waitFor(() =>
      expect(of('POST', `/invoices/${ID}/add_items`)[0]?.body).toEqual({
        items: [
          {
            description: 'Tuition, term 1',
            quantity: 1,
            unit: 'months',
            unit_price: 15000,
            tax_rate: 0,
            discount: 0,
            tax_category: 'exempt',
          },
        ],
        save_to_price_list: true,
      }),
    );
  });

  it('editing shows the line’s stored treatment and saves it to the price list too', async () => {
    const { of } = api();
    const line = item({ id: 7, description: 'Bus fare', tax_rate: 0, tax_category: 'non_vat' });
    const dialog = await renderDialog(line);
    expect(treatment(dialog)?.textContent).toContain('Outside VAT');
    await click(within(dialog).getByRole('checkbox', { name: 'Add this to your Price List' }));
    await click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(of('POST', '/price_list_items')).toHaveLength(1));
    expect(of('PUT', `/invoices/${ID}/items/7`)[0]!.body).toMatchObject({
      invoice_item: { tax_rate: 0, tax_category: 'non_vat' },
    });
    expect(of('POST', '/price_list_items')[0]!.body).toEqual({
      price_list_item: {
        description: 'Bus fare',
        unit: 'hours',
        unit_price: 1000,
        tax_rate: 0,
        tax_category: 'non_vat',
      },
    });
  });
});
