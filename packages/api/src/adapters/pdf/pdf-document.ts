import PDFDocument from 'pdfkit';
import { invoiceFonts } from './fonts.ts';
import { BOTTOM, LEFT, PAGE, RIGHT, TOP } from './invoice-layout.ts';

/**
 * An A4 document with the house margins, in the embedded DejaVu Sans (`regular` and `bold`), and the bytes it
 * ends with (`done`, once `doc.end()` is called).
 */
export function a4Document(info: PDFKit.DocumentInfo, options: { bufferPages?: boolean } = {}) {
  const fonts = invoiceFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: TOP, bottom: PAGE.height - BOTTOM, left: LEFT, right: PAGE.width - RIGHT },
    ...options,
    // Not the built-in Helvetica (Latin-1 only, and pdfkit would load it for nothing): DejaVu is set below.
    font: null as unknown as string,
    info: { ...info, Creator: 'Daftari' },
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
  return { doc, done };
}
