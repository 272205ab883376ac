import { setToken } from '@daftari/api-client';
import type { AuditEvent } from '@daftari/contracts';
import { choose, click, deferred, mockApi, renderPage, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AuditTrailPage } from '../src/settings/audit/AuditTrailPage.tsx';

const event = (id: number, summary: string, changes: AuditEvent['changes'] = {}): AuditEvent => ({
  id,
  at: '2026-12-02T07:05:00.000Z',
  user: { id: 2, name: 'Otieno Audit', email: 'otieno@example.co.ke' },
  action: 'invoice.update',
  entity_type: 'invoice',
  entity_id: '7',
  summary,
  changes,
  ip: '10.0.0.2',
  user_agent: null,
});
const page = (events: AuditEvent[]) => ({
  data: events,
  meta: { total_count: events.length, current_page: 1, total_pages: 1, per_page: 10 },
});
const render = () => renderPage(<AuditTrailPage />, { route: '/settings/audit', path: '/settings/audit' });

beforeEach(() => setToken('token'));

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ time_zone: 'Africa/Nairobi' }) } }),
    'GET /memberships': () => ({ body: { data: [] } }),
    'GET /audit_events': () => ({
      body: page([event(9, 'Invoice INV-0007 updated', { total: ['1000.00', '1500.00'] })]),
    }),
    ...extra,
  });
}

describe('Settings › Audit trail', () => {
  it('shows a skeleton, then each event with who, when and what changed before and after', async () => {
    const answer = deferred();
    api({
      'GET /audit_events': () => ({
        body: page([event(9, 'Invoice INV-0007 updated', { total: ['1000.00', '1500.00'] })]),
        delay: answer.promise,
      }),
    });
    render();
    expect(await screen.findByRole('status', { name: 'Loading the audit trail' })).toBeTruthy();
    await act(async () => answer.resolve());
    const row = await screen.findByRole('listitem', { name: 'Invoice INV-0007 updated' });
    expect(within(row).getByText(/Otieno Audit \(otieno@example\.co\.ke\) · 10\.0\.0\.2/)).toBeTruthy();
    const changes = within(row).getByRole('table', { name: 'Changes' });
    expect(within(changes).getAllByRole('row').at(-1)?.textContent).toBe('total1000.001500.00');
  });

  it('filters by the kind of record, and reads the first page again', async () => {
    const calls = api();
    render();
    await screen.findByRole('listitem', { name: 'Invoice INV-0007 updated' });
    await choose(screen.getByRole('combobox', { name: 'What' }), 'Journal entries');
    await screen.findByRole('listitem', { name: 'Invoice INV-0007 updated' });
    expect(calls.of('GET', '/audit_events').at(-1)?.query.get('entity_type')).toBe('journal_entry');
    expect(calls.of('GET', '/audit_events').at(-1)?.query.get('page')).toBe('1');
  });

  it('checks the chain and says where it is broken', async () => {
    api({
      'GET /audit_events/verify': () => ({ body: { data: { ok: false, events: 12, first_broken_id: 5 } } }),
    });
    render();
    await click(await screen.findByRole('button', { name: 'Check the chain' }));
    expect((await screen.findByText(/The chain is broken at event 5/)).textContent).toMatch(
      /changed outside Daftari/,
    );
  });

  it('says when nothing matches, and when the trail cannot be loaded', async () => {
    let fail = false;
    api({
      'GET /audit_events': () => (fail ? { status: 500, body: { error: 'Down' } } : { body: page([]) }),
    });
    render();
    expect(await screen.findByText('No events')).toBeTruthy();
    fail = true;
    await choose(screen.getByRole('combobox', { name: 'What' }), 'Team');
    expect(await screen.findByText('The audit trail could not be loaded')).toBeTruthy();
  });
});
