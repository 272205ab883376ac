import type { Reconciliation } from '@daftari/contracts';
import { click, mockApi, settle, type } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bank, currentUser, reconciliation } from './fixtures.ts';
import { renderBanking } from './render.tsx';

function reconcileApi(list: Reconciliation[]) {
  return mockApi({
    'GET /users/current': currentUser,
    'GET /bank_accounts': () => ({ body: { data: [bank] } }),
    'GET /bank_accounts/2/reconciliations': () => ({
      body: {
        data: list,
        meta: { total_count: list.length, current_page: 1, total_pages: 1, per_page: 100 },
      },
    }),
    'POST /bank_accounts/2/reconciliations': () => {
      list.unshift(reconciliation(8, { statement_balance: 125000.5, difference: 0, open_lines: 0 }));
      return { status: 201, body: { data: list[0] } };
    },
    'POST /reconciliations/:id/complete': () => ({ body: { data: reconciliation(8, { status: 'done' }) } }),
    'POST /reconciliations/:id/undo': () => ({ body: { data: reconciliation(7) } }),
    'GET /reports/reconciliation': () => ({ body: new Blob(['%PDF-'], { type: 'application/pdf' }) }),
  });
}

describe('Reconcile', () => {
  it('shows a draft’s difference and open lines, and will not complete it until both are nil', async () => {
    reconcileApi([reconciliation(7)]);
    renderBanking('/banking/reconcile?account=2');
    const summary = await screen.findByRole('region', { name: 'Reconciliation' });
    expect(within(summary).getByTestId('difference').textContent).toBe('KES 300.05');
    expect(within(summary).getByRole('button', { name: 'Complete reconciliation' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(summary).getByRole('link', { name: '2 lines still to match' }).getAttribute('href')).toBe(
      '/banking/inbox?account=2&to=2026-11-30&status=unmatched',
    );
  });

  it('compares a statement balance with the books and completes at a difference of 0.00', async () => {
    const api = reconcileApi([]);
    renderBanking('/banking/reconcile?account=2');
    expect(await screen.findByText('This account has not been reconciled yet.')).toBeTruthy();
    const balance = screen.getByLabelText(/Statement balance/);
    expect((balance as HTMLInputElement).value).toBe('125300.55');
    await type(balance, '125,000.50');
    await click(screen.getByRole('button', { name: 'Compare with the books' }));
    await settle();
    expect(api.of('POST', '/bank_accounts/2/reconciliations')[0]?.body).toEqual({
      statement_date: '2026-11-30',
      statement_balance: 125000.5,
    });
    const summary = await screen.findByRole('region', { name: 'Reconciliation' });
    expect(within(summary).getByTestId('difference').textContent).toBe('KES 0.00');
    await click(within(summary).getByRole('button', { name: 'Complete reconciliation' }));
    await settle();
    expect(api.of('POST', '/reconciliations/8/complete')).toHaveLength(1);
  });

  it('undoes the latest done reconciliation only', async () => {
    const api = reconcileApi([
      reconciliation(7, { status: 'done', statement_date: '2026-11-30', difference: 0, open_lines: 0 }),
      reconciliation(6, { status: 'done', statement_date: '2026-10-31', difference: 0, open_lines: 0 }),
    ]);
    renderBanking('/banking/reconcile?account=2');
    const history = await screen.findByRole('table', { name: 'Reconciliation history' });
    const undo = within(history).getAllByRole('button', { name: 'Undo' });
    expect(undo).toHaveLength(1);
    await click(undo[0]!);
    await settle();
    expect(api.of('POST', '/reconciliations/7/undo')).toHaveLength(1);
  });

  it('downloads the reconciliation report as of the latest statement, as PDF', async () => {
    const api = reconcileApi([]);
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderBanking('/banking/reconcile?account=2');
    await click(await screen.findByRole('button', { name: 'Download the reconciliation report as PDF' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('reconciliation-1100-2026-11-30.pdf');
    const request = api.fetchMock.mock.calls.at(-1)?.[0] as Request;
    expect(new URL(request.url).pathname).toMatch(/\/reports\/reconciliation$/);
    expect(new URL(request.url).search).toBe('?ledger_account_id=2&as_of=2026-11-30&format=pdf');
  });
});
