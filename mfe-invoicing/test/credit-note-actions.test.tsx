import { creditNoteActions, type InvoiceCreditNote, type Role } from '@daftari/contracts';
import { page, settle, user } from '@daftari/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditNote, invoiceCreditNote, refund, sentInvoice } from './credit-fixtures.ts';
import { detailApi, renderDetail } from './detail-page.tsx';

// Each credit note on the invoice page offers only what contracts' creditNoteActions allows, the rule the
// API enforces.

const NOTES: Record<string, Partial<InvoiceCreditNote>> = {
  'applied in full': {},
  refundable: { total: 1000, applied_amount: 600, refundable_amount: 400 },
  'partly refunded': { total: 1000, applied_amount: 600, refundable_amount: 400, refunded_amount: 200 },
  'refunded in full': { total: 1000, applied_amount: 600, refundable_amount: 400, refunded_amount: 400 },
};

describe('Credit notes on the invoice page: the actions offered follow creditNoteActions', () => {
  for (const [state, fields] of Object.entries(NOTES)) {
    it(`a credit note ${state}`, async () => {
      const note = invoiceCreditNote(fields);
      const invoice = sentInvoice({ credit_notes: [note], credited_amount: note.applied_amount });
      const detail = creditNote(note, invoice, {
        refunds: note.refunded_amount > 0 ? [refund({ amount: note.refunded_amount })] : [],
      });
      detailApi(() => invoice, { [`GET /credit_notes/${note.id}`]: () => ({ body: { data: detail } }) });
      await renderDetail();
      await settle();
      const entry = screen.getByRole('listitem', { name: `Credit note ${note.credit_note_number}` });
      const offered = {
        refund: within(entry).queryByRole('button', { name: 'Record refund' }) !== null,
      };
      expect(offered).toEqual(creditNoteActions(note));
      expect(within(entry).getByRole('button', { name: `PDF of ${note.credit_note_number}` })).toBeTruthy();
    });
  }
});

async function showAs(role: Role, fields: Partial<InvoiceCreditNote>) {
  const note = invoiceCreditNote(fields);
  const invoice = sentInvoice({ credit_notes: [note], credited_amount: note.applied_amount, balance: 1000 });
  detailApi(() => invoice, {
    'GET /users/current': () => ({ body: { data: { ...user(), role } } }),
    [`GET /credit_notes/${note.id}`]: () => ({ body: { data: creditNote(note, invoice) } }),
    [`GET /credit_notes/${note.id}/history`]: () => ({ body: page([]) }),
  });
  await renderDetail();
  await settle();
  return { note, entry: screen.getByRole('listitem', { name: `Credit note ${note.credit_note_number}` }) };
}

describe('Credit notes on the invoice page: what each role sees', () => {
  for (const [state, fields] of Object.entries(NOTES)) {
    it(`a viewer reads a credit note ${state}, its PDF and its history, with no refund or new credit note`, async () => {
      const { note, entry } = await showAs('viewer', fields);
      expect(within(entry).queryByRole('button', { name: 'Record refund' })).toBeNull();
      expect(within(entry).getByRole('button', { name: `PDF of ${note.credit_note_number}` })).toBeTruthy();
      expect(
        within(entry).getByRole('button', { name: `Show history of ${note.credit_note_number}` }),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Create credit note' })).toBeNull();
    });
  }

  it('a bookkeeper records the refund a credit note allows and creates credit notes', async () => {
    const { entry } = await showAs('bookkeeper', NOTES.refundable!);
    expect(within(entry).getByRole('button', { name: 'Record refund' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create credit note' })).toBeTruthy();
  });
});
