import { setToken } from '@daftari/api-client';
import type { CurrentUser, ExchangeRate, Role } from '@daftari/contracts';
import {
  type ApiCall,
  choose,
  chooseFile,
  click,
  deferred,
  mockApi,
  renderPage,
  type,
  user,
} from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ExchangeRatesPage } from '../src/settings/exchange-rates/ExchangeRatesPage.tsx';

let role: Role;
let rates: ExchangeRate[];
const current = (): CurrentUser => ({ ...user({ currency: 'KES' }), role });
const page = (data: ExchangeRate[]) => ({
  data,
  meta: { total_count: data.length, current_page: 1, total_pages: 1, per_page: 25 },
});

const render = () =>
  renderPage(<ExchangeRatesPage today="2026-03-20" />, {
    route: '/settings/exchange-rates',
    path: '/settings/exchange-rates',
  });

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: current() } }),
    'GET /exchange_rates': (call: ApiCall) => {
      const currency = call.query.get('currency');
      return { body: page(rates.filter((rate) => !currency || rate.currency === currency)) };
    },
    'POST /exchange_rates': (call: ApiCall) => {
      const { exchange_rate: input } = call.body as { exchange_rate: Omit<ExchangeRate, 'id' | 'source'> };
      const saved = { id: rates.length + 1, ...input, source: 'manual' as const };
      rates = [saved, ...rates];
      return { status: 201, body: { data: saved } };
    },
    ...extra,
  });
}

const table = () => screen.getByRole('table', { name: 'Exchange rates' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

beforeEach(() => {
  setToken('token');
  role = 'owner';
  rates = [
    { id: 2, currency: 'GBP', date: '2026-03-02', rate: 163.402117, source: 'cbk' },
    { id: 1, currency: 'USD', date: '2026-03-02', rate: 129.5, source: 'manual' },
  ];
});

describe('Settings › Exchange rates', () => {
  it('shows a skeleton while loading, then the rates with their exact decimals', async () => {
    const answer = deferred();
    api({
      'GET /exchange_rates': () => ({ body: page(rates), delay: answer.promise }),
    });
    render();
    expect(await screen.findByRole('heading', { name: 'Exchange rates' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await act(async () => answer.resolve());
    await screen.findByRole('table', { name: 'Exchange rates' });
    expect(rows()).toEqual([
      [expect.stringContaining('2026'), 'GBP', '163.402117', 'CBK'],
      [expect.stringContaining('2026'), 'USD', '129.5', 'Typed in'],
    ]);
  });

  it('says so when there are no rates yet', async () => {
    rates = [];
    api();
    render();
    expect(await screen.findByText('No exchange rates yet')).toBeTruthy();
  });

  it('filters by currency', async () => {
    const calls = api();
    render();
    await screen.findByRole('table', { name: 'Exchange rates' });
    await choose(screen.getByRole('combobox', { name: 'Currency filter' }), 'USD');
    expect(await screen.findByText('Typed in')).toBeTruthy();
    expect(rows().map((row) => row[1])).toEqual(['USD']);
    expect(calls.of('GET', '/exchange_rates').some((call) => call.query.get('currency') === 'USD')).toBe(
      true,
    );
  });

  it('says when the rates could not be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /exchange_rates': () =>
        fail ? { status: 500, body: { error: 'The database is away' } } : { body: page(rates) },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The exchange rates could not be loaded');
    fail = false;
    await click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('table', { name: 'Exchange rates' })).toBeTruthy();
  });

  it('adds a rate typed in, exactly, after checking it', async () => {
    const calls = api();
    render();
    const form = await screen.findByRole('form', { name: 'Add a rate' });
    await type(within(form).getByLabelText('Currency'), 'gbp');
    await type(within(form).getByLabelText(/Rate/), '1.1234567');
    await click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(screen.getByText('A number above 0, at most 6 decimals')).toBeTruthy();
    expect(calls.of('POST', '/exchange_rates')).toHaveLength(0);

    await type(within(form).getByLabelText(/Rate/), '166.733333');
    await click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(calls.of('POST', '/exchange_rates').map((call) => call.body)).toEqual([
      { exchange_rate: { currency: 'GBP', date: '2026-03-20', rate: 166.733333 } },
    ]);
    expect(await screen.findByText('Rate saved: 1 GBP = KES 166.733333')).toBeTruthy();
    expect(await screen.findByText('166.733333')).toBeTruthy();
  });

  it("puts the server's refusal under the field", async () => {
    api({
      'POST /exchange_rates': () => ({
        status: 422,
        body: {
          error: 'Validation failed',
          details: { currency: ["KES is the books' currency: its rate is always 1"] },
        },
      }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Add a rate' });
    await type(within(form).getByLabelText('Currency'), 'KES');
    await type(within(form).getByLabelText(/Rate/), '1');
    await click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(await screen.findByText("KES is the books' currency: its rate is always 1")).toBeTruthy();
  });

  it("imports CBK's CSV as a multipart file and says what it stored", async () => {
    const calls = api({
      'POST /exchange_rates/import': () => ({
        body: {
          data: {
            imported: 40,
            replaced: 2,
            currencies: ['GBP', 'USD'],
            from: '2026-03-01',
            to: '2026-03-20',
          },
        },
      }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Import CBK rates' });
    await click(within(form).getByRole('button', { name: 'Import rates' }));
    expect(screen.getByText('Choose the CSV file first')).toBeTruthy();
    const csv = new File(['Date,Currency,Mean\n20/03/2026,STG POUND,166.7333\n'], 'cbk.csv', {
      type: 'text/csv',
    });
    await chooseFile(within(form).getByLabelText('CBK rates CSV'), csv);
    await click(within(form).getByRole('button', { name: 'Import rates' }));
    expect(await screen.findByText(/^Imported 40 rates \(2 replaced\) for GBP, USD/)).toBeTruthy();
    const [sent] = calls.of('POST', '/exchange_rates/import');
    expect((sent!.form!.file as File).name).toBe('cbk.csv');
  });

  it('shows an import the server refused', async () => {
    api({
      'POST /exchange_rates/import': () => ({ status: 422, body: { error: 'The file has no Mean column' } }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Import CBK rates' });
    await chooseFile(within(form).getByLabelText('CBK rates CSV'), new File(['x'], 'x.csv'));
    await click(within(form).getByRole('button', { name: 'Import rates' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The file has no Mean column');
  });

  it.each<Role>(['viewer'])('shows a %s the rates without the forms', async (reader) => {
    role = reader;
    api();
    render();
    await screen.findByRole('table', { name: 'Exchange rates' });
    expect(screen.queryByRole('form', { name: 'Add a rate' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Import CBK rates' })).toBeNull();
  });
});
