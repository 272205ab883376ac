import type { EtimsStatus, InvoiceEtims } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import { etimsInvoices } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError, invalidField } from '../../http/errors.ts';

/** The stored status as answers name it: the table says `awaiting` where the contract says `pending`. */
export const answeredEtimsStatus = (stored: string): EtimsStatus =>
  stored === 'awaiting' ? 'pending' : (stored as EtimsStatus);

/** The answer's fields of a stored eTIMS sale (an invoice's or a credit note's). */
export function saleEtimsFields(
  row: Pick<
    typeof etimsInvoices.$inferSelect,
    | 'status'
    | 'receiptNumber'
    | 'cuInvoiceNumber'
    | 'signature'
    | 'receiptUrl'
    | 'internalData'
    | 'signedAt'
    | 'error'
  >,
): InvoiceEtims {
  return {
    status: answeredEtimsStatus(row.status),
    receipt_number: row.receiptNumber,
    cu_invoice_number: row.cuInvoiceNumber,
    signature: row.signature,
    receipt_url: row.receiptUrl,
    qr_url: row.receiptUrl,
    internal_data: row.internalData,
    signed_at: row.signedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** The invoice's eTIMS record for its answer; null when it was never sent to KRA. */
export async function invoiceEtims(
  db: Executor,
  accountId: number,
  invoiceId: string,
): Promise<InvoiceEtims | null> {
  const [row] = await db
    .select()
    .from(etimsInvoices)
    .where(and(eq(etimsInvoices.invoiceId, invoiceId), eq(etimsInvoices.accountId, accountId)));
  return row ? saleEtimsFields(row) : null;
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

/** The fields KRA received on a signed invoice (the project and notes are the business's own). */
export const FIELDS_KRA_HOLDS = ['contact_id', 'issue_date', 'due_date', 'currency'] as const;

/**
 * KRA holds a signed invoice as issued: its buyer, dates and currency change only through a credit note
 * (422 under the first such field asked to change).
 */
export async function assertFieldsNotSignedByKra(
  db: Executor,
  accountId: number,
  invoiceId: string,
  changing: readonly string[],
): Promise<void> {
  const field = changing.find((name) => (FIELDS_KRA_HOLDS as readonly string[]).includes(name));
  if (field === undefined) return;
  if ((await invoiceEtims(db, accountId, invoiceId))?.status === 'signed') {
    throw invalidField(
      field,
      'This invoice was signed by KRA eTIMS; its customer, dates and currency can no longer be changed. Issue a credit note instead.',
    );
  }
}

/**
 * An invoice sent to KRA cannot be voided: once signed it is issued and is corrected with a credit note;
 * while awaiting KRA the signing may be under way. One whose signing failed never reached KRA and may be.
 */
export async function assertVoidableAtKra(db: Executor, accountId: number, invoiceId: string): Promise<void> {
  const status = (await invoiceEtims(db, accountId, invoiceId))?.status;
  if (status === 'signed') {
    throw new HttpError(
      422,
      'This invoice was signed by KRA eTIMS, so it cannot be voided: issue a credit note for its full amount instead.',
    );
  }
  if (status === 'pending') {
    throw new HttpError(
      422,
      'This invoice is awaiting KRA eTIMS; once KRA has signed it, issue a credit note instead of voiding it.',
    );
  }
}
