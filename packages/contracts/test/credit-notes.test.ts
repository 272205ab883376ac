import { describe, expect, it } from 'vitest';
import {
  creditNoteCreateRequestSchema,
  creditNoteListQuerySchema,
  invoiceSchema,
  refundCreateRequestSchema,
} from '../src/index.ts';

const INVOICE_ID = '6ce5db4b-ceb3-4b1b-9ff0-7dcc6947ac7f';
const item = { description: 'Returned chair', quantity: 1, unit: 'items', unit_price: 50, tax_rate: 16 };
const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('credit note requests', () => {
  it('takes an invoice, a date, a trimmed reason and invoice items (discount defaulting to 0)', () => {
    const parsed = creditNoteCreateRequestSchema.parse({
      credit_note: { invoice_id: INVOICE_ID, issue_date: '2026-03-01', reason: ' Damaged ', items: [item] },
    });
    expect(parsed.credit_note).toMatchObject({ reason: 'Damaged', items: [{ ...item, discount: 0 }] });
  });

  it('names each missing or bad field', () => {
    const result = creditNoteCreateRequestSchema.safeParse({
      credit_note: { invoice_id: 'INV-1', issue_date: '2026-02-30', reason: ' ', items: [] },
    });
    expect(problems(result)).toEqual([
      ['credit_note.invoice_id', 'Invoice must be an invoice id'],
      ['credit_note.issue_date', expect.stringContaining('Issue date')],
      ['credit_note.reason', 'Reason is required'],
      ['credit_note.items', 'Add at least one item'],
    ]);
  });

  it('refunds by hand only (no paystack), an amount to the cent above 0', () => {
    const refund = (fields: Record<string, unknown>) =>
      refundCreateRequestSchema.safeParse({
        refund: { amount: 10, paid_on: '2026-03-02', method: 'mpesa', ...fields },
      });
    expect(refund({}).success).toBe(true);
    expect(problems(refund({ method: 'paystack' }))).toEqual([
      ['refund.method', 'Choose how it was refunded'],
    ]);
    expect(refund({ amount: 0 }).success).toBe(false);
    expect(refund({ amount: 1.005 }).success).toBe(false);
  });

  it('lists by invoice and contact', () => {
    expect(creditNoteListQuerySchema.parse({ invoice_id: INVOICE_ID, contact_id: '4' })).toEqual({
      page: 1,
      per_page: 10,
      invoice_id: INVOICE_ID,
      contact_id: 4,
    });
  });

  it('keeps invoices without credit fields valid (answers from before credit notes)', () => {
    const shape = invoiceSchema.shape;
    expect(shape.credited_amount.safeParse(undefined).success).toBe(true);
    expect(shape.credit_notes.safeParse(undefined).success).toBe(true);
  });
});
