import type { PaystackPayout } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { bankLines, paystackPayouts } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/transaction.ts';
import { HttpError } from '../../../http/errors.ts';
import { type PageQuery, pageMeta, pageOffset } from '../../../http/paging.ts';
import { unpostPaystackPayout } from '../../ledger/index.ts';
import { lockMoneyAccount } from '../accounts-write.ts';
import { UNMATCHED } from '../matching/index.ts';

export const payoutNotFound = () => new HttpError(404, 'Payout not found');

type Row = typeof paystackPayouts.$inferSelect & { bankLineId: number | string | null };

const amount = (value: string | null) => (value === null ? null : centsToNumber(toCents(value)));

function toPayout(row: Row): PaystackPayout {
  return {
    id: row.id,
    ledger_account_id: row.ledgerAccountId,
    bank_account_id: row.bankAccountId,
    settlement_id: row.settlementId,
    source: row.source as PaystackPayout['source'],
    status: row.status,
    currency: row.currency,
    settlement_date: row.settlementDate,
    total_processed: amount(row.totalProcessed),
    total_fees: amount(row.totalFees),
    total_amount: centsToNumber(toCents(row.totalAmount)),
    effective_amount: centsToNumber(toCents(row.effectiveAmount)),
    deductions: amount(row.deductions),
    transactions: row.transactions,
    unrecorded_transactions: row.unrecordedTransactions,
    journal_entry_id: row.journalEntryId,
    bank_line_id: row.bankLineId === null ? null : Number(row.bankLineId),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** The line of the bank's statement matched to a payout's entry. */
const bankLineId = sql<number | null>`(select l.id from ${bankLines} l
  where l.account_id = ${paystackPayouts.accountId} and l.match_kind = 'journal_entry'
    and l.match_ids @> jsonb_build_array(${paystackPayouts.journalEntryId}::text) limit 1)`;

/** GET /bank_accounts/{id}/payouts: the Paystack account's payouts, newest settlement first, paged. */
export async function listPayouts(db: Db, accountId: number, paystackId: number, page: PageQuery) {
  const where = and(
    eq(paystackPayouts.accountId, accountId),
    eq(paystackPayouts.ledgerAccountId, paystackId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ payout: paystackPayouts, bankLineId })
      .from(paystackPayouts)
      .where(where)
      .orderBy(sql`${paystackPayouts.settlementDate} desc, ${paystackPayouts.id} desc`)
      .limit(page.per_page)
      .offset(pageOffset(page)),
    db.select({ count: sql<number>`count(*)::int` }).from(paystackPayouts).where(where),
  ]);
  return {
    data: rows.map((row) => toPayout({ ...row.payout, bankLineId: row.bankLineId })),
    meta: pageMeta(Number(total?.count ?? 0), page),
  };
}

/**
 * DELETE /payouts/{id}: the payout undone: its entry reversed on its own date (a locked day: 422), the deposit
 * line matched to it let go (a reconciled one: 422, nothing changed), the row gone, so a sync can read it
 * again.
 */
export async function deletePayout(db: Db, accountId: number, id: number): Promise<void> {
  await writeTransaction(db, 'The payout cannot be deleted', async (tx) => {
    const [payout] = await tx
      .select()
      .from(paystackPayouts)
      .where(and(eq(paystackPayouts.id, id), eq(paystackPayouts.accountId, accountId)));
    if (!payout) throw payoutNotFound();
    for (const account of [...new Set([payout.ledgerAccountId, payout.bankAccountId])].sort((a, b) => a - b))
      await lockMoneyAccount(tx, accountId, account);
    const matched = rowsOf<{ id: number | string; reconciled: boolean }>(
      await tx.execute(sql`select id, reconciled_at is not null as reconciled from ${bankLines}
        where account_id = ${accountId} and match_kind = 'journal_entry'
          and match_ids @> jsonb_build_array(${String(payout.journalEntryId)}::text)`),
    );
    if (matched.some((line) => line.reconciled)) {
      throw new HttpError(422, 'The deposit of this payout is reconciled: undo the reconciliation first');
    }
    for (const line of matched)
      await tx
        .update(bankLines)
        .set(UNMATCHED)
        .where(eq(bankLines.id, Number(line.id)));
    await unpostPaystackPayout(tx, accountId, payout.journalEntryId);
    await tx.delete(paystackPayouts).where(eq(paystackPayouts.id, id));
  });
}
