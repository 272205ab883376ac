import { formatMoney } from '@daftari/format';
import { drawBusiness, type InvoiceBusiness } from './document-pdf.ts';
import { COLOR, formatDate, LEFT, PAGE, RIGHT, TOP, WIDTH } from './invoice-layout.ts';
import { createCanvas } from './pdf-canvas.ts';
import { a4Document } from './pdf-document.ts';
import { themeOf } from './pdf-theme.ts';

/**
 * The words of each kind: a customer's receipt for money received, or the payment advice the business sends
 * its supplier for a bill it paid.
 */
const WORDING = {
  receipt: {
    title: 'Receipt',
    party: 'Received from',
    amount: 'Amount received',
    document: 'Invoice',
    thanks: 'Thank you for your payment.',
  },
  advice: {
    title: 'Payment advice',
    party: 'Paid to',
    amount: 'Amount paid',
    document: 'Bill',
    thanks: 'This advice confirms the payment of your bill above.',
  },
} as const;

/** What a payment receipt or advice shows (all amounts in the document's currency). */
export interface ReceiptPdfInput {
  /** Left out: a receipt. */
  kind?: keyof typeof WORDING;
  business: InvoiceBusiness;
  /** The receipt's number; null: a payment advice, which has none of its own (its bill's number names it). */
  number: string | null;
  /** The day the money was received (yyyy-MM-dd). */
  date: string;
  /** The customer who paid, or the supplier paid. */
  receivedFrom: string;
  amount: number;
  currency: string;
  /** `M-Pesa`, `Card (Paystack)`…: paymentMethodLabel. */
  method: string;
  /** The M-Pesa code or Paystack reference; null: none. */
  reference: string | null;
  /** The invoice (or bill) paid, its total and what was left on it once this payment was taken off. */
  invoice: { number: string; total: number; balanceAfter: number };
}

const label = (text: string) => ({
  text: text.toUpperCase(),
  options: { font: 'bold' as const, size: 8, color: COLOR.muted, characterSpacing: 0.5 },
});

/**
 * Renders a payment receipt (or advice) as a one-page A4 PDF: the business (name, address, PIN), RECEIPT and
 * its number (PAYMENT ADVICE and the bill's), who paid or was paid, the amount, how and with what reference,
 * and the invoice or bill it paid with the balance left.
 */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { business } = input;
  const words = WORDING[input.kind ?? 'receipt'];
  const money = (amount: number) => formatMoney(amount, input.currency);
  const name = `${words.title} ${input.number ?? `${words.document.toLowerCase()} ${input.invoice.number}`}`;
  const { doc, done } = a4Document({
    Title: name,
    Author: business.legal_name ?? business.name,
    Subject: `${name} from ${business.legal_name ?? business.name}`,
  });
  const theme = themeOf(business.invoice_layout, business.accent_color);
  const canvas = createCanvas(doc, name, theme);
  const { text, rule } = canvas;

  let leftY = drawBusiness(canvas, business);
  const heading = { font: 'bold', width: 200, align: 'right' } as const;
  let rightY = text(words.title.toUpperCase(), RIGHT - 200, TOP, {
    ...heading,
    size: theme.headingSize,
    color: theme.accent,
  });
  rightY = text(input.number ?? `${words.document} ${input.invoice.number}`, RIGHT - 200, rightY + 2, {
    ...heading,
    size: 11,
  });

  let y = Math.max(leftY, rightY) + 14;
  rule(y);
  y += 14;

  const from = label(words.party);
  leftY = text(from.text, LEFT, y, from.options);
  leftY = text(input.receivedFrom, LEFT, leftY + 2, { font: 'bold', size: 11, width: 200 });
  rightY = y;
  const facts: [string, string][] = [
    ...(input.number ? [['Receipt number', input.number] as [string, string]] : []),
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
  const received = label(words.amount);
  text(received.text, LEFT + 12, y + 8, received.options);
  text(money(input.amount), LEFT + 12, y + 20, { font: 'bold', size: 16, color: COLOR.accent, width: 300 });
  y += 62;

  const paid = label('Payment for');
  y = text(paid.text, LEFT, y, paid.options) + 6;
  const columns = [
    [words.document, input.invoice.number, 'left'],
    [`${words.document} total`, money(input.invoice.total), 'right'],
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
  text(words.thanks, LEFT, y + 14, { size: 9, width: WIDTH });

  const footerY = PAGE.height - 44;
  doc.page.margins.bottom = 0;
  rule(footerY - 8);
  text(`${business.name} · ${name}`, LEFT, footerY, {
    size: 7.5,
    color: COLOR.muted,
    width: WIDTH,
    lineBreak: false,
  });
  doc.end();
  return done;
}
