import { setToken } from '@daftari/api-client';
import type { Membership } from '@daftari/contracts';
import { click, deferred, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { TeamPage } from '../src/settings/team/TeamPage.tsx';

const member = (id: number, role: Membership['role'], name: string | null, email: string): Membership => ({
  id,
  user: { id: name ? id : null, name, email },
  role,
  status: name ? 'active' : 'invited',
  invited_at: '2026-12-01T06:00:00.000Z',
  last_seen_at: name ? '2026-12-02T07:05:00.000Z' : null,
});

let team: Membership[];
const render = () => renderPage(<TeamPage />, { route: '/settings/team', path: '/settings/team' });

beforeEach(() => {
  setToken('token');
  team = [
    member(1, 'owner', 'Wanjiru Kamau', 'wanjiru@example.co.ke'),
    member(2, 'accountant', 'Otieno Audit', 'otieno@example.co.ke'),
    member(3, 'invoicer', null, 'akinyi@example.co.ke'),
  ];
});

function api(role: Membership['role'] = 'owner', extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    'GET /memberships': () => ({ body: { data: team } }),
    ...extra,
  });
}

describe('Settings › Team', () => {
  it('shows a skeleton while the team loads, then the members and the pending invitations', async () => {
    const answer = deferred();
    api('owner', { 'GET /memberships': () => ({ body: { data: team }, delay: answer.promise }) });
    render();
    expect(await screen.findByRole('status', { name: 'Loading the team' })).toBeTruthy();
    await act(async () => answer.resolve());
    const members = await screen.findByRole('list', { name: 'Members' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Wanjiru Kamau', 'Otieno Audit']);
    const invited = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(invited).getByText(/akinyi@example\.co\.ke/)).toBeTruthy();
    expect(within(invited).getByRole('button', { name: 'Remove akinyi@example.co.ke' }).textContent).toBe(
      'Cancel',
    );
  });

  it('invites by e-mail with a role, and shows the server refusal on the e-mail field', async () => {
    let refuse = true;
    const calls = api('owner', {
      'POST /memberships': () =>
        refuse
          ? { status: 422, body: { error: 'Already a member', details: { email: ['Already a member'] } } }
          : { status: 201, body: { data: member(4, 'bookkeeper', null, 'kip@example.co.ke') } },
    });
    render();
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    await type(within(form).getByLabelText('E-mail'), 'otieno@example.co.ke');
    await click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Already a member')).toBeTruthy();
    refuse = false;
    await type(within(form).getByLabelText('E-mail'), 'kip@example.co.ke');
    await click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(calls.of('POST', '/memberships').map((call) => call.body)).toEqual([
      { membership: { email: 'otieno@example.co.ke', role: 'bookkeeper' } },
      { membership: { email: 'kip@example.co.ke', role: 'bookkeeper' } },
    ]);
  });

  it('removes a member after asking', async () => {
    const calls = api('owner', {
      'DELETE /memberships/:id': () => {
        team = team.filter((entry) => entry.id !== 2);
        return { status: 204 };
      },
    });
    render();
    await click(await screen.findByRole('button', { name: 'Remove Otieno Audit' }));
    await click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed')).toBeTruthy();
    await settle();
    expect(calls.of('DELETE', '/memberships/2')).toHaveLength(1);
    expect(screen.queryByText('Otieno Audit')).toBeNull();
  });

  it('shows the team read-only to a member who is not an owner', async () => {
    api('accountant');
    render();
    await screen.findByRole('list', { name: 'Members' });
    expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getAllByText('Accountant').length).toBeGreaterThan(0);
  });

  it('says when the team cannot be loaded, and tries again', async () => {
    let fail = true;
    api('owner', {
      'GET /memberships': () => (fail ? { status: 500, body: { error: 'Down' } } : { body: { data: team } }),
    });
    render();
    expect(await screen.findByText('The team could not be loaded')).toBeTruthy();
    fail = false;
    await click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('list', { name: 'Members' })).toBeTruthy();
  });
});
