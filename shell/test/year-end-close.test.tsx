import { setToken } from '@daftari/api-client';
import type { CurrentUser, Role, YearEnd } from '@daftari/contracts';
import { type ApiCall, click, deferred, mockApi, renderPage, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LockDatePage } from '../src/settings/LockDatePage.tsx';

/** Years far in the past and the future, so the test's today always falls between them. */
const FIRST: YearEnd = {
  year_start: '2020-07-01',
  year_end: '2021-06-30',
  profit: 700,
  retained_earnings: 740,
  status: 'closed',
  closed_at: '2021-08-15T09:00:00.000Z',
  closed_by: 'Wanjiru Kamau',
};
const SECOND: YearEnd = {
  ...FIRST,
  year_start: '2021-07-01',
  year_end: '2022-06-30',
  profit: 379.45,
  retained_earnings: 1119.45,
  status: 'open',
  closed_at: null,
  closed_by: null,
};
const CURRENT: YearEnd = { ...SECOND, year_start: '2022-07-01', year_end: '2999-06-30', profit: 250.1 };

let role: Role;
let years: YearEnd[];
let lockDate: string | null;
const current = (): CurrentUser => ({ ...user({ lock_date: lockDate }), role });

const render = () =>
  renderPage(<LockDatePage />, { route: '/settings/lock-date', path: '/settings/lock-date' });
const rowOf = (yearEnd: string) =>
  screen.getByRole('listitem', { name: new RegExp(`^Year ending .*${yearEnd.slice(0, 4)}$`) });

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: current() } }),
    'GET /ledger/year_ends': () => ({ body: { data: years } }),
    'POST /ledger/year_ends': (call: ApiCall) => {
      const yearEnd = (call.body as { year_end: string }).year_end;
      years = years.map((year) =>
        year.year_end === yearEnd
          ? { ...year, status: 'closed', closed_at: '2022-08-15T09:00:00.000Z', closed_by: 'Wanjiru Kamau' }
          : year,
      );
      lockDate = yearEnd;
      const closed = years.find((year) => year.year_end === yearEnd)!;
      const figures = { retained_earnings_before: 1119.45, current_year_earnings_before: 250.1 };
      return {
        status: 201,
        body: {
          data: {
            ...closed,
            lock_date: yearEnd,
            balance_sheet: {
              as_of: '2022-08-15',
              ...figures,
              retained_earnings_after: 1119.45,
              current_year_earnings_after: 250.1,
            },
          },
        },
      };
    },
    'DELETE /ledger/year_ends/:yearEnd': (call: ApiCall) => {
      years = years.map((year) =>
        call.path.endsWith(year.year_end)
          ? { ...year, status: 'open', closed_at: null, closed_by: null }
          : year,
      );
      return { status: 204 };
    },
    ...extra,
  });
}

beforeEach(() => {
  setToken('token');
  role = 'owner';
  years = [FIRST, SECOND, CURRENT];
  lockDate = '2021-06-30';
});

describe('Settings › Lock date › Year-end close', () => {
  it('shows a skeleton while the years load, then each with its status and profit', async () => {
    const answer = deferred();
    api({ 'GET /ledger/year_ends': () => ({ body: { data: years }, delay: answer.promise }) });
    render();
    expect(await screen.findByLabelText('Loading the financial years')).toBeTruthy();
    await act(async () => answer.resolve());
    const list = await screen.findByRole('list', { name: 'Financial years' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(rowOf(FIRST.year_end).textContent).toMatch(
      /Closed.*Profit KES 700\.00 · Closed .* by Wanjiru Kamau/,
    );
    expect(rowOf(SECOND.year_end).textContent).toMatch(/Open.*Profit KES 379\.45/);
    expect(rowOf(CURRENT.year_end).textContent).toMatch(/This year.*Profit to date KES 250\.10/);
    expect(within(rowOf(CURRENT.year_end)).queryByRole('button')).toBeNull();
    expect(within(rowOf(FIRST.year_end)).queryByRole('button', { name: 'Close year' })).toBeNull();
  });

  it('says when the books have no year yet', async () => {
    years = [];
    api();
    render();
    expect(await screen.findByText('No financial years yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close year' })).toBeNull();
  });

  it('says when the years could not be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /ledger/year_ends': () =>
        fail ? { status: 500, body: { error: 'The database is away' } } : { body: { data: years } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The financial years could not be loaded');
    expect(alert.textContent).toContain('The database is away');
    fail = false;
    await click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('list', { name: 'Financial years' })).toBeTruthy();
  });

  it('closes the earliest ended open year after showing what retained earnings will hold', async () => {
    const calls = api();
    render();
    const button = await within(await screen.findByRole('listitem', { name: /2022$/ })).findByRole('button', {
      name: 'Close year',
    });
    expect(button.tagName).toBe('BUTTON');
    await click(button);
    const dialog = await screen.findByRole('alertdialog', { name: /^Close the year ending .*2022\?$/ });
    expect(dialog.textContent).toMatch(
      /profit of KES 379\.45 .* 3100 Retained earnings, which shows KES 1,119\.45/,
    );
    expect(dialog.textContent).toContain('Nothing is posted');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(calls.of('POST', '/ledger/year_ends')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'Close year' }));
    expect(calls.of('POST', '/ledger/year_ends').map((call) => call.body)).toEqual([
      { year_end: '2022-06-30' },
    ]);
    expect(await screen.findByText(/^The year ending .*2022 is closed$/)).toBeTruthy();
    expect(
      screen.getByText(/Retained earnings KES 1,119\.45, current year earnings KES 250\.10: as before\./),
    ).toBeTruthy();
    expect(await screen.findByText(/^The books are locked through .*2022\.$/)).toBeTruthy();
    expect(within(rowOf(SECOND.year_end)).getByText('Closed')).toBeTruthy();
  });

  it('lets the owner reopen the latest closed year after asking', async () => {
    const calls = api();
    render();
    await click(
      await within(await screen.findByRole('listitem', { name: /2021$/ })).findByRole('button', {
        name: 'Reopen',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: /^Reopen the year ending .*2021\?$/ });
    await click(within(dialog).getByRole('button', { name: 'Reopen year' }));
    expect(calls.of('DELETE', '/ledger/year_ends/2021-06-30')).toHaveLength(1);
    expect(await screen.findByText(/^The year ending .*2021 is open again$/)).toBeTruthy();
  });

  it('puts a refused close in a toast, the year still open', async () => {
    api({
      'POST /ledger/year_ends': () => ({
        status: 422,
        body: { error: 'Close the year ending 2021-06-30 first' },
      }),
    });
    render();
    await click(
      await within(await screen.findByRole('listitem', { name: /2022$/ })).findByRole('button', {
        name: 'Close year',
      }),
    );
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close year' }));
    expect(await screen.findByText('The year was not closed')).toBeTruthy();
    expect(screen.getByText('Close the year ending 2021-06-30 first')).toBeTruthy();
    expect(within(rowOf(SECOND.year_end)).getByText('Open')).toBeTruthy();
  });

  it('shows an accountant the close but not the reopening', async () => {
    role = 'accountant';
    api();
    render();
    expect(
      await within(await screen.findByRole('listitem', { name: /2022$/ })).findByRole('button', {
        name: 'Close year',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it.each<Role>(['bookkeeper', 'viewer'])('shows a %s the years without an action', async (reader) => {
    role = reader;
    api();
    render();
    expect(await screen.findByRole('list', { name: 'Financial years' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close year' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
    expect(screen.getByText('An owner or an accountant closes a year.')).toBeTruthy();
  });

  it('shows an invoicer no year-end close at all', async () => {
    role = 'invoicer';
    const calls = api();
    render();
    expect(await screen.findByText(/^The books are locked through/)).toBeTruthy();
    expect(screen.queryByText('Year-end close')).toBeNull();
    expect(calls.of('GET', '/ledger/year_ends')).toHaveLength(0);
  });
});
