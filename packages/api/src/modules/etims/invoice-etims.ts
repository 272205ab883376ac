import type { InvoiceEtims } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import { etimsInvoices } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';

/** The invoice's eTIMS record for its answer; undefined when it was never sent to KRA. */
export async function invoiceEtims(
  db: Executor,
  accountId: number,
  invoiceId: string,
): Promise<InvoiceEtims | undefined> {
  const [row] = await db
    .select()
    .from(etimsInvoices)
    .where(and(eq(etimsInvoices.invoiceId, invoiceId), eq(etimsInvoices.accountId, accountId)));
  if (!row) return undefined;
  return {
    status: row.status as InvoiceEtims['status'],
    receipt_number: row.receiptNumber,
    cu_invoice_number: row.cuInvoiceNumber,
    signature: row.signature,
    signed_at: row.signedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** KRA holds a signed invoice's lines: they change only through a credit note. */
export async function assertNotSignedByKra(
  db: Executor,
  accountId: number,
  invoiceId: string,
): Promise<void> {
  if ((await invoiceEtims(db, accountId, invoiceId))?.status === 'signed') {
    throw new HttpError(
      422,
      'This invoice was signed by KRA eTIMS; its items can no longer be changed. Issue a credit note instead.',
    );
  }
}
