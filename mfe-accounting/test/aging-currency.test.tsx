import { choose, location, page, settle } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { receivables, renderReports, reportsApi, TODAY } from './reports-fixtures.tsx';

const rates = () => ({
  body: page([
    { id: 1, currency: 'USD', date: '2026-03-01', rate: 129.5, source: 'manual' },
    { id: 2, currency: 'GBP', date: '2026-03-01', rate: 165.25, source: 'manual' },
  ]),
});

describe('Reports: an aging in one currency', () => {
  it("asks for the picked currency's items, says their currency, and goes back to every item", async () => {
    const api = reportsApi({
      'GET /exchange_rates': rates,
      'GET /reports/payables_aging': ({ query }) => ({
        body: {
          data: query.get('currency') ? { ...receivables, rows: [], currency: 'USD' } : receivables,
        },
      }),
    });
    await renderReports('/accounting/reports?report=payables_aging');
    await screen.findByRole('table', { name: 'Payables aging' });
    expect(screen.getByText(/amounts in KES/)).toBeTruthy();
    await waitFor(() => expect(api.of('GET', '/exchange_rates')).toHaveLength(1));
    await settle();
    await choose(screen.getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(location()).toBe('/accounting/reports?report=payables_aging&currency=USD');
    await waitFor(() =>
      expect(Object.fromEntries(api.of('GET', '/reports/payables_aging').at(-1)?.query ?? [])).toEqual({
        as_of: TODAY,
        currency: 'USD',
      }),
    );
    const section = await screen.findByRole('region', { name: 'Payables aging' });
    expect(await within(section).findByText(/amounts in USD/)).toBeTruthy();
    expect(within(section).getByText(/No unpaid bills in USD on/)).toBeTruthy();
    await choose(screen.getByRole('combobox', { name: 'Currency' }), 'All, in KES');
    expect(location()).toBe('/accounting/reports?report=payables_aging');
    await screen.findByRole('table', { name: 'Payables aging' });
  });
});
