import type { Estimate } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { type Fact, type InvoiceBusiness, renderDocumentPdf } from './document-pdf.ts';
import { formatDate } from './invoice-layout.ts';

export interface EstimatePdfInput {
  business: InvoiceBusiness;
  estimate: Estimate;
  /** The public page where the customer accepts or declines it (estimateLinkUrl). */
  link: string;
}

/**
 * Renders an estimate as an A4 PDF titled ESTIMATE: its issue and expiry dates, total and who accepted it
 * beside the customer, the items, the totals (nothing is due yet, so no payment details), the link to
 * accept it online and the notes.
 */
export function renderEstimatePdf({ business, estimate, link }: EstimatePdfInput): Promise<Buffer> {
  const money = (amount: number) => formatMoney(amount, estimate.currency);
  const accepted: Fact[] = estimate.accepted_by ? [['Accepted by', estimate.accepted_by]] : [];
  return renderDocumentPdf({
    business,
    kind: 'Estimate',
    heading: 'ESTIMATE',
    number: estimate.estimate_number,
    status: { text: estimate.status_label, alert: estimate.status_label === 'Expired' },
    contact: estimate.contact,
    facts: [
      ['Estimate number', estimate.estimate_number],
      ['Issue date', formatDate(estimate.issue_date)],
      ['Expiry date', formatDate(estimate.expiry_date)],
      ['Status', estimate.status_label],
      ['Total', money(estimate.total), true],
      ...accepted,
    ],
    items: estimate.estimate_items,
    totals: [
      ['Subtotal', money(estimate.subtotal)],
      ['Discount', estimate.discount_total === 0 ? money(0) : `−${money(estimate.discount_total)}`],
      ['Tax', money(estimate.tax_total)],
      ['Total', money(estimate.total), 'accent'],
    ],
    payment: [],
    sections: [
      { title: 'View and accept online', body: link, link },
      ...(estimate.notes ? [{ title: 'Notes', body: estimate.notes }] : []),
    ],
  });
}
