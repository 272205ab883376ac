import type { Invoice } from '@daftari/contracts';
import { click, mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceDetailPage } from '../src/routes/InvoiceDetailPage.tsx';
import { invoice, uuid } from './fixtures.ts';

// The detail offers only what contracts' invoiceActions allows, the rule the API enforces.

const ID = uuid(1);

async function show(current: Invoice) {
  mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    [`GET /invoices/${ID}`]: () => ({ body: { data: current } }),
  });
  renderPage(<InvoiceDetailPage />, { route: `/work/invoicing/${ID}`, path: '/work/invoicing/:invoiceId' });
  await screen.findByRole('heading', { level: 1 });
  await settle();
}

const offered = () => ({
  addItem: screen.queryByRole('button', { name: 'Add Invoice Item' }) !== null,
  lineEdit: screen.queryAllByRole('button', { name: /^Edit/ }).length > 0,
  lineDelete: screen.queryAllByRole('button', { name: /^Delete/ }).length > 0,
});

async function menu() {
  await click(screen.getByRole('button', { name: 'More actions' }));
  return screen.getAllByRole('menuitem').map((entry) => entry.textContent?.trim() ?? '');
}

describe('Invoice detail: the actions offered follow invoiceActions', () => {
  it('a draft: its lines are open and it can be deleted', async () => {
    await show(invoice({ status: 'draft', status_label: 'Draft' }));
    expect(offered()).toEqual({ addItem: true, lineEdit: true, lineDelete: true });
    expect(await menu()).toEqual(expect.arrayContaining([expect.stringMatching(/^Delete/)]));
  });

  it('a paid invoice: no line edit or delete, no Add Invoice Item, no Delete', async () => {
    await show(invoice({ status: 'paid', status_label: 'Paid', paid_amount: 2000, balance: 0 }));
    expect(offered()).toEqual({ addItem: false, lineEdit: false, lineDelete: false });
    const entries = await menu();
    expect(entries.some((entry) => entry.startsWith('Delete'))).toBe(false);
    expect(entries.some((entry) => entry.startsWith('Void'))).toBe(false);
    expect(entries.some((entry) => entry.startsWith('Create credit note'))).toBe(true);
  });

  it('a balance brought forward: no line changes, no Delete, no credit note; Void while nothing is paid', async () => {
    await show(invoice({ status: 'sent', status_label: 'Sent', brought_forward_on: '2026-11-30' }));
    expect(offered()).toEqual({ addItem: false, lineEdit: false, lineDelete: false });
    const entries = await menu();
    expect(entries.some((entry) => entry.startsWith('Delete'))).toBe(false);
    expect(entries.some((entry) => entry.startsWith('Create credit note'))).toBe(false);
    expect(entries.some((entry) => entry.startsWith('Void invoice'))).toBe(true);
  });
});
