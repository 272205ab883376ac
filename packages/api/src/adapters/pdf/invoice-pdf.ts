import { type Account, contactLabel, type Invoice } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import {
  BOTTOM,
  COLOR,
  formatDate,
  LEFT,
  PAGE,
  present,
  RIGHT,
  STATUS_TEXT,
  TOP,
  WIDTH,
} from './invoice-layout.ts';
import { drawItems, drawTotals } from './invoice-table.ts';
import { createCanvas } from './pdf-canvas.ts';
import { a4Document } from './pdf-document.ts';

/** The business as its invoices show it: the account's name, address, tax PIN and where to pay. */
export type InvoiceBusiness = Pick<
  Account,
  | 'name'
  | 'address_line1'
  | 'address_line2'
  | 'city'
  | 'country'
  | 'phone'
  | 'email'
  | 'tax_pin'
  | 'bank_name'
  | 'bank_account_name'
  | 'bank_account_number'
  | 'bank_branch'
  | 'bank_sort_code'
  | 'mpesa_paybill'
>;

export interface InvoicePdfInput {
  business: InvoiceBusiness;
  invoice: Invoice;
  /** The public pay page of the invoice (payLinkUrl). */
  payLink: string;
}

/**
 * Renders an invoice as an A4 PDF: business, customer, dates, the items table (continued on further pages
 * only when it is long), totals, how to pay (bank, M-Pesa paybill, the pay link) and notes. Text is set in
 * the embedded DejaVu Sans, so any Latin, Greek or Cyrillic text and the currency signs print as typed.
 */
export function renderInvoicePdf({ business, invoice, payLink }: InvoicePdfInput): Promise<Buffer> {
  const { doc, done } = a4Document(
    {
      Title: `Invoice ${invoice.invoice_number}`,
      Author: business.name,
      Subject: `Invoice ${invoice.invoice_number} from ${business.name}`,
    },
    { bufferPages: true },
  );

  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const canvas = createCanvas(doc, `Invoice ${invoice.invoice_number}`);
  const { text, rule, newPage } = canvas;

  // ── Header: the business on the left, INVOICE and its number on the right ─────────────────────────
  let leftY = text(business.name, LEFT, TOP, { font: 'bold', size: 16, width: 300 });
  const businessLines = present(
    business.address_line1,
    business.address_line2,
    present(business.city, business.country).join(', '),
    business.phone,
    business.email,
    business.tax_pin ? `Tax PIN: ${business.tax_pin}` : null,
  );
  leftY += 2;
  for (const line of businessLines)
    leftY = text(line, LEFT, leftY, { size: 9, color: COLOR.muted, width: 300 });

  let rightY = text('INVOICE', RIGHT - 200, TOP, {
    font: 'bold',
    size: 22,
    color: COLOR.accent,
    width: 200,
    align: 'right',
  });
  rightY = text(invoice.invoice_number, RIGHT - 200, rightY + 2, {
    font: 'bold',
    size: 11,
    width: 200,
    align: 'right',
  });
  rightY = text(STATUS_TEXT[invoice.status_label], RIGHT - 200, rightY + 2, {
    size: 9,
    color: invoice.status_label === 'Overdue' ? '#b91c1c' : COLOR.muted,
    width: 200,
    align: 'right',
  });

  let y = Math.max(leftY, rightY) + 14;
  rule(y);
  y += 14;

  // ── Bill to (left) and the invoice's facts (right) ────────────────────────────────────────────────
  const contact = invoice.contact;
  const contactName = contactLabel(contact);
  const address = contact.billing_address;
  leftY = text('BILL TO', LEFT, y, { font: 'bold', size: 8, color: COLOR.muted, characterSpacing: 0.5 });
  leftY = text(contactName, LEFT, leftY + 2, { font: 'bold', size: 11, width: 260 });
  const contactLines = present(
    contact.company_name && contact.company_name !== contactName ? contact.company_name : null,
    address.street,
    present(address.city, address.postal_code).join(' '),
    present(address.state, address.country).join(', '),
    contact.email && contact.email !== contactName ? contact.email : null,
  );
  for (const line of contactLines) leftY = text(line, LEFT, leftY + 1, { size: 9, width: 260 });

  const facts: [string, string, boolean?][] = [
    ['Invoice number', invoice.invoice_number],
    ['Issue date', formatDate(invoice.issue_date)],
    ['Due date', formatDate(invoice.due_date)],
    ['Status', STATUS_TEXT[invoice.status_label]],
    ['Balance due', money(invoice.balance), true],
  ];
  rightY = y;
  for (const [label, value, strong] of facts) {
    text(label, RIGHT - 230, rightY, { size: 9, color: COLOR.muted, width: 100 });
    rightY = text(value, RIGHT - 130, rightY, {
      font: strong ? 'bold' : 'regular',
      size: 9,
      width: 130,
      align: 'right',
    });
    rightY += 3;
  }
  y = Math.max(leftY, rightY) + 18;

  // ── Items, then the totals beside the payment details ─────────────────────────────────────────────
  y = drawItems(canvas, invoice, y);
  const payment = present(
    business.bank_name ? `Bank: ${business.bank_name}` : null,
    business.bank_account_name ? `Account name: ${business.bank_account_name}` : null,
    business.bank_account_number ? `Account number: ${business.bank_account_number}` : null,
    business.bank_branch ? `Branch: ${business.bank_branch}` : null,
    business.bank_sort_code ? `Sort code: ${business.bank_sort_code}` : null,
    business.mpesa_paybill ? `M-Pesa Paybill: ${business.mpesa_paybill}` : null,
    business.mpesa_paybill ? `M-Pesa account number: ${invoice.invoice_number}` : null,
  );
  y = drawTotals(canvas, invoice, payment, y);

  // ── The pay link and the notes, full width ───────────────────────────────────────────────────────
  const section = (title: string, body: string, link?: string) => {
    doc.font('regular').fontSize(9);
    if (y + 16 + doc.heightOfString(body, { width: WIDTH }) > BOTTOM) y = newPage();
    y = text(title.toUpperCase(), LEFT, y, {
      font: 'bold',
      size: 8,
      color: COLOR.muted,
      characterSpacing: 0.5,
    });
    y += 3;
    y = link
      ? text(body, LEFT, y, { size: 9, color: COLOR.link, width: WIDTH, link, underline: true })
      : text(body, LEFT, y, { size: 9, width: WIDTH });
    y += 12;
  };
  section('Pay online', payLink, payLink);
  if (invoice.notes) section('Notes', invoice.notes);

  // ── Footer on every page ─────────────────────────────────────────────────────────────────────────
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would start a new page; lift the margin while the footer is set.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = PAGE.height - 44;
    rule(footerY - 8);
    text(`${business.name} · Invoice ${invoice.invoice_number}`, LEFT, footerY, {
      size: 7.5,
      color: COLOR.muted,
      width: WIDTH - 100,
      lineBreak: false,
    });
    text(`Page ${index - range.start + 1} of ${range.count}`, RIGHT - 100, footerY, {
      size: 7.5,
      color: COLOR.muted,
      width: 100,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
  }

  doc.end();
  return done;
}
