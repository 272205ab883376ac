import { currentUserQuery } from '@daftari/api-client';
import { click, mockApi, renderPage, user } from '@daftari/test-utils';
import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OnboardingChecklist } from '../src/views/onboarding/OnboardingChecklist.tsx';

const newBusiness = {
  id: 7,
  has_invoices: false,
  legal_name: null,
  address: { street: null, city: null, state: null, postal_code: null, country: null },
  kra_pin: null,
  vat_registered: false,
  paybill: null,
  till: null,
  logo_url: null,
};

function showChecklist(account: Parameters<typeof user>[0], role: 'owner' | 'invoicer' = 'owner') {
  mockApi({ 'GET /users/current': () => ({ body: { data: { ...user(account), role } } }) });
  return renderPage(
    <>
      <OnboardingChecklist />
      <SignedIn />
    </>,
    { route: '/', path: '/' },
  );
}

/** Shows once the current user has loaded, so a test knows the checklist has had its chance to render. */
function SignedIn() {
  const name = useQuery(currentUserQuery).data?.name;
  return name ? <p>Signed in as {name}</p> : null;
}

const signedIn = () => screen.findByText(/^Signed in as/);

const step = (name: RegExp) => screen.getByRole('link', { name });

describe('Home onboarding checklist', () => {
  it('shows the five steps of a new business, none done, each linking to where it is done', async () => {
    showChecklist(newBusiness);
    expect(await screen.findByRole('heading', { name: 'Get set up' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Set-up progress' }).getAttribute('aria-valuenow')).toBe(
      '0',
    );
    expect(screen.getByText('0 of 5 done')).toBeTruthy();
    for (const name of [
      /Business details \(to do\)/,
      /VAT registration \(to do\)/,
      /How customers pay \(to do\)/,
    ])
      expect(step(name).getAttribute('href')).toBe('/settings/business');
    expect(step(/Your logo \(to do\)/).getAttribute('href')).toBe('/settings/invoice-design');
    expect(step(/Your first invoice \(to do\)/).getAttribute('href')).toBe('/work/invoicing/create');
  });

  it('ticks the steps the account has done', async () => {
    showChecklist({
      ...newBusiness,
      address: { ...newBusiness.address, street: 'Moi Avenue 12' },
      kra_pin: 'P051234567X',
      till: '123456',
      logo_url: '/api/account/logo?v=1',
    });
    expect(await screen.findByText('4 of 5 done')).toBeTruthy();
    expect(step(/Your logo \(done\)/)).toBeTruthy();
    expect(step(/Business details \(done\)/)).toBeTruthy();
    expect(step(/VAT registration \(done\)/)).toBeTruthy();
    expect(step(/How customers pay \(done\)/)).toBeTruthy();
    expect(step(/Your first invoice \(to do\)/)).toBeTruthy();
  });

  it('counts a name without a PIN as unfinished details, and VAT registration or a bank account as done', async () => {
    showChecklist({
      ...newBusiness,
      legal_name: 'Kamau Designs Ltd',
      vat_registered: true,
      bank_details: {
        bank_name: 'KCB',
        account_name: 'Kamau Designs',
        account_number: '1234567890',
        branch: null,
        sort_code: null,
      },
    });
    expect(await screen.findByText('2 of 5 done')).toBeTruthy();
    expect(step(/Your logo \(to do\)/)).toBeTruthy();
    expect(step(/Business details \(to do\)/)).toBeTruthy();
    expect(step(/VAT registration \(done\)/)).toBeTruthy();
    expect(step(/How customers pay \(done\)/)).toBeTruthy();
  });

  it('is gone once all five steps are done', async () => {
    showChecklist({
      legal_name: 'Kamau Designs Ltd',
      kra_pin: 'P051234567X',
      paybill: '400200',
      logo_url: '/api/account/logo?v=1',
      has_invoices: true,
    });
    await signedIn();
    expect(screen.queryByRole('heading', { name: 'Get set up' })).toBeNull();
  });

  it('hides when dismissed and stays hidden for that account only', async () => {
    const first = showChecklist(newBusiness);
    const card = await screen.findByRole('region', { name: 'Get set up' });
    await click(within(card).getByRole('button', { name: /^Hide/ }));
    expect(screen.queryByRole('heading', { name: 'Get set up' })).toBeNull();
    first.unmount();

    const again = showChecklist(newBusiness);
    await signedIn();
    expect(screen.queryByRole('heading', { name: 'Get set up' })).toBeNull();
    again.unmount();

    showChecklist({ ...newBusiness, id: 8 });
    expect(await screen.findByRole('heading', { name: 'Get set up' })).toBeTruthy();
  });

  it('is not shown to a member who may not change the business settings', async () => {
    showChecklist(newBusiness, 'invoicer');
    await signedIn();
    expect(screen.queryByRole('heading', { name: 'Get set up' })).toBeNull();
  });
});
