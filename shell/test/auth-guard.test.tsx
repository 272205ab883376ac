import { clearToken, setToken } from '@daftari/api-client';
import { deferred, location, mockApi, renderPage, user } from '@daftari/test-utils';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthGuard } from '../src/auth/AuthGuard.tsx';

const guarded = (
  <AuthGuard>
    <h1>Contact 4</h1>
  </AuthGuard>
);
const renderGuarded = (route: string) => renderPage(guarded, { route, path: '/contacts/*' });
const loginFor = (target: string) => `/login?redirect=${encodeURIComponent(target)}`;

describe('AuthGuard', () => {
  it('sends a signed-out visitor to /login, carrying where they were going', () => {
    const api = mockApi({});
    renderGuarded('/contacts/4?tab=invoices');
    expect(location()).toBe(loginFor('/contacts/4?tab=invoices'));
    expect(screen.queryByRole('heading', { name: 'Contact 4' })).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('waits while the current user loads, then shows the page', async () => {
    setToken('token');
    const answer = deferred();
    const api = mockApi({
      'GET /users/current': () => ({ body: { data: user() }, delay: answer.promise }),
    });
    renderGuarded('/contacts/4');

    expect(screen.getByText('Loading your workspace')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Contact 4' })).toBeNull();

    await act(async () => answer.resolve());
    expect(await screen.findByRole('heading', { name: 'Contact 4' })).toBeTruthy();
    expect(screen.queryByText('Loading your workspace')).toBeNull();
    expect(location()).toBe('/contacts/4');
    expect(api.of('GET', '/users/current')).toHaveLength(1);
  });

  it('sends the owner to /login as soon as they are signed out', async () => {
    setToken('token');
    mockApi({ 'GET /users/current': () => ({ body: { data: user() } }) });
    renderGuarded('/contacts/4');
    await screen.findByRole('heading', { name: 'Contact 4' });

    act(() => clearToken());
    expect(location()).toBe(loginFor('/contacts/4'));
    expect(screen.queryByRole('heading', { name: 'Contact 4' })).toBeNull();
  });
});
