import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * DejaVu Sans (the `dejavu-fonts-ttf` package: TrueType files, free licence), embedded in every PDF. PDF's
 * standard Helvetica only knows Latin-1 (WinAnsi), so "Ñandú" survives but '€' barely and '₦', 'ŋ', Cyrillic
 * or Greek turn to garbage; DejaVu Sans covers Latin (all of Europe and Africa's Latin scripts), Greek,
 * Cyrillic and the currency signs. pdfkit embeds only the glyphs a document uses (a subset), so a PDF stays
 * small. The files are read once per process, on first use.
 */
export interface InvoiceFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: InvoiceFonts | undefined;

export function invoiceFonts(): InvoiceFonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const load = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    fonts = { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  }
  return fonts;
}
