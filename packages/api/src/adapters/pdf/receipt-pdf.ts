import { formatMoney } from '@daftari/format';
import { drawBusiness, type InvoiceBusiness } from './document-pdf.ts';
import { COLOR, formatDate, LEFT, PAGE, RIGHT, TOP, WIDTH } from './invoice-layout.ts';
import { createCanvas } from './pdf-canvas.ts';
import { a4Document } from './pdf-document.ts';
import { themeOf } from './pdf-theme.ts';

/** What a payment receipt shows (all amounts in the invoice's currency). */
export interface ReceiptPdfInput {
  business: InvoiceBusiness;
  number: string;
  /** The day the money was received (yyyy-MM-dd). */
  date: string;
  receivedFrom: string;
  amount: number;
  currency: string;
  /** `M-Pesa`, `Card (Paystack)`…: paymentMethodLabel. */
  method: string;
  /** The M-Pesa code or Paystack reference; null: none. */
  reference: string | null;
  invoice: { number: string; total: number; balanceAfter: number };
}

const label = (text: string) => ({
  text: text.toUpperCase(),
  options: { font: 'bold' as const, size: 8, color: COLOR.muted, characterSpacing: 0.5 },
});

/**
 * Renders a payment receipt as a one-page A4 PDF: the business (name, address, PIN), RECEIPT and its number,
 * who paid, the amount, how and with what reference, and the invoice it paid with the balance left.
 */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { business } = input;
  const money = (amount: number) => formatMoney(amount, input.currency);
  const { doc, done } = a4Document({
    Title: `Receipt ${input.number}`,
    Author: business.legal_name ?? business.name,
    Subject: `Receipt ${input.number} from ${business.legal_name ?? business.name}`,
  });
  const theme = themeOf(business.invoice_layout, business.accent_color);
  const canvas = createCanvas(doc, `Receipt ${input.number}`, theme);
  const { text, rule } = canvas;

  let leftY = drawBusiness(canvas, business);
  const heading = { font: 'bold', width: 200, align: 'right' } as const;
  let rightY = text('RECEIPT', RIGHT - 200, TOP, {
    ...heading,
    size: theme.headingSize,
    color: theme.accent,
  });
  rightY = text(input.number, RIGHT - 200, rightY + 2, { ...heading, size: 11 });

  let y = Math.max(leftY, rightY) + 14;
  rule(y);
  y += 14;

  const from = label('Received from');
  leftY = text(from.text, LEFT, y, from.options);
  leftY = text(input.receivedFrom, LEFT, leftY + 2, { font: 'bold', size: 11, width: 200 });
  rightY = y;
  const facts: [string, string][] = [
    ['Receipt number', input.number],
    ['Date', formatDate(input.date)],
    ['Method', input.method],
    ...(input.reference ? [['Reference', input.reference] as [string, string]] : []),
  ];
  for (const [name, value] of facts) {
    // Wide enough for a Paystack reference (28 characters) on one line.
    text(name, RIGHT - 280, rightY, { size: 9, color: COLOR.muted, width: 80 });
    rightY = text(value, RIGHT - 200, rightY, { size: 9, width: 200, align: 'right' }) + 3;
  }
  y = Math.max(leftY, rightY) + 18;

  doc.rect(LEFT, y, WIDTH, 44).fill(COLOR.headerFill);
  const received = label('Amount received');
  text(received.text, LEFT + 12, y + 8, received.options);
  text(money(input.amount), LEFT + 12, y + 20, { font: 'bold', size: 16, color: COLOR.accent, width: 300 });
  y += 62;

  const paid = label('Payment for');
  y = text(paid.text, LEFT, y, paid.options) + 6;
  const columns = [
    ['Invoice', input.invoice.number, 'left'],
    ['Invoice total', money(input.invoice.total), 'right'],
    ['This payment', money(input.amount), 'right'],
    ['Balance due', money(input.invoice.balanceAfter), 'right'],
  ] as const;
  const width = WIDTH / columns.length;
  columns.forEach(([name, value, align], index) => {
    const x = LEFT + index * width;
    text(name, x, y, { size: 8, color: COLOR.muted, width, align });
    text(value, x, y + 13, { size: 9.5, width, align, font: index === 3 ? 'bold' : 'regular' });
  });
  y += 32;
  rule(y);
  text('Thank you for your payment.', LEFT, y + 14, { size: 9, width: WIDTH });

  const footerY = PAGE.height - 44;
  doc.page.margins.bottom = 0;
  rule(footerY - 8);
  text(`${business.name} · Receipt ${input.number}`, LEFT, footerY, {
    size: 7.5,
    color: COLOR.muted,
    width: WIDTH,
    lineBreak: false,
  });
  doc.end();
  return done;
}
