import { type Bill, billActions, type Role } from '@daftari/contracts';
import { click, location, mockApi, page, renderPage, settle, user } from '@daftari/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BillDetailPage } from '../src/routes/bills/BillDetailPage.tsx';
import { BillFormPage } from '../src/routes/bills/BillFormPage.tsx';
import { bill, vendor } from './bill-fixtures.ts';
import { ledgerAccounts } from './fixtures.ts';

// The bill screens offer only what contracts' billActions allows, the rule the API enforces.

function api(current: Bill, role: Role = 'owner') {
  return mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    'GET /ledger_accounts': () => ({ body: { data: ledgerAccounts } }),
    'GET /contacts': () => ({ body: page([vendor]) }),
    'GET /contacts/7': () => ({ body: { data: vendor } }),
    'GET /bills/41': () => ({ body: { data: current } }),
    'PUT /bills/41': () => ({ body: { data: current } }),
  });
}

const payment = {
  id: 3,
  amount: 5000,
  paid_on: '2026-11-10',
  method: 'mpesa' as const,
  reference: null,
  created_at: '2026-11-10T10:00:00Z',
};

const STATES: Record<string, Partial<Bill>> = {
  draft: { status: 'draft', status_label: 'Draft' },
  open: {},
  'part-paid': { paid_amount: 5000, balance: 6600, payments: [payment] },
  paid: {
    status: 'paid',
    status_label: 'Paid',
    paid_amount: 11600,
    balance: 0,
    payments: [{ ...payment, amount: 11600 }],
  },
  void: { status: 'void', status_label: 'Void', balance: 0 },
  'brought forward': { brought_forward_on: '2026-10-31' },
};

describe('Bill detail: the actions offered follow billActions', () => {
  for (const [state, fields] of Object.entries(STATES)) {
    it(`a ${state} bill`, async () => {
      const current = bill(fields);
      api(current);
      renderPage(<BillDetailPage />, { route: '/bills/41', path: '/bills/:billId' });
      await screen.findByRole('heading', { level: 1, name: 'Bill UW-2291' });
      await settle();
      const has = (role: 'button' | 'link', name: string) => screen.queryByRole(role, { name }) !== null;
      const { edit, delete: remove, pay, void: cancel } = billActions(current);
      expect({
        edit: has('link', 'Edit'),
        delete: has('button', 'Delete'),
        pay: has('button', 'Record payment'),
        void: has('button', 'Void'),
      }).toEqual({ edit, delete: remove, pay, void: cancel });
    });
  }
});

describe('Bill detail: what each role sees', () => {
  const offered = async (role: Role, fields: Partial<Bill>) => {
    api(bill(fields), role);
    renderPage(<BillDetailPage />, { route: '/bills/41', path: '/bills/:billId' });
    await screen.findByRole('heading', { level: 1, name: 'Bill UW-2291' });
    await settle();
    const has = (role: 'button' | 'link', name: string) => screen.queryByRole(role, { name }) !== null;
    return {
      edit: has('link', 'Edit'),
      delete: has('button', 'Delete'),
      pay: has('button', 'Record payment'),
      void: has('button', 'Void'),
      history: has('button', 'Show history'),
    };
  };

  it('a viewer reads an open bill and its history, with no button that changes it', async () => {
    expect(await offered('viewer', STATES.open!)).toEqual({
      edit: false,
      delete: false,
      pay: false,
      void: false,
      history: true,
    });
  });

  it('a viewer sees no Delete on a draft', async () => {
    expect((await offered('viewer', STATES.draft!)).delete).toBe(false);
  });

  it('a bookkeeper edits, pays and voids an open bill', async () => {
    expect(await offered('bookkeeper', STATES.open!)).toMatchObject({ edit: true, pay: true, void: true });
  });
});

describe('Edit bill: what billActions keeps is not offered', () => {
  it('a paid bill is edited (the API re-posts it)', async () => {
    api(bill(STATES.paid));
    renderPage(<BillFormPage />, { route: '/bills/41/edit', path: '/bills/:billId/edit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit bill UW-2291' })).toBeTruthy();
    await settle();
  });

  it('a void bill opens its page instead of the form', async () => {
    api(bill(STATES.void));
    renderPage(<BillFormPage />, { route: '/bills/41/edit', path: '/bills/:billId/edit' });
    await waitFor(() => expect(location()).toBe('/bills/41'));
  });

  it('a balance brought forward keeps its line: shown, not editable, not sent', async () => {
    const calls = api(bill(STATES['brought forward']));
    renderPage(<BillFormPage />, { route: '/bills/41/edit', path: '/bills/:billId/edit' });
    await screen.findByRole('heading', { level: 1, name: 'Edit bill UW-2291' });
    await settle();
    expect(screen.queryByRole('button', { name: 'Add a line' })).toBeNull();
    // Its line's fieldset is disabled: the browser disables every field and button in it.
    expect(screen.getByRole('group', { name: 'Line 1' }).hasAttribute('disabled')).toBe(true);
    await click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.of('PUT', '/bills/41')).toHaveLength(1));
    const sent = calls.of('PUT', '/bills/41')[0]!.body as { bill: Record<string, unknown> };
    expect(sent.bill).not.toHaveProperty('lines');
    expect(sent.bill).toMatchObject({ bill_number: 'UW-2291', draft: false });
  });
});
