import type { Invoice } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { taxSummary } from '../etims/tax-summary.ts';
import { type InvoiceBusiness, renderDocumentPdf } from './document-pdf.ts';
import { formatDate, present, STATUS_TEXT } from './invoice-layout.ts';
import type { TotalRow } from './invoice-table.ts';

export type { InvoiceBusiness } from './document-pdf.ts';

export interface InvoicePdfInput {
  business: InvoiceBusiness;
  invoice: Invoice;
  /** The public pay page of the invoice (payLinkUrl). */
  payLink: string;
}

/**
 * Renders an invoice as an A4 PDF (a TAX INVOICE from a VAT-registered business): business, customer, dates, the items table, totals (credits when it has
 * any), KRA eTIMS (its QR code, CU invoice number, signature and tax summary) once sent there, how to pay
 * (bank, M-Pesa paybill, the pay link) and notes.
 */
export function renderInvoicePdf({ business, invoice, payLink }: InvoicePdfInput): Promise<Buffer> {
  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const credited = invoice.credited_amount ?? 0;
  const totals: TotalRow[] = [
    ['Subtotal', money(invoice.subtotal)],
    ['Discount', invoice.discount_total === 0 ? money(0) : `−${money(invoice.discount_total)}`],
    ['Tax', money(invoice.tax_total)],
    ['Total', money(invoice.total), 'strong'],
    ['Paid', money(invoice.paid_amount)],
    ...(credited === 0 ? [] : [['Credited', `−${money(credited)}`] as TotalRow]),
    ['Balance due', money(invoice.balance), 'accent'],
  ];
  return renderDocumentPdf({
    business,
    kind: 'Invoice',
    heading: business.vat_registered ? 'TAX INVOICE' : 'INVOICE',
    number: invoice.invoice_number,
    status: { text: STATUS_TEXT[invoice.status_label], alert: invoice.status_label === 'Overdue' },
    contact: invoice.contact,
    facts: [
      ['Invoice number', invoice.invoice_number],
      ['Issue date', formatDate(invoice.issue_date)],
      ['Due date', formatDate(invoice.due_date)],
      ['Status', STATUS_TEXT[invoice.status_label]],
      ['Balance due', money(invoice.balance), true],
    ],
    items: invoice.invoice_items,
    totals,
    payment: present(
      business.bank_name ? `Bank: ${business.bank_name}` : null,
      business.bank_account_name ? `Account name: ${business.bank_account_name}` : null,
      business.bank_account_number ? `Account number: ${business.bank_account_number}` : null,
      business.bank_branch ? `Branch: ${business.bank_branch}` : null,
      business.bank_sort_code ? `Sort code: ${business.bank_sort_code}` : null,
      business.mpesa_paybill ? `M-Pesa Paybill: ${business.mpesa_paybill}` : null,
      business.mpesa_paybill ? `M-Pesa account number: ${invoice.invoice_number}` : null,
      business.till ? `M-Pesa Till: ${business.till}` : null,
      business.payment_instructions,
    ),
    kra: invoice.etims
      ? { etims: invoice.etims, taxes: taxSummary(invoice.invoice_items), money }
      : undefined,
    sections: [
      { title: 'Pay online', body: payLink, link: payLink },
      ...(invoice.notes ? [{ title: 'Notes', body: invoice.notes }] : []),
    ],
  });
}
