import type { InvoiceEtims } from '@daftari/contracts';
import { encode } from 'uqr';
import type { TaxSummaryRow } from '../etims/tax-summary.ts';
import { BOTTOM, COLOR, LEFT, RIGHT } from './invoice-layout.ts';
import type { Canvas } from './pdf-canvas.ts';

/** What a document sent to KRA eTIMS shows: its eTIMS record and its tax summary per tax type. */
export interface KraBlock {
  etims: InvoiceEtims;
  taxes: TaxSummaryRow[];
  money: (amount: number) => string;
}

const QR_SIZE = 84;
/** Where the tax summary starts; the facts beside the QR code wrap before it. */
const TAX_X = RIGHT - 200;

/** The control unit's time as KRA prints it: Nairobi (UTC+3 all year). */
const nairobiTime = (iso: string) =>
  `${new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().replace('T', ' ').slice(0, 19)} EAT`;

/** `url` as a QR code of `size` points at (x, y), drawn as vector squares (crisp at any zoom and in print). */
function drawQrCode(canvas: Canvas, url: string, x: number, y: number, size: number): void {
  const { data } = encode(url, { ecc: 'M', border: 0 });
  const module = size / data.length;
  canvas.doc.save().fillColor('#000000');
  data.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (dark) canvas.doc.rect(x + c * module, y + r * module, module, module);
    });
  });
  canvas.doc.fill().restore();
}

/**
 * The KRA eTIMS block below the totals: once signed, the QR code of KRA's receipt check, the CU invoice
 * number, the receipt number, the signature and time, and the tax summary per tax type; before that, that it
 * awaits KRA (or KRA's message when the signing failed). Answers the y below it.
 */
export function drawKraBlock(canvas: Canvas, { etims, taxes, money }: KraBlock, top: number): number {
  const { text } = canvas;
  let y = top + 4 + QR_SIZE + 12 > BOTTOM ? canvas.newPage() : top + 4;
  y = text('KRA ETIMS', LEFT, y, { font: 'bold', size: 8, color: COLOR.muted, characterSpacing: 0.5 }) + 4;
  if (etims.status !== 'signed') {
    const note =
      etims.status === 'failed'
        ? `Not signed by KRA eTIMS: ${etims.error ?? 'the signing failed'}`
        : etims.receipt_number === null
          ? 'Awaiting KRA eTIMS signature'
          : `Awaiting KRA eTIMS signature (receipt ${etims.receipt_number})`;
    return text(note, LEFT, y, { size: 9, width: RIGHT - LEFT }) + 12;
  }
  if (etims.receipt_url) drawQrCode(canvas, etims.receipt_url, LEFT, y, QR_SIZE);
  const factsX = LEFT + QR_SIZE + 14;
  let factsY = y;
  for (const [label, value] of [
    ['CU invoice number', etims.cu_invoice_number ?? ''],
    ['Receipt number', String(etims.receipt_number)],
    ['Signature', etims.signature ?? ''],
    ['Signed', etims.signed_at ? nairobiTime(etims.signed_at) : ''],
  ] as const) {
    text(label, factsX, factsY, { size: 8, color: COLOR.muted, width: 80 });
    factsY = text(value, factsX + 80, factsY, { size: 8, width: TAX_X - 8 - (factsX + 80) }) + 2;
  }
  let taxY = y;
  const columns = [TAX_X, RIGHT - 140, RIGHT - 70] as const;
  for (const [index, heading] of ['Tax type', 'Taxable', 'VAT'].entries()) {
    text(heading, columns[index]!, taxY, {
      font: 'bold',
      size: 8,
      width: index === 0 ? 60 : 70,
      align: index === 0 ? 'left' : 'right',
    });
  }
  taxY += 12;
  for (const row of taxes) {
    text(row.label, columns[0], taxY, { size: 8, width: 60 });
    text(money(row.taxable), columns[1], taxY, { size: 8, width: 70, align: 'right' });
    taxY = text(money(row.tax), columns[2], taxY, { size: 8, width: 70, align: 'right' }) + 2;
  }
  return Math.max(y + QR_SIZE, factsY, taxY) + 14;
}
