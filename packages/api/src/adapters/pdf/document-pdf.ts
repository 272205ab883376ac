import { type Account, contactLabel, type Invoice, type InvoiceItem } from '@daftari/contracts';
import { BOTTOM, COLOR, LEFT, PAGE, present, RIGHT, TOP, WIDTH } from './invoice-layout.ts';
import { drawItems, drawTotals, type TotalRow } from './invoice-table.ts';
import { drawKraBlock, type KraBlock } from './kra-block.ts';
import { type Canvas, createCanvas } from './pdf-canvas.ts';
import { a4Document } from './pdf-document.ts';
import { themeOf } from './pdf-theme.ts';

/** The business as its invoices show it: the account's name, address, tax PIN, where to pay and its logo. */
export type InvoiceBusiness = Pick<
  Account,
  | 'name'
  | 'legal_name'
  | 'trading_name'
  | 'address'
  | 'vat_registered'
  | 'till'
  | 'payment_instructions'
  | 'invoice_layout'
  | 'accent_color'
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
> & {
  /** A PNG or JPEG pdfkit can draw (checked when it was uploaded). */
  logo?: Buffer | null;
  /** The business's footer line (its document settings), at the foot of the last page; null: none. */
  footer?: string | null;
};

/** The logo's box at the top left, in points. */
const LOGO_BOX: [number, number] = [150, 56];

/** The business's name, address and PIN under its logo, as its documents print them. */
export function businessLines(business: InvoiceBusiness): { name: string; lines: string[] } {
  const name = business.legal_name ?? business.name;
  const address = business.address;
  return {
    name,
    lines: present(
      business.trading_name && business.trading_name !== name ? `Trading as ${business.trading_name}` : null,
      business.address_line1,
      business.address_line2,
      present(present(business.city, address?.postal_code).join(' '), address?.state, business.country).join(
        ', ',
      ),
      business.phone,
      business.email,
      business.tax_pin ? `KRA PIN: ${business.tax_pin}` : null,
    ),
  };
}

/** A labelled value of the facts block (right of the customer); `strong` sets it in bold. */
export type Fact = [label: string, value: string, strong?: boolean];

/**
 * The top left of a document's first page: the layout's band, the logo, the business's name and its lines.
 * Answers the y below them.
 */
export function drawBusiness({ doc, text, theme }: Canvas, business: InvoiceBusiness): number {
  if (theme.band) doc.rect(0, 0, PAGE.width, 10).fill(theme.accent);
  let y = TOP;
  if (business.logo) {
    doc.image(business.logo, LEFT, TOP, { fit: LOGO_BOX });
    y += LOGO_BOX[1] + 8;
  }
  const seller = businessLines(business);
  y = text(seller.name, LEFT, y, { font: 'bold', size: 16, width: 300 }) + 2;
  for (const line of seller.lines) y = text(line, LEFT, y, { size: 9, color: COLOR.muted, width: 300 });
  return y;
}

/**
 * The business's own footer text, centred at the foot of the last page's content (under what the page holds
 * already, on a new page when it does not fit there).
 */
function drawFooterText({ doc, text, newPage }: Canvas, footer: string, y: number): void {
  const options = { size: 8, color: COLOR.muted, width: WIDTH, align: 'center' } as const;
  const height = doc.font('regular').fontSize(options.size).heightOfString(footer, options);
  const top = y + height > BOTTOM ? newPage() : y;
  text(footer, LEFT, Math.max(top, BOTTOM - height), options);
}

/** What a document PDF shows: an invoice or a credit note (see invoice-pdf.ts, credit-note-pdf.ts). */
export interface DocumentPdfInput {
  business: InvoiceBusiness;
  /** `Invoice`, `Credit note`: the metadata, the footer and the continued-page heading. */
  kind: string;
  /** The heading at the top right: `INVOICE`, `CREDIT NOTE`. */
  heading: string;
  number: string;
  status: { text: string; alert: boolean };
  contact: Invoice['contact'];
  facts: Fact[];
  items: InvoiceItem[];
  totals: TotalRow[];
  /** How to pay (bank, M-Pesa), beside the totals; empty: nothing. */
  payment: string[];
  /** Full-width sections below the totals (a pay link, notes, a reason). */
  sections: { title: string; body: string; link?: string }[];
  /** The KRA eTIMS block (below the totals) of a document sent to KRA. */
  kra?: KraBlock | undefined;
}

/**
 * Renders a document as an A4 PDF: business, customer, the document's facts, the items table (continued on
 * further pages only when it is long), totals, payment details and sections. Text is set in the embedded
 * DejaVu Sans, so any Latin, Greek or Cyrillic text and the currency signs print as typed.
 */
export function renderDocumentPdf(input: DocumentPdfInput): Promise<Buffer> {
  const { business, kind, number } = input;
  const { doc, done } = a4Document(
    {
      Title: `${kind} ${number}`,
      Author: business.legal_name ?? business.name,
      Subject: `${kind} ${number} from ${business.legal_name ?? business.name}`,
    },
    { bufferPages: true },
  );
  const theme = themeOf(business.invoice_layout, business.accent_color);
  const canvas = createCanvas(doc, `${kind} ${number}`, theme);
  const { text, rule, newPage } = canvas;

  // ── Header: the logo and the business on the left, the heading and the number on the right ────────
  let leftY = drawBusiness(canvas, business);

  let rightY = text(input.heading, RIGHT - 220, TOP, {
    font: 'bold',
    size: theme.headingSize,
    color: theme.accent,
    width: 220,
    align: 'right',
  });
  rightY = text(number, RIGHT - 200, rightY + 2, { font: 'bold', size: 11, width: 200, align: 'right' });
  rightY = text(input.status.text, RIGHT - 200, rightY + 2, {
    size: 9,
    color: input.status.alert ? '#b91c1c' : COLOR.muted,
    width: 200,
    align: 'right',
  });

  let y = Math.max(leftY, rightY) + 14;
  rule(y);
  y += 14;

  // ── Bill to (left) and the document's facts (right) ───────────────────────────────────────────────
  const contact = input.contact;
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
    contact.kra_pin ? `KRA PIN: ${contact.kra_pin}` : null,
  );
  for (const line of contactLines) leftY = text(line, LEFT, leftY + 1, { size: 9, width: 260 });

  rightY = y;
  for (const [label, value, strong] of input.facts) {
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
  y = drawItems(canvas, input.items, y);
  y = drawTotals(canvas, input.totals, input.payment, y);
  if (input.kra) y = drawKraBlock(canvas, input.kra, y);

  // ── Sections, full width ────────────────────────────────────────────────────────────────────────
  for (const { title, body, link } of input.sections) {
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
  }

  if (business.footer) drawFooterText(canvas, business.footer, y);

  // ── Footer on every page ─────────────────────────────────────────────────────────────────────────
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    // Writing below the bottom margin would start a new page; lift the margin while the footer is set.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const footerY = PAGE.height - 44;
    rule(footerY - 8);
    text(`${business.name} · ${kind} ${number}`, LEFT, footerY, {
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
