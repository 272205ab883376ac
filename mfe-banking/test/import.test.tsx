import { type ApiCall, choose, chooseFile, click, mockApi, settle, type } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useFetchXhr } from './fake-xhr.ts';
import { bank, currentUser, line } from './fixtures.ts';
import { renderBanking } from './render.tsx';

const statement = {
  ledger_account_id: 2,
  format: 'csv',
  filename: 'equity-nov.csv',
  period_from: '2026-11-01',
  period_to: '2026-11-30',
  opening_balance: 1000,
  closing_balance: 6500.5,
  lines_total: 3,
  lines_new: 2,
  lines_duplicate: 1,
};
const preview = {
  data: statement,
  preview: [
    line(1, { description: 'INV-0012 Otieno', amount: 5000 }),
    line(2, { description: 'KPLC', amount: 500.5 }),
  ].map(({ id: _id, statement_id: _statement, ...rest }) => rest),
  mapping: { date: 'Date', description: 'Narrative', amount: 'Amount' },
};
const csv = () => new File(['Date,Narrative,Amount\n'], 'equity-nov.csv', { type: 'text/csv' });

beforeEach(useFetchXhr);

describe('The import wizard', () => {
  it('previews a dry run of the file, then imports it and leads to the inbox', async () => {
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'POST /bank_accounts/2/statements': (call: ApiCall) =>
        call.form?.dry_run === 'true'
          ? { body: preview }
          : { status: 201, body: { data: { ...statement, id: 5, created_at: '2026-12-02T08:00:00Z' } } },
    });
    renderBanking('/banking/import?account=2');
    await chooseFile(await screen.findByLabelText('Statement file'), csv());
    const table = await screen.findByRole('table', { name: 'Preview of the first lines' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table.textContent).toContain('+KES 5,000.00');
    expect(screen.getByText('2 new')).toBeTruthy();
    expect(screen.getByText('1 already imported')).toBeTruthy();
    const [dryRun] = api.of('POST', '/bank_accounts/2/statements');
    expect(dryRun?.form?.file).toHaveProperty('name', 'equity-nov.csv');

    await click(screen.getByRole('button', { name: 'Import 2 lines' }));
    expect(await screen.findByText('equity-nov.csv imported')).toBeTruthy();
    const imported = api.of('POST', '/bank_accounts/2/statements')[1];
    expect(imported?.form?.dry_run).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Match the lines' }).getAttribute('href')).toBe(
      '/banking/inbox?account=2',
    );
  });

  it('asks for the password of a protected statement and sends it with the file', async () => {
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'POST /bank_accounts/2/statements': (call: ApiCall) =>
        call.form?.password === '12345678'
          ? { body: preview }
          : {
              status: 422,
              body: {
                error: 'This statement is protected by a password',
                details: { password: ['Enter the password'] },
              },
            },
    });
    renderBanking('/banking/import?account=2');
    await chooseFile(await screen.findByLabelText('Statement file'), new File(['%PDF'], 'MPESA.pdf'));
    expect(await screen.findByText('This statement is protected by a password')).toBeTruthy();
    await type(screen.getByLabelText(/Statement password/), '12345678');
    await click(screen.getByRole('button', { name: 'Open statement' }));
    expect(await screen.findByRole('table', { name: 'Preview of the first lines' })).toBeTruthy();
    expect(api.of('POST', '/bank_accounts/2/statements')[1]?.form?.password).toBe('12345678');
  });

  it('maps the columns of a file it cannot read by itself, from the headers it found', async () => {
    const api = mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'POST /bank_accounts/2/statements': (call: ApiCall) =>
        call.form?.mapping
          ? { body: preview }
          : {
              status: 422,
              body: {
                error: 'The columns of this file cannot be mapped',
                details: {
                  mapping: ['Headers found: Posted, Memo, Money in, Money out, Running'],
                  headers: ['Posted', 'Memo', 'Money in', 'Money out', 'Running'],
                },
              },
            },
    });
    renderBanking('/banking/import?account=2');
    await chooseFile(await screen.findByLabelText('Statement file'), csv());
    expect(await screen.findByText('The columns of this file cannot be mapped')).toBeTruthy();
    await choose(screen.getByRole('combobox', { name: 'Date' }), 'Posted');
    await choose(screen.getByRole('combobox', { name: 'Description' }), 'Memo');
    await choose(screen.getByRole('combobox', { name: 'Paid in' }), 'Money in');
    await click(screen.getByRole('button', { name: 'Read with these columns' }));
    expect(
      screen.getByText('Choose either an amount column or both paid in and withdrawn columns'),
    ).toBeTruthy();
    await choose(screen.getByRole('combobox', { name: 'Withdrawn' }), 'Money out');
    await choose(screen.getByRole('combobox', { name: 'Date format' }), 'dd/MM/yyyy');
    await click(screen.getByRole('button', { name: 'Read with these columns' }));
    await screen.findByRole('table', { name: 'Preview of the first lines' });
    expect(JSON.parse(api.of('POST', '/bank_accounts/2/statements')[1]?.form?.mapping as string)).toEqual({
      date: 'Posted',
      description: 'Memo',
      paid_in: 'Money in',
      withdrawn: 'Money out',
      date_format: 'dd/MM/yyyy',
    });
  });

  it('says why a file was refused and offers the drop zone again', async () => {
    mockApi({
      'GET /users/current': currentUser,
      'GET /bank_accounts': () => ({ body: { data: [bank] } }),
      'POST /bank_accounts/2/statements': () => ({
        status: 422,
        body: { error: 'Line 4: the balance does not follow from the line before' },
      }),
    });
    renderBanking('/banking/import?account=2');
    await chooseFile(await screen.findByLabelText('Statement file'), csv());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Line 4: the balance does not follow from the line before',
    );
    await settle();
    expect(screen.getByLabelText('Statement file')).toBeTruthy();
  });
});
