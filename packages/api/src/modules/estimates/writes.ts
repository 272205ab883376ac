import { type EstimateAction, type EstimateStatus, estimateActions } from '@daftari/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { estimates } from '../../db/schema.ts';
import { type Tx, writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { estimateLines, lineTotals } from '../sales-documents/index.ts';
import { estimateNotFound } from './errors.ts';

const ESTIMATE_AMOUNTS_TOO_LARGE =
  'The amounts are too large: an estimate total must stay below 1,000,000,000,000';

/** Runs one write to estimates in a transaction (no slow work inside: PGlite has a single connection). */
export const estimateTransaction = <T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> =>
  writeTransaction(db, ESTIMATE_AMOUNTS_TOO_LARGE, work);

export interface LockedEstimate {
  id: string;
  status: EstimateStatus;
  contactId: number;
  projectId: number | null;
  issueDate: string;
  expiryDate: string;
  currency: string;
  exchangeRate: string;
  notes: string | null;
  sequenceValue: number;
}

/**
 * Reads an estimate of the account and locks its row (FOR UPDATE) until the transaction ends: every change
 * to an estimate or its items starts here, so concurrent writers (two converts) take turns and the second
 * sees what the first committed. 404 when the estimate is not the account's.
 */
export async function lockEstimate(tx: Tx, accountId: number, id: string): Promise<LockedEstimate> {
  const [row] = await tx
    .select({
      id: estimates.id,
      status: estimates.status,
      contactId: estimates.contactId,
      projectId: estimates.projectId,
      issueDate: estimates.issueDate,
      expiryDate: estimates.expiryDate,
      currency: estimates.currency,
      exchangeRate: estimates.exchangeRate,
      notes: estimates.notes,
      sequenceValue: estimates.sequenceValue,
    })
    .from(estimates)
    .where(and(eq(estimates.id, id), eq(estimates.accountId, accountId)))
    .for('update');
  if (!row) throw estimateNotFound();
  return { ...row, status: row.status as EstimateStatus };
}

/** What the locked estimate allows (contracts' `estimateActions`, the rule the screens offer by). */
export const actionsOf = (estimate: LockedEstimate) => estimateActions({ status: estimate.status });

/**
 * An estimate the customer answered, or one already invoiced, is kept as it was: 422 when the rule refuses
 * `action` (its fields or its items).
 */
export function assertEditable(
  estimate: LockedEstimate,
  action: Extract<EstimateAction, 'edit' | 'addItems'>,
  what: string,
): void {
  if (!actionsOf(estimate)[action]) {
    throw new HttpError(422, `This estimate is ${estimate.status}; ${what} can no longer be changed.`);
  }
}

/** Recomputes the stored totals of one estimate from its items, in the caller's transaction. */
export async function recomputeEstimate(tx: Tx, accountId: number, id: string): Promise<void> {
  await tx.execute(sql`
    update ${estimates} as e set
      subtotal = lines.subtotal,
      discount_total = lines.discount_total,
      tax_total = lines.tax_total,
      total = lines.total,
      updated_at = now()
    from ${lineTotals(estimateLines, accountId, id)} as lines
    where e.id = ${id} and e.account_id = ${accountId}`);
}
