import { choose, click, deferred, pickMenuItem, type } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { today } from '../src/lib/terms.ts';
import { creditNote, invoiceCreditNote, sentInvoice } from './credit-fixtures.ts';
import { DETAIL_ID, detailApi, renderDetail } from './detail-page.tsx';

const ID = DETAIL_ID;

async function openDialog() {
  await renderDetail();
  const card = screen.getByRole('region', { name: 'Credit notes' });
  await click(within(card).getByRole('button', { name: 'Create credit note' }));
  return screen.findByRole('dialog', { name: 'Credit note for invoice INV-0001' });
}

const field = (dialog: HTMLElement, name: string) =>
  within(dialog).getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
const creditTotal = () => screen.getByTestId('credit-total').textContent;
const saveButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Create credit note' }) as HTMLButtonElement;

describe('Create credit note', () => {
  it('opens with every line of the invoice, today as its date and the whole invoice as its total', async () => {
    detailApi(() => sentInvoice());
    const dialog = await openDialog();
    expect(
      within(dialog).getByText('Up to KES 2,580.00 can still be credited on this invoice.'),
    ).toBeTruthy();
    expect(field(dialog, 'Issue date').value).toBe(today());
    expect(field(dialog, 'Quantity of Website development').value).toBe('2');
    expect(field(dialog, 'Unit price of Website development').value).toBe('1000');
    expect(field(dialog, 'Quantity of Hosting').value).toBe('1');
    expect(within(dialog).getByText('Tax 16%')).toBeTruthy();
    expect(creditTotal()).toBe('KES 2,580.00');
    expect(screen.getByTestId('credit-left-after').textContent).toBe('KES 0.00');
  });

  it('follows edits and removals with the line arithmetic, then saves what is left and refreshes the invoice', async () => {
    let current = sentInvoice();
    const hold = deferred();
    const note = invoiceCreditNote({ total: 1160, applied_amount: 1160 });
    const { of } = detailApi(() => current, {
      'POST /credit_notes': () => {
        current = sentInvoice({ credited_amount: 1160, balance: 1420, credit_notes: [note] });
        return { status: 201, body: { data: creditNote(note, current) }, delay: hold.promise };
      },
    });
    const dialog = await openDialog();
    await type(field(dialog, 'Quantity of Website development'), '0.5');
    await type(field(dialog, 'Unit price of Hosting'), '1,000');
    // 0.5 × 1,000 + (1,000 + 16% tax)
    expect(creditTotal()).toBe('KES 1,660.00');
    await click(within(dialog).getByRole('button', { name: 'Remove Website development' }));
    expect(within(dialog).queryByLabelText('Quantity of Website development')).toBeNull();
    expect(creditTotal()).toBe('KES 1,160.00');
    expect(screen.getByTestId('credit-left-after').textContent).toBe('KES 1,420.00');

    await type(field(dialog, 'Reason'), '  Hosting was cancelled  ');
    await click(saveButton(dialog));
    expect(await within(dialog).findByRole('button', { name: /Creating\.\.\./ })).toBeTruthy();
    // Held still while it saves: the fields sit in a disabled fieldset.
    expect(field(dialog, 'Reason').closest('fieldset')?.disabled).toBe(true);
    expect(field(dialog, 'Quantity of Hosting').closest('fieldset')?.disabled).toBe(true);
    hold.resolve();
    expect(await screen.findByText('Credit note CN-0001 created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(of('POST', '/credit_notes').map((call) => call.body)).toEqual([
      {
        credit_note: {
          invoice_id: ID,
          issue_date: today(),
          reason: 'Hosting was cancelled',
          items: [
            {
              description: 'Hosting',
              quantity: 1,
              unit: 'months',
              unit_price: 1000,
              tax_rate: 16,
              discount: 0,
              ledger_account_id: null,
            },
          ],
        },
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('side-credited').textContent).toBe('KES 1,160.00'));
    expect(screen.getByTestId('side-balance').textContent).toBe('KES 1,420.00');
  });

  it("asks KRA's reason for an invoice sent to KRA eTIMS: Refund unless another of KRA's list is chosen", async () => {
    const etims = {
      status: 'signed' as const,
      receipt_number: 1,
      cu_invoice_number: 'KRACU0100000001/1',
      signature: 'ABCDEF0123456789',
      receipt_url: null,
      qr_url: null,
      internal_data: null,
      signed_at: '2026-01-10T08:00:00.000Z',
      error: null,
    };
    const { of } = detailApi(() => sentInvoice({ etims }), {
      'POST /credit_notes': () => ({
        status: 201,
        body: { data: creditNote(invoiceCreditNote(), sentInvoice()) },
      }),
    });
    const dialog = await openDialog();
    const reason = within(dialog).getByRole('combobox', { name: /KRA reason/ });
    expect(reason.textContent).toContain('Refund');
    await choose(reason, 'Damaged');
    await type(field(dialog, 'Reason'), 'Two reams arrived wet');
    await click(saveButton(dialog));
    await waitFor(() => expect(of('POST', '/credit_notes')).toHaveLength(1));
    expect(of('POST', '/credit_notes')[0]!.body).toMatchObject({
      credit_note: { reason: 'Two reams arrived wet', kra_reason: 'damaged' },
    });
  });

  it('blocks a credit above what is left to credit, saying how much that is', async () => {
    const earlier = invoiceCreditNote({ total: 2000, applied_amount: 2000 });
    const { of } = detailApi(() =>
      sentInvoice({ credited_amount: 2000, balance: 580, credit_notes: [earlier] }),
    );
    const dialog = await openDialog();
    expect(within(dialog).getByText('Up to KES 580.00 can still be credited on this invoice.')).toBeTruthy();
    const problem = within(dialog).getByRole('alert');
    expect(problem.textContent).toBe(
      'A credit note can be at most KES 580.00, what is left to credit on this invoice',
    );
    expect(saveButton(dialog).disabled).toBe(true);

    await type(field(dialog, 'Reason'), 'Discount agreed');
    await click(within(dialog).getByRole('button', { name: 'Remove Website development' }));
    expect(creditTotal()).toBe('KES 580.00');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(saveButton(dialog).disabled).toBe(false);

    await type(field(dialog, 'Unit price of Hosting'), '500.01');
    expect(within(dialog).getByRole('alert').textContent).toMatch(/at most KES 580\.00/);
    expect(saveButton(dialog).disabled).toBe(true);
    expect(of('POST', '/credit_notes')).toHaveLength(0);
  });

  it('asks for a reason, a number in each field and a total above zero before sending anything', async () => {
    const { of } = detailApi(() => sentInvoice());
    const dialog = await openDialog();
    await type(field(dialog, 'Quantity of Website development'), 'two');
    await type(field(dialog, 'Unit price of Hosting'), '0');
    await click(saveButton(dialog));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    expect(within(dialog).getByText('Quantity must be a number')).toBeTruthy();
    expect(creditTotal()).toBe('—');

    await type(field(dialog, 'Quantity of Website development'), '0');
    await type(field(dialog, 'Unit price of Website development'), '0');
    await click(saveButton(dialog));
    expect(await within(dialog).findByText('The credit note must total more than 0')).toBeTruthy();
    expect(of('POST', '/credit_notes')).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    detailApi(() => sentInvoice(), {
      'POST /credit_notes': () => ({ status: 422, body: { error: 'The books are locked up to 2025-03-31' } }),
    });
    const dialog = await openDialog();
    await type(field(dialog, 'Reason'), 'Returned goods');
    await click(saveButton(dialog));
    expect(await within(dialog).findByText('The books are locked up to 2025-03-31')).toBeTruthy();
    expect(field(dialog, 'Reason').value).toBe('Returned goods');
  });

  it('is offered from the menu too, and not once the invoice is credited in full', async () => {
    const full = invoiceCreditNote({ total: 2580, applied_amount: 2580 });
    detailApi(() =>
      sentInvoice({
        status: 'paid',
        status_label: 'Paid',
        credited_amount: 2580,
        balance: 0,
        credit_notes: [full],
      }),
    );
    await renderDetail();
    const card = screen.getByRole('region', { name: 'Credit notes' });
    expect(within(card).queryByRole('button', { name: 'Create credit note' })).toBeNull();
    expect(within(card).getByText('The invoice is credited in full.')).toBeTruthy();
    const entry = await pickMenuItem(
      screen.getByRole('button', { name: 'More actions' }),
      /Create credit note/,
    );
    expect(entry.getAttribute('data-disabled')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
