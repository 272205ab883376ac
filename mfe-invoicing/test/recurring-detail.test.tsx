import { formatDateMedium } from '@daftari/format';
import { click, mockApi, renderPage, settle } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecurringDetailPage } from '../src/routes/RecurringDetailPage.tsx';
import { uuid } from './fixtures.ts';
import { series } from './recurring-fixtures.ts';

const renderDetail = async (id: number | string = 7) => {
  renderPage(<RecurringDetailPage />, { route: `/recurring/${id}`, path: '/recurring/:seriesId' });
  await settle();
};

describe('Recurring invoice detail', () => {
  it('shows the schedule, the items and each issued invoice with a link', async () => {
    mockApi({ 'GET /recurring_invoices/7': () => ({ body: { data: series({ occurrences: 12 }) } }) });
    await renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeTruthy();
    expect(screen.getByText('Monthly recurring invoice')).toBeTruthy();
    expect(screen.getByText(formatDateMedium('2026-11-25'))).toBeTruthy();
    expect(screen.getByText('After 12 invoices')).toBeTruthy();
    expect(screen.getByText('14 days after issue')).toBeTruthy();
    expect(screen.getByText('Monthly retainer')).toBeTruthy();
    const issued = screen.getByRole('table', { name: 'Invoices issued' });
    expect(within(issued).getByRole('link', { name: 'INV-0011' }).getAttribute('href')).toBe(
      `/work/invoicing/${uuid(11)}`,
    );
    expect(within(issued).getByText(formatDateMedium('2026-09-25'))).toBeTruthy();
  });

  it('pauses an active series and resumes a paused one', async () => {
    let current = series();
    const api = mockApi({
      'GET /recurring_invoices/7': () => ({ body: { data: current } }),
      'POST /recurring_invoices/7/pause': () => {
        current = series({ status: 'paused' });
        return { body: { data: current } };
      },
      'POST /recurring_invoices/7/resume': () => {
        current = series({ status: 'active' });
        return { body: { data: current } };
      },
    });
    await renderDetail();
    await click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Recurring invoice paused')).toBeTruthy();
    expect(api.of('POST', '/recurring_invoices/7/pause')).toHaveLength(1);
    await click(await screen.findByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('Recurring invoice resumed')).toBeTruthy();
    expect(api.of('POST', '/recurring_invoices/7/resume')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('stops the series only once the owner confirms, then offers no more actions', async () => {
    let current = series();
    const api = mockApi({
      'GET /recurring_invoices/7': () => ({ body: { data: current } }),
      'DELETE /recurring_invoices/7': () => {
        current = series({ status: 'finished', next_issue_date: null });
        return { body: { data: current } };
      },
    });
    await renderDetail();
    await click(await screen.findByRole('button', { name: 'Stop' }));
    const dialog = await screen.findByRole('alertdialog');
    await click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.of('DELETE', '/recurring_invoices/7')).toHaveLength(0);
    await click(screen.getByRole('button', { name: 'Stop' }));
    await click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Recurring invoice stopped')).toBeTruthy();
    expect(api.of('DELETE', '/recurring_invoices/7')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull());
    expect(screen.getByText('Finished')).toBeTruthy();
  });

  it("toasts the server's refusal and keeps the series as it was", async () => {
    mockApi({
      'GET /recurring_invoices/7': () => ({ body: { data: series() } }),
      'POST /recurring_invoices/7/pause': () => ({ status: 409, body: { error: 'The series is finished' } }),
    });
    await renderDetail();
    await click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Failed to pause the recurring invoice')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
  });

  it("says 'not found' for another business's series", async () => {
    mockApi({ 'GET /recurring_invoices/9': () => ({ status: 404, body: { error: 'Not found' } }) });
    await renderDetail(9);
    expect(await screen.findByText('Recurring invoice not found')).toBeTruthy();
  });
});
