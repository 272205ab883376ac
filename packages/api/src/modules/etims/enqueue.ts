import { DEFAULT_KRA_CREDIT_REASON, KRA_CREDIT_REASONS, type KraCreditReason } from '@daftari/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { creditNoteItems, etimsCreditNotes, etimsInvoices, invoiceItems, invoices } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { HttpError, invalidField } from '../../http/errors.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { KraLineError, kraLines, type StoredLine } from './sale-lines.ts';
import { etimsSettingsRow } from './settings.ts';

/** 422 with what KRA cannot take of the lines (a quantity with 3 decimals, a discount line alone), before anything is sent. */
function assertKraTakes(lines: StoredLine[]): void {
  try {
    kraLines(lines);
  } catch (error) {
    if (error instanceof KraLineError) throw new HttpError(422, error.message);
    throw error;
  }
}

/**
 * An invoice leaving draft on an account with eTIMS on and initialized: in the caller's transaction, the
 * `etims_sale` job that has the control unit sign it (its receipt number is taken when it is sent). Refused
 * (422) when KRA could not take its lines. Once per invoice; never for an invoice brought forward from the
 * previous tool.
 */
export async function queueEtimsSale(tx: Tx, accountId: number, invoiceId: string): Promise<void> {
  const settings = await etimsSettingsRow(tx, accountId);
  if (!settings?.enabled || !settings.communicationKey) return;
  const [queued] = await tx
    .select({ id: etimsInvoices.invoiceId })
    .from(etimsInvoices)
    .where(eq(etimsInvoices.invoiceId, invoiceId));
  if (queued) return;
  const [invoice] = await tx
    .select({ number: invoices.invoiceNumber, openingBalanceOn: invoices.openingBalanceOn })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
  // A balance brought forward was issued (and signed, if at all) by the previous tool.
  if (!invoice || invoice.openingBalanceOn) return;
  assertKraTakes(
    await tx
      .select()
      .from(invoiceItems)
      .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(invoiceItems.accountId, accountId)))
      .orderBy(asc(invoiceItems.position)),
  );
  await tx.insert(etimsInvoices).values({ invoiceId, accountId });
  await enqueueJob(tx, {
    accountId,
    kind: 'etims_sale',
    key: invoiceId,
    payload: { invoice_id: invoiceId },
    summary: `KRA eTIMS receipt for invoice ${invoice.number}`,
    runAt: new Date(),
  });
}

/** The job key of a credit note's signing (the `etims_sale` jobs of invoices are keyed by the invoice id). */
export const creditNoteJobKey = (creditNoteId: number) => `credit_note:${creditNoteId}`;

/**
 * A credit note issued on an invoice that went to eTIMS: in the caller's transaction, the `etims_sale` job that
 * has it signed as receipt type R, with KRA's reason (`refund` unless chosen). Refused (422) when the invoice's signing
 * failed: KRA has no receipt to credit, so the owner retries that signing first (or voids the invoice). An
 * invoice still awaiting KRA is fine: the credit note's job waits for it. An invoice issued before eTIMS was
 * on has nothing at KRA to refer to, so its credit notes are not sent either.
 */
export async function queueEtimsCreditNote(
  tx: Tx,
  accountId: number,
  credit: { id: number; number: string; invoiceId: string; kraReason: KraCreditReason | undefined },
): Promise<void> {
  const settings = await etimsSettingsRow(tx, accountId);
  if (!settings?.enabled || !settings.communicationKey) return;
  const [original] = await tx
    .select({ status: etimsInvoices.status })
    .from(etimsInvoices)
    .where(and(eq(etimsInvoices.invoiceId, credit.invoiceId), eq(etimsInvoices.accountId, accountId)));
  if (!original) return;
  if (original.status === 'failed') {
    throw invalidField(
      'invoice_id',
      'KRA eTIMS did not sign this invoice, so it cannot be credited yet: retry its signing (background work) or void it.',
    );
  }
  assertKraTakes(
    await tx
      .select()
      .from(creditNoteItems)
      .where(and(eq(creditNoteItems.creditNoteId, credit.id), eq(creditNoteItems.accountId, accountId)))
      .orderBy(asc(creditNoteItems.position), asc(creditNoteItems.id)),
  );
  await tx.insert(etimsCreditNotes).values({
    creditNoteId: credit.id,
    accountId,
    reasonCode: KRA_CREDIT_REASONS[credit.kraReason ?? DEFAULT_KRA_CREDIT_REASON],
  });
  await enqueueJob(tx, {
    accountId,
    kind: 'etims_sale',
    key: creditNoteJobKey(credit.id),
    payload: { credit_note_id: credit.id },
    summary: `KRA eTIMS receipt for credit note ${credit.number}`,
    runAt: new Date(),
  });
}
