import {
  type StatementLine,
  statementLineCreateRequestSchema,
  statementLineDeclineRequestSchema,
} from '@daftari/contracts';
import { choose, click, mockApi, pickMenuItem, settle } from '@daftari/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bank, currentUser, INVOICE_ID, invoice, line, pageOf, utilities } from './fixtures.ts';
import { renderBanking } from './render.tsx';

const auto = line(1, {
  description: 'Payment INV-0012',
  amount: 5000,
  status: 'matched',
  match: {
    kind: 'invoice_payment',
    ids: [INVOICE_ID],
    auto: true,
    matched_at: '2026-11-10T08:00:00Z',
    matched_by: null,
  },
});
const suggested = line(2, {
  description: 'OTIENO OCHIENG 0712345678',
  amount: 2000,
  status: 'suggested',
  suggestions: [
    {
      kind: 'invoice_payment',
      ids: [INVOICE_ID],
      amount: 2000,
      confidence: 0.82,
      reasons: ['Name matches Otieno Ochieng', 'Amount within the balance'],
    },
  ],
});
const loose = line(3, { description: 'Deposit by cash', amount: 750 });
const fee = line(4, { description: 'Ledger fee', amount: -35 });

function inboxApi(lines: StatementLine[]) {
  return mockApi({
    'GET /users/current': currentUser,
    'GET /bank_accounts': () => ({ body: { data: [bank] } }),
    'GET /invoices': () => ({
      body: {
        data: [invoice()],
        meta: { total_count: 1, current_page: 1, total_pages: 1, per_page: 100 },
        summary: {
          total_amount: 5000,
          total_paid: 0,
          total_unpaid: 5000,
          average_amount: 5000,
          count: 1,
          currency: 'KES',
        },
      },
    }),
    'GET /bank_lines': () => ({ body: pageOf(lines) }),
    'POST /bank_lines/:id/match': () => ({ body: { data: { ...suggested, status: 'matched' } } }),
    'POST /bank_lines/:id/exclude': () => ({ body: { data: { ...loose, status: 'excluded' } } }),
    'POST /bank_lines/bulk': () => ({ body: { data: { changed: 2 } } }),
    'POST /bank_lines/:id/decline': () => ({
      body: { data: { ...suggested, status: 'unmatched', suggestions: [] } },
    }),
    'POST /bank_lines/:id/create': () => ({ status: 201, body: { data: { ...fee, status: 'matched' } } }),
    'GET /ledger_accounts': () => ({ body: { data: [utilities] } }),
  });
}

const item = (name: string) => screen.getByRole('listitem', { name });
const press = (key: string) => act(async () => void fireEvent.keyDown(document.body, { key }));

describe('The matching inbox', () => {
  it('shows each line’s match or its suggestions with their reasons, and the counts by status', async () => {
    inboxApi([auto, suggested, loose]);
    renderBanking('/banking/inbox');
    await screen.findByRole('list', { name: 'Statement lines' });
    await settle();
    expect(item('Payment INV-0012').textContent).toContain('Payment of INV-0012 · matched automatically');
    const hint = item('OTIENO OCHIENG 0712345678');
    expect(hint.textContent).toContain('Payment of INV-0012 · KES 2,000.00 · 82% sure');
    expect(
      within(within(hint).getByRole('list', { name: 'Why' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Name matches Otieno Ochieng', 'Amount within the balance']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All 3',
      'To match 1',
      'Suggested 1',
      'Matched 1',
      'Excluded 0',
    ]);
  });

  it('accepts a suggestion as the invoice payment it names', async () => {
    const api = inboxApi([suggested]);
    renderBanking('/banking/inbox');
    await click(
      await within(await screen.findByRole('listitem', { name: suggested.description })).findByRole(
        'button',
        { name: 'Accept' },
      ),
    );
    await settle();
    expect(api.of('POST', '/bank_lines/2/match')[0]?.body).toEqual({
      kind: 'invoice_payment',
      ids: [INVOICE_ID],
    });
  });

  it('declines a suggestion: the body the contract takes, the line back to be matched', async () => {
    const api = inboxApi([suggested]);
    renderBanking('/banking/inbox');
    const hint = await screen.findByRole('listitem', { name: suggested.description });
    await click(within(hint).getByRole('button', { name: 'Decline Payment of INV-0012' }));
    await settle();
    const body = api.of('POST', '/bank_lines/2/decline')[0]?.body;
    expect(body).toEqual({ kind: 'invoice_payment', ids: [INVOICE_ID] });
    expect(statementLineDeclineRequestSchema.parse(body)).toEqual(body);
    expect(api.of('POST', '/bank_lines/2/match')).toHaveLength(0);
  });

  it('books a money-out line to an expense account with the body POST /bank_lines/{id}/create takes', async () => {
    const api = inboxApi([fee]);
    renderBanking('/banking/inbox');
    const row = await screen.findByRole('listitem', { name: fee.description });
    await click(within(row).getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book as an expense' });
    await settle();
    await choose(within(dialog).getByRole('combobox', { name: 'Expense account' }), '6200 Utilities');
    await click(within(dialog).getByRole('button', { name: 'Book it' }));
    await settle();
    const body = api.of('POST', '/bank_lines/4/create')[0]?.body;
    expect(body).toEqual({ kind: 'expense', ledger_account_id: 61, vat: 'Standard' });
    expect(statementLineCreateRequestSchema.parse(body)).toEqual(body);
  });

  it('matches a line by hand to an open invoice', async () => {
    const api = inboxApi([loose]);
    renderBanking('/banking/inbox');
    await click(
      await within(await screen.findByRole('listitem', { name: loose.description })).findByRole('button', {
        name: 'Match',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Match to invoices' });
    await click(await within(dialog).findByRole('checkbox', { name: 'Pay INV-0012' }));
    await click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await settle();
    expect(api.of('POST', '/bank_lines/3/match')[0]?.body).toEqual({
      kind: 'invoice_payment',
      ids: [INVOICE_ID],
    });
  });

  it('moves with j and k and excludes the line in view with e', async () => {
    const api = inboxApi([suggested, loose, fee]);
    renderBanking('/banking/inbox');
    await screen.findByRole('list', { name: 'Statement lines' });
    await settle();
    expect(item(suggested.description).getAttribute('aria-current')).toBe('true');
    await press('j');
    await press('j');
    await press('k');
    expect(item(loose.description).getAttribute('aria-current')).toBe('true');
    await press('e');
    await settle();
    expect(api.of('POST', '/bank_lines/3/exclude')).toHaveLength(1);
  });

  it('excludes the selected lines in bulk', async () => {
    const api = inboxApi([suggested, loose]);
    renderBanking('/banking/inbox');
    await click(await screen.findByRole('checkbox', { name: `Select ${suggested.description}` }));
    await click(screen.getByRole('checkbox', { name: `Select ${loose.description}` }));
    const bar = screen.getByRole('region', { name: 'Selected lines' });
    expect(bar.textContent).toContain('2 lines selected');
    await click(within(bar).getByRole('button', { name: 'Exclude' }));
    await settle();
    expect(api.of('POST', '/bank_lines/bulk')[0]?.body).toEqual({ ids: [2, 3], action: 'exclude' });
  });

  it('makes a rule from a line, its details as the condition', async () => {
    const kplc = line(5, { description: 'KPLC PREPAID 5123', amount: -1500 });
    inboxApi([kplc]);
    renderBanking('/banking/inbox');
    await pickMenuItem(
      await screen.findByRole('button', { name: 'More for KPLC PREPAID 5123' }),
      'Make a rule from this line',
    );
    const dialog = await screen.findByRole('dialog', { name: 'New rule' });
    expect(within(dialog).getByLabelText('Condition 1 value')).toHaveProperty('value', 'KPLC PREPAID 5123');
    expect(within(dialog).getByRole('combobox', { name: 'Direction' }).textContent).toContain('Money out');
    expect(within(dialog).getByRole('combobox', { name: 'Then' }).textContent).toContain('Book as expense');
  });

  it('says when there is nothing to match yet, and when the lines cannot load', async () => {
    inboxApi([]);
    const { unmount } = renderBanking('/banking/inbox');
    expect(await screen.findByText('No statement lines yet')).toBeTruthy();
    unmount();
    mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'GET /bank_lines': () => ({ status: 500, body: { error: 'Lines are unavailable' } }),
    });
    renderBanking('/banking/inbox');
    expect(await screen.findByText('Lines are unavailable')).toBeTruthy();
  });
});
