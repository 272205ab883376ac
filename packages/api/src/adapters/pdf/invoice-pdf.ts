import type { Account, Invoice, InvoiceItem } from '@daftari/contracts';
import { formatAmount, formatMoney } from '@daftari/format';
import PDFDocument from 'pdfkit';
import { invoiceFonts } from './fonts.ts';

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
  /** The public pay page of the invoice: `{origin}/link/{id}`. */
  payLink: string;
}

// A4 in points, and the layout grid.
const PAGE = { width: 595.28, height: 841.89 };
const LEFT = 50;
const RIGHT = PAGE.width - 50;
const WIDTH = RIGHT - LEFT;
const TOP = 50;
/** Content stops here; the footer sits below. */
const BOTTOM = PAGE.height - 64;

const COLOR = {
  text: '#1f2933',
  muted: '#6b7280',
  accent: '#0f766e',
  line: '#e5e7eb',
  headerFill: '#f1f5f9',
  link: '#1d4ed8',
};

/** The items table: description takes what the numbers leave. */
const COLUMNS = [
  { key: 'description', label: 'Description', width: 195, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 70, align: 'right' },
  { key: 'unit_price', label: 'Unit price', width: 75, align: 'right' },
  { key: 'tax_rate', label: 'Tax', width: 45, align: 'right' },
  { key: 'discount', label: 'Disc.', width: 45, align: 'right' },
  { key: 'total', label: 'Amount', width: 65, align: 'right' },
] as const;
const CELL_PADDING = 4;

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `2026-01-15` → `15 Jan 2026`. */
const formatDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

const decimal = (max: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: max });
const quantityFormat = decimal(3);
const percentFormat = decimal(2);
const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Units as one of them reads: `1 hour`, `2 hours`. */
const SINGULAR: Partial<Record<InvoiceItem['unit'], string>> = {
  services: 'service',
  hours: 'hour',
  items: 'item',
  litres: 'litre',
  days: 'day',
  months: 'month',
};

function quantityText(item: InvoiceItem): string {
  const quantity = quantityFormat.format(item.quantity);
  if (item.unit === 'Other') return quantity;
  const unit = item.quantity === 1 ? (SINGULAR[item.unit] ?? item.unit) : item.unit;
  return `${quantity} ${unit}`;
}

const percentText = (value: number) => (value === 0 ? '–' : `${percentFormat.format(value)}%`);

const STATUS_TEXT: Record<Invoice['status_label'], string> = {
  Draft: 'Draft',
  Sent: 'Sent',
  Paid: 'Paid',
  Overdue: 'Overdue',
};

const present = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');

/**
 * Renders an invoice as an A4 PDF: business, customer, dates, the items table (continued on further pages
 * only when it is long), totals, how to pay (bank, M-Pesa paybill, the pay link) and notes. Text is set in
 * the embedded DejaVu Sans, so any Latin, Greek or Cyrillic text and the currency signs print as typed.
 */
export function renderInvoicePdf({ business, invoice, payLink }: InvoicePdfInput): Promise<Buffer> {
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: PAGE.height - BOTTOM, left: LEFT, right: PAGE.width - RIGHT },
    bufferPages: true,
    // Not the built-in Helvetica (Latin-1 only, and pdfkit would load it for nothing): DejaVu is set below.
    font: null as unknown as string,
    info: {
      Title: `Invoice ${invoice.invoice_number}`,
      Author: business.name,
      Subject: `Invoice ${invoice.invoice_number} from ${business.name}`,
      Creator: 'Daftari',
    },
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  doc.font('regular');

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const money = (amount: number) => formatMoney(amount, invoice.currency);
  const text = (
    value: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & { font?: 'regular' | 'bold'; size?: number; color?: string } = {},
  ) => {
    const { font = 'regular', size = 9, color = COLOR.text, ...rest } = options;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, x, y, { lineBreak: true, ...rest });
    return doc.y;
  };
  const rule = (y: number, color = COLOR.line, x1 = LEFT, x2 = RIGHT) =>
    doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.75).strokeColor(color).stroke();

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
  const contactName = contact.full_name ?? contact.company_name ?? contact.email ?? 'Unknown';
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

  // ── Items ─────────────────────────────────────────────────────────────────────────────────────────
  const tableHeader = () => {
    doc.rect(LEFT, y, WIDTH, 20).fill(COLOR.headerFill);
    let x = LEFT;
    for (const column of COLUMNS) {
      text(column.label.toUpperCase(), x + CELL_PADDING, y + 6, {
        font: 'bold',
        size: 7.5,
        color: COLOR.muted,
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
        lineBreak: false,
      });
      x += column.width;
    }
    y += 20;
  };
  const newPage = () => {
    doc.addPage();
    y =
      text(`Invoice ${invoice.invoice_number} (continued)`, LEFT, TOP, { size: 8, color: COLOR.muted }) + 10;
  };

  tableHeader();
  if (invoice.invoice_items.length === 0) {
    text('No items', LEFT + CELL_PADDING, y + 6, { size: 9, color: COLOR.muted });
    y += 22;
    rule(y);
  }
  for (const item of invoice.invoice_items) {
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      description: item.description,
      quantity: quantityText(item),
      unit_price: priceFormat.format(item.unit_price),
      tax_rate: percentText(item.tax_rate),
      discount: percentText(item.discount),
      total: formatAmount(item.total),
    };
    doc.font('regular').fontSize(9);
    const height =
      Math.max(
        ...COLUMNS.map((column) =>
          doc.heightOfString(cells[column.key], { width: column.width - 2 * CELL_PADDING }),
        ),
      ) + 12;
    if (y + height > BOTTOM) {
      newPage();
      tableHeader();
    }
    let x = LEFT;
    for (const column of COLUMNS) {
      text(cells[column.key], x + CELL_PADDING, y + 6, {
        size: 9,
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
    rule(y);
  }

  // ── Totals (right) beside the payment details (left) ──────────────────────────────────────────────
  const totals: [string, string, 'strong' | 'accent' | undefined][] = [
    ['Subtotal', money(invoice.subtotal), undefined],
    ['Discount', invoice.discount_total === 0 ? money(0) : `−${money(invoice.discount_total)}`, undefined],
    ['Tax', money(invoice.tax_total), undefined],
    ['Total', money(invoice.total), 'strong'],
    ['Paid', money(invoice.paid_amount), undefined],
    ['Balance due', money(invoice.balance), 'accent'],
  ];
  const payment = present(
    business.bank_name ? `Bank: ${business.bank_name}` : null,
    business.bank_account_name ? `Account name: ${business.bank_account_name}` : null,
    business.bank_account_number ? `Account number: ${business.bank_account_number}` : null,
    business.bank_branch ? `Branch: ${business.bank_branch}` : null,
    business.bank_sort_code ? `Sort code: ${business.bank_sort_code}` : null,
    business.mpesa_paybill ? `M-Pesa Paybill: ${business.mpesa_paybill}` : null,
    business.mpesa_paybill ? `M-Pesa account number: ${invoice.invoice_number}` : null,
  );
  const paymentWidth = 220;
  doc.font('regular').fontSize(9);
  const paymentHeight =
    payment.length === 0
      ? 0
      : 14 + payment.reduce((sum, line) => sum + doc.heightOfString(line, { width: paymentWidth }) + 2, 0);
  const blockHeight = Math.max(totals.length * 17, paymentHeight);
  if (y + 14 + blockHeight > BOTTOM) newPage();
  y += 14;
  const blockTop = y;
  if (payment.length > 0) {
    let paymentY = text('PAYMENT DETAILS', LEFT, blockTop, {
      font: 'bold',
      size: 8,
      color: COLOR.muted,
      characterSpacing: 0.5,
    });
    paymentY += 3;
    for (const line of payment) paymentY = text(line, LEFT, paymentY, { size: 9, width: paymentWidth }) + 2;
  }
  const totalsLeft = RIGHT - 240;
  for (const [label, value, style] of totals) {
    if (style === 'strong') rule(y - 3, COLOR.text, totalsLeft, RIGHT);
    if (style === 'accent') doc.rect(totalsLeft, y - 4, 240, 19).fill(COLOR.headerFill);
    const font = style ? 'bold' : 'regular';
    const color = style === 'accent' ? COLOR.accent : COLOR.text;
    text(label, totalsLeft + CELL_PADDING, y, { font, size: 9.5, color, width: 110 });
    text(value, totalsLeft + 110, y, { font, size: 9.5, color, width: 130 - CELL_PADDING, align: 'right' });
    y += 17;
  }
  y = blockTop + blockHeight + 16;

  // ── The pay link and the notes, full width ───────────────────────────────────────────────────────
  const section = (title: string, body: string, link?: string) => {
    doc.font('regular').fontSize(9);
    if (y + 16 + doc.heightOfString(body, { width: WIDTH }) > BOTTOM) newPage();
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
