import type { CreditNote, Invoice, InvoiceCreditNote, Refund } from '@daftari/contracts';
import { invoice, item } from './fixtures.ts';

/** A sent invoice of 2 × 1,000 (no tax) and 1 × 500 at 16% tax: KES 2,580.00. */
export function sentInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return invoice({
    status: 'sent',
    status_label: 'Sent',
    subtotal: 2500,
    tax_total: 80,
    total: 2580,
    balance: 2580,
    credited_amount: 0,
    credit_notes: [],
    invoice_items: [
      item(),
      item({
        id: 2,
        description: 'Hosting',
        quantity: 1,
        unit: 'months',
        unit_price: 500,
        tax_rate: 16,
        subtotal: 500,
        tax_amount: 80,
        total: 580,
      }),
    ],
    ...overrides,
  });
}

export function invoiceCreditNote(overrides: Partial<InvoiceCreditNote> = {}): InvoiceCreditNote {
  return {
    id: 7,
    credit_note_number: 'CN-0001',
    issue_date: '2025-03-10',
    total: 1000,
    applied_amount: 1000,
    refundable_amount: 0,
    refunded_amount: 0,
    ...overrides,
  };
}

export function refund(overrides: Partial<Refund> = {}): Refund {
  return {
    id: 1,
    amount: 200,
    paid_on: '2025-03-12',
    method: 'mpesa',
    reference: 'QJK4X2B7LP',
    created_at: '2025-03-12T10:00:00Z',
    ...overrides,
  };
}

/** The whole credit note GET /credit_notes/{id} answers, made of its invoice's entry. */
export function creditNote(
  entry: InvoiceCreditNote,
  of: Invoice,
  overrides: Partial<CreditNote> = {},
): CreditNote {
  return {
    ...entry,
    invoice_id: of.id,
    invoice_number: of.invoice_number,
    contact_id: of.contact_id,
    contact: of.contact,
    currency: of.currency,
    reason: 'Returned goods',
    subtotal: entry.total,
    discount_total: 0,
    tax_total: 0,
    refundable_balance: entry.refundable_amount,
    created_at: '2025-03-10T10:00:00Z',
    items: [item({ quantity: 1, subtotal: entry.total, total: entry.total, unit_price: entry.total })],
    refunds: [],
    etims: null,
    ...overrides,
  };
}
