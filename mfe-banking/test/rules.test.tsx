import { type BankRule, bankRuleCreateRequestSchema } from '@daftari/contracts';
import { choose, click, mockApi, settle, type } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bank, currentUser, utilities } from './fixtures.ts';
import { renderBanking } from './render.tsx';

const kplc: BankRule = {
  id: 4,
  name: 'KPLC to Utilities',
  ledger_account_id: null,
  direction: 'out',
  conditions: [{ field: 'description', op: 'contains', value: 'KPLC PREPAID' }],
  match: 'all',
  action: { kind: 'expense', ledger_account_id: 61, vat: 'Standard' },
  position: 1,
  hits: 12,
};

describe('Rules', () => {
  it('lists the rules in order with their conditions, and deletes one after asking', async () => {
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'GET /bank_rules': () => ({ body: { data: [kplc] } }),
      'DELETE /bank_rules/4': () => ({ status: 204 }),
    });
    renderBanking('/banking/rules');
    const rule = await screen.findByRole('listitem', { name: 'KPLC to Utilities' });
    expect(rule.textContent).toContain('Money out on every account: Details contains "KPLC PREPAID"');
    expect(rule.textContent).toContain('Book as expense · 12 lines so far');
    await click(within(rule).getByRole('button', { name: 'Delete KPLC to Utilities' }));
    await click(await screen.findByRole('button', { name: 'Delete rule' }));
    await settle();
    expect(api.of('DELETE', '/bank_rules/4')).toHaveLength(1);
  });

  it('shows the error when rules cannot be loaded, and the empty state when there are none', async () => {
    mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
    });
    const { unmount } = renderBanking('/banking/rules');
    expect(await screen.findByText('Rules are not available on this server yet.')).toBeTruthy();
    unmount();
    mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'GET /bank_rules': () => ({ body: { data: [] } }),
    });
    renderBanking('/banking/rules');
    expect(await screen.findByText('No rules yet')).toBeTruthy();
  });

  it('refuses a rule without a value before sending it', async () => {
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'GET /bank_rules': () => ({ body: { data: [] } }),
      'GET /ledger_accounts': () => ({ body: { data: [] } }),
    });
    renderBanking('/banking/rules');
    await screen.findByText('No rules yet');
    await click(screen.getAllByRole('button', { name: /New rule/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await type(within(dialog).getByLabelText(/^Name/), 'KPLC');
    await click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Value is required');
    expect(api.of('POST', '/bank_rules')).toHaveLength(0);
  });

  it('adds a rule with the wrapped body POST /bank_rules takes', async () => {
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'GET /bank_rules': () => ({ body: { data: [] } }),
      'GET /ledger_accounts': () => ({ body: { data: [utilities] } }),
      'POST /bank_rules': () => ({ status: 201, body: { data: kplc } }),
    });
    renderBanking('/banking/rules');
    await screen.findByText('No rules yet');
    await click(screen.getAllByRole('button', { name: /New rule/ })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    await type(within(dialog).getByLabelText(/^Name/), 'KPLC to Utilities');
    await type(within(dialog).getByLabelText('Condition 1 value'), 'KPLC PREPAID');
    await settle();
    await choose(within(dialog).getByRole('combobox', { name: 'Book to' }), '6200 Utilities');
    await click(within(dialog).getByRole('button', { name: 'Add rule' }));
    await settle();
    const body = api.of('POST', '/bank_rules')[0]?.body;
    expect(body).toEqual({
      bank_rule: {
        name: 'KPLC to Utilities',
        ledger_account_id: null,
        direction: 'out',
        conditions: [{ field: 'description', op: 'contains', value: 'KPLC PREPAID' }],
        match: 'all',
        action: { kind: 'expense', ledger_account_id: 61, vat: 'Standard' },
      },
    });
    expect(bankRuleCreateRequestSchema.parse(body)).toEqual(body);
  });
});
