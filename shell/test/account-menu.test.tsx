import { setToken } from '@daftari/api-client';
import type { CurrentUser, Role } from '@daftari/contracts';
import { click, location, mockApi, renderPage, settle, user } from '@daftari/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import AccountMenu from '../src/layout/AccountMenu.tsx';

let role: Role;
const current = (): CurrentUser => ({ ...user(), role });

async function openMenu() {
  mockApi({ 'GET /users/current': () => ({ body: { data: current() } }) });
  renderPage(<AccountMenu user={current()} />, { route: '/', path: '/' });
  await settle();
  return screen.getByRole('menu');
}
const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => {
  setToken('token');
});

describe('The account menu', () => {
  it('links an owner to Business details and Invoice design, beside the other settings', async () => {
    role = 'owner';
    await openMenu();
    expect(items()).toEqual(
      expect.arrayContaining([
        'Business details',
        'Invoice design',
        'Documents',
        'Payments and e-mail',
        'Lock date',
      ]),
    );
    const item = screen.getByRole('menuitem', { name: 'Invoice design' });
    await act(async () => {
      fireEvent.pointerDown(item);
    });
    await click(item);
    await settle();
    expect(location()).toBe('/settings/invoice-design');
  });

  it('shows a viewer the business pages, which they may read, but not the lock date', async () => {
    role = 'viewer';
    await openMenu();
    expect(items()).toEqual(expect.arrayContaining(['Business details', 'Invoice design']));
    expect(items()).not.toContain('Lock date');
  });

  it('leaves the payment and e-mail keys out for an invoicer', async () => {
    role = 'invoicer';
    await openMenu();
    expect(items()).not.toContain('Payments and e-mail');
  });
});
