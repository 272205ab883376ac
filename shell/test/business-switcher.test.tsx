import { setToken } from '@daftari/api-client';
import type { CurrentUser } from '@daftari/contracts';
import { click, location, mockApi, renderPage, user } from '@daftari/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessSwitcher } from '../src/layout/BusinessSwitcher.tsx';

const memberships: CurrentUser['memberships'] = [
  { account_id: 1, account_name: 'Kamau Designs', role: 'accountant' },
  { account_id: 2, account_name: 'Baraka Hardware', role: 'bookkeeper' },
];

beforeEach(() => setToken('token'));

describe('the business switcher', () => {
  it('is only the business name for someone in one business', () => {
    renderPage(<BusinessSwitcher user={user()} />, { route: '/contacts', path: '*' });
    expect(screen.getByText('Kamau Designs')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lists every business with the role in it, and switches to another without signing in again', async () => {
    const chosen = { ...user({ id: 2, name: 'Baraka Hardware' }), role: 'bookkeeper' as const, memberships };
    const api = mockApi({ 'PUT /users/current': () => ({ body: { data: chosen } }) });
    renderPage(<BusinessSwitcher user={{ ...user(), role: 'accountant', memberships }} />, {
      route: '/contacts',
      path: '*',
    });
    await click(screen.getByRole('button', { name: 'Business: Kamau Designs. Switch business' }));
    expect(await screen.findByRole('menuitem', { name: /Kamau Designs · Accountant/ })).toBeTruthy();
    const other = await screen.findByRole('menuitem', { name: /Baraka Hardware · Bookkeeper/ });
    await act(async () => {
      fireEvent.pointerDown(other);
    });
    await click(other);
    expect(await screen.findByText('Now working in Baraka Hardware')).toBeTruthy();
    expect(api.of('PUT', '/users/current')[0]?.body).toEqual({ user: { current_account_id: 2 } });
    expect(location()).toBe('/');
  });
});
