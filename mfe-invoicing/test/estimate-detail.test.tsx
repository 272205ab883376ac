import type { Estimate } from '@daftari/contracts';
import {
  click,
  deferred,
  location,
  mockApi,
  pickMenuItem,
  renderPage,
  settle,
  type,
  user,
} from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EstimateDetailPage } from '../src/routes/estimates/EstimateDetailPage.tsx';
import { estimate } from './estimate-fixtures.ts';
import { invoice, item, uuid } from './fixtures.ts';

const ID = uuid(21);

function api(current: Estimate, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    [`GET /estimates/${ID}`]: () => ({ body: { data: current } }),
    ...extra,
  });
}

const renderDetail = async (id = ID) => {
  const result = renderPage(<EstimateDetailPage />, {
    route: `/work/estimates/${id}`,
    path: '/work/estimates/:estimateId',
  });
  await screen.findByRole('heading', { level: 1 });
  await settle();
  return result;
};

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const banner = () => screen.queryByRole('region', { name: 'Answer' });

describe('Estimate detail', () => {
  it('shows the number, status, dates, lines and totals', async () => {
    api(
      estimate({
        estimate_items: [
          item(),
          item({
            id: 2,
            description: 'Hosting',
            quantity: 1,
            unit_price: 500,
            total: 580,
            subtotal: 500,
            tax_rate: 16,
            tax_amount: 80,
          }),
        ],
        subtotal: 2500,
        tax_total: 80,
        total: 2580,
      }),
    );
    await renderDetail();
    expect(screen.getByRole('heading', { level: 1, name: 'Estimate EST-0001' })).toBeTruthy();
    expect(screen.getAllByText('Draft').length).toBeGreaterThan(0);
    expect(screen.getByText('Prepared for')).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: 'Estimate items' })).getAllByTestId(
      'invoice-item',
    );
    expect(lines).toHaveLength(2);
    expect(screen.getByTestId('total-tax').textContent).toBe('KES 80.00');
    expect(screen.getByTestId('total-total').textContent).toBe('KES 2,580.00');
    expect(screen.getByText('Expiry date')).toBeTruthy();
    expect(banner()).toBeNull();
  });

  it('shows a loading state while the estimate loads, and Not Found for an unknown one', async () => {
    const answer = deferred();
    mockApi({
      [`GET /estimates/${ID}`]: async () => {
        await answer.promise;
        return { status: 404, body: { error: 'Estimate not found' } };
      },
    });
    renderPage(<EstimateDetailPage />, {
      route: `/work/estimates/${ID}`,
      path: '/work/estimates/:estimateId',
    });
    expect(await screen.findByText('Loading estimate')).toBeTruthy();
    answer.resolve();
    expect(await screen.findByText('Estimate Not Found')).toBeTruthy();
  });

  it("marks a draft sent with PUT status sent, then offers no 'Mark as Sent'", async () => {
    let current = estimate();
    const { of } = api(current, {
      [`GET /estimates/${ID}`]: () => ({ body: { data: current } }),
      [`PUT /estimates/${ID}`]: () => {
        current = estimate({ status: 'sent', status_label: 'Sent' });
        return { body: { data: current } };
      },
    });
    await renderDetail();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    await click(button(/Mark as Sent/));
    await waitFor(() =>
      expect(of('PUT', `/estimates/${ID}`)[0]!.body).toEqual({ estimate: { status: 'sent' } }),
    );
    expect(await screen.findByText('Estimate marked as sent')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Mark as Sent/ })).toBeNull());
    expect(screen.getAllByText('Sent').length).toBeGreaterThan(0);
  });

  it('copies the customer link of /link/estimates/{id} once sent', async () => {
    api(estimate({ status: 'sent', status_label: 'Sent' }));
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderDetail();
    await click(button('Copy link'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/link/estimates/${ID}`);
    expect(await screen.findByText('You can share this link to view the estimate.')).toBeTruthy();
  });

  it('e-mails the link to the contact address and says where it went', async () => {
    const { of } = api(estimate(), {
      [`POST /estimates/${ID}/email_estimate`]: () => ({
        body: {
          data: {
            sent_to: 'amina@savannah.co.ke',
            delivery: 'outbox',
            estimate: estimate({ status: 'sent', status_label: 'Sent' }),
          },
        },
      }),
    });
    await renderDetail();
    await click(button('Send by Email'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/view and accept estimate EST-0001/)).toBeTruthy();
    expect(within(dialog).getByText('Sending a draft marks it as sent.')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Send Estimate' }));
    await waitFor(() =>
      expect(of('POST', `/estimates/${ID}/email_estimate`)[0]!.body).toEqual({
        email: 'amina@savannah.co.ke',
      }),
    );
    expect(await screen.findByText('Estimate sent successfully')).toBeTruthy();
  });

  it('adds a line through the item dialog with POST add_items', async () => {
    const { of } = api(estimate({ estimate_items: [], subtotal: 0, total: 0 }), {
      [`POST /estimates/${ID}/add_items`]: () => ({ body: { data: estimate() } }),
      'GET /price_list_items': () => ({ body: { data: [] } }),
    });
    await renderDetail();
    expect(screen.getByText('No items')).toBeTruthy();
    await click(button('Add Estimate Item'));
    const dialog = await screen.findByRole('dialog', { name: 'Add Estimate Item' });
    await type(within(dialog).getByLabelText(/Details/), 'Website development');
    await type(within(dialog).getByLabelText(/Unit Price/), '1000');
    await click(within(dialog).getByRole('button', { name: 'Create and Finish' }));
    await waitFor(() => expect(of('POST', `/estimates/${ID}/add_items`)).toHaveLength(1));
    expect(
      (of('POST', `/estimates/${ID}/add_items`)[0]!.body as { items: unknown[] }).items[0],
    ).toMatchObject({
      description: 'Website development',
      unit_price: 1000,
      quantity: 1,
    });
  });

  it('converts to an invoice and opens the new draft invoice', async () => {
    let current = estimate({ status: 'accepted', status_label: 'Accepted', accepted_by: 'Amina Otieno' });
    const { of } = api(current, {
      [`GET /estimates/${ID}`]: () => ({ body: { data: current } }),
      [`POST /estimates/${ID}/convert`]: () => {
        current = { ...current, status: 'invoiced', status_label: 'Invoiced', invoice_id: uuid(9) };
        return {
          status: 201,
          body: { data: invoice({ id: uuid(9), invoice_number: 'INV-0009', estimate_id: ID }) },
        };
      },
    });
    await renderDetail();
    await click(button(/Convert to invoice/));
    await waitFor(() => expect(of('POST', `/estimates/${ID}/convert`)).toHaveLength(1));
    expect(await screen.findByText('Invoice INV-0009 created')).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/work/invoicing/${uuid(9)}`));
  });

  it("toasts the API's refusal of a second convert", async () => {
    api(estimate({ status: 'sent', status_label: 'Sent' }), {
      [`POST /estimates/${ID}/convert`]: () => ({
        status: 409,
        body: { error: 'Estimate already invoiced' },
      }),
    });
    await renderDetail();
    await click(button(/Convert to invoice/));
    expect(await screen.findByText('Failed to convert estimate')).toBeTruthy();
    expect(screen.getByText('Estimate already invoiced')).toBeTruthy();
    expect(location()).toBe(`/work/estimates/${ID}`);
  });

  it('says who accepted it and when, and keeps its lines read-only', async () => {
    api(
      estimate({
        status: 'accepted',
        status_label: 'Accepted',
        accepted_by: 'Jane Wambui',
        accepted_at: '2025-03-05T10:00:00Z',
      }),
    );
    await renderDetail();
    expect(within(banner()!).getByText(/^Accepted by Jane Wambui on /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Estimate Item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send by Email' })).toBeNull();
    expect(button(/Convert to invoice/)).toBeTruthy();
  });

  it("says a declined estimate's reason, and offers no convert", async () => {
    api(
      estimate({
        status: 'declined',
        status_label: 'Declined',
        declined_at: '2025-03-06T10:00:00Z',
        decline_reason: 'Too expensive',
      }),
    );
    await renderDetail();
    expect(within(banner()!).getByText(/^Declined on /)).toBeTruthy();
    expect(within(banner()!).getByText('Reason: Too expensive')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Convert to invoice/ })).toBeNull();
  });

  it('says an expired estimate expired, with the Expired badge', async () => {
    api(estimate({ status: 'sent', status_label: 'Expired' }));
    await renderDetail();
    expect(within(banner()!).getByText(/^Expired on /)).toBeTruthy();
    expect(screen.getAllByText('Expired').length).toBeGreaterThan(0);
  });

  it('links an invoiced estimate to its invoice', async () => {
    api(estimate({ status: 'invoiced', status_label: 'Invoiced', invoice_id: uuid(9) }));
    await renderDetail();
    expect(within(banner()!).getByRole('link', { name: 'View the invoice' }).getAttribute('href')).toBe(
      `/work/invoicing/${uuid(9)}`,
    );
    expect(screen.queryByRole('button', { name: /Convert to invoice/ })).toBeNull();
  });

  it('deletes a draft after the confirm, back to the list', async () => {
    const { of } = api(estimate(), { [`DELETE /estimates/${ID}`]: () => ({ status: 204 }) });
    await renderDetail();
    await pickMenuItem(button('More actions'), 'Delete');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete estimate EST-0001?')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Delete estimate' }));
    await waitFor(() => expect(of('DELETE', `/estimates/${ID}`)).toHaveLength(1));
    await waitFor(() => expect(location()).toBe('/work/estimates'));
  });

  it('offers no Delete once sent', async () => {
    api(estimate({ status: 'sent', status_label: 'Sent' }));
    await renderDetail();
    await click(button('More actions'));
    await settle();
    const menu = within(screen.getByRole('menu'));
    expect(menu.queryByRole('menuitem', { name: /Delete/ })).toBeNull();
    expect(menu.getByRole('menuitem', { name: /Edit details/ })).toBeTruthy();
  });
});
