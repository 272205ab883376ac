import { choose, click, mockApi, settle, type } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bank, currentUser, moneyAccount, mpesa } from './fixtures.ts';
import { renderBanking } from './render.tsx';

describe('Money accounts', () => {
  it('shows each account’s books beside its statement, what is left to match and its last import', async () => {
    mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank, mpesa] } }),
    });
    renderBanking('/banking');
    const card = await screen.findByRole('article', { name: 'Bank' });
    expect(card.textContent).toContain('KES 125,000.50');
    expect(card.textContent).toContain('KES 125,300.55');
    expect(card.textContent).toContain('Equity Bank');
    expect(within(card).getByRole('link', { name: '3 lines to match' }).getAttribute('href')).toBe(
      '/banking/inbox?account=2',
    );
    expect(card.textContent).toMatch(/last import .*2026/);
    const phone = screen.getByRole('article', { name: 'M-Pesa' });
    expect(phone.textContent).toContain('KES 0.10');
    expect(phone.textContent).toContain('No statement yet');
    expect(phone.textContent).toContain('never imported');
    expect(within(phone).getByRole('link', { name: 'Import statement' }).getAttribute('href')).toBe(
      '/banking/import?account=3',
    );
  });

  it('says there are none yet, and what went wrong when they cannot load', async () => {
    mockApi({ 'GET /users/current': currentUser, 'GET /bank_accounts': () => ({ body: { data: [] } }) });
    const { unmount } = renderBanking('/banking');
    expect(await screen.findByText('No money accounts yet')).toBeTruthy();
    unmount();
    mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ status: 500, body: { error: 'The database is down' } }),
    });
    renderBanking('/banking');
    expect(await screen.findByText('The database is down')).toBeTruthy();
  });

  it('adds an account with its kind and institution', async () => {
    const added = moneyAccount(9, { number: '1110', name: 'KCB current', institution: 'KCB' });
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'POST /bank_accounts': () => ({ status: 201, body: { data: added } }),
    });
    renderBanking('/banking');
    await screen.findByRole('article', { name: 'Bank' });
    await click(screen.getAllByRole('button', { name: /Add account/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await type(within(dialog).getByLabelText(/^Name/), 'KCB current');
    await choose(within(dialog).getByRole('combobox', { name: 'Kind' }), 'Bank');
    await type(within(dialog).getByLabelText(/^Institution/), 'KCB');
    await click(within(dialog).getByRole('button', { name: 'Add account' }));
    await settle();
    expect(api.of('POST', '/bank_accounts')[0]?.body).toEqual({
      bank_account: { name: 'KCB current', kind: 'bank', institution: 'KCB', number: null },
    });
    expect(await screen.findByText('KCB current added as 1110')).toBeTruthy();
  });
});
