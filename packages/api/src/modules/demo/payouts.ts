import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { postPaystackPayouts } from '../banking/index.ts';
import type { DemoContext } from './context.ts';
import { addDays } from './dates.ts';

/** The demo's first Paystack settlement id; the others follow it. */
const FIRST_SETTLEMENT = 400_001;

/**
 * Paystack's payouts of the card payments: each day's payments less their fees paid into 1100 Bank the next
 * day, as Paystack settles a Kenyan business (T+1), up to today; what was paid today waits in 1310.
 */
export async function settlePaystack(context: DemoContext): Promise<void> {
  const clearing = context.ledger['1310']!;
  const days = rowsOf<{ day: string; net: string }>(
    await context.db.execute(sql`
      select l.date::text as day, sum(l.debit - l.credit)::text as net
      from journal_lines l join journal_entries e on e.id = l.journal_entry_id
      where l.account_id = ${context.accountId} and l.ledger_account_id = ${clearing}
        and e.source_type in ('payment', 'paystack_fee')
      group by l.date order by l.date`),
  );
  const inputs = days
    .filter((row) => addDays(row.day, 1) <= context.today && toCents(row.net) > 0n)
    .map((row, i) => ({
      settlementId: String(FIRST_SETTLEMENT + i),
      status: 'success',
      currency: 'KES',
      settlementDate: addDays(row.day, 1),
      totalProcessed: null,
      totalFees: null,
      totalAmount: toCents(row.net),
      effectiveAmount: toCents(row.net),
      deductions: null,
      references: null,
    }));
  if (inputs.length > 0)
    await postPaystackPayouts(context.db, context.accountId, clearing, undefined, 'api', inputs);
}
