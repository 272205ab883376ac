import { setToken } from '@daftari/api-client';
import type { Session } from '@daftari/contracts';
import { type ApiCall, click, deferred, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SecurityPage } from '../src/settings/SecurityPage.tsx';

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const session = (id: number, userAgent: string | null, current = false): Session => ({
  id,
  current,
  created_at: '2026-11-30T06:00:00.000Z',
  last_seen_at: '2026-12-01T07:05:00.000Z',
  user_agent: userAgent,
  ip: `10.0.0.${id}`,
});

let sessions: Session[];
const render = () =>
  renderPage(<SecurityPage />, { route: '/settings/security', path: '/settings/security' });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

beforeEach(() => {
  setToken('token');
  sessions = [session(7, CHROME_LINUX, true), session(3, SAFARI_IPHONE), session(2, null)];
});

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user({ time_zone: 'Africa/Nairobi' }) } }),
    'GET /sessions': () => ({ body: { data: sessions } }),
    ...extra,
  });
}

describe('Settings › Security: sessions', () => {
  it('shows a skeleton while the sessions load, then each device, "This device" on this one', async () => {
    const answer = deferred();
    api({ 'GET /sessions': () => ({ body: { data: sessions }, delay: answer.promise }) });
    render();
    expect(screen.getByRole('status', { name: 'Loading your sessions' })).toBeTruthy();
    await act(async () => answer.resolve());
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Chrome on LinuxThis deviceActive now · 10\.0\.0\.7$/),
      expect.stringMatching(/^Safari on iPhoneLast seen .*2026, 10:05 · 10\.0\.0\.3Revoke$/),
      expect.stringMatching(/^Unknown deviceLast seen .*2026, 10:05 · 10\.0\.0\.2Revoke$/),
    ]);
    expect(within(rows[0]!).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('revokes one session and reads the list again', async () => {
    const calls = api({
      'DELETE /sessions/:id': (call: ApiCall) => {
        sessions = sessions.filter((s) => `/sessions/${s.id}` !== call.path);
        return { status: 204 };
      },
    });
    render();
    await click(await screen.findByRole('button', { name: /^Revoke Safari on iPhone/ }));
    expect(calls.of('DELETE', '/sessions/3')).toHaveLength(1);
    expect(await screen.findByText('Session signed out')).toBeTruthy();
    await settle();
    expect(screen.queryByText('Safari on iPhone')).toBeNull();
    expect(calls.of('GET', '/sessions')).toHaveLength(2);
  });

  it('signs out everywhere else after asking, and hides the button when no other session is left', async () => {
    const calls = api({
      'DELETE /sessions': () => {
        sessions = sessions.filter((s) => s.current);
        return { status: 204 };
      },
    });
    render();
    await click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    expect(dialog.textContent).toContain('Every other browser and device (2) is signed out');
    expect(calls.of('DELETE', '/sessions')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(calls.of('DELETE', '/sessions')).toHaveLength(1);
    expect(await screen.findByText('Signed out everywhere else')).toBeTruthy();
    await settle();
    expect(screen.queryByText('Safari on iPhone')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  });

  it('says when the sessions could not be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /sessions': () =>
        fail ? { status: 500, body: { error: 'The database is away' } } : { body: { data: sessions } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your sessions could not be loaded');
    expect(alert.textContent).toContain('The database is away');
    fail = false;
    await click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Chrome on Linux')).toBeTruthy();
  });
});

describe('Settings › Security: changing the password', () => {
  it('checks the form before sending: the current password, 8 characters, the same new password twice', async () => {
    const calls = api();
    render();
    await click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    await type(field('Current password'), 'old password');
    await type(field('New password'), 'new password 1');
    await type(field('New password again'), 'new password 2');
    await click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The two new passwords are not the same')).toBeTruthy();
    expect(calls.of('PUT', '/users/current/password')).toHaveLength(0);
  });

  it('shows a wrong current password under its field, and keeps what was typed', async () => {
    api({
      'PUT /users/current/password': () => ({
        status: 422,
        body: {
          error: 'Current password is incorrect',
          details: { current_password: ['Current password is incorrect'] },
        },
      }),
    });
    render();
    await type(field('Current password'), 'not it');
    await type(field('New password'), 'new password 1');
    await type(field('New password again'), 'new password 1');
    await click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    expect((field('New password') as HTMLInputElement).value).toBe('new password 1');
    expect(document.activeElement).toBe(field('Current password'));
  });

  it('sends the change, says the other sessions ended, empties the form and reads the sessions again', async () => {
    const answer = deferred();
    const calls = api({ 'PUT /users/current/password': () => ({ status: 204, delay: answer.promise }) });
    render();
    await screen.findByText('Safari on iPhone');
    await type(field('Current password'), 'old password');
    await type(field('New password'), 'new password 1');
    await type(field('New password again'), 'new password 1');
    await click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByRole('button', { name: /Changing/ })).toHaveProperty('disabled', true);
    sessions = sessions.filter((s) => s.current);
    await act(async () => answer.resolve());
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(calls.of('PUT', '/users/current/password')[0]?.body).toEqual({
      current_password: 'old password',
      password: 'new password 1',
    });
    await settle();
    expect((field('Current password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText('Safari on iPhone')).toBeNull();
  });
});
