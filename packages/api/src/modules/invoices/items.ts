import type { Invoice } from '@daftari/contracts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { mergeUpdate } from '../../http/merge.ts';
import { assertNotSignedByKra } from '../etims/index.ts';
import { postInvoice } from '../ledger/index.ts';
import {
  type AddSalesLines,
  addLines,
  deleteLine,
  invoiceIsVoid,
  invoiceItemNotFound,
  invoiceLines,
  lineFields,
  recomputeInvoice,
  type SalesLinePatch,
  updateLine,
} from '../sales-documents/index.ts';
import { getInvoice } from './queries.ts';
import { actionsOf, invoiceTransaction, type LockedInvoice, lockInvoice } from './writes.ts';

/**
 * Items of a paid invoice are fixed (its payments settled exactly that total), and so are a void or credited
 * one's (its credit notes were drawn from them), and a balance brought forward's (its one line is what was
 * owed on the switching date; anything sold since is a new invoice).
 */
function assertItemsEditable(invoice: LockedInvoice): void {
  if (actionsOf(invoice).addItems) return;
  if (invoice.openingBalanceOn) {
    throw new HttpError(
      422,
      'This invoice is a balance brought forward from your previous tool; its items cannot be changed.',
    );
  }
  if (invoice.status === 'paid') {
    throw new HttpError(422, 'This invoice is paid; its items can no longer be changed.');
  }
  if (invoice.status === 'void') throw invoiceIsVoid();
  throw new HttpError(422, 'This invoice has credit notes; its items can no longer be changed.');
}

/**
 * Writes to one invoice's items: lock the invoice, check, change, recompute, re-post a sent invoice's entry;
 * then answer the invoice.
 */
async function changeItems(
  db: Db,
  accountId: number,
  invoiceId: string,
  change: (tx: Tx, invoice: LockedInvoice) => Promise<void>,
): Promise<Invoice> {
  await invoiceTransaction(db, async (tx) => {
    const invoice = await lockInvoice(tx, accountId, invoiceId);
    assertItemsEditable(invoice);
    await assertNotSignedByKra(tx, accountId, invoiceId);
    await change(tx, invoice);
    await recomputeInvoice(tx, accountId, invoiceId);
    if (invoice.status !== 'draft') await postInvoice(tx, accountId, invoiceId);
  });
  return getInvoice(db, accountId, invoiceId);
}

/**
 * POST /invoices/{id}/add_items: appends the lines after the last one. With `save_to_price_list` each line
 * also goes on the price list, unless one with the same description, unit and unit price is there already.
 */
export function addInvoiceItems(
  db: Db,
  accountId: number,
  invoiceId: string,
  request: AddSalesLines,
): Promise<Invoice> {
  return changeItems(db, accountId, invoiceId, async (tx) => {
    await addLines(tx, invoiceLines, accountId, invoiceId, request);
  });
}

/** PUT /invoices/{id}/items/{itemId}: the sent fields over the line's (mergeUpdate), its amounts recomputed. */
export function updateInvoiceItem(
  db: Db,
  accountId: number,
  invoiceId: string,
  itemId: number,
  patch: SalesLinePatch,
): Promise<Invoice> {
  return changeItems(db, accountId, invoiceId, async (tx) => {
    const current = await lineFields(tx, invoiceLines, accountId, invoiceId, itemId);
    if (!current) throw invoiceItemNotFound();
    await updateLine(tx, invoiceLines, accountId, invoiceId, itemId, mergeUpdate(current, patch));
  });
}

/** DELETE /invoices/{id}/items/{itemId}. */
export function deleteInvoiceItem(
  db: Db,
  accountId: number,
  invoiceId: string,
  itemId: number,
): Promise<Invoice> {
  return changeItems(db, accountId, invoiceId, async (tx) => {
    if (!(await deleteLine(tx, invoiceLines, accountId, invoiceId, itemId))) throw invoiceItemNotFound();
  });
}
