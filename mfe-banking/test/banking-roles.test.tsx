import type { Role, StatementLine } from '@daftari/contracts';
import { mockApi, settle, user } from '@daftari/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bank, INVOICE_ID, line, pageOf, reconciliation } from './fixtures.ts';
import { renderBanking } from './render.tsx';

// The inbox and the reconcile page offer each action only to a role the permission table lets call its route.

const suggested = line(2, {
  description: 'OTIENO OCHIENG 0712345678',
  amount: 2000,
  status: 'suggested',
  suggestions: [
    { kind: 'invoice_payment', ids: [INVOICE_ID], amount: 2000, confidence: 0.82, reasons: ['Name matches'] },
  ],
});
const matched = line(3, {
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
const excluded = line(4, { description: 'Transfer to savings', amount: -900, status: 'excluded' });

const as = (role: Role) => () => ({ body: { data: { ...user(), role } } });

function inboxAs(role: Role, lines: StatementLine[]) {
  return mockApi({
    'GET /users/current': as(role),
    'GET /bank_accounts': () => ({ body: { data: [bank] } }),
    'GET /invoices': () => ({
      body: {
        data: [],
        meta: { total_count: 0, current_page: 1, total_pages: 1, per_page: 100 },
        summary: {
          total_amount: 0,
          total_paid: 0,
          total_unpaid: 0,
          average_amount: 0,
          count: 0,
          currency: 'KES',
        },
      },
    }),
    'GET /bank_lines': () => ({ body: pageOf(lines) }),
  });
}

const buttons = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.getAttribute('aria-label') ?? b.textContent);
const press = (key: string) => act(async () => void fireEvent.keyDown(document.body, { key }));

async function showInbox(role: Role) {
  const api = inboxAs(role, [suggested, matched, excluded]);
  renderBanking('/banking/inbox');
  await screen.findByRole('list', { name: 'Statement lines' });
  await settle();
  return api;
}

describe('Matching inbox: what each role sees', () => {
  it('a viewer reads every line and its suggestions, with no action, checkbox or action key', async () => {
    const api = await showInbox('viewer');
    for (const name of [suggested.description, matched.description, excluded.description]) {
      const row = screen.getByRole('listitem', { name });
      expect(buttons(row), name).toEqual([]);
      expect(within(row).queryByRole('checkbox')).toBeNull();
    }
    expect(screen.getByRole('listitem', { name: suggested.description }).textContent).toContain('82% sure');
    expect(screen.getByText(/^Keys:/).textContent).toBe('Keys: j / k next and previous line');
    await press('a');
    await press('e');
    await press('x');
    await settle();
    expect(api.fetchMock.mock.calls.map(([request]) => (request as Request).method)).not.toContain('POST');
    expect(screen.queryByRole('region', { name: 'Selected lines' })).toBeNull();
  });

  it('a bookkeeper accepts, declines, excludes, books, makes rules, unmatches and includes', async () => {
    await showInbox('bookkeeper');
    const open = screen.getByRole('listitem', { name: suggested.description });
    expect(buttons(open)).toEqual([
      'Decline Payment of an invoice',
      'Accept',
      'Exclude',
      `More for ${suggested.description}`,
    ]);
    expect(within(open).getByRole('checkbox', { name: `Select ${suggested.description}` })).toBeTruthy();
    expect(buttons(screen.getByRole('listitem', { name: matched.description }))).toEqual(['Unmatch']);
    expect(buttons(screen.getByRole('listitem', { name: excluded.description }))).toEqual(['Include']);
    expect(screen.getByText(/^Keys:/).textContent).toBe(
      'Keys: j / k next and previous line · a accept or match · e exclude · x select',
    );
  });

  it('an invoicer, who may read no banking, is offered none of its actions either', async () => {
    await showInbox('invoicer');
    expect(buttons(screen.getByRole('listitem', { name: suggested.description }))).toEqual([]);
  });
});

function reconcileAs(role: Role) {
  return mockApi({
    'GET /users/current': as(role),
    'GET /bank_accounts': () => ({ body: { data: [bank] } }),
    'GET /bank_accounts/2/reconciliations': () => ({
      body: {
        data: [
          reconciliation(8, { difference: 0, open_lines: 0 }),
          reconciliation(7, { status: 'done', statement_date: '2026-10-31', difference: 0, open_lines: 0 }),
        ],
        meta: { total_count: 2, current_page: 1, total_pages: 1, per_page: 100 },
      },
    }),
  });
}

async function showReconcile(role: Role) {
  reconcileAs(role);
  renderBanking('/banking/reconcile?account=2');
  await screen.findByRole('region', { name: 'Reconciliation' });
  await screen.findByRole('table', { name: 'Reconciliation history' });
  await settle();
}

const shown = (name: string) => screen.queryByRole('button', { name }) !== null;

describe('Reconcile: what each role sees', () => {
  it('a viewer sees the draft, the history and the report, but cannot start, complete or undo', async () => {
    await showReconcile('viewer');
    expect(screen.getByTestId('difference').textContent).toBe('KES 0.00');
    expect(shown('Compare with the books')).toBe(false);
    expect(screen.queryByLabelText(/Statement balance/)).toBeNull();
    expect(shown('Complete reconciliation')).toBe(false);
    expect(shown('Undo')).toBe(false);
    expect(shown('Download the reconciliation report as PDF')).toBe(true);
  });

  it('a bookkeeper compares a statement with the books, but completing and undoing are the accountant’s', async () => {
    await showReconcile('bookkeeper');
    expect(shown('Compare with the books')).toBe(true);
    expect(shown('Complete reconciliation')).toBe(false);
    expect(shown('Undo')).toBe(false);
  });

  it('an accountant starts, completes and undoes', async () => {
    await showReconcile('accountant');
    expect(shown('Compare with the books')).toBe(true);
    expect(shown('Complete reconciliation')).toBe(true);
    expect(shown('Undo')).toBe(true);
  });
});
