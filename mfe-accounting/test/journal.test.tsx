import { choose, click, mockApi, page, settle, type } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chart, contact, currentUser, entry, line } from './fixtures.ts';
import { renderAccounting } from './render.tsx';

const baseRoutes = {
  'GET /users/current': currentUser,
  'GET /ledger_accounts': () => ({ body: { data: chart } }),
  'GET /contacts': () => ({ body: page([]) }),
};

async function openJournal(route = '/accounting/journal-entry') {
  renderAccounting(route);
  await screen.findByRole('heading', { level: 1, name: 'Journal entry' });
  await settle();
}

describe('Journal', () => {
  it('lists entries with their lines and links an invoice entry to its invoice', async () => {
    const api = mockApi({
      ...baseRoutes,
      'GET /journal_entries': () => ({
        body: page([
          entry(2, {
            source_type: 'invoice',
            source_id: '7f1c',
            lines: [
              line(21, {
                ledger_account_id: 2,
                account_number: '1200',
                account_name: 'Accounts receivable',
                debit: 1160.4,
              }),
              line(22, {
                ledger_account_id: 5,
                account_number: '4000',
                account_name: 'Sales',
                credit: 1160.4,
              }),
            ],
          }),
          entry(1, { memo: 'March rent' }),
        ]),
      }),
    });
    await openJournal('/accounting/journal-entry?source_type=invoice&from=2026-03-01');
    const invoiceEntry = await screen.findByRole('article', { name: 'Journal entry JE-000002' });
    expect(within(invoiceEntry).getByRole('link', { name: 'Open invoice' }).getAttribute('href')).toBe(
      '/work/invoicing/7f1c',
    );
    const rows = within(invoiceEntry)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1200 · Accounts receivable', '', 'KES 1,160.40', ''],
      ['4000 · Sales', '', '', 'KES 1,160.40'],
    ]);
    // Only a manual entry is reversed from here.
    expect(within(invoiceEntry).queryByRole('button', { name: 'Reverse' })).toBeNull();
    const manual = screen.getByRole('article', { name: 'Journal entry JE-000001' });
    expect(within(manual).getByText('March rent')).toBeTruthy();
    expect(api.of('GET', '/journal_entries')[0]?.query.toString()).toBe(
      'page=1&per_page=10&from=2026-03-01&source_type=invoice',
    );
  });

  it('keeps Save disabled until the entry balances, showing the difference to the cent', async () => {
    const api = mockApi({
      ...baseRoutes,
      'GET /journal_entries': () => ({ body: page([]) }),
      'POST /journal_entries': () => ({ status: 201, body: { data: entry(3) } }),
    });
    await openJournal();
    await click(screen.getByRole('button', { name: 'New entry' }));
    const form = await screen.findByRole('form', { name: 'New journal entry' });
    const save = within(form).getByRole('button', { name: 'Save entry' });
    expect(save).toHaveProperty('disabled', true);

    await choose(within(form).getByRole('combobox', { name: 'Account of line 1' }), '6100 · Rent');
    await choose(within(form).getByRole('combobox', { name: 'Account of line 2' }), '1000 · Bank');
    await type(within(form).getByLabelText('Debit of line 1'), '0.1');
    await type(within(form).getByLabelText('Credit of line 2'), '0.3');
    const difference = () => screen.getByTestId('entry-difference').textContent;
    expect(difference()).toBe('DifferenceKES 0.20 more credits');
    expect(save).toHaveProperty('disabled', true);

    await click(within(form).getByRole('button', { name: 'Add line' }));
    await type(within(form).getByLabelText('Debit of line 3'), '0.2');
    expect(difference()).toBe('DifferenceKES 0.00 (balanced)');
    await choose(within(form).getByRole('combobox', { name: 'Account of line 3' }), '6150 · Internet');
    expect(save).toHaveProperty('disabled', false);
    await type(within(form).getByLabelText('Memo'), 'Bank charges');
    await type(within(form).getByLabelText(/Date/), '2026-03-05');
    await click(save);
    await settle();
    expect(api.of('POST', '/journal_entries')[0]?.body).toEqual({
      journal_entry: {
        date: '2026-03-05',
        memo: 'Bank charges',
        lines: [
          { ledger_account_id: 6, debit: 0.1, credit: null, contact_id: null, description: null },
          { ledger_account_id: 1, debit: null, credit: 0.3, contact_id: null, description: null },
          { ledger_account_id: 7, debit: 0.2, credit: null, contact_id: null, description: null },
        ],
      },
    });
    expect(await screen.findByText('JE-000003 posted')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New journal entry' })).toBeNull();
  });

  it("names a line's contact with the contact picker, searching the server, and sends its id", async () => {
    const api = mockApi({
      ...baseRoutes,
      'GET /contacts': () => ({ body: page([contact(4, { full_name: 'Amina Otieno' })]) }),
      'GET /journal_entries': () => ({ body: page([]) }),
      'POST /journal_entries': () => ({ status: 201, body: { data: entry(3) } }),
    });
    await openJournal();
    await click(screen.getByRole('button', { name: 'New entry' }));
    const form = await screen.findByRole('form', { name: 'New journal entry' });
    await choose(within(form).getByRole('combobox', { name: 'Account of line 1' }), '6100 · Rent');
    await choose(within(form).getByRole('combobox', { name: 'Account of line 2' }), '1000 · Bank');
    await type(within(form).getByLabelText('Debit of line 1'), '500');
    await type(within(form).getByLabelText('Credit of line 2'), '500');
    const contactOfLine1 = within(form).getByRole('button', { name: /^Contact of line 1/ });
    expect(contactOfLine1.textContent).toContain('None');
    await click(contactOfLine1);
    await click(await screen.findByRole('option', { name: /Amina Otieno/ }));
    expect(api.of('GET', '/contacts')[0]?.query.get('per_page')).toBe('100');
    await click(within(form).getByRole('button', { name: 'Save entry' }));
    await settle();
    const sent = api.of('POST', '/journal_entries')[0]?.body as { journal_entry: { lines: unknown[] } };
    expect(sent.journal_entry.lines).toMatchObject([{ contact_id: 4 }, { contact_id: null }]);
  });

  it("shows the server's refusal of an entry under the line it names", async () => {
    mockApi({
      ...baseRoutes,
      'GET /journal_entries': () => ({ body: page([]) }),
      'POST /journal_entries': () => ({
        status: 422,
        body: {
          error: 'Validation failed',
          details: { 'journal_entry.lines.1.ledger_account_id': ['Account is archived'] },
        },
      }),
    });
    await openJournal();
    await click(screen.getByRole('button', { name: 'New entry' }));
    const form = await screen.findByRole('form', { name: 'New journal entry' });
    await choose(within(form).getByRole('combobox', { name: 'Account of line 1' }), '6100 · Rent');
    await choose(within(form).getByRole('combobox', { name: 'Account of line 2' }), '1000 · Bank');
    await type(within(form).getByLabelText('Debit of line 1'), '500');
    await type(within(form).getByLabelText('Credit of line 2'), '500.00');
    await click(within(form).getByRole('button', { name: 'Save entry' }));
    expect(await within(form).findByText('Account is archived')).toBeTruthy();
  });

  it('reverses a manual entry after confirmation, and shows a refusal', async () => {
    let answer = { status: 201, body: { data: entry(4, { reversal_of: 1 }) } } as {
      status: number;
      body: unknown;
    };
    const api = mockApi({
      ...baseRoutes,
      'GET /journal_entries': () => ({ body: page([entry(1)]) }),
      'POST /journal_entries/:id/reverse': () => answer,
    });
    await openJournal();
    const manual = await screen.findByRole('article', { name: 'Journal entry JE-000001' });
    await click(within(manual).getByRole('button', { name: 'Reverse' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reverse JE-000001?' });
    await click(within(confirm).getByRole('button', { name: 'Reverse entry' }));
    expect(await screen.findByText('JE-000001 reversed by JE-000004')).toBeTruthy();
    expect(api.of('POST', '/journal_entries/1/reverse')).toHaveLength(1);

    answer = { status: 409, body: { error: 'This entry is already reversed' } };
    await click(within(manual).getByRole('button', { name: 'Reverse' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reverse JE-000001?' });
    await click(within(again).getByRole('button', { name: 'Reverse entry' }));
    expect(await screen.findByText('This entry is already reversed')).toBeTruthy();
  });

  it('offers no Reverse on a reversed entry or on a reversal', async () => {
    mockApi({
      ...baseRoutes,
      'GET /journal_entries': () => ({
        body: page([entry(2, { reversal_of: 1 }), entry(1, { reversed_by: 2 })]),
      }),
    });
    await openJournal();
    await screen.findByRole('article', { name: 'Journal entry JE-000001' });
    expect(screen.queryByRole('button', { name: 'Reverse' })).toBeNull();
    expect(screen.getByText('Reversed')).toBeTruthy();
  });
});
