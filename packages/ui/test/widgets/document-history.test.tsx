import { currentUserQuery } from '@daftari/api-client';
import { click, mockApi, page, renderPage, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentHistory } from '../../src/widgets/index.ts';

const event = {
  id: 4,
  at: '2026-12-02T07:05:00.000Z',
  user: { id: 2, name: 'Akinyi Sales', email: 'akinyi@example.co.ke' },
  action: 'invoice.update',
  entity_type: 'invoice',
  entity_id: '7',
  summary: 'Invoice INV-0007 updated',
  changes: { due_date: ['2026-12-10', '2026-12-20'] },
  ip: null,
  user_agent: null,
};

describe('a document’s history', () => {
  it('reads the history when asked for, and lists the document’s own events with each field before and after', async () => {
    const api = mockApi({
      'GET /users/current': () => ({ body: { data: user({ time_zone: 'Africa/Nairobi' }) } }),
      'GET /invoices/7/history': () => ({ body: page([event]) }),
    });
    renderPage(<DocumentHistory documents="invoices" id="7" />, {
      route: '/invoices/7',
      path: '/invoices/:id',
    });
    expect(api.of('GET', '/invoices/7/history')).toHaveLength(0);
    await click(screen.getByRole('button', { name: 'Show history' }));
    const row = await screen.findByRole('listitem', { name: 'Invoice INV-0007 updated' });
    expect(within(row).getByText(/Akinyi Sales/)).toBeTruthy();
    expect(within(row).getAllByRole('row').at(-1)?.textContent).toBe('due_date2026-12-102026-12-20');
    expect(api.of('GET', '/invoices/7/history')).toHaveLength(1);
  });

  it('says when the history cannot be loaded', async () => {
    mockApi({ 'GET /invoices/7/history': () => ({ status: 403, body: { error: 'A viewer may not' } }) });
    renderPage(<DocumentHistory documents="invoices" id="7" />, {
      route: '/invoices/7',
      path: '/invoices/:id',
    });
    await click(screen.getByRole('button', { name: 'Show history' }));
    expect(await screen.findByText('The history could not be loaded')).toBeTruthy();
  });

  it('inside another card: no card of its own, named by its label', async () => {
    const api = mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /credit_notes/3/history': () => ({ body: page([]) }),
    });
    renderPage(<DocumentHistory documents="credit_notes" id="3" inline label="History of CN-0003" />, {
      route: '/invoices/7',
      path: '/invoices/:id',
    });
    const region = screen.getByRole('region', { name: 'History of CN-0003' });
    await click(within(region).getByRole('button', { name: 'Show history of CN-0003' }));
    expect(await within(region).findByText('No changes recorded yet.')).toBeTruthy();
    expect(api.of('GET', '/credit_notes/3/history')).toHaveLength(1);
  });

  it('is not shown to a role that may not read that history', async () => {
    const api = mockApi({
      'GET /users/current': () => ({ body: { data: { ...user(), role: 'invoicer' } } }),
    });
    const { queryClient } = renderPage(<DocumentHistory documents="credit_notes" id="3" />, {
      route: '/invoices/7',
      path: '/invoices/:id',
    });
    await waitFor(() => expect(queryClient.getQueryData(currentUserQuery.queryKey)).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Show history' })).toBeNull();
    expect(api.of('GET', '/credit_notes/3/history')).toHaveLength(0);
  });
});
