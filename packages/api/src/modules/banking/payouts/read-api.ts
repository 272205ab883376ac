import { addDays } from '@daftari/format';
import { and, eq, inArray } from 'drizzle-orm';
import { type PaystackClient, PaystackError } from '../../../adapters/paystack/client.ts';
import type { Db } from '../../../db/client.ts';
import { paystackPayouts } from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import { lockDateOf } from '../../ledger/index.ts';
import { readInChunks } from '../matching/index.ts';
import type { PayoutInput } from './store.ts';

/** Settlements asked for per page, and the most pages read in one sync (10,000 payouts). */
const PER_PAGE = 100;
const MAX_PAGES = 100;

/** Paystack's refusal as the owner's answer: never a 401 (that would sign the owner out), a 502. */
function unreadable(error: unknown): unknown {
  if (!(error instanceof PaystackError)) return error;
  if (error.status === 401 || error.status === 403)
    return new HttpError(
      502,
      'Paystack refused the secret key: check it in Settings › Payments and e-mail, or PAYSTACK_SECRET_KEY',
    );
  if (error.status === 0) return new HttpError(502, 'Paystack could not be reached; try again later');
  return new HttpError(502, `Paystack answered: ${error.message}`);
}

/** Every page of a Paystack list, in order. */
async function allPages<T>(read: (page: number) => Promise<{ data: T[]; pageCount: number }>) {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await read(page);
    rows.push(...answer.data);
    if (page >= answer.pageCount || answer.data.length === 0) break;
  }
  return rows;
}

/**
 * The settlements Paystack lists from `from` (default: the day after the lock date) to `to`, and for each one
 * not posted yet the references of its transactions: read before any transaction opens (Paystack is slow; a
 * transaction is never held open across it). Paystack's errors answer 502, nothing stored.
 */
export async function readSettlements(
  db: Db,
  client: PaystackClient,
  accountId: number,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<PayoutInput[]> {
  const lockDate = await lockDateOf(db, accountId);
  const from = range.from ?? (lockDate ? addDays(lockDate, 1) : undefined);
  try {
    const settlements = await allPages((page) =>
      client.settlements({ page, perPage: PER_PAGE, from, to: range.to }),
    );
    const ids = settlements.map((row) => row.id);
    const known = new Set(
      (
        await readInChunks(ids, (chunk) =>
          db
            .select({ id: paystackPayouts.settlementId })
            .from(paystackPayouts)
            .where(
              and(eq(paystackPayouts.accountId, accountId), inArray(paystackPayouts.settlementId, chunk)),
            ),
        )
      ).map((row) => row.id),
    );
    const inputs: PayoutInput[] = [];
    for (const row of settlements) {
      const fresh = row.status === 'success' && !known.has(row.id);
      const references = fresh
        ? await allPages((page) => client.settlementTransactions(row.id, { page, perPage: PER_PAGE }))
        : null;
      inputs.push({
        settlementId: row.id,
        status: row.status,
        currency: row.currency,
        settlementDate: row.settlementDate,
        totalProcessed: row.totalProcessed === null ? null : BigInt(row.totalProcessed),
        totalFees: row.totalFees === null ? null : BigInt(row.totalFees),
        totalAmount: BigInt(row.totalAmount),
        effectiveAmount: BigInt(row.effectiveAmount),
        deductions: row.deductions === null ? null : BigInt(row.deductions),
        references,
      });
    }
    return inputs;
  } catch (error) {
    throw unreadable(error);
  }
}
