import type { InvoiceItem } from '@daftari/contracts';
import { formatAmount } from '@daftari/format';
import {
  BOTTOM,
  CELL_PADDING,
  COLOR,
  COLUMNS,
  LEFT,
  percentText,
  priceFormat,
  quantityText,
  RIGHT,
  WIDTH,
} from './invoice-layout.ts';
import type { Canvas } from './pdf-canvas.ts';

/**
 * The items table from `y`, continued on further pages (its header repeated) only when it is long. Answers
 * the y below it.
 */
export function drawItems(canvas: Canvas, items: InvoiceItem[], top: number): number {
  const { doc, text, rule, newPage, theme } = canvas;
  let y = top;
  const tableHeader = () => {
    if (theme.tableFill) doc.rect(LEFT, y, WIDTH, 20).fill(theme.tableFill);
    else rule(y + 20, theme.accent);
    let x = LEFT;
    for (const column of COLUMNS) {
      text(column.label.toUpperCase(), x + CELL_PADDING, y + 6, {
        font: 'bold',
        size: 7.5,
        color: theme.tableText,
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
        lineBreak: false,
      });
      x += column.width;
    }
    y += 20;
  };

  tableHeader();
  if (items.length === 0) {
    text('No items', LEFT + CELL_PADDING, y + 6, { size: 9, color: COLOR.muted });
    y += 22;
    rule(y);
  }
  for (const item of items) {
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
      y = newPage();
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
  return y;
}

/** A row of the totals: label, formatted amount, and `strong` (the total) or `accent` (what is due). */
export type TotalRow = [label: string, value: string, style?: 'strong' | 'accent'];

/** The totals (right) beside the payment details (left), kept together on one page. Answers the y below. */
export function drawTotals(
  { doc, text, rule, newPage, theme }: Canvas,
  totals: TotalRow[],
  payment: string[],
  top: number,
): number {
  const paymentWidth = 220;
  doc.font('regular').fontSize(9);
  const paymentHeight =
    payment.length === 0
      ? 0
      : 14 + payment.reduce((sum, line) => sum + doc.heightOfString(line, { width: paymentWidth }) + 2, 0);
  const blockHeight = Math.max(totals.length * 17, paymentHeight);
  let y = top;
  if (y + 14 + blockHeight > BOTTOM) y = newPage();
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
    if (style === 'accent' && theme.balanceFill) doc.rect(totalsLeft, y - 4, 240, 19).fill(theme.balanceFill);
    const font = style ? 'bold' : 'regular';
    const color = style === 'accent' ? theme.balanceText : COLOR.text;
    text(label, totalsLeft + CELL_PADDING, y, { font, size: 9.5, color, width: 110 });
    text(value, totalsLeft + 110, y, { font, size: 9.5, color, width: 130 - CELL_PADDING, align: 'right' });
    y += 17;
  }
  return blockTop + blockHeight + 16;
}
