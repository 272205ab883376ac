import type { ContactStatement as Statement } from '@daftari/contracts';
import { click, type Handlers, mockApi, renderPage, type, user } from '@daftari/test-utils';
import { Toaster } from '@daftari/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ContactStatement } from '../src/components/statement/ContactStatement.tsx';
import { contact, fakeApi } from './backend.ts';
import { renderContacts } from './render.tsx';

const amina = contact(7, { full_name: 'Amina Otieno', email: 'amina@otieno.co.ke' });

function statement(fields: Partial<Statement> = {}): Statement {
  return {
    contact: amina,
    from: '2026-01-01',
    to: '2026-03-15',
    currency: 'KES',
    side: 'receivable',
    opening_balance: 5000,
    lines: [
      { date: '2026-01-10', kind: 'invoice', number: 'INV-0042', amount: 11600, balance: 16600 },
      { date: '2026-02-01', kind: 'payment', number: 'QJK1ABC2DE', amount: -6600, balance: 10000 },
    ],
    closing_balance: 10000,
    aging: {
      as_of: '2026-03-15',
      current: 0,
      days_1_30: 2500,
      days_31_60: 7500,
      days_61_90: 0,
      days_over_90: 0,
      total: 10000,
    },
    ...fields,
  };
}

function showStatement(handlers: Handlers, role: 'owner' | 'viewer' = 'owner') {
  const api = mockApi({
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    'GET /contacts/:id/statement': () => ({ body: { data: statement() } }),
    ...handlers,
  });
  renderPage(
    <>
      <Toaster />
      <ContactStatement contact={amina} today="2026-03-15" />
    </>,
    { route: '/contacts/7', path: '/contacts/:id' },
  );
  return api;
}

const open = async () => click(await screen.findByRole('button', { name: 'Show statement' }));

describe('Contact statement', () => {
  it("is on the contact's page", async () => {
    fakeApi({ contacts: [amina] });
    renderContacts('/contacts/7');
    expect(await screen.findByRole('heading', { name: 'Statement' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Show statement' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await click(toggle);
    expect(screen.getByRole('button', { name: 'Hide statement' }).getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByLabelText('From')).toBeTruthy();
  });

  it('shows the year to date: opening balance, lines, closing balance and aging', async () => {
    const api = showStatement({});
    await open();
    const lines = await screen.findByRole('table', { name: 'Statement lines' });
    const query = api.of('GET', '/contacts/7/statement')[0]?.query;
    expect([query?.get('from'), query?.get('to')]).toEqual(['2026-01-01', '2026-03-15']);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');
    expect(within(lines).getByText(/^Opening balance/).nextElementSibling?.textContent).toMatch(/5,000\.00/);
    expect(within(lines).getByText('INV-0042')).toBeTruthy();
    expect(within(lines).getByText('Payment')).toBeTruthy();
    expect(within(lines).getByText(/^Closing balance/).nextElementSibling?.textContent).toMatch(/10,000\.00/);
    const aging = screen.getByLabelText(/^Aging on/);
    expect(within(aging).getByText('31–60 days').nextElementSibling?.textContent).toMatch(/7,500\.00/);
    expect(within(aging).getByText('Total due').nextElementSibling?.textContent).toMatch(/10,000\.00/);
  });

  it('asks again for another period, and refuses a From after To', async () => {
    const api = showStatement({});
    await open();
    await screen.findByRole('table', { name: 'Statement lines' });
    await type(screen.getByLabelText('From'), '2026-02-01');
    await waitFor(() =>
      expect(api.of('GET', '/contacts/7/statement').at(-1)?.query.get('from')).toBe('2026-02-01'),
    );
    await type(screen.getByLabelText('From'), '2026-04-01');
    expect(await screen.findByText('From must be on or before To')).toBeTruthy();
    await type(screen.getByLabelText('From'), '');
    expect(await screen.findByText('Choose both dates')).toBeTruthy();
    expect(api.of('GET', '/contacts/7/statement').some((c) => c.query.get('from') === '2026-04-01')).toBe(
      false,
    );
  });

  it('says when nothing moved the balance', async () => {
    showStatement({
      'GET /contacts/:id/statement': () => ({ body: { data: statement({ lines: [], opening_balance: 0 }) } }),
    });
    await open();
    expect(await screen.findByText('Nothing moved the balance in this period.')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    showStatement({
      'GET /contacts/:id/statement': () => ({ status: 500, body: { error: 'The books are busy' } }),
    });
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The books are busy');
    expect(within(alert).getByRole('button', { name: /try again/i })).toBeTruthy();
  });

  it('downloads the PDF under the name the API gives', async () => {
    const api = showStatement({
      'GET /contacts/:id/statement': ({ query }) =>
        query.get('format') === 'pdf'
          ? {
              body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
              headers: {
                'Content-Disposition':
                  'attachment; filename="Statement Amina Otieno 2026-01-01 to 2026-03-15.pdf"; filename*=UTF-8\'\'Statement%20Amina%20Otieno%202026-01-01%20to%202026-03-15.pdf',
              },
            }
          : { body: { data: statement() } },
    });
    const createObjectURL = vi.fn(() => 'blob:statement');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await open();
    await click(await screen.findByRole('button', { name: /Download PDF/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toBe('Statement Amina Otieno 2026-01-01 to 2026-03-15.pdf');
    expect(api.of('GET', '/contacts/7/statement').at(-1)?.query.get('format')).toBe('pdf');
  });

  it("e-mails the statement to the contact's address and says it is kept in the outbox", async () => {
    const api = showStatement({
      'POST /contacts/:id/statement/email': () => ({
        body: { data: { sent_to: 'amina@otieno.co.ke', delivery: 'outbox' } },
      }),
    });
    await open();
    await click(await screen.findByRole('button', { name: /E-mail statement/ }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail statement' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('amina@otieno.co.ke');
    await click(within(dialog).getByRole('button', { name: 'Send statement' }));
    expect(await screen.findByText(/kept in your outbox/)).toBeTruthy();
    expect(api.of('POST', '/contacts/7/statement/email')[0]?.body).toEqual({
      from: '2026-01-01',
      to: '2026-03-15',
      email: 'amina@otieno.co.ke',
    });
  });

  it('offers no e-mail to a role that may not send', async () => {
    showStatement({}, 'viewer');
    await open();
    await screen.findByRole('table', { name: 'Statement lines' });
    expect(screen.getByRole('button', { name: /Download PDF/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /E-mail statement/ })).toBeNull();
  });
});
