import { invoiceKeys } from '@daftari/api-client';
import type { Invoice } from '@daftari/contracts';
import { click, deferred, mockApi, pickMenuItem, renderPage, settle, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceDetailPage } from '../src/routes/InvoiceDetailPage.tsx';
import { invoice, uuid } from './fixtures.ts';

const ID = uuid(1);
const sent = invoice({ status: 'sent', status_label: 'Sent' });
const voided = invoice({ status: 'void', status_label: 'Void', balance: 0 });
const MEANING =
  'The invoice stays in your records with its number, but the customer owes nothing and it can no longer be paid or edited.';

function api(current: () => Invoice, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    [`GET /invoices/${ID}`]: () => ({ body: { data: current() } }),
    ...extra,
  });
}

async function renderDetail() {
  const result = renderPage(<InvoiceDetailPage />, {
    route: `/work/invoicing/${ID}`,
    path: '/work/invoicing/:invoiceId',
  });
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return result;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const menuEntry = async (name: RegExp) => {
  await click(button('More actions'));
  await settle();
  return within(screen.getByRole('menu')).queryByRole('menuitem', { name });
};

async function openVoidDialog() {
  await pickMenuItem(button('More actions'), /Void invoice/);
  return screen.findByRole('alertdialog', { name: 'Void invoice INV-0001?' });
}

describe('Void invoice', () => {
  it('is offered on a sent invoice with nothing paid', async () => {
    api(() => sent);
    await renderDetail();
    const entry = await menuEntry(/Void invoice/);
    expect(entry?.getAttribute('data-disabled')).toBeNull();
  });

  it('is not offered once a payment came in (the API would refuse it)', async () => {
    api(() => invoice({ status: 'sent', status_label: 'Sent', paid_amount: 500, balance: 1500 }));
    await renderDetail();
    expect(await menuEntry(/Void invoice/)).toBeNull();
  });

  it.each([
    ['a draft', invoice()],
    ['a paid invoice', invoice({ status: 'paid', status_label: 'Paid', paid_amount: 2000, balance: 0 })],
    ['a void invoice', voided],
  ])('is not offered on %s', async (_, shown) => {
    api(() => shown);
    await renderDetail();
    expect(await menuEntry(/Void invoice/)).toBeNull();
  });

  it('asks first, saying what voiding does; Cancel voids nothing', async () => {
    const { of } = api(() => sent);
    await renderDetail();
    const dialog = await openVoidDialog();
    expect(within(dialog).getByText(`${MEANING} This cannot be undone.`)).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(of('POST', `/invoices/${ID}/void`)).toHaveLength(0);
  });

  it("voids: 'Voiding...' while the request runs, then the invoice reads Void and its lists are refreshed", async () => {
    let current = sent;
    const hold = deferred();
    const { of } = api(() => current, {
      [`POST /invoices/${ID}/void`]: () => {
        current = voided;
        return { body: { data: voided }, delay: hold.promise };
      },
    });
    const { queryClient } = await renderDetail();
    const listKey = [...invoiceKeys.lists(), { page: 1, per_page: 10 }];
    const contactInvoicesKey = [...invoiceKeys.lists(), 'of-contact', 1];
    queryClient.setQueryData(listKey, { rows: [] });
    queryClient.setQueryData(contactInvoicesKey, { rows: [] });

    const dialog = await openVoidDialog();
    await click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    // The pending state reaches the screen on the query client's next tick; the answer is held meanwhile.
    const pending = (await within(dialog).findByRole('button', {
      name: /Voiding\.\.\./,
    })) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('region', { name: 'Void' })).toBeNull();

    hold.resolve();
    expect(await screen.findByText('Invoice voided')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(of('POST', `/invoices/${ID}/void`)).toHaveLength(1);
    const banner = screen.getByRole('region', { name: 'Void' });
    expect(within(banner).getByText(MEANING)).toBeTruthy();
    expect(screen.getByTestId('side-balance').textContent).toBe('KES 0.00');
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(contactInvoicesKey)?.isInvalidated).toBe(true);
    await waitFor(() => expect(of('GET', `/invoices/${ID}`).length).toBeGreaterThan(1));
  });

  it("toasts the server's refusal, leaves the invoice as it was and refetches it", async () => {
    const { of } = api(() => sent, {
      [`POST /invoices/${ID}/void`]: () => ({
        status: 422,
        body: { error: 'The books are locked up to 2025-03-31' },
      }),
    });
    await renderDetail();
    const loads = of('GET', `/invoices/${ID}`).length;
    const dialog = await openVoidDialog();
    await click(within(dialog).getByRole('button', { name: 'Void invoice' }));
    expect(await screen.findByText('Failed to void invoice')).toBeTruthy();
    expect(screen.getByText('The books are locked up to 2025-03-31')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Void' })).toBeNull();
    expect(button('Record payment')).toBeTruthy();
    await waitFor(() => expect(of('GET', `/invoices/${ID}`).length).toBe(loads + 1));
  });
});

describe('A void invoice', () => {
  it('shows the Void banner and badge, keeps Save as PDF and offers nothing that changes it', async () => {
    api(() => voided);
    await renderDetail();
    expect(screen.getByRole('region', { name: 'Void' })).toBeTruthy();
    const header = screen.getByRole('heading', { level: 1 }).closest('header') ?? document.body;
    expect(within(header as HTMLElement).getByText('Void')).toBeTruthy();
    expect(button('Save as PDF')).toBeTruthy();
    for (const gone of ['Record payment', 'Send by Email', 'Mark as Sent', 'Add Invoice Item']) {
      expect(screen.queryByRole('button', { name: gone })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Invoice status' })).toBeNull();
    expect(screen.queryByText('Overdue')).toBeNull();
    expect(await menuEntry(/Delete/)).toBeNull();
  });
});
