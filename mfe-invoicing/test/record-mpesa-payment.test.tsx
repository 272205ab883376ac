import { MPESA_CODE_MESSAGE } from '@daftari/contracts';
import { choose, click, mockApi, renderPage, settle, type, user } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvoiceDetailPage } from '../src/routes/InvoiceDetailPage.tsx';
import { invoice, uuid } from './fixtures.ts';

const ID = uuid(1);
const PAYMENTS = `/invoices/${ID}/payments`;

function api(payments: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    'GET /users/current': () => ({ body: { data: user() } }),
    [`GET /invoices/${ID}`]: () => ({ body: { data: invoice({ status: 'sent', status_label: 'Sent' }) } }),
    [`POST ${PAYMENTS}`]: payments,
  });
}

async function openDialog() {
  renderPage(<InvoiceDetailPage />, { route: `/work/invoicing/${ID}`, path: '/work/invoicing/:invoiceId' });
  await screen.findByRole('heading', { level: 1 });
  await settle();
  await click(screen.getByRole('button', { name: 'Record payment' }));
  return screen.getByRole('dialog', { name: 'Record payment' });
}

const submit = (dialog: HTMLElement) => click(within(dialog).getByRole('button', { name: 'Record payment' }));
const codeField = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: /M-Pesa code/ });

describe('Record payment by M-Pesa', () => {
  it('asks for the M-Pesa code, with the contract’s messages, and sends nothing until it is one', async () => {
    const { of } = api(() => ({ body: { data: invoice() } }));
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('textbox', { name: /^Reference/ })).toBeNull();
    await submit(dialog);
    expect(await within(dialog).findByText('M-Pesa code is required')).toBeTruthy();
    await type(codeField(dialog), 'QJK4X2');
    await submit(dialog);
    expect(await within(dialog).findByText(MPESA_CODE_MESSAGE)).toBeTruthy();
    expect(of('POST', PAYMENTS)).toHaveLength(0);
  });

  it('sends the code upper-cased', async () => {
    const { of } = api(() => ({
      body: { data: invoice({ status: 'paid', status_label: 'Paid', balance: 0 }) },
    }));
    const dialog = await openDialog();
    await type(codeField(dialog), 'qjk4x2b7lp');
    expect((codeField(dialog) as HTMLInputElement).value).toBe('QJK4X2B7LP');
    await submit(dialog);
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    const body = of('POST', PAYMENTS)[0]!.body as { payment: Record<string, unknown> };
    expect(body.payment).toMatchObject({ method: 'mpesa', reference: 'QJK4X2B7LP', amount: 2000 });
  });

  it('shows the API’s refusal of a code already recorded under the field', async () => {
    const message = 'M-Pesa code QJK4X2B7LP is already recorded on invoice INV-0003';
    api(() => ({ status: 422, body: { error: message, details: { reference: [message] } } }));
    const dialog = await openDialog();
    await type(codeField(dialog), 'QJK4X2B7LP');
    await submit(dialog);
    const field = codeField(dialog).closest('[data-part="root"]') as HTMLElement;
    expect(await within(field).findByText(message)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Record payment' })).toBeTruthy();
  });

  it('keeps the reference optional, and plain, for other methods', async () => {
    const { of } = api(() => ({ body: { data: invoice() } }));
    const dialog = await openDialog();
    await choose(within(dialog).getByRole('combobox', { name: /Method/ }), 'Cash');
    expect(within(dialog).queryByRole('textbox', { name: /M-Pesa code/ })).toBeNull();
    await type(within(dialog).getByRole('textbox', { name: /Reference/ }), 'receipt 12');
    await submit(dialog);
    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    const body = of('POST', PAYMENTS)[0]!.body as { payment: Record<string, unknown> };
    expect(body.payment).toMatchObject({ method: 'cash', reference: 'receipt 12' });
  });
});
