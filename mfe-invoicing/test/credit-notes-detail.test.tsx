import { creditNoteKeys } from '@daftari/api-client';
import { choose, click, deferred, settle, type } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { today } from '../src/lib/terms.ts';
import { creditNote, invoiceCreditNote, refund, sentInvoice } from './credit-fixtures.ts';
import { DETAIL_ID, detailApi, renderDetail } from './detail-page.tsx';
import { invoice } from './fixtures.ts';

const ID = DETAIL_ID;

const card = () => screen.getByRole('region', { name: 'Credit notes' });
const entryOf = (number: string) => within(card()).getByRole('listitem', { name: `Credit note ${number}` });
const labelled = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;

/** Paid 1,000 of 2,580, then credited 2,000: 1,580 applied, 420 refundable. */
const overCredited = invoiceCreditNote({
  total: 2000,
  applied_amount: 1580,
  refundable_amount: 420,
  refunded_amount: 0,
});
const creditedInvoice = sentInvoice({
  status: 'paid',
  status_label: 'Paid',
  paid_amount: 1000,
  credited_amount: 1580,
  balance: 0,
  credit_notes: [overCredited],
});

describe('Credit notes on the invoice page', () => {
  it('total, paid, credited and balance; each credit note with its date, total, applied and refundable', async () => {
    detailApi(() => creditedInvoice);
    await renderDetail();
    expect(screen.getByTestId('side-total').textContent).toBe('KES 2,580.00');
    expect(screen.getByTestId('side-paid').textContent).toBe('KES 1,000.00');
    expect(screen.getByTestId('side-credited').textContent).toBe('KES 1,580.00');
    expect(screen.getByTestId('side-balance').textContent).toBe('KES 0.00');
    const entry = entryOf('CN-0001');
    expect(within(entry).getByText('KES 2,000.00')).toBeTruthy();
    expect(within(entry).getByText('Mar 10, 2025')).toBeTruthy();
    expect(within(entry).getByText('Applied KES 1,580.00 · Refundable KES 420.00')).toBeTruthy();
    expect(within(entry).getByRole('button', { name: 'PDF of CN-0001' })).toBeTruthy();
  });

  it("closes the invoice's lines once it has a credit note (the credit was drawn from them)", async () => {
    detailApi(() =>
      sentInvoice({ credited_amount: 1000, balance: 1580, credit_notes: [invoiceCreditNote()] }),
    );
    await renderDetail();
    expect(screen.queryByRole('button', { name: 'Add Invoice Item' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });

  it('shows no Credited line and no credit notes card on a draft', async () => {
    detailApi(() => invoice());
    await renderDetail();
    expect(screen.queryByTestId('side-credited')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Credit notes' })).toBeNull();
  });

  it('says nothing is credited yet on a sent invoice, and Void stays possible', async () => {
    detailApi(() => sentInvoice());
    await renderDetail();
    expect(within(card()).getByText('No credit notes yet.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'More actions' }));
    await settle();
    const entry = within(screen.getByRole('menu')).getByRole('menuitem', { name: /Void invoice/ });
    expect(entry.getAttribute('data-disabled')).toBeNull();
  });

  it('offers no Void once the invoice has a credit note, as the API refuses it', async () => {
    detailApi(() =>
      sentInvoice({ credited_amount: 1000, balance: 1580, credit_notes: [invoiceCreditNote()] }),
    );
    await renderDetail();
    await click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: /Create credit note/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Void invoice/ })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lists the refunds of a credit note, loading them while they come', async () => {
    const hold = deferred();
    const refunded = { ...overCredited, refundable_amount: 220, refunded_amount: 200 };
    detailApi(() => sentInvoice({ ...creditedInvoice, credit_notes: [refunded] }), {
      'GET /credit_notes/7': () => ({
        body: { data: creditNote(refunded, creditedInvoice, { refunds: [refund()] }) },
        delay: hold.promise,
      }),
    });
    await renderDetail();
    expect(within(entryOf('CN-0001')).getByTestId('refunds-loading')).toBeTruthy();
    hold.resolve();
    const refunds = await within(entryOf('CN-0001')).findByRole('list', { name: 'Refunds of CN-0001' });
    expect(within(refunds).getByText('Refunded KES 200.00')).toBeTruthy();
    expect(within(refunds).getByText('M-Pesa · QJK4X2B7LP')).toBeTruthy();
    expect(within(refunds).getByText('Mar 12, 2025')).toBeTruthy();
  });
});

describe('Record refund', () => {
  it('is offered only while refundable money is left', async () => {
    const spent = { ...overCredited, refundable_amount: 0, refunded_amount: 420 };
    detailApi(
      () =>
        sentInvoice({
          ...creditedInvoice,
          credit_notes: [spent, invoiceCreditNote({ id: 8, credit_note_number: 'CN-0002' })],
        }),
      {
        'GET /credit_notes/7': () => ({
          body: { data: creditNote(spent, creditedInvoice, { refunds: [refund({ amount: 420 })] }) },
        }),
      },
    );
    await renderDetail();
    expect(within(entryOf('CN-0001')).queryByRole('button', { name: 'Record refund' })).toBeNull();
    expect(within(entryOf('CN-0002')).queryByRole('button', { name: 'Record refund' })).toBeNull();
  });

  it('refuses more than is refundable, then records the refund and refreshes the invoice and the credit note', async () => {
    let current = creditedInvoice;
    const after = { ...overCredited, refundable_amount: 270, refunded_amount: 150 };
    const answer = creditNote(after, creditedInvoice, {
      refunds: [refund({ amount: 150, method: 'cash', reference: null })],
    });
    const { of } = detailApi(() => current, {
      'POST /credit_notes/7/refunds': () => {
        current = { ...creditedInvoice, credit_notes: [after] };
        return { status: 201, body: { data: answer } };
      },
      'GET /credit_notes/7': () => ({ body: { data: answer } }),
    });
    const { queryClient } = await renderDetail();
    await click(within(entryOf('CN-0001')).getByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record refund on CN-0001' });
    expect(within(dialog).getByText('Refundable: KES 420.00')).toBeTruthy();
    expect(labelled(dialog, 'Amount').value).toBe('420.00');
    expect(labelled(dialog, 'Refund date').value).toBe(today());

    await type(labelled(dialog, 'Amount'), '420.01');
    await click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('At most KES 420.00 can be refunded')).toBeTruthy();
    expect(of('POST', '/credit_notes/7/refunds')).toHaveLength(0);

    await type(labelled(dialog, 'Amount'), '150');
    await choose(within(dialog).getByRole('combobox'), 'Cash');
    await click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(of('POST', '/credit_notes/7/refunds').map((call) => call.body)).toEqual([
      { refund: { amount: 150, paid_on: today(), method: 'cash', reference: null } },
    ]);
    const refunds = await within(entryOf('CN-0001')).findByRole('list', { name: 'Refunds of CN-0001' });
    expect(within(refunds).getByText('Refunded KES 150.00')).toBeTruthy();
    expect(within(refunds).getByText('Cash')).toBeTruthy();
    expect(queryClient.getQueryState(creditNoteKeys.detail(7))?.status).toBe('success');
    await waitFor(() => expect(of('GET', `/invoices/${ID}`).length).toBeGreaterThan(1));
  });

  it("shows the server's refusal in the dialog", async () => {
    detailApi(() => creditedInvoice, {
      'POST /credit_notes/7/refunds': () => ({
        status: 422,
        body: { error: 'A refund can be at most KES 100.00' },
      }),
    });
    await renderDetail();
    await click(within(entryOf('CN-0001')).getByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record refund on CN-0001' });
    await click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await within(dialog).findByText('A refund can be at most KES 100.00')).toBeTruthy();
  });
});
