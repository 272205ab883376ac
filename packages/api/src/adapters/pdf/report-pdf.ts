import { BOTTOM, CELL_PADDING, COLOR, LEFT, TOP, WIDTH } from './invoice-layout.ts';
import { createCanvas } from './pdf-canvas.ts';
import { a4Document } from './pdf-document.ts';

/** A table as a report prints it: cells already as text; `total` rows in bold above a rule. */
export interface PdfReportTable {
  title: string;
  businessName: string;
  period: string;
  columns: { label: string; align: 'left' | 'right' }[];
  rows: { cells: string[]; total?: boolean }[];
}

/**
 * The last left-aligned column (the account, contact or description) takes what the others leave; the others
 * share the rest, 60 to 90 points each.
 */
function columnWidths(columns: PdfReportTable['columns']): number[] {
  if (columns.length <= 1) return [WIDTH];
  const other = Math.max(60, Math.min(90, (WIDTH * 0.6) / (columns.length - 1)));
  const flexible = Math.max(0, columns.map((column) => column.align).lastIndexOf('left'));
  return columns.map((_, index) => (index === flexible ? WIDTH - other * (columns.length - 1) : other));
}

/**
 * Renders any report as an A4 PDF in the embedded DejaVu Sans (as the invoice PDF): the title, the business's
 * name and the period, then the table, its header repeated on each further page.
 */
export function renderReportPdf(table: PdfReportTable): Promise<Buffer> {
  const { doc, done } = a4Document({ Title: table.title, Author: table.businessName });
  const { text, rule, newPage } = createCanvas(doc, table.title);
  const widths = columnWidths(table.columns);

  let y = text(table.title, LEFT, TOP, { font: 'bold', size: 16 }) + 2;
  y = text(table.businessName, LEFT, y, { size: 10 }) + 1;
  y = text(table.period, LEFT, y, { size: 9, color: COLOR.muted }) + 12;

  const row = (cells: string[], options: { font: 'regular' | 'bold'; size: number; color?: string }) => {
    doc.font(options.font).fontSize(options.size);
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * CELL_PADDING }),
        ),
      ) + 8;
    if (y + height > BOTTOM) {
      y = newPage();
      header();
    }
    let x = LEFT;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      text(cell, x + CELL_PADDING, y + 4, {
        ...options,
        width: width - 2 * CELL_PADDING,
        align: table.columns[index]?.align ?? 'left',
      });
      x += width;
    });
    y += height;
  };
  const header = () => {
    doc.rect(LEFT, y, WIDTH, 18).fill(COLOR.headerFill);
    row(
      table.columns.map((column) => column.label.toUpperCase()),
      { font: 'bold', size: 7.5, color: COLOR.muted },
    );
  };

  header();
  for (const { cells, total } of table.rows) {
    if (total) rule(y);
    row(cells, { font: total ? 'bold' : 'regular', size: 9 });
  }
  rule(y);
  doc.end();
  return done;
}
