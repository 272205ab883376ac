import type { Estimate } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { formatDate } from './invoice-layout.ts';
import { type InvoiceBusiness, renderSalesDocumentPdf } from './sales-document-pdf.ts';

export interface EstimatePdfInput {
  business: InvoiceBusiness;
  estimate: Estimate;
  /** The public page where the customer accepts or declines it (estimateLinkUrl). */
  link: string;
}

/**
 * An estimate as an A4 PDF, titled ESTIMATE: its issue and expiry dates and total beside the customer, the
 * totals (nothing is due yet, so no payment details), who accepted it, and the link to accept it online.
 */
export function renderEstimatePdf({ business, estimate, link }: EstimatePdfInput): Promise<Buffer> {
  const money = (amount: number) => formatMoney(amount, estimate.currency);
  return renderSalesDocumentPdf({
    business,
    kind: 'Estimate',
    number: estimate.estimate_number,
    status: { text: estimate.status_label, alert: estimate.status_label === 'Expired' },
    contactHeading: 'PREPARED FOR',
    contact: estimate.contact,
    facts: [
      ['Estimate number', estimate.estimate_number],
      ['Issue date', formatDate(estimate.issue_date)],
      ['Expiry date', formatDate(estimate.expiry_date)],
      ['Status', estimate.status_label],
      ['Total', money(estimate.total), true],
      ...(estimate.accepted_by ? [['Accepted by', estimate.accepted_by] as [string, string]] : []),
    ],
    items: estimate.estimate_items,
    totals: [
      ['Subtotal', money(estimate.subtotal)],
      ['Discount', estimate.discount_total === 0 ? money(0) : `−${money(estimate.discount_total)}`],
      ['Tax', money(estimate.tax_total)],
      ['Total', money(estimate.total), 'accent'],
    ],
    payment: [],
    link: { title: 'View and accept online', url: link },
    notes: estimate.notes,
  });
}
