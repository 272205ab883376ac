import type { Invoice } from '@daftari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estimates, invoices } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { getInvoice } from '../invoices/index.ts';
import { createDraftInvoice, estimateLines, lineRows } from '../sales-documents/index.ts';
import { actionsOf, estimateTransaction, lockEstimate } from './writes.ts';

/**
 * POST /estimates/{id}/convert: a draft invoice for the estimate's contact and project, in its currency at its
 * rate, with
 * its notes and every item copied as stored (so the totals are equal), issued `today` (the business's) on the
 * usual Net 30; the invoice names the estimate and the estimate becomes `invoiced`. All in one transaction
 * that holds the estimate's row lock: a concurrent convert waits, then finds it invoiced (409). A draft, sent
 * (even expired) or accepted estimate converts; a declined one does not (422), nor one without items.
 * Nothing is posted: the invoice is a draft.
 */
export async function convertEstimate(
  db: Db,
  accountId: number,
  id: string,
  today: string,
): Promise<Invoice> {
  const invoiceId = await estimateTransaction(db, async (tx) => {
    const estimate = await lockEstimate(tx, accountId, id);
    if (!actionsOf(estimate).convert) {
      throw estimate.status === 'invoiced'
        ? new HttpError(409, 'This estimate has already been converted to an invoice.')
        : new HttpError(422, `A ${estimate.status} estimate cannot be converted to an invoice.`);
    }
    const rows = await lineRows(tx, estimateLines, accountId, id);
    if (rows.length === 0) throw new HttpError(422, 'Add at least one item before converting.');
    const created = await createDraftInvoice(
      tx,
      accountId,
      {
        contact_id: estimate.contactId,
        project_id: estimate.projectId,
        issue_date: today,
        currency: estimate.currency,
        exchange_rate: Number(estimate.exchangeRate),
        notes: estimate.notes,
      },
      rows.map(({ id: _itemId, ...line }) => line),
    );
    await tx
      .update(invoices)
      .set({ estimateId: id })
      .where(and(eq(invoices.id, created), eq(invoices.accountId, accountId)));
    await tx
      .update(estimates)
      .set({ status: 'invoiced', invoiceId: created, updatedAt: sql`now()` })
      .where(and(eq(estimates.id, id), eq(estimates.accountId, accountId)));
    return created;
  });
  return getInvoice(db, accountId, invoiceId);
}
