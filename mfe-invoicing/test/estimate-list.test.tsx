import { click, deferred, location, mockApi, renderPage, settle } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EstimateListPage } from '../src/routes/estimates/EstimateListPage.tsx';
import { estimate, estimateList } from './estimate-fixtures.ts';
import { uuid } from './fixtures.ts';

const renderList = (route = '/work/estimates') =>
  renderPage(<EstimateListPage />, { route, path: '/work/estimates' });

const filled = estimateList(
  [
    estimate({ id: uuid(21), status: 'sent', status_label: 'Sent', total: 11600 }),
    estimate({
      id: uuid(22),
      estimate_number: 'EST-0002',
      status: 'accepted',
      status_label: 'Accepted',
      total: 5000,
    }),
    estimate({ id: uuid(23), estimate_number: 'EST-0003', status: 'sent', status_label: 'Expired' }),
  ],
  {},
  {
    open_count: 1,
    open_amount: 11600,
    expired_count: 1,
    accepted_this_month_count: 1,
    accepted_this_month_amount: 5000,
    conversion_rate: 66.7,
  },
);

describe('Estimate list', () => {
  it('without any estimate, shows the way to the first one', async () => {
    mockApi({ 'GET /estimates': () => ({ body: estimateList([]) }) });
    renderList();
    expect(await screen.findByText('Send your first estimate')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New estimate' })[0]!.getAttribute('href')).toBe(
      '/work/estimates/new',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the summary cards and a row per estimate with its number, contact, total and status', async () => {
    mockApi({ 'GET /estimates': () => ({ body: filled }) });
    renderList();
    const open = await screen.findByTestId('summary-open');
    expect(open.textContent).toContain('KES 11,600.00');
    expect(open.textContent).toContain('1 estimate awaiting an answer · 1 expired');
    expect(screen.getByTestId('summary-accepted').textContent).toContain('KES 5,000.00');
    expect(screen.getByTestId('summary-conversion').textContent).toContain('66.7%');

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('EST-0001');
    expect(rows[0]!.textContent).toContain('Amina Otieno');
    expect(rows[0]!.textContent).toContain('KES 11,600.00');
    expect(within(rows[2]!).getAllByText('Expired').length).toBeGreaterThan(0);
  });

  it('reads a dash for the conversion rate while no estimate is answered', async () => {
    mockApi({ 'GET /estimates': () => ({ body: estimateList([estimate()]) }) });
    renderList();
    const rate = await screen.findByTestId('summary-conversion');
    expect(rate.textContent).toContain('—');
    expect(rate.textContent).toContain('No estimate answered yet');
  });

  it('asks for the status chosen, back on page 1, and keeps it in the address', async () => {
    const api = mockApi({ 'GET /estimates': () => ({ body: filled }) });
    renderList('/work/estimates?page=2');
    await screen.findByTestId('summary-open');
    expect(api.of('GET', '/estimates')[0]!.query.get('status')).toBeNull();

    await click(screen.getByRole('tab', { name: 'Accepted' }));
    await waitFor(() => expect(location()).toBe('/work/estimates?status=accepted'));
    const last = api.of('GET', '/estimates').at(-1)!.query;
    expect(last.get('status')).toBe('accepted');
    expect(last.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Accepted' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when a status has no estimate, and keeps the cards', async () => {
    mockApi({
      'GET /estimates': ({ query }) => ({
        body: query.get('status') === 'declined' ? estimateList([], {}, filled.summary) : filled,
      }),
    });
    renderList('/work/estimates?status=declined');
    expect(await screen.findByText('No estimate was declined.')).toBeTruthy();
    expect(screen.getByTestId('summary-open').textContent).toContain('KES 11,600.00');
    expect(screen.queryByText('Send your first estimate')).toBeNull();
  });

  it('shows placeholders while loading, and the error with Try again when the list fails', async () => {
    const answer = deferred();
    let fail = true;
    mockApi({
      'GET /estimates': async () => {
        await answer.promise;
        return fail ? { status: 500, body: { error: 'Database unavailable' } } : { body: filled };
      },
    });
    renderList();
    expect(await screen.findByTestId('summary-skeleton')).toBeTruthy();
    answer.resolve();
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    fail = false;
    await click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByTestId('summary-open')).toBeTruthy();
    await settle();
  });
});
