import type { MpesaMessageSuggestion } from '@daftari/contracts';
import {
  chooseFile,
  click,
  deferred,
  fileOf,
  location,
  mockApi,
  renderPage,
  settle,
  type,
  user,
} from '@daftari/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExpenseFormPage } from '../src/routes/ExpenseFormPage.tsx';
import { chartAccount, expense, ledgerAccounts } from './fixtures.ts';

const MESSAGE =
  'SLK2AB3CD4 Confirmed. Ksh2,500.00 sent to KPLC PREPAID for account 54123456789 on 5/3/26 at 9:02 AM New M-PESA balance is Ksh10,200.00. Transaction cost, Ksh33.00.';
const BANK_CHARGES = chartAccount(68, '6800', 'Bank Charges', 'expense');

function suggestion(overrides: Partial<MpesaMessageSuggestion> = {}): MpesaMessageSuggestion {
  return {
    items_description: null,
    order: {
      total: 2500,
      vat: { rate: 0 },
      description: 'M-Pesa payment to KPLC PREPAID account 54123456789',
    },
    metadata: { date: '2026-03-05', transaction_number: 'SLK2AB3CD4' },
    suggested_account: { id: 13 },
    attachment_description: 'M-Pesa message SLK2AB3CD4 dated 2026-03-05 09:02',
    merchant: { name: 'KPLC PREPAID' },
    mpesa: {
      code: 'SLK2AB3CD4',
      kind: 'paybill',
      paid_to: 'KPLC PREPAID',
      business_number: null,
      account_number: '54123456789',
      phone: null,
      amount: 2500,
      transaction_cost: 33,
      date: '2026-03-05',
      time: '09:02',
    },
    paid_from_account: { id: 30 },
    charges: { total: 33, description: 'M-Pesa transaction cost for SLK2AB3CD4', ledger_account: { id: 68 } },
    ...overrides,
  };
}

function api(read: () => { status?: number; body: unknown; delay?: Promise<unknown> }) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    'GET /ledger_accounts': () => ({ body: { data: [...ledgerAccounts, BANK_CHARGES] } }),
    'POST /expenses/read_mpesa_message': read,
    'POST /expenses': () => ({ status: 201, body: { data: expense({ id: 9 }) } }),
  });
}

async function renderCreate() {
  renderPage(<ExpenseFormPage />, { route: '/expenses/create', path: '/expenses/create' });
  await screen.findByRole('heading', { level: 1, name: 'New Expense' });
  await settle();
}

const messageBox = () => screen.getByLabelText(/^Paste M-Pesa message/) as HTMLTextAreaElement;
const fillButton = () => screen.getByRole('button', { name: /Fill from M-Pesa message|Reading/ });
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('Expense form: Paste M-Pesa message', () => {
  it('fills the form from the message and saves the payment plus its transaction cost', async () => {
    const hold = deferred();
    const { of } = api(() => ({ body: { data: suggestion() }, delay: hold.promise }));
    await renderCreate();
    expect(fillButton().hasAttribute('disabled')).toBe(true);
    await type(messageBox(), MESSAGE);
    await click(fillButton());
    await waitFor(() => expect(fillButton().textContent).toBe('Reading…'));
    hold.resolve();
    await waitFor(() => expect(input(/^Total Value/).value).toBe('2500.00'));
    expect(of('POST', '/expenses/read_mpesa_message')[0]!.body).toEqual({ text: MESSAGE });
    expect(input(/^Dated/).value).toBe('2026-03-05');
    expect(input(/^Receipt reference/).value).toBe('SLK2AB3CD4');
    expect(input(/^Description/).value).toBe('M-Pesa payment to KPLC PREPAID account 54123456789');
    expect(screen.getByTestId('mpesa-charge').textContent).toBe(
      'Transaction cost KES 33.00 will be saved as a second expense on 6800 Bank Charges.',
    );

    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(2));
    const [payment, charge] = of('POST', '/expenses').map((call) => call.form!);
    expect(payment).toMatchObject({
      ledger_account_id: '13',
      paid_from_account_id: '30',
      dated: '2026-03-05',
      totalValue: '2500.00',
      vat: 'Exempt',
      receiptReference: 'SLK2AB3CD4',
      merchantName: 'KPLC PREPAID',
    });
    expect(charge).toMatchObject({
      expenseType: 'Payment',
      ledger_account_id: '68',
      paid_from_account_id: '30',
      dated: '2026-03-05',
      totalValue: '33.00',
      vat: 'Exempt',
      description: 'M-Pesa transaction cost for SLK2AB3CD4',
      receiptReference: 'SLK2AB3CD4',
    });
    await waitFor(() => expect(location()).toBe('/expenses'));
  });

  it('keeps the saved payment and leaves the form when its transaction cost is refused, so nothing is saved twice', async () => {
    let posts = 0;
    const { of } = mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /ledger_accounts': () => ({ body: { data: [...ledgerAccounts, BANK_CHARGES] } }),
      'POST /expenses/read_mpesa_message': () => ({ body: { data: suggestion() } }),
      'POST /expenses': () => {
        posts += 1;
        return posts === 1
          ? { status: 201, body: { data: expense({ id: 9 }) } }
          : { status: 422, body: { error: 'That account is archived' } };
      },
    });
    await renderCreate();
    await type(messageBox(), MESSAGE);
    await click(fillButton());
    await waitFor(() => expect(input(/^Total Value/).value).toBe('2500.00'));
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(location()).toBe('/expenses'));
    expect(await screen.findByText('Expense created, but not its M-Pesa transaction cost')).toBeTruthy();
    expect(
      screen.getByText(/Add the cost as an expense on Bank Charges\. That account is archived/),
    ).toBeTruthy();
    expect(of('POST', '/expenses')).toHaveLength(2);
  });

  it('reads a screenshot of a confirmation chosen as the receipt the same way: its cost is saved as a second expense', async () => {
    const { of } = mockApi({
      'GET /users/current': () => ({ body: { data: user() } }),
      'GET /ledger_accounts': () => ({ body: { data: [...ledgerAccounts, BANK_CHARGES] } }),
      'POST /expenses/extract_from_receipt': () => ({ body: { data: suggestion() } }),
      'POST /expenses': () => ({ status: 201, body: { data: expense({ id: 9 }) } }),
    });
    await renderCreate();
    const attachment = screen.getByLabelText(/^Attachment/, {
      selector: 'input[type=file]',
    }) as HTMLInputElement;
    await chooseFile(attachment, fileOf('mpesa.png', 'image/png'));
    await waitFor(() => expect(input(/^Total Value/).value).toBe('2500.00'));
    expect(screen.getByTestId('mpesa-charge').textContent).toBe(
      'Transaction cost KES 33.00 will be saved as a second expense on 6800 Bank Charges.',
    );
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(of('POST', '/expenses')).toHaveLength(2));
    expect(of('POST', '/expenses')[1]!.form).toMatchObject({ ledger_account_id: '68', totalValue: '33.00' });
  });

  it('saves a single expense when the message had no transaction cost', async () => {
    const { of } = api(() => ({ body: { data: suggestion({ charges: null }) } }));
    await renderCreate();
    await type(messageBox(), MESSAGE);
    await click(fillButton());
    await waitFor(() => expect(input(/^Total Value/).value).toBe('2500.00'));
    expect(screen.queryByTestId('mpesa-charge')).toBeNull();
    await click(screen.getByRole('button', { name: 'Create New Expense' }));
    await waitFor(() => expect(location()).toBe('/expenses'));
    expect(of('POST', '/expenses')).toHaveLength(1);
  });

  it('shows the error under the field for text that is not an M-Pesa confirmation', async () => {
    const error = 'This is not an M-Pesa confirmation';
    api(() => ({ status: 422, body: { error } }));
    await renderCreate();
    await type(messageBox(), 'hello');
    await click(fillButton());
    expect(await screen.findByText(error)).toBeTruthy();
    expect(screen.queryByLabelText(/^Total Value/)).toBeNull();
  });
});
