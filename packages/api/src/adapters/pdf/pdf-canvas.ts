import { COLOR, LEFT, RIGHT, TOP } from './invoice-layout.ts';
import { type Theme, themeOf } from './pdf-theme.ts';

export type TextOptions = PDFKit.Mixins.TextOptions & {
  font?: 'regular' | 'bold';
  size?: number;
  color?: string;
};

/** The drawing helpers every part of a document shares, over one pdfkit document. */
export interface Canvas {
  doc: PDFKit.PDFDocument;
  /** The document's layout and accent. */
  theme: Theme;
  /** Sets `value` at (x, y) in the `regular` or `bold` font; answers the y below it. */
  text(value: string, x: number, y: number, options?: TextOptions): number;
  /** A thin horizontal line at y. */
  rule(y: number, color?: string, x1?: number, x2?: number): void;
  /** Starts a page headed `{title} (continued)`; answers the y its content starts at. */
  newPage(): number;
}

export function createCanvas(doc: PDFKit.PDFDocument, title: string, theme: Theme = themeOf()): Canvas {
  const text = (value: string, x: number, y: number, options: TextOptions = {}) => {
    const { font = 'regular', size = 9, color = COLOR.text, ...rest } = options;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, x, y, { lineBreak: true, ...rest });
    return doc.y;
  };
  return {
    doc,
    theme,
    text,
    rule: (y, color = COLOR.line, x1 = LEFT, x2 = RIGHT) => {
      doc.moveTo(x1, y).lineTo(x2, y).lineWidth(0.75).strokeColor(color).stroke();
    },
    newPage: () => {
      doc.addPage();
      return text(`${title} (continued)`, LEFT, TOP, { size: 8, color: COLOR.muted }) + 10;
    },
  };
}
