import { setToken } from '@daftari/api-client';
import type { Account, CurrentUser, Role } from '@daftari/contracts';
import { type ApiCall, choose, click, deferred, mockApi, renderPage, type, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { BusinessDetailsPage } from '../src/settings/business/BusinessDetailsPage.tsx';

let role: Role;
let account: Partial<Account>;
const current = (): CurrentUser => ({ ...user(account), role });

const render = () =>
  renderPage(<BusinessDetailsPage />, { route: '/settings/business', path: '/settings/business' });
const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: current() } }),
    'PUT /account': (call: ApiCall) => {
      const body = call.body as { account: Partial<Account> };
      account = { ...account, ...body.account };
      return { body: { data: current().account } };
    },
    ...extra,
  });
}

beforeEach(() => {
  setToken('token');
  role = 'owner';
  account = {
    legal_name: 'Kamau Designs Ltd',
    address: { street: 'Moi Avenue 12', city: 'Nairobi', state: null, postal_code: null, country: 'Kenya' },
    vat_registered: false,
    financial_year_start: '01-01',
  };
});

describe('Settings › Business details', () => {
  it('shows a skeleton while the business loads, then its details', async () => {
    const answer = deferred();
    api({ 'GET /users/current': () => ({ body: { data: current() }, delay: answer.promise }) });
    render();
    expect(screen.getByLabelText('Loading the business details')).toBeTruthy();
    await act(async () => answer.resolve());
    await screen.findByLabelText('Legal name', { selector: 'input' });
    expect(field('Legal name').value).toBe('Kamau Designs Ltd');
    expect(field('Street').value).toBe('Moi Avenue 12');
    expect(field('Country').value).toBe('Kenya');
    expect(screen.getByText('New invoice lines default to 16 % VAT')).toBeTruthy();
  });

  it('saves every field in one PUT: the street lines joined, the year start as MM-dd', async () => {
    const calls = api();
    render();
    await type(await screen.findByLabelText('Street, second line', { selector: 'input' }), 'Floor 3');
    await type(field('KRA PIN'), 'P051234567X');
    await type(field('M-Pesa paybill'), '400200');
    await type(field('Payment instructions'), 'Use the invoice number as the reference');
    await type(field('Bank name'), 'KCB');
    await click(screen.getByRole('checkbox', { name: 'VAT registered' }));
    await choose(screen.getByRole('combobox', { name: 'Financial year start month' }), 'July');
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business details saved')).toBeTruthy();
    const [put] = calls.of('PUT', '/account');
    expect(put?.body).toEqual({
      account: {
        legal_name: 'Kamau Designs Ltd',
        trading_name: null,
        address: {
          street: 'Moi Avenue 12\nFloor 3',
          city: 'Nairobi',
          state: null,
          postal_code: null,
          country: 'Kenya',
        },
        phone: null,
        email: null,
        kra_pin: 'P051234567X',
        vat_registered: true,
        financial_year_start: '07-01',
        bank_details: {
          bank_name: 'KCB',
          account_name: null,
          account_number: null,
          branch: null,
          sort_code: null,
        },
        paybill: '400200',
        till: null,
        payment_instructions: 'Use the invoice number as the reference',
      },
    });
    expect(calls.of('GET', '/users/current').length).toBeGreaterThan(1);
  });

  it('puts a refused field under it and keeps the others', async () => {
    const calls = api({
      'PUT /account': () => ({
        status: 422,
        body: {
          error: 'Validation failed',
          details: {
            'account.kra_pin': ['KRA PIN must be at most 50 characters'],
            'address.city': ['City is odd'],
          },
        },
      }),
    });
    render();
    await click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('KRA PIN must be at most 50 characters')).toBeTruthy();
    expect(screen.getByText('City is odd')).toBeTruthy();
    expect(calls.of('PUT', '/account')).toHaveLength(1);
    expect(screen.queryByText('Business details saved')).toBeNull();
  });

  it('checks a paybill before sending it', async () => {
    const calls = api();
    render();
    await type(await screen.findByLabelText('M-Pesa paybill', { selector: 'input' }), '12');
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Paybill: 5 to 10 digits')).toBeTruthy();
    expect(calls.of('PUT', '/account')).toHaveLength(0);
  });

  it('says when the business could not be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /users/current': () =>
        fail ? { status: 500, body: { error: 'The database is away' } } : { body: { data: current() } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The business details could not be loaded');
    fail = false;
    await click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByLabelText('Legal name', { selector: 'input' })).toBeTruthy();
  });

  it('shows a viewer the details read-only, without Save', async () => {
    role = 'viewer';
    api();
    render();
    expect((await screen.findByLabelText('Legal name', { selector: 'input' })).hasAttribute('readonly')).toBe(
      true,
    );
    expect(screen.getByText('An owner or an accountant changes these details.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'VAT registered' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});
