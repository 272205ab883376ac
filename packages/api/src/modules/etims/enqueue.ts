import { and, eq } from 'drizzle-orm';
import { allocateNumber, type NumberingScope } from '../../db/numbering.ts';
import { etimsInvoices, invoices } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { etimsSettingsRow } from './settings.ts';

/** The account's eTIMS receipt numbers (`invcNo`): gapless, separate from the invoice numbers. */
export const ETIMS_RECEIPT_SCOPE: NumberingScope = { scope: 'etims_receipt', prefix: 'ETR' };

/**
 * An invoice leaving draft on an account with eTIMS on and initialized: in the caller's transaction, it takes
 * the next receipt number (so numbers follow the order invoices were issued in, and a rolled-back issue gives
 * its number back) and the `etims_sale` job that has the control unit sign it. Once per invoice; never for an
 * invoice brought forward from the previous tool.
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
  const { value } = await allocateNumber(tx, accountId, ETIMS_RECEIPT_SCOPE);
  await tx.insert(etimsInvoices).values({ invoiceId, accountId, receiptNumber: value });
  await enqueueJob(tx, {
    accountId,
    kind: 'etims_sale',
    key: invoiceId,
    payload: { invoice_id: invoiceId },
    summary: `KRA eTIMS receipt ${value} for invoice ${invoice.number}`,
    runAt: new Date(),
  });
}
