import type { CreditNote } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { taxSummary } from '../etims/tax-summary.ts';
import { type InvoiceBusiness, renderDocumentPdf } from './document-pdf.ts';
import { formatDate } from './invoice-layout.ts';

/**
 * Renders a credit note as an A4 PDF: titled CREDIT NOTE, naming the invoice it credits and the reason, its
 * items and totals, what was taken off the invoice and what is held as credit or refunded, and its KRA eTIMS
 * block once sent there.
 */
export function renderCreditNotePdf(business: InvoiceBusiness, note: CreditNote): Promise<Buffer> {
  const money = (amount: number) => formatMoney(amount, note.currency);
  return renderDocumentPdf({
    business,
    kind: 'Credit note',
    heading: 'CREDIT NOTE',
    number: note.credit_note_number,
    status: { text: `Credits invoice ${note.invoice_number}`, alert: false },
    contact: note.contact,
    facts: [
      ['Credit note number', note.credit_note_number],
      ['Issue date', formatDate(note.issue_date)],
      ['Invoice', note.invoice_number],
      ['Credit total', money(note.total), true],
    ],
    items: note.items,
    totals: [
      ['Subtotal', money(note.subtotal)],
      ['Discount', note.discount_total === 0 ? money(0) : `−${money(note.discount_total)}`],
      ['Tax', money(note.tax_total)],
      ['Total credit', money(note.total), 'strong'],
      [`Applied to ${note.invoice_number}`, money(note.applied_amount)],
      ['Refunded', money(note.refunded_amount)],
      ['Credit remaining', money(note.refundable_balance), 'accent'],
    ],
    payment: [],
    kra: note.etims ? { etims: note.etims, taxes: taxSummary(note.items), money } : undefined,
    sections: [{ title: 'Reason', body: note.reason }],
  });
}
