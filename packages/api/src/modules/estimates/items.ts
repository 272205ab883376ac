import type { Estimate } from '@daftari/contracts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { mergeUpdate } from '../../http/merge.ts';
import {
  type AddSalesLines,
  addLines,
  deleteLine,
  estimateLines,
  lineFields,
  type SalesLinePatch,
  updateLine,
} from '../sales-documents/index.ts';
import { estimateItemNotFound } from './errors.ts';
import { getEstimate } from './queries.ts';
import { assertEditable, estimateTransaction, lockEstimate, recomputeEstimate } from './writes.ts';

/**
 * Writes to one estimate's items: lock the estimate, refuse an answered or invoiced one (422), change,
 * recompute its totals; then answer the estimate.
 */
async function changeItems(
  db: Db,
  accountId: number,
  estimateId: string,
  today: string,
  change: (tx: Tx) => Promise<void>,
): Promise<Estimate> {
  await estimateTransaction(db, async (tx) => {
    assertEditable(await lockEstimate(tx, accountId, estimateId), 'addItems', 'its items');
    await change(tx);
    await recomputeEstimate(tx, accountId, estimateId);
  });
  return getEstimate(db, accountId, estimateId, today);
}

/** POST /estimates/{id}/add_items: as for invoices (appended; `save_to_price_list` adds them to the list). */
export function addEstimateItems(
  db: Db,
  accountId: number,
  estimateId: string,
  request: AddSalesLines,
  today: string,
): Promise<Estimate> {
  return changeItems(db, accountId, estimateId, today, async (tx) => {
    await addLines(tx, estimateLines, accountId, estimateId, request);
  });
}

/** PUT /estimates/{id}/items/{itemId}: the sent fields over the line's (mergeUpdate), its amounts recomputed. */
export function updateEstimateItem(
  db: Db,
  accountId: number,
  estimateId: string,
  itemId: number,
  patch: SalesLinePatch,
  today: string,
): Promise<Estimate> {
  return changeItems(db, accountId, estimateId, today, async (tx) => {
    const current = await lineFields(tx, estimateLines, accountId, estimateId, itemId);
    if (!current) throw estimateItemNotFound();
    await updateLine(tx, estimateLines, accountId, estimateId, itemId, mergeUpdate(current, patch));
  });
}

/** DELETE /estimates/{id}/items/{itemId}. */
export function deleteEstimateItem(
  db: Db,
  accountId: number,
  estimateId: string,
  itemId: number,
  today: string,
): Promise<Estimate> {
  return changeItems(db, accountId, estimateId, today, async (tx) => {
    if (!(await deleteLine(tx, estimateLines, accountId, estimateId, itemId))) throw estimateItemNotFound();
  });
}
