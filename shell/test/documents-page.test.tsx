import { setToken } from '@daftari/api-client';
import type { Account, CurrentUser, Role } from '@daftari/contracts';
import { type ApiCall, click, deferred, mockApi, renderPage, type, user } from '@daftari/test-utils';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DocumentsPage } from '../src/settings/documents/DocumentsPage.tsx';

let role: Role;
let account: Partial<Account>;
const current = (): CurrentUser => ({ ...user(account), role });

const render = () =>
  renderPage(<DocumentsPage />, { route: '/settings/documents', path: '/settings/documents' });
const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

const SETTINGS: NonNullable<Account['document_settings']> = {
  invoice_prefix: 'F',
  estimate_prefix: 'Q',
  credit_note_prefix: 'CR',
  payment_terms_days: 14,
  default_notes: 'Thank you for your business.',
  footer: 'Kamau Designs Ltd · Nairobi',
  next_values: { invoice: 43, estimate: 7, credit_note: 2 },
};

function api(extra = {}) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: current() } }),
    'PUT /account': (call: ApiCall) => {
      const sent = (call.body as { account: { document_settings: Partial<typeof SETTINGS> } }).account;
      account = {
        ...account,
        document_settings: { ...SETTINGS, ...account.document_settings, ...sent.document_settings },
      };
      return { body: { data: current().account } };
    },
    ...extra,
  });
}

beforeEach(() => {
  setToken('token');
  role = 'owner';
  account = { document_settings: SETTINGS };
});

describe('Settings › Documents', () => {
  it('shows a skeleton while the business loads, then its settings and the next numbers', async () => {
    const answer = deferred();
    api({ 'GET /users/current': () => ({ body: { data: current() }, delay: answer.promise }) });
    render();
    expect(screen.getByLabelText('Loading the document settings')).toBeTruthy();
    await act(async () => answer.resolve());
    await screen.findByLabelText('Invoice prefix', { selector: 'input' });
    expect(field('Invoice prefix').value).toBe('F');
    expect(field('Payment terms (days)').value).toBe('14');
    expect(field('Default notes').value).toBe('Thank you for your business.');
    expect(field('Footer').value).toBe('Kamau Designs Ltd · Nairobi');
    expect(screen.getByText('Next invoice: F-0043')).toBeTruthy();
    expect(screen.getByText('Next estimate: Q-0007')).toBeTruthy();
    expect(screen.getByText('Next credit note: CR-0002')).toBeTruthy();
    expect(screen.getByText('Due 14 days after the issue date')).toBeTruthy();
  });

  it('shows the defaults for a business that never set them', async () => {
    account = {};
    api();
    render();
    await screen.findByLabelText('Invoice prefix', { selector: 'input' });
    expect(field('Invoice prefix').value).toBe('INV');
    expect(field('Estimate prefix').value).toBe('EST');
    expect(field('Credit note prefix').value).toBe('CN');
    expect(field('Payment terms (days)').value).toBe('30');
    expect(field('Default notes').value).toBe('');
    expect(screen.getByText('Next invoice: INV-0001')).toBeTruthy();
  });

  it('previews the prefix typed and saves every field in one PUT', async () => {
    const calls = api();
    render();
    await type(await screen.findByLabelText('Invoice prefix', { selector: 'input' }), 'INV/2026');
    expect(screen.getByText('Next invoice: INV/2026-0043')).toBeTruthy();
    await type(field('Payment terms (days)'), '0');
    expect(screen.getByText('Due on receipt')).toBeTruthy();
    await type(field('Footer'), '');
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Document settings saved')).toBeTruthy();
    expect(calls.of('PUT', '/account')[0]?.body).toEqual({
      account: {
        document_settings: {
          invoice_prefix: 'INV/2026',
          estimate_prefix: 'Q',
          credit_note_prefix: 'CR',
          payment_terms_days: 0,
          default_notes: 'Thank you for your business.',
          footer: null,
        },
      },
    });
  });

  it('checks a prefix and the terms before sending them', async () => {
    const calls = api();
    render();
    await type(await screen.findByLabelText('Estimate prefix', { selector: 'input' }), 'Q 1');
    await type(field('Payment terms (days)'), '400');
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Estimate prefix: 1 to 10 letters/)).toBeTruthy();
    expect(screen.getByText('Payment terms: 0 to 365 days')).toBeTruthy();
    expect(screen.queryByText(/Next estimate/)).toBeNull();
    expect(calls.of('PUT', '/account')).toHaveLength(0);
  });

  it('puts a refused field under it (422) and saves nothing', async () => {
    const message = "Invoice prefix WR numbers the project Website redesign's invoices; choose another";
    const calls = api({
      'PUT /account': () => ({
        status: 422,
        body: { error: message, details: { 'document_settings.invoice_prefix': [message] } },
      }),
    });
    render();
    await type(await screen.findByLabelText('Invoice prefix', { selector: 'input' }), 'WR');
    await click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByText('Next invoice: WR-0043')).toBeNull();
    expect(calls.of('PUT', '/account')).toHaveLength(1);
    expect(screen.queryByText('Document settings saved')).toBeNull();
  });

  it('says when the business could not be loaded, and tries again', async () => {
    let fail = true;
    api({
      'GET /users/current': () =>
        fail ? { status: 500, body: { error: 'The database is away' } } : { body: { data: current() } },
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The document settings could not be loaded');
    fail = false;
    await click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByLabelText('Invoice prefix', { selector: 'input' })).toBeTruthy();
  });

  it('shows a viewer the settings read-only, without Save', async () => {
    role = 'viewer';
    api();
    render();
    const prefix = await screen.findByLabelText('Invoice prefix', { selector: 'input' });
    expect(prefix.hasAttribute('readonly')).toBe(true);
    expect(screen.getByText('An owner or an accountant changes these settings.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
