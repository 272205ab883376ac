import { setToken } from '@daftari/api-client';
import type { Account, CurrentUser, Role } from '@daftari/contracts';
import {
  type ApiCall,
  chooseFile,
  click,
  deferred,
  fileOf,
  mockApi,
  renderPage,
  type,
  user,
} from '@daftari/test-utils';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvoiceDesignPage } from '../src/settings/business/InvoiceDesignPage.tsx';

let role: Role;
let account: Partial<Account>;
const current = (): CurrentUser => ({ ...user(account), role });

const render = () =>
  renderPage(<InvoiceDesignPage />, { route: '/settings/invoice-design', path: '/settings/invoice-design' });
const preview = () => screen.getByRole('figure', { name: 'Invoice preview' });

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: current() } }),
    'GET /account/logo': () => ({ body: new Blob(['<svg/>'], { type: 'image/svg+xml' }) }),
    'PUT /account': (call: ApiCall) => {
      account = { ...account, ...(call.body as { account: Partial<Account> }).account };
      return { body: { data: current().account } };
    },
    'PUT /account/logo': () => {
      account = { ...account, logo_url: '/api/account/logo?v=2' };
      return { body: { data: current().account } };
    },
    'DELETE /account/logo': () => {
      account = { ...account, logo_url: null };
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
    kra_pin: 'P051234567X',
    vat_registered: true,
    invoice_layout: 'classic',
    accent_color: '#0f766e',
    logo_url: null,
  };
});

describe('Settings › Invoice design', () => {
  it('shows a skeleton while the business loads, then a preview titled TAX INVOICE with the seller', async () => {
    const answer = deferred();
    api({ 'GET /users/current': () => ({ body: { data: current() }, delay: answer.promise }) });
    render();
    expect(screen.getByLabelText('Loading the invoice design')).toBeTruthy();
    await act(async () => answer.resolve());
    expect(await screen.findByRole('figure', { name: 'Invoice preview' })).toBeTruthy();
    expect(within(preview()).getByText('TAX INVOICE')).toBeTruthy();
    expect(within(preview()).getByText('Kamau Designs Ltd')).toBeTruthy();
    expect(within(preview()).getByText('KRA PIN P051234567X')).toBeTruthy();
    expect(screen.getByText('No logo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Business details' }).getAttribute('href')).toBe(
      '/settings/business',
    );
  });

  it('titles the preview INVOICE for a business not registered for VAT, with its name', async () => {
    account = { ...account, vat_registered: false, legal_name: null };
    api();
    render();
    expect(await screen.findByRole('figure', { name: 'Invoice preview' })).toBeTruthy();
    expect(within(preview()).getByText('INVOICE')).toBeTruthy();
    expect(within(preview()).queryByText('TAX INVOICE')).toBeNull();
    expect(within(preview()).getByText('Kamau Designs')).toBeTruthy();
  });

  it('previews Modern in the colour typed, then saves the two', async () => {
    const calls = api();
    render();
    await click(await screen.findByRole('radio', { name: /Modern/ }));
    expect(preview().getAttribute('data-layout')).toBe('modern');
    await type(screen.getByLabelText('Accent colour', { selector: 'input' }), '#AA3300');
    expect((screen.getByLabelText('Pick the accent colour') as HTMLInputElement).value).toBe('#aa3300');
    await click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('Invoice design saved')).toBeTruthy();
    expect(calls.of('PUT', '/account').map((call) => call.body)).toEqual([
      { account: { invoice_layout: 'modern', accent_color: '#aa3300' } },
    ]);
  });

  it('asks for a colour it can read before saving', async () => {
    const calls = api();
    render();
    await type(await screen.findByLabelText('Accent colour', { selector: 'input' }), 'teal');
    await click(screen.getByRole('button', { name: 'Save design' }));
    expect(await screen.findByText('A colour such as #0f766e')).toBeTruthy();
    expect(calls.of('PUT', '/account')).toHaveLength(0);
  });

  it('uploads a logo as multipart and shows it, then removes it', async () => {
    const calls = api();
    render();
    const logo = fileOf('logo.png', 'image/png');
    await chooseFile(await screen.findByLabelText('Logo file'), logo);
    expect(await screen.findByText('Logo saved')).toBeTruthy();
    const sent = calls.of('PUT', '/account/logo').map((call) => call.form?.file);
    expect(sent).toEqual([expect.objectContaining({ name: 'logo.png', type: 'image/png' })]);
    expect(await screen.findByRole('img', { name: 'Current logo' })).toBeTruthy();
    expect(within(preview()).getByRole('img', { name: 'Your logo' })).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Logo removed')).toBeTruthy();
    expect(calls.of('DELETE', '/account/logo')).toHaveLength(1);
    expect(await screen.findByText('No logo')).toBeTruthy();
  });

  it.each([
    [422, 'The logo must be a PNG, JPEG or SVG'],
    [413, 'The logo can be at most 1 MB.'],
  ])("shows the API's refusal of a logo (%i)", async (status, error) => {
    const calls = api({ 'PUT /account/logo': () => ({ status, body: { error } }) });
    render();
    await chooseFile(await screen.findByLabelText('Logo file'), fileOf('logo.gif', 'image/gif'));
    expect((await screen.findByRole('alert')).textContent).toBe(error);
    expect(calls.of('PUT', '/account/logo')).toHaveLength(1);
    expect(screen.getByText('No logo')).toBeTruthy();
  });

  it('says when the business could not be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /users/current': () =>
        fail ? { status: 500, body: { error: 'The database is away' } } : { body: { data: current() } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The invoice design could not be loaded');
    fail = false;
    await click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('figure', { name: 'Invoice preview' })).toBeTruthy();
  });

  it('shows a viewer the design and preview without changing them', async () => {
    role = 'viewer';
    api();
    render();
    expect(await screen.findByRole('figure', { name: 'Invoice preview' })).toBeTruthy();
    expect(screen.queryByLabelText('Logo file')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save design' })).toBeNull();
    expect((screen.getByRole('radio', { name: /Modern/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Modern/ }));
    expect(preview().getAttribute('data-layout')).toBe('classic');
  });
});
