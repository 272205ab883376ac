import type { PublicInvoiceEtims } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { taxSummary } from '../../adapters/etims/tax-summary.ts';
import { etimsInvoices, invoiceItems } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { isUuid } from '../../http/ids.ts';

/** The path of the QR code image of a signed invoice's KRA receipt check (served by the public routes). */
export const kraQrCodePath = (invoiceId: string) => `/api/public/invoices/${invoiceId}/kra-qr.svg`;

async function signedRecord(db: Executor, invoiceId: string) {
  if (!isUuid(invoiceId)) return undefined;
  const [row] = await db
    .select()
    .from(etimsInvoices)
    .where(and(eq(etimsInvoices.invoiceId, invoiceId.toLowerCase()), eq(etimsInvoices.status, 'signed')));
  return row?.cuInvoiceNumber && row.signature && row.signedAt && row.receiptUrl ? row : undefined;
}

/** What the pay page shows of an invoice KRA signed (public: the account's own check is its caller's). */
export async function publicInvoiceEtims(
  db: Executor,
  accountId: number,
  invoiceId: string,
): Promise<PublicInvoiceEtims | undefined> {
  const row = await signedRecord(db, invoiceId);
  if (!row || row.accountId !== accountId) return undefined;
  const lines = await db
    .select()
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, row.invoiceId), eq(invoiceItems.accountId, accountId)));
  return {
    cu_invoice_number: row.cuInvoiceNumber!,
    signature: row.signature!,
    signed_at: row.signedAt!.toISOString(),
    receipt_url: row.receiptUrl!,
    qr_code_path: kraQrCodePath(row.invoiceId),
    taxes: taxSummary(
      lines.map((line) => ({
        tax_rate: Number(line.taxRate),
        tax_category: line.taxCategory,
        subtotal: Number(line.subtotal),
        discount_amount: Number(line.discountAmount),
        tax_amount: Number(line.taxAmount),
      })),
    ),
  };
}

/** The QR code (SVG) of a signed invoice's KRA receipt check; undefined when the invoice is not signed. */
export async function kraQrCodeSvg(db: Executor, invoiceId: string): Promise<string | undefined> {
  const row = await signedRecord(db, invoiceId);
  return row ? renderSVG(row.receiptUrl!, { ecc: 'M', border: 2, pixelSize: 4 }) : undefined;
}
