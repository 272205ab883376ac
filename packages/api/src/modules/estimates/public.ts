import { type PublicEstimate, publicEstimateSchema } from '@daftari/contracts';
import { calendarDayIn } from '@daftari/format';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, contacts, estimates, projects } from '../../db/schema.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import { estimateLines, salesItems } from '../sales-documents/index.ts';
import { estimateNotFound } from './errors.ts';
import {
  estimateColumns,
  estimateContactJoin,
  estimateProjectJoin,
  isExpired,
  toEstimateSummary,
} from './summary.ts';
import { estimateTransaction } from './writes.ts';

// The customer's side of an estimate (/link/estimates/{id}): read it, accept it or decline it, without
// signing in. Only a sent (or answered, or invoiced) estimate can be read: a draft is as unknown as a made-up
// id. Answering a draft is refused as the contract says (422, only a sent estimate takes an answer).

/** A public estimate (its answer's columns), its account and the account's name and time zone. */
async function publicRow(db: Executor, id: string, lock: boolean, drafts = false) {
  if (!isUuid(id)) return undefined;
  const query = db
    .select({
      ...estimateColumns,
      accountId: estimates.accountId,
      accountName: accounts.name,
      timeZone: accounts.timeZone,
    })
    .from(estimates)
    .innerJoin(contacts, estimateContactJoin)
    .leftJoin(projects, estimateProjectJoin)
    .innerJoin(accounts, eq(accounts.id, estimates.accountId))
    .where(and(eq(estimates.id, id.toLowerCase()), drafts ? undefined : ne(estimates.status, 'draft')))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: estimates }) : await query;
  return row;
}
type PublicRow = NonNullable<Awaited<ReturnType<typeof publicRow>>>;

/**
 * What the customer sees: the owner's answer of the estimate read through publicEstimateSchema, which keeps
 * only its fields (no addresses, e-mails, accounts or ids of other records).
 */
async function toPublicEstimate(db: Executor, row: PublicRow, now: Date): Promise<PublicEstimate> {
  const items = await salesItems(db, estimateLines, row.accountId, row.id);
  return publicEstimateSchema.parse({
    ...toEstimateSummary(row, calendarDayIn(row.timeZone, now)),
    estimate_items: items,
    account: { name: row.accountName },
  });
}

/** GET /public/estimates/{id}: 404 `Estimate not found` for unknown, malformed and draft ids alike. */
export async function getPublicEstimate(db: Db, id: string, now: Date): Promise<PublicEstimate> {
  const row = await publicRow(db, id, false);
  if (!row) throw estimateNotFound();
  return toPublicEstimate(db, row, now);
}

/** Why an estimate that is not (or no longer) waiting for an answer cannot take one. */
const ANSWERED: Record<string, string> = {
  accepted: 'This estimate has already been accepted.',
  declined: 'This estimate has already been declined.',
  invoiced: 'This estimate has already been accepted and invoiced.',
};

/**
 * Answers a sent estimate, in one transaction holding its row lock (two answers at once: the second sees
 * the first and is refused). `answer` writes the answer; 422 for a draft and for an estimate already
 * answered or invoiced.
 */
async function answerEstimate(
  db: Db,
  id: string,
  now: Date,
  answer: (tx: Tx, row: PublicRow, today: string) => Promise<void>,
): Promise<AnsweredEstimate> {
  return estimateTransaction(db, async (tx) => {
    const row = await publicRow(tx, id, true, true);
    if (!row) throw estimateNotFound();
    if (row.status === 'draft') throw new HttpError(422, 'This estimate has not been sent yet.');
    const refusal = ANSWERED[row.status];
    if (refusal) throw new HttpError(422, refusal);
    await answer(tx, row, calendarDayIn(row.timeZone, now));
    return {
      estimate: await toPublicEstimate(tx, (await publicRow(tx, id, false))!, now),
      accountId: row.accountId,
    };
  });
}

/** An answered estimate as the customer sees it, and the business it belongs to (for its audit trail). */
export interface AnsweredEstimate {
  estimate: PublicEstimate;
  accountId: number;
}

const byId = (row: PublicRow) => and(eq(estimates.id, row.id), eq(estimates.accountId, row.accountId));

/**
 * POST /public/estimates/{id}/accept `{name}`: a sent estimate, on or before its expiry date (the business's
 * day), becomes accepted by that name. Past its expiry: 422 (the business can extend it and send it again).
 */
export function acceptEstimate(db: Db, id: string, name: string, now: Date): Promise<AnsweredEstimate> {
  return answerEstimate(db, id, now, async (tx, row, today) => {
    if (isExpired('sent', row.expiryDate, today)) {
      throw new HttpError(
        422,
        `This estimate expired on ${row.expiryDate} and can no longer be accepted. Ask the business for a new one.`,
      );
    }
    await tx
      .update(estimates)
      .set({ status: 'accepted', acceptedAt: now, acceptedBy: name, updatedAt: sql`now()` })
      .where(byId(row));
  });
}

/** POST /public/estimates/{id}/decline `{reason?}`: a sent estimate (expired too) becomes declined. */
export function declineEstimate(
  db: Db,
  id: string,
  reason: string | null,
  now: Date,
): Promise<AnsweredEstimate> {
  return answerEstimate(db, id, now, async (tx, row) => {
    await tx
      .update(estimates)
      .set({ status: 'declined', declinedAt: now, declineReason: reason, updatedAt: sql`now()` })
      .where(byId(row));
  });
}
