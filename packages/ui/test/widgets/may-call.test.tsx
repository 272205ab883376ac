import type { Role } from '@daftari/contracts';
import { mockApi, renderPage, user } from '@daftari/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Allowed } from '../../src/widgets/index.ts';

function renderAs(role: Role, route: string) {
  mockApi({ 'GET /users/current': () => ({ body: { data: { ...user(), role } } }) });
  renderPage(
    <>
      <Allowed route={route}>
        <button type="button">Act</button>
      </Allowed>
      <Allowed route="POST /api/memberships">
        <button type="button">Invite</button>
      </Allowed>
      <p>Page</p>
    </>,
    { route: '/', path: '/' },
  );
}

describe('what a role may do, on the screens', () => {
  it('shows the button to a role the permission table allows', async () => {
    renderAs('invoicer', 'POST /api/invoices');
    // Only an owner invites: once that button is gone, the role is known.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy();
  });

  it('hides it from a role the table refuses: a viewer creates nothing', async () => {
    renderAs('viewer', 'POST /api/invoices');
    // Shown while the user is not known yet, then hidden once their role is.
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Act' })).toBeNull());
  });

  it('hides recording a payment from an invoicer', async () => {
    renderAs('invoicer', 'POST /api/invoices/:id/payments');
    expect(screen.getByRole('button', { name: 'Act' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Act' })).toBeNull());
  });
});
