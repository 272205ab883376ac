import { setToken } from '@daftari/api-client';
import type { CurrentUser, Role } from '@daftari/contracts';
import { type ApiCall, click, deferred, mockApi, renderPage, type, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LockDatePage } from '../src/settings/LockDatePage.tsx';

let lockDate: string | null;
let role: Role;
const current = (): CurrentUser => ({ ...user({ lock_date: lockDate }), role });

const render = () =>
  renderPage(<LockDatePage />, { route: '/settings/lock-date', path: '/settings/lock-date' });
const status = () => screen.getByRole('status', { name: 'Current lock date' }).textContent;
const dateInput = () => screen.getByLabelText('Lock date', { selector: 'input' }) as HTMLInputElement;

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: current() } }),
    'PUT /account': (call: ApiCall) => {
      lockDate = (call.body as { account: { lock_date: string | null } }).account.lock_date;
      return { body: { data: current().account } };
    },
    'GET /ledger/year_ends': () => ({ body: { data: [] } }),
    ...extra,
  });
}

beforeEach(() => {
  setToken('token');
  lockDate = null;
  role = 'accountant';
});

describe('Settings › Lock date', () => {
  it('shows a skeleton while the business loads, then says every period is open', async () => {
    const answer = deferred();
    api({ 'GET /users/current': () => ({ body: { data: current() }, delay: answer.promise }) });
    render();
    expect(screen.getByLabelText('Loading the lock date')).toBeTruthy();
    await act(async () => answer.resolve());
    expect(await screen.findByText('No lock date: every period is open.')).toBeTruthy();
    expect(
      screen.getByText(/nothing dated on or before the lock date can be posted or changed/),
    ).toBeTruthy();
    expect(dateInput().value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear lock date' })).toBeNull();
  });

  it('asks for a date before saving, then saves the one typed and shows it', async () => {
    const calls = api();
    render();
    await click(await screen.findByRole('button', { name: 'Save lock date' }));
    expect(screen.getByText('Pick the last day to lock')).toBeTruthy();
    expect(calls.of('PUT', '/account')).toHaveLength(0);

    await type(dateInput(), '2026-10-31');
    expect(screen.queryByText('Pick the last day to lock')).toBeNull();
    await click(screen.getByRole('button', { name: 'Save lock date' }));
    expect(calls.of('PUT', '/account').map((call) => call.body)).toEqual([
      { account: { lock_date: '2026-10-31' } },
    ]);
    expect(await screen.findByText('Lock date saved')).toBeTruthy();
    expect(status()).toMatch(/^The books are locked through .*2026\.$/);
    expect(screen.getByRole('button', { name: 'Clear lock date' })).toBeTruthy();
  });

  it('shows the saved lock date in the field, and clears it after asking', async () => {
    lockDate = '2026-09-30';
    const calls = api();
    render();
    expect(await screen.findByText(/^The books are locked through/)).toBeTruthy();
    expect(dateInput().value).toBe('2026-09-30');
    await click(screen.getByRole('button', { name: 'Clear lock date' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear the lock date?' });
    expect(calls.of('PUT', '/account')).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'Clear lock date' }));
    expect(calls.of('PUT', '/account').map((call) => call.body)).toEqual([{ account: { lock_date: null } }]);
    expect(await screen.findByText('Lock date cleared')).toBeTruthy();
    expect(await screen.findByText('No lock date: every period is open.')).toBeTruthy();
    expect(dateInput().value).toBe('');
  });

  it('puts a refused date under the field, and any other failure in a toast, keeping the lock date', async () => {
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { error: 'Validation failed', details: { lock_date: ['Lock date is not a real date'] } },
    };
    const calls = api({ 'PUT /account': () => answer });
    render();
    await type(await screen.findByLabelText('Lock date', { selector: 'input' }), '2026-02-28');
    await click(screen.getByRole('button', { name: 'Save lock date' }));
    expect(await screen.findByText('Lock date is not a real date')).toBeTruthy();

    answer = { status: 500, body: { error: 'The database is away' } };
    await click(screen.getByRole('button', { name: 'Save lock date' }));
    expect(await screen.findByText('The lock date was not saved')).toBeTruthy();
    expect(screen.getByText('The database is away')).toBeTruthy();
    expect(calls.of('PUT', '/account')).toHaveLength(2);
    expect(status()).toBe('No lock date: every period is open.');
  });

  it('says when the business could not be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /users/current': () =>
        fail ? { status: 500, body: { error: 'The database is away' } } : { body: { data: current() } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The lock date could not be loaded');
    fail = false;
    await click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No lock date: every period is open.')).toBeTruthy();
  });

  it.each<Role>(['bookkeeper', 'viewer'])('shows a %s the lock date without a form', async (reader) => {
    role = reader;
    lockDate = '2026-09-30';
    api();
    render();
    expect(await screen.findByText(/^The books are locked through/)).toBeTruthy();
    expect(screen.getByText('An owner or an accountant sets it.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Lock date' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save lock date' })).toBeNull();
  });
});
