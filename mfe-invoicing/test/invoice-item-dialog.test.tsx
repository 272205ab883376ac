import type { InvoiceItem } from '@daftari/contracts';
import { choose, click, mockApi, renderPage, settle, type } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { InvoiceItemDialog } from '../src/components/InvoiceItemDialog.tsx';
import { invoice, item, priceList, uuid } from './fixtures.ts';

const ID = uuid(1);

function Harness({ editing }: { editing?: InvoiceItem }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p data-testid="open-state">{open ? 'open' : 'closed'}</p>
      <InvoiceItemDialog
        invoice={{ id: ID, currency: 'KES' }}
        item={editing ?? null}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /price_list_items': () => ({ body: { data: priceList } }),
    [`POST /invoices/${ID}/add_items`]: () => ({ body: { data: invoice() } }),
    [`GET /invoices/${ID}`]: () => ({ body: { data: invoice() } }),
    ...extra,
  });
}

async function renderDialog(editing?: InvoiceItem) {
  renderPage(<Harness editing={editing} />, { route: '/x', path: '/x' });
  await settle();
  return screen.getByRole('dialog');
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('textbox', { name }) as HTMLInputElement | HTMLTextAreaElement;
const quantity = (dialog: HTMLElement) =>
  within(dialog).getByRole('spinbutton', { name: /Quantity/ }) as HTMLInputElement;
const unitTrigger = (dialog: HTMLElement) => within(dialog).getByRole('combobox', { name: /Unit/ });
const buttonIn = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('button', { name });
const addBody = (calls: ReturnType<typeof api>['of']) =>
  calls('POST', `/invoices/${ID}/add_items`).map(
    (call) => call.body as { items: Record<string, unknown>[]; save_to_price_list: boolean },
  );

describe('Invoice item dialog', () => {
  it("is titled 'Add Invoice Item' with the defaults: quantity 1, unit services, price empty, the negative hint", async () => {
    api();
    const dialog = await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add Invoice Item' })).toBeTruthy();
    expect(quantity(dialog).value).toBe('1');
    expect(unitTrigger(dialog).textContent).toContain('services');
    expect(field(dialog, 'Unit Price (KES)').value).toBe('');
    expect(within(dialog).getByText('Enter discounts and credits as negative.')).toBeTruthy();
    expect(field(dialog, 'Tax %').value).toBe('0');
    expect(field(dialog, 'Discount %').value).toBe('0');
    expect(within(dialog).getByRole('checkbox', { name: 'Add this to your Price List' })).toBeTruthy();
    expect(buttonIn(dialog, 'Create and Finish')).toBeTruthy();
    expect(buttonIn(dialog, 'Create and Add Another')).toBeTruthy();
    expect(buttonIn(dialog, 'Cancel')).toBeTruthy();
  });

  it('shows the validation messages', async () => {
    const { of } = api();
    const dialog = await renderDialog();
    await type(quantity(dialog), '');
    await type(field(dialog, 'Unit Price (KES)'), 'abc');
    await click(buttonIn(dialog, 'Create and Finish'));
    expect(await within(dialog).findByText('Quantity is required')).toBeTruthy();
    expect(within(dialog).getByText('Details are required')).toBeTruthy();
    expect(within(dialog).getByText('Unit Price must be a number')).toBeTruthy();
    expect(of('POST', `/invoices/${ID}/add_items`)).toHaveLength(0);

    await type(quantity(dialog), '0');
    await click(buttonIn(dialog, 'Create and Finish'));
    expect(await within(dialog).findByText('Quantity must be at least 1')).toBeTruthy();
  });

  it('counts an empty unit price as 0 and sends new items with tax 0 and discount 0', async () => {
    const { of } = api();
    const dialog = await renderDialog();
    await type(field(dialog, 'Details'), 'Site visit');
    await click(buttonIn(dialog, 'Create and Finish'));
    await waitFor(() =>
      expect(addBody(of)).toEqual([
        {
          items: [
            {
              description: 'Site visit',
              quantity: 1,
              unit: 'services',
              unit_price: 0,
              tax_rate: 0,
              discount: 0,
              tax_category: null,
            },
          ],
          save_to_price_list: false,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('open-state').textContent).toBe('closed'));
  });

  it('takes a negative price (a credit) and previews the line total live', async () => {
    const { of } = api();
    const dialog = await renderDialog();
    await type(field(dialog, 'Details'), 'Loyalty credit');
    await type(field(dialog, 'Unit Price (KES)'), '-1,500.50');
    expect(within(dialog).getByTestId('unit-price-echo').textContent).toBe('-KES 1,500.50');
    expect(within(dialog).getByTestId('line-preview').textContent).toContain('-KES 1,500.50');
    await type(quantity(dialog), '2');
    await type(field(dialog, 'Tax %'), '16');
    await type(field(dialog, 'Discount %'), '10');
    // 2 × 57.48 = 114.96; discount 11.50; taxable 103.46; tax 16.55; total 120.01
    await type(field(dialog, 'Unit Price (KES)'), '57.48');
    expect(within(dialog).getByTestId('line-preview').textContent).toContain('KES 120.01');
    await type(field(dialog, 'Unit Price (KES)'), '-1500.5');
    await type(field(dialog, 'Tax %'), '0');
    await type(field(dialog, 'Discount %'), '0');
    await click(buttonIn(dialog, 'Create and Finish'));
    await waitFor(() => expect(addBody(of)[0]!.items[0]).toMatchObject({ unit_price: -1500.5, quantity: 2 }));
  });

  it("'Create and Add Another' saves, keeps the unit and clears details and price", async () => {
    const { of } = api();
    const dialog = await renderDialog();
    await choose(unitTrigger(dialog), 'hours');
    await type(field(dialog, 'Details'), 'Design review');
    await type(field(dialog, 'Unit Price (KES)'), '3500');
    await type(quantity(dialog), '3');
    await click(buttonIn(dialog, 'Create and Add Another'));
    await waitFor(() =>
      expect(addBody(of)[0]!.items[0]).toEqual({
        description: 'Design review',
        quantity: 3,
        unit: 'hours',
        unit_price: 3500,
        tax_rate: 0,
        discount: 0,
        tax_category: null,
      }),
    );
    const still = screen.getByRole('dialog', { name: 'Add Invoice Item' });
    // The form starts again once the answer is back.
    await waitFor(() => expect(field(still, 'Details').value).toBe(''));
    expect(unitTrigger(still).textContent).toContain('hours');
    expect(field(still, 'Unit Price (KES)').value).toBe('');
    expect(quantity(still).value).toBe('1');
    expect(await screen.findByText('Item added')).toBeTruthy();
  });

  it('pre-fills details, unit, unit price and tax from the price list', async () => {
    const { of } = api();
    const dialog = await renderDialog();
    const picker = within(dialog).getByRole('button', { name: /Price list/ });
    expect(picker.textContent).toContain('Select from price list');
    await click(picker);
    expect(await screen.findByPlaceholderText('Search price list...')).toBeTruthy();
    await type(screen.getByPlaceholderText('Search price list...'), 'zzz');
    // 'Loading...' until the price list has come.
    expect(await screen.findByText('No items found.')).toBeTruthy();
    await type(screen.getByPlaceholderText('Search price list...'), 'logo');
    await click(screen.getByRole('option', { name: /Logo design/ }));
    await waitFor(() => expect(field(dialog, 'Details').value).toBe('Logo design'));
    expect(unitTrigger(dialog).textContent).toContain('services');
    expect(field(dialog, 'Unit Price (KES)').value).toBe('25000');
    expect(field(dialog, 'Tax %').value).toBe('16');
    await click(within(dialog).getByRole('checkbox', { name: 'Add this to your Price List' }));
    await click(buttonIn(dialog, 'Create and Finish'));
    await waitFor(() =>
      expect(addBody(of)[0]).toEqual({
        items: [
          {
            description: 'Logo design',
            quantity: 1,
            unit: 'services',
            unit_price: 25000,
            tax_rate: 16,
            discount: 0,
            tax_category: null,
          },
        ],
        save_to_price_list: true,
      }),
    );
  });

  it("edits a line: 'Edit Invoice Item', 'Save Changes', no add-another, tax and discount kept", async () => {
    const line = item({
      id: 7,
      description: 'Hosting',
      unit: 'months',
      quantity: 12,
      unit_price: 2500,
      tax_rate: 16,
      discount: 5,
    });
    const { of } = api({ [`PUT /invoices/${ID}/items/7`]: () => ({ body: { data: invoice() } }) });
    const dialog = await renderDialog(line);
    expect(screen.getByRole('dialog', { name: 'Edit Invoice Item' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Create and Add Another' })).toBeNull();
    expect(field(dialog, 'Details').value).toBe('Hosting');
    await type(quantity(dialog), '6');
    await click(buttonIn(dialog, 'Save Changes'));
    await waitFor(() =>
      expect(of('PUT', `/invoices/${ID}/items/7`)[0]!.body).toEqual({
        invoice_item: {
          description: 'Hosting',
          quantity: 6,
          unit: 'months',
          unit_price: 2500,
          tax_rate: 16,
          discount: 5,
          tax_category: null,
        },
      }),
    );
  });

  it("shows the server's message when saving fails, and stays open", async () => {
    api({
      [`POST /invoices/${ID}/add_items`]: () => ({
        status: 422,
        body: { error: 'A sent invoice cannot be changed' },
      }),
    });
    const dialog = await renderDialog();
    await type(field(dialog, 'Details'), 'Anything');
    await click(buttonIn(dialog, 'Create and Finish'));
    expect(await screen.findByText('Failed to save item')).toBeTruthy();
    expect(screen.getByText('A sent invoice cannot be changed')).toBeTruthy();
    expect(screen.getByTestId('open-state').textContent).toBe('open');
  });
});
