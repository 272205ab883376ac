import {
  choose,
  chooseFile,
  click,
  deferred,
  fileOf,
  location,
  mockApi,
  page,
  renderPage,
  settle,
  type,
  user,
} from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillFormPage } from '../src/routes/bills/BillFormPage.tsx';
import { bill, billExtraction, vendor } from './bill-fixtures.ts';
import { chartAccount, ledgerAccounts } from './fixtures.ts';

const accounts = [...ledgerAccounts, chartAccount(32, '1500', 'Equipment', 'asset')];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /ledger_accounts': () => ({ body: { data: accounts } }),
    'GET /contacts': () => ({ body: page([vendor]) }),
    'GET /contacts/7': () => ({ body: { data: vendor } }),
    'POST /bills/extract_from_document': () => ({ body: { data: billExtraction() } }),
    'POST /bills': () => ({ status: 201, body: { data: bill() } }),
    'GET /bills/41': () => ({ body: { data: bill() } }),
    'PUT /bills/41': () => ({ body: { data: bill() } }),
    ...extra,
  });
}

async function renderNew(route = '/bills/new') {
  const result = renderPage(<BillFormPage />, { route, path: '/bills/new' });
  await screen.findByRole('heading', { level: 1, name: 'New bill' });
  await settle();
  return result;
}

const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const fileInput = () =>
  screen.getByLabelText(/^Attachment/, { selector: 'input[type=file]' }) as HTMLInputElement;
const line = (n: number) => screen.getByRole('group', { name: `Line ${n}` });
const fieldOf = (label: string, within_: HTMLElement = document.body) =>
  within(within_).getByText(label, { selector: 'label' }).closest('[data-part=root]') as HTMLElement;

async function pickAccount(lineNumber: number, name: string) {
  await click(within(line(lineNumber)).getByRole('button', { name: /^Account/ }));
  await click(await screen.findByRole('option', { name }));
}

describe('New bill', () => {
  it("reads a supplier's invoice and fills the bill, which the owner checks and saves with the file", async () => {
    const calls = api();
    await renderNew();
    const photo = fileOf('unga-invoice.jpg', 'image/jpeg');
    await chooseFile(fileInput(), photo);

    await waitFor(() => expect(input(/^Bill number/).value).toBe('UW-2291'));
    expect(calls.of('POST', '/bills/extract_from_document')[0]!.form!.document).toBeInstanceOf(File);
    expect(screen.getByRole('button', { name: /^Vendor/ }).textContent).toContain('Unga Wholesalers');
    expect(input(/^Bill date/).value).toBe('2026-11-02');
    expect(input(/^Due date/).value).toBe('2026-12-02');
    expect(input(/^Unit price/).value).toBe('10000.00');
    expect(within(line(1)).getByRole('button', { name: /^Account/ }).textContent).toContain(
      'Office Supplies',
    );
    for (const label of ['Vendor', 'Bill number', 'Bill date', 'Account', 'Unit price', 'VAT']) {
      expect(within(fieldOf(label)).getByText('Detected')).toBeTruthy();
    }
    expect(screen.getByTestId('bill-total').textContent).toBe('KES 11,600.00');
    expect(screen.getByAltText('Preview of unga-invoice.jpg')).toBeTruthy();

    await type(input(/^Description/), 'Maize flour, 50 bags');
    await click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(location()).toBe('/bills/41'));
    const sent = calls.of('POST', '/bills')[0]!.form!;
    expect(JSON.parse(sent.bill as string)).toEqual({
      contact_id: 7,
      bill_number: 'UW-2291',
      issue_date: '2026-11-02',
      due_date: '2026-12-02',
      draft: false,
      lines: [
        {
          description: 'Maize flour, 50 bags',
          ledger_account_id: 12,
          quantity: 1,
          unit_price: 10000,
          tax_rate: 16,
          discount: 0,
          tax_category: null,
        },
      ],
    });
    expect((sent.attachmentFile as File).name).toBe('unga-invoice.jpg');
  });

  it('keeps the suggested account when the accounts arrive after the document was chosen', async () => {
    const accountsHeld = deferred<void>();
    api({
      'GET /ledger_accounts': async () => {
        await accountsHeld.promise;
        return { body: { data: accounts } };
      },
    });
    await renderNew();
    await chooseFile(fileInput(), fileOf('unga-invoice.jpg', 'image/jpeg'));
    await waitFor(() => expect(input(/^Bill number/).value).toBe('UW-2291'));
    accountsHeld.resolve();
    await waitFor(() =>
      expect(within(line(1)).getByRole('button', { name: /^Account/ }).textContent).toContain(
        'Office Supplies',
      ),
    );
  });

  it('proposes the vendor read on the document as a new contact when none matches, and adds it', async () => {
    const calls = api({
      'POST /bills/extract_from_document': () => ({
        body: { data: billExtraction({ contact_id: null, vendor_name: 'Naivas Ltd' }) },
      }),
      'POST /contacts': () => ({
        status: 201,
        body: { data: { ...vendor, id: 9, company_name: 'Naivas Ltd' } },
      }),
    });
    await renderNew();
    await chooseFile(fileInput(), fileOf('naivas.png', 'image/png'));

    expect(await screen.findByText('“Naivas Ltd” is not in your contacts yet.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Add as new vendor' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Vendor/ }).textContent).toContain('Naivas Ltd'),
    );
    expect(calls.of('POST', '/contacts')[0]!.body).toEqual({ contact: { company_name: 'Naivas Ltd' } });
  });

  it('adds a new vendor typed on the spot', async () => {
    const calls = api({
      'POST /contacts': () => ({
        status: 201,
        body: { data: { ...vendor, id: 9, company_name: 'Mama Mboga' } },
      }),
    });
    await renderNew();
    await click(screen.getByRole('button', { name: 'New vendor' }));
    await type(screen.getByLabelText("New vendor's name"), 'Mama Mboga');
    await click(screen.getByRole('button', { name: 'Add vendor' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Vendor/ }).textContent).toContain('Mama Mboga'),
    );
    expect(calls.of('POST', '/contacts')).toHaveLength(1);
  });

  it('totals the lines as they are typed, with the shared line arithmetic', async () => {
    api();
    await renderNew();
    await type(input(/^Quantity/), '3');
    await type(input(/^Unit price/), '333.33');
    await type(input(/^Discount/), '10');
    // 3 × 333.33 = 999.99; less 10% (100.00) = 899.99; VAT 16% = 144.00.
    expect(screen.getByTestId('line-1-total').textContent).toBe('KES 1,043.99');
    await click(screen.getByRole('button', { name: 'Add a line' }));
    await type(within(line(2)).getByLabelText(/^Unit price/), '100');
    expect(screen.getByTestId('bill-total').textContent).toBe('KES 1,159.99');
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('Discount').nextSibling?.textContent).toBe('−KES 100.00');
    expect(within(totals).getByText('VAT').nextSibling?.textContent).toBe('KES 160.00');
  });

  it('offers expense and asset accounts only on a line', async () => {
    api();
    await renderNew();
    await click(within(line(1)).getByRole('button', { name: /^Account/ }));
    const names = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(names).toEqual(['Fuel', 'Office Supplies', 'Rent', 'Cash', 'Equipment']);
  });

  it("says what is missing, with the contract's messages, and sends nothing", async () => {
    const calls = api();
    await renderNew();
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vendor is required')).toBeTruthy();
    expect(screen.getByText('Bill number is required')).toBeTruthy();
    expect(screen.getByText('Account is required')).toBeTruthy();
    expect(screen.getByText('Details are required')).toBeTruthy();
    expect(screen.getByText('Unit Price is required')).toBeTruthy();
    expect(calls.of('POST', '/bills')).toHaveLength(0);
  });

  it('saves a draft, and shows what the server refuses under its field', async () => {
    const calls = api({
      'POST /bills': () => ({
        status: 422,
        body: {
          error: 'Validation failed',
          details: { 'bill.bill_number': ['This vendor already sent bill UW-2291'] },
        },
      }),
    });
    await renderNew('/bills/new?contactId=7');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Vendor/ }).textContent).toContain('Unga Wholesalers'),
    );
    await type(input(/^Bill number/), 'UW-2291');
    await type(input(/^Description/), 'Maize flour');
    await type(input(/^Unit price/), '200');
    await pickAccount(1, 'Office Supplies');
    await click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByText('This vendor already sent bill UW-2291')).toBeTruthy();
    expect((calls.of('POST', '/bills')[0]!.body as { bill: { draft: boolean } }).bill.draft).toBe(true);
    expect(location()).toBe('/bills/new?contactId=7');
  });
});

describe('VAT treatment of a line', () => {
  const vatOf = (n: number) => within(line(n)).getByRole('combobox', { name: /^VAT(?! treatment)/ });
  const treatmentOf = (n: number) => within(line(n)).queryByRole('combobox', { name: /^VAT treatment/ });

  it('at 0 % a line is zero-rated, exempt or outside VAT, sent as its tax category; at 16 % it has none', async () => {
    const calls = api();
    await renderNew('/bills/new?contactId=7');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Vendor/ }).textContent).toContain('Unga Wholesalers'),
    );
    await type(input(/^Bill number/), 'UW-2300');
    await type(input(/^Description/), 'County cess');
    await type(input(/^Unit price/), '80');
    await pickAccount(1, 'Office Supplies');
    expect(treatmentOf(1)).toBeNull();
    await choose(vatOf(1), '0%');
    expect(treatmentOf(1)?.textContent).toContain('Zero-rated');
    await choose(treatmentOf(1)!, 'Outside VAT');

    await click(screen.getByRole('button', { name: 'Add a line' }));
    await type(within(line(2)).getByLabelText(/^Description/), 'Transport');
    await type(within(line(2)).getByLabelText(/^Unit price/), '500');
    await pickAccount(2, 'Fuel');
    await choose(vatOf(2), '0%');
    await choose(treatmentOf(2)!, 'Exempt');
    await choose(vatOf(2), '16%');
    expect(treatmentOf(2)).toBeNull();
    await click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.of('POST', '/bills')).toHaveLength(1));
    const sent = calls.of('POST', '/bills')[0]!.body as { bill: { lines: Record<string, unknown>[] } };
    expect(
      sent.bill.lines.map((sentLine) => [sentLine.description, sentLine.tax_rate, sentLine.tax_category]),
    ).toEqual([
      ['County cess', 0, 'non_vat'],
      ['Transport', 16, null],
    ]);
  });

  it("shows a stored line's treatment when the bill is edited", async () => {
    const stored = bill();
    const exempt = {
      ...stored.lines[0]!,
      tax_rate: 0,
      tax_amount: 0,
      total: 10000,
      tax_category: 'exempt' as const,
    };
    api({ 'GET /bills/41': () => ({ body: { data: { ...stored, lines: [exempt] } } }) });
    renderPage(<BillFormPage />, { route: '/bills/41/edit', path: '/bills/:billId/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit bill UW-2291' });
    await waitFor(() => expect(treatmentOf(1)?.textContent).toContain('Exempt'));
    expect(vatOf(1).textContent).toContain('0%');
  });
});

describe('Edit bill', () => {
  it('edits an open bill without a way back to draft, and saves it with PUT', async () => {
    const calls = api();
    renderPage(<BillFormPage />, { route: '/bills/41/edit', path: '/bills/:billId/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit bill UW-2291' });
    await settle();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
    expect(input(/^Quantity/).value).toBe('50');
    await type(input(/^Quantity/), '60');
    await click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe('/bills/41'));
    const sent = calls.of('PUT', '/bills/41')[0]!.body as {
      bill: { lines: { quantity: number }[]; draft: boolean };
    };
    expect(sent.bill.lines[0]!.quantity).toBe(60);
    expect(sent.bill.draft).toBe(false);
  });
});
