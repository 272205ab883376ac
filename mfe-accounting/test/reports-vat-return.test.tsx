import type { VatReturn, VatReturnRow } from '@daftari/contracts';
import { choose, click, location } from '@daftari/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profitAndLoss, renderReports, reportsApi } from './reports-fixtures.tsx';

const row = (fields: Partial<VatReturnRow>): VatReturnRow => ({
  document_type: 'invoice',
  document_id: 'a',
  pin: null,
  name: 'Achieng Otieno',
  invoice_number: 'INV-0001',
  cu_invoice_number: null,
  original_invoice_number: null,
  original_invoice_date: null,
  date: '2026-10-05',
  description: 'Design',
  category: 'standard',
  taxable: 1000,
  vat: 160,
  ...fields,
});

const totals = (standard: [number, number]) =>
  (['standard', 'other', 'zero_rated', 'exempt'] as const).map((category) => ({
    category,
    taxable: category === 'standard' ? standard[0] : 0,
    vat: category === 'standard' ? standard[1] : 0,
  }));

const vatReturn = (equal = true): VatReturn => ({
  month: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  sales: [
    row({ pin: 'P051234567X', name: 'Baraka Ltd', cu_invoice_number: 'KRACU0100000001/7' }),
    row({
      document_type: 'credit_note',
      document_id: '3',
      description: 'Design, Hosting',
      invoice_number: 'CN-0001',
      original_invoice_number: 'INV-0001',
      original_invoice_date: '2026-10-05',
      date: '2026-10-20',
      taxable: -100,
      vat: -16,
    }),
  ],
  purchases: [],
  sales_totals: totals([900, 144]),
  purchases_totals: totals([0, 0]),
  output_vat: 144,
  input_vat: 0,
  net_vat_due: 144,
  ledger_check: {
    output: { ledger: 144, schedule: equal ? 144 : 128, equal },
    input: { ledger: 0, schedule: 0, equal: true },
  },
});

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) =>
      within(tr)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Reports: the VAT return', () => {
  it('shows a month’s totals, ledger check and schedules, and downloads each schedule as CSV', async () => {
    localStorage.setItem('auth_token', 'secret-token');
    const api = reportsApi({
      'GET /reports/profit_and_loss': () => ({ body: { data: profitAndLoss() } }),
      'GET /reports/vat_return': (call) =>
        call.query.get('format') === 'csv'
          ? { body: new Blob(['PIN of Supplier\n'], { type: 'text/csv' }) }
          : { body: { data: { ...vatReturn(), month: call.query.get('month') ?? '' } } },
    });
    const createObjectURL = vi.fn(() => 'blob:schedule');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await renderReports();
    await choose(screen.getByRole('combobox', { name: 'Report' }), 'VAT return');
    const totalsTable = await screen.findByRole('table', { name: 'VAT return totals' });
    expect(location()).toBe('/accounting/reports?report=vat_return');
    expect(api.of('GET', '/reports/vat_return').at(-1)?.query.get('month')).toBe('2026-11');
    expect(screen.getByText('Matches the ledger')).toBeTruthy();
    expect(rowTexts(totalsTable)[0]).toEqual(['Standard 16%', '900.00', '144.00', '0.00', '0.00']);
    expect(rowTexts(totalsTable).at(-1)).toEqual(['Net VAT due', '', '', '', '144.00']);

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    await waitFor(() => expect(location()).toBe('/accounting/reports?report=vat_return&month=2026-10'));
    await waitFor(() =>
      expect(api.of('GET', '/reports/vat_return').at(-1)?.query.get('month')).toBe('2026-10'),
    );
    const sales = await screen.findByRole('table', { name: 'Sales (output VAT)' });
    expect(rowTexts(sales)).toEqual([
      [
        'INV-0001CU KRACU0100000001/7',
        'Baraka Ltd',
        'P051234567X',
        'Oct 5, 2026',
        'Standard 16%Design',
        '1,000.00',
        '160.00',
      ],
      [
        'CN-0001Credits INV-0001',
        'Achieng Otieno',
        '–',
        'Oct 20, 2026',
        'Standard 16%Design, Hosting',
        '-100.00',
        '-16.00',
      ],
    ]);
    expect(screen.getByText('Nothing this month.')).toBeTruthy();
    // The page's own download buttons give way to one per schedule.
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();

    await click(screen.getByRole('button', { name: 'Download purchases CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('vat-return-purchases-2026-10.csv');
    const download = api.fetchMock.mock.calls.at(-1)?.[0] as Request;
    expect(new URL(download.url).search).toBe('?month=2026-10&schedule=purchases&format=csv');
    expect(download.headers.get('Authorization')).toBe('Bearer secret-token');
  });

  it('says when a schedule differs from the ledger', async () => {
    reportsApi({ 'GET /reports/vat_return': () => ({ body: { data: vatReturn(false) } }) });
    await renderReports('/accounting/reports?report=vat_return&month=2026-10');
    expect(await screen.findByText('Differs from the ledger')).toBeTruthy();
  });
});
