import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/**
 * DejaVu Sans (the `dejavu-fonts-ttf` package: TrueType files, free licence), embedded in every PDF. PDF's
 * standard Helvetica only knows Latin-1 (WinAnsi), so "Ñandú" survives but '€' barely and '₦', 'ŋ', Cyrillic
 * or Greek turn to garbage; DejaVu Sans covers Latin (all of Europe and Africa's Latin scripts), Greek,
 * Cyrillic and the currency signs. pdfkit embeds only the glyphs a document uses (a subset), so a PDF stays
 * small. The files are read and parsed once per process, on first use.
 */
export interface InvoiceFonts {
  regular: PDFKit.Mixins.PDFFontSource;
  bold: PDFKit.Mixins.PDFFontSource;
}

let fonts: InvoiceFonts | undefined;

/**
 * The font of `file` as pdfkit parsed it (its fontkit font), which pdfkit takes wherever it takes a file.
 * Given the file, every document parses the whole font again, which was most of the time of rendering an
 * invoice; the parsed font is only read by the documents (each makes its own subset of it).
 */
function parsed(file: Buffer): PDFKit.Mixins.PDFFontSource {
  const doc = new PDFDocument({ font: null as unknown as string });
  doc.font(file);
  const font = (doc as unknown as { _font: { font: PDFKit.Mixins.PDFFontSource } })._font.font;
  doc.end();
  return font;
}

export function invoiceFonts(): InvoiceFonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const load = (file: string) => parsed(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
    fonts = { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}
