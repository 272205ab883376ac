import { getToken, setToken } from '@daftari/api-client';
import type { Invitation } from '@daftari/contracts';
import { click, location, mockApi, renderPage, type, user } from '@daftari/test-utils';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvitationPage } from '../src/auth/InvitationPage.tsx';

const TOKEN = 'B'.repeat(43);
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const invitation = (existing_user: boolean): Invitation => ({
  account_name: 'Kamau Designs',
  email: 'otieno@example.co.ke',
  role: 'accountant',
  existing_user,
});
const open = () => renderPage(<InvitationPage />, { route: `/invite/${TOKEN}`, path: '/invite/:token' });
const joined = {
  ...user(),
  email: 'otieno@example.co.ke',
  name: 'Otieno Audit',
  role: 'accountant' as const,
};

beforeEach(() => localStorage.clear());

describe('the invitation page', () => {
  it('lets a new person choose a name and password, then signs them in to the business', async () => {
    const api = mockApi({
      [`GET /invitations/${TOKEN}`]: () => ({ body: { data: invitation(false) } }),
      [`POST /invitations/${TOKEN}/accept`]: () => ({
        body: { data: joined },
        headers: { Authorization: 'Bearer new-session' },
      }),
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Join Kamau Designs' })).toBeTruthy();
    expect(screen.getByText(/invites otieno@example\.co\.ke to join as accountant/)).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    await type(field('Your name'), 'Otieno Audit');
    await type(field('Password'), 'a long password');
    await type(field('Password again'), 'a long password');
    await click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText('Welcome to Kamau Designs')).toBeTruthy();
    expect(api.of('POST', `/invitations/${TOKEN}/accept`)[0]?.body).toEqual({
      user: { name: 'Otieno Audit', password: 'a long password' },
    });
    expect(getToken()).toBe('new-session');
    expect(location()).toBe('/');
  });

  it('sends someone who has an account to sign in first, and back here after', async () => {
    mockApi({ [`GET /invitations/${TOKEN}`]: () => ({ body: { data: invitation(true) } }) });
    open();
    const link = await screen.findByRole('link', { name: 'Sign in as otieno@example.co.ke' });
    expect(link.getAttribute('href')).toBe(`/login?redirect=%2Finvite%2F${TOKEN}`);
  });

  it('joins with one click when signed in as the invited person', async () => {
    setToken('session');
    const api = mockApi({
      'GET /users/current': () => ({ body: { data: { ...joined, memberships: [] } } }),
      [`GET /invitations/${TOKEN}`]: () => ({ body: { data: invitation(true) } }),
      [`POST /invitations/${TOKEN}/accept`]: () => ({
        body: { data: joined },
        headers: { Authorization: 'Bearer joined-session' },
      }),
    });
    open();
    await click(await screen.findByRole('button', { name: 'Join Kamau Designs' }));
    expect(await screen.findByText('Welcome to Kamau Designs')).toBeTruthy();
    expect(api.of('POST', `/invitations/${TOKEN}/accept`)[0]?.body).toEqual({});
  });

  it('says so when signed in as someone else', async () => {
    setToken('session');
    mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      [`GET /invitations/${TOKEN}`]: () => ({ body: { data: invitation(true) } }),
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toMatch(/signed in as wanjiru@example\.co\.ke/);
  });

  it('says a used or expired link no longer works', async () => {
    mockApi({ [`GET /invitations/${TOKEN}`]: () => ({ status: 404, body: { error: 'Not found' } }) });
    open();
    expect(await screen.findByRole('heading', { name: 'This invitation no longer works' })).toBeTruthy();
  });
});
