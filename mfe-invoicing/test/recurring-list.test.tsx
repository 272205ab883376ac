import { formatDateMedium } from '@daftari/format';
import { click, deferred, mockApi, page, renderPage, settle } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RecurringListPage } from '../src/routes/RecurringListPage.tsx';
import { uuid } from './fixtures.ts';
import { series } from './recurring-fixtures.ts';

const renderList = (route = '/recurring') => renderPage(<RecurringListPage />, { route, path: '/recurring' });

describe('Recurring invoices list', () => {
  it('shows each series with its schedule, next invoice date, status and the invoices it issued', async () => {
    mockApi({
      'GET /recurring_invoices': () => ({
        body: page([
          series(),
          series({
            id: 8,
            contact: { id: 2, full_name: null, company_name: 'Lakeside Ltd', email: 'ops@lakeside.co.ke' },
            interval: 3,
            status: 'paused',
            next_issue_date: null,
            invoices: [],
          }),
        ]),
      }),
    });
    renderList();
    const row = (await screen.findByRole('link', { name: 'Amina Otieno' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Amina Otieno' }).getAttribute('href')).toBe(
      '/work/invoicing/recurring/7',
    );
    expect(within(row).getByText('Monthly')).toBeTruthy();
    expect(within(row).getByText(formatDateMedium('2026-11-25'))).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'INV-0012' }).getAttribute('href')).toBe(
      `/work/invoicing/${uuid(12)}`,
    );
    const paused = screen.getByText('Every 3 months').closest('tr')!;
    expect(within(paused).getByText('Every 3 months')).toBeTruthy();
    expect(within(paused).getByText('Paused')).toBeTruthy();
    expect(within(paused).getByText('None yet')).toBeTruthy();
  });

  it('holds a loading table until the answer comes, then an empty state that leads to the form', async () => {
    const answer = deferred();
    mockApi({ 'GET /recurring_invoices': async () => ({ body: page([]), delay: answer.promise }) });
    renderList();
    await settle();
    expect(screen.getByRole('table', { name: 'Recurring invoices' }).getAttribute('aria-busy')).toBe('true');
    answer.resolve();
    expect(await screen.findByText('No recurring invoices yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /New recurring invoice/ });
    expect(links.every((link) => link.getAttribute('href') === '/work/invoicing/recurring/create')).toBe(
      true,
    );
  });

  it('filters by status through the URL and sends it to the API', async () => {
    const api = mockApi({
      'GET /recurring_invoices': () => ({ body: page([series({ status: 'finished' })]) }),
    });
    renderList('/recurring?status=finished');
    await screen.findByRole('link', { name: 'Amina Otieno' });
    expect(api.of('GET', '/recurring_invoices')[0]!.query.get('status')).toBe('finished');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi({
      'GET /recurring_invoices': () =>
        fail ? { status: 500, body: { error: 'Database unavailable' } } : { body: page([series()]) },
    });
    renderList();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    await click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: 'Amina Otieno' })).toBeTruthy();
  });
});
