import type { StatementSuggestion } from '@daftari/contracts';
import { addDays, centsToNumber, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.ts';
import type { Tx } from '../../../db/transaction.ts';
import { declineKey, type LineRow, markMatched } from './mark.ts';
import { autoSuggestion } from './score.ts';

/** How far from its settlement date a payout's deposit may be dated on the bank's statement. */
export const PAYOUT_DAYS = 3;

/** Paystack's payout reference as banks write it in the narration: `PSTK_359143`, `pstk-359143-h7j`. */
const PAYOUT_REFERENCE = /pstk[_-]?(\d{1,30})/i;

/**
 * The evidence a deposit is a payout, scored as the other suggestions are (auto at AUTO_CONFIDENCE): the
 * amount to the cent 0.50, dated within 3 days of the settlement 0.20, the line naming Paystack 0.25.
 */
const EVIDENCE = { amount: 0.5, days: 0.2, paystack: 0.25 } as const;

interface PayoutEntry {
  entryId: string;
  date: string;
  cents: bigint;
  settlementId: string;
}

const settlementOf = (line: LineRow) =>
  PAYOUT_REFERENCE.exec(`${line.reference ?? ''} ${line.description}`)?.[1] ?? null;

function suggestion(line: LineRow, entry: PayoutEntry): StatementSuggestion {
  const names = /paystack|pstk/i.test(`${line.description} ${line.counterparty ?? ''}`);
  const reasons = [
    `Paystack payout PSTK_${entry.settlementId} of the same amount`,
    `paid out on ${entry.date}, within ${PAYOUT_DAYS} days`,
    ...(names ? ['the line names Paystack'] : []),
  ];
  const confidence = EVIDENCE.amount + EVIDENCE.days + (names ? EVIDENCE.paystack : 0);
  return {
    kind: 'journal_entry',
    ids: [entry.entryId],
    amount: centsToNumber(entry.cents),
    confidence: Math.round(confidence * 100) / 100,
    reasons,
  };
}

/** The payouts paid into this bank account whose entries stand and no line meets yet, near these dates. */
async function openPayoutEntries(tx: Tx, accountId: number, bankAccountId: number, dates: string[]) {
  const result = await tx.execute(sql`
    select e.id::text as "entryId", e.date::text as date, p.effective_amount::text as amount,
      p.settlement_id as "settlementId"
    from paystack_payouts p
    join journal_entries e on e.id = p.journal_entry_id and e.account_id = p.account_id
    where p.account_id = ${accountId} and p.bank_account_id = ${bankAccountId}
      and e.reversed_by is null
      and p.settlement_date between ${addDays(dates[0]!, -PAYOUT_DAYS)}::date
        and ${addDays(dates.at(-1)!, PAYOUT_DAYS)}::date
      and not exists (select 1 from bank_lines met where met.account_id = p.account_id
        and met.match_kind = 'journal_entry' and met.match_ids @> jsonb_build_array(e.id::text))
    order by p.settlement_date, e.id`);
  return rowsOf<Omit<PayoutEntry, 'cents'> & { amount: string }>(result).map((row) => ({
    ...row,
    cents: toCents(row.amount),
  }));
}

/**
 * Money-in lines of a bank account that are the deposits of Paystack payouts posted into it (Dr the bank /
 * Cr 1310): matched as `journal_entry` to the payout's entry, posting nothing, when the line carries the
 * payout's reference (`PSTK_…`) and its amount, or when its suggestion is sure (EVIDENCE); otherwise
 * suggested. Answers the lines left and their payout suggestions.
 */
export async function matchPayoutDeposits(
  tx: Tx,
  accountId: number,
  bankAccountId: number,
  lines: LineRow[],
): Promise<{ left: LineRow[]; suggestions: Map<number, StatementSuggestion[]> }> {
  const suggestions = new Map<number, StatementSuggestion[]>();
  const deposits = lines.filter((line) => toCents(line.amount) > 0n);
  if (deposits.length === 0) return { left: lines, suggestions };
  const entries = await openPayoutEntries(
    tx,
    accountId,
    bankAccountId,
    deposits.map((line) => line.date).sort(),
  );
  if (entries.length === 0) return { left: lines, suggestions };
  const taken = new Set<string>();
  const left: LineRow[] = [];
  const match = async (line: LineRow, entry: PayoutEntry) => {
    taken.add(entry.entryId);
    await markMatched(tx, line.id, { kind: 'journal_entry', ids: [entry.entryId] });
  };
  for (const line of lines) {
    const cents = toCents(line.amount);
    const declined = new Set(line.declined ?? []);
    const fits = entries.filter(
      (entry) =>
        !taken.has(entry.entryId) &&
        entry.cents === cents &&
        !declined.has(declineKey('journal_entry', [entry.entryId])),
    );
    const referenced = settlementOf(line);
    const exact = referenced ? fits.find((entry) => entry.settlementId === referenced) : undefined;
    if (exact) {
      await match(line, exact);
      continue;
    }
    const near = fits.filter(
      (entry) =>
        entry.date >= addDays(line.date, -PAYOUT_DAYS) && entry.date <= addDays(line.date, PAYOUT_DAYS),
    );
    const scored = near.map((entry) => suggestion(line, entry));
    const sure = autoSuggestion(scored);
    if (sure) {
      await match(line, near.find((entry) => entry.entryId === sure.ids[0])!);
      continue;
    }
    left.push(line);
    if (scored.length > 0) suggestions.set(line.id, scored);
  }
  return { left, suggestions };
}
