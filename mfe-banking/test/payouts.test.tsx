import type { PaystackPayout } from '@daftari/contracts';
import { chooseFile, click, mockApi, settle } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bank, currentUser, moneyAccount } from './fixtures.ts';
import { renderBanking } from './render.tsx';

const paystack = moneyAccount(5, {
  number: '1310',
  name: 'Paystack clearing',
  kind: 'paystack',
  ledger_balance: 970.5,
});

function payout(id: number, fields: Partial<PaystackPayout> = {}): PaystackPayout {
  return {
    id,
    ledger_account_id: 5,
    bank_account_id: 2,
    settlement_id: String(359_140 + id),
    source: 'api',
    status: 'success',
    currency: 'KES',
    settlement_date: '2026-11-04',
    total_processed: 2000,
    total_fees: 59,
    total_amount: 1941,
    effective_amount: 1941,
    deductions: null,
    transactions: 2,
    unrecorded_transactions: 0,
    journal_entry_id: 40 + id,
    bank_line_id: null,
    created_at: '2026-11-05T07:00:00.000Z',
    ...fields,
  };
}

function payoutsApi(list: PaystackPayout[]) {
  return mockApi({
    'GET /users/current': currentUser,
    'GET /bank_accounts': () => ({ body: { data: [bank, paystack] } }),
    'GET /bank_accounts/5/payouts': () => ({
      body: {
        data: list,
        meta: { total_count: list.length, current_page: 1, total_pages: 1, per_page: 100 },
      },
    }),
    'POST /bank_accounts/5/payouts/sync': () => {
      list.unshift(payout(2, { settlement_date: '2026-11-05', effective_amount: 970.5, bank_line_id: 9 }));
      return { body: { data: { imported: 1, skipped: 1 } } };
    },
    'POST /bank_accounts/5/payouts': () => ({ status: 201, body: { data: { imported: 0, skipped: 3 } } }),
  });
}

describe('Paystack payouts', () => {
  it('are reached from the Paystack account only', async () => {
    payoutsApi([]);
    renderBanking('/banking');
    const card = await screen.findByRole('article', { name: 'Paystack clearing' });
    expect(within(card).getByRole('link', { name: 'Payouts' }).getAttribute('href')).toBe(
      '/banking/payouts?account=5',
    );
    expect(
      within(screen.getByRole('article', { name: 'Bank' })).queryByRole('link', { name: 'Payouts' }),
    ).toBeNull();
  });

  it('fetches the payouts from Paystack and lists them, each with its deposit', async () => {
    const api = payoutsApi([payout(1)]);
    renderBanking('/banking/payouts?account=5');
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(table).getByText('PSTK_359141')).toBeTruthy();
    expect(within(table).getByText('Not on a statement yet')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Fetch payouts' }));
    await settle();
    expect(api.of('POST', '/bank_accounts/5/payouts/sync')[0]?.body).toEqual({});
    expect(await screen.findByText('1 payout posted')).toBeTruthy();
    expect(await within(table).findByText('PSTK_359142')).toBeTruthy();
    expect(within(table).getByText('Matched')).toBeTruthy();
  });

  it("imports the dashboard's settlements file", async () => {
    const api = payoutsApi([]);
    renderBanking('/banking/payouts?account=5');
    expect(await screen.findByText('No payouts yet')).toBeTruthy();
    const file = new File(['Settlement ID,Settlement Date,Total Amount\n'], 'settlements.csv', {
      type: 'text/csv',
    });
    await chooseFile(screen.getByLabelText('Settlements file'), file);
    await settle();
    const form = api.of('POST', '/bank_accounts/5/payouts')[0]!.form;
    expect((form!.file as File).name).toBe('settlements.csv');
    expect(await screen.findByText('No new payouts')).toBeTruthy();
  });
});
