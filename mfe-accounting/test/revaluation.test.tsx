import { click, deferred, mockApi, settle, user } from '@daftari/test-utils';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chart, entry, line } from './fixtures.ts';
import { renderAccounting } from './render.tsx';

const posted = {
  entry: entry(8, {
    date: '2026-03-31',
    memo: 'Revaluation at 31 Mar 2026',
    source_type: 'revaluation',
    source_id: '2026-03-31',
    lines: [
      line(81, {
        ledger_account_id: 2,
        account_number: '1200',
        account_name: 'Accounts receivable',
        debit: 750,
      }),
      line(82, { ledger_account_id: 9, account_number: '4950', account_name: 'Exchange gain', credit: 750 }),
    ],
    total: 750,
  }),
  reversal: entry(9, {
    date: '2026-04-01',
    memo: 'Reversal of JE-000008',
    source_type: 'revaluation',
    source_id: '2026-03-31',
    reversal_of: 8,
    lines: [
      line(91, { ledger_account_id: 9, account_number: '4950', account_name: 'Exchange gain', debit: 750 }),
      line(92, {
        ledger_account_id: 2,
        account_number: '1200',
        account_name: 'Accounts receivable',
        credit: 750,
      }),
    ],
    total: 750,
  }),
};

const api = (revalue: Parameters<typeof mockApi>[0][string], role = 'owner') =>
  mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    'GET /ledger_accounts': () => ({ body: { data: chart } }),
    'POST /ledger/revaluations': revalue,
  });

async function revalueAt(day: string) {
  renderAccounting('/accounting/revaluation');
  await screen.findByRole('heading', { level: 1, name: 'Revaluation' });
  await settle();
  fireEvent.change(screen.getByLabelText('As of'), { target: { value: day } });
  await click(screen.getByRole('button', { name: 'Revalue' }));
}

describe('Revaluation', () => {
  it('posts the day picked and shows the entry and its reversal the next day', async () => {
    const answer = deferred<void>();
    const calls = api(async () => {
      await answer.promise;
      return { status: 201, body: { data: posted } };
    });
    await revalueAt('2026-03-31');
    expect(screen.getByRole('button', { name: /Revalue/ }).hasAttribute('disabled')).toBe(true);
    answer.resolve();
    const first = await screen.findByRole('article', { name: 'Journal entry JE-000008' });
    expect(calls.of('POST', '/ledger/revaluations').map((call) => call.body)).toEqual([
      { as_of: '2026-03-31' },
    ]);
    expect(within(first).getAllByText(/Exchange gain/).length).toBeGreaterThan(0);
    expect(screen.getByRole('article', { name: 'Journal entry JE-000009' })).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Reverse/ })).toBeNull();
  });

  it('says so when nothing needed revaluing', async () => {
    api(() => ({ body: { data: { entry: null, reversal: null } } }));
    await revalueAt('2026-03-31');
    expect(await screen.findByText('Nothing to revalue')).toBeTruthy();
  });

  it('shows a missing rate (422) with the way to the rate table, and a second revaluation of a day (409)', async () => {
    let status = 422;
    api(() => ({
      status,
      body: {
        error:
          status === 422
            ? 'No USD rate on or before 31 Mar 2026'
            : 'The books were already revalued at 2026-03-31',
      },
    }));
    await revalueAt('2026-03-31');
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByText('This day cannot be revalued')).toBeTruthy();
    expect(within(refused).getByText('No USD rate on or before 31 Mar 2026')).toBeTruthy();
    expect(
      within(refused).getByRole('link', { name: 'Settings › Exchange rates' }).getAttribute('href'),
    ).toBe('/settings/exchange-rates');
    status = 409;
    await click(screen.getByRole('button', { name: 'Revalue' }));
    expect(await screen.findByText('Already revalued')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The books were already revalued at 2026-03-31');
  });

  it('shows no form to a role that may not revalue', async () => {
    api(() => ({ status: 403, body: { error: 'Forbidden' } }), 'bookkeeper');
    renderAccounting('/accounting/revaluation');
    await screen.findByRole('heading', { level: 1, name: 'Revaluation' });
    await settle();
    expect(await screen.findByText(/Only the owner and the accountant/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revalue' })).toBeNull();
  });
});
