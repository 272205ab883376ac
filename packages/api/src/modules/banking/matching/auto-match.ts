import type { StatementSuggestion } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { and, eq } from 'drizzle-orm';
import { bankLines } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { lockInvoices } from '../../invoices/index.ts';
import { lockDateOf } from '../../ledger/index.ts';
import { isMpesaCharge } from './charges.ts';
import { planInvoiceNumbers } from './invoice-plans.ts';
import type { LineRow } from './mark.ts';
import { METHOD_OF_ACCOUNT } from './methods.ts';
import { matchPayoutDeposits } from './payout-deposits.ts';
import { AT_ONCE, type MatchWrites } from './record.ts';
import { matchRecordedPayments } from './references.ts';
import { actOnRules, planRules, rulesFor } from './rule-apply.ts';
import { MAX_SUGGESTIONS } from './score.ts';
import { loadCandidates, storeSuggestions, suggestionsOf } from './suggest.ts';
import { planSureRounds, type SurePlans } from './sure-rounds.ts';
import { matchTransferSides } from './transfers.ts';

/** A line's payout suggestions beside its others, the surest first (none of them sure: see matchPayoutDeposits). */
function withPayouts(
  suggestions: Map<number, StatementSuggestion[]>,
  payouts: Map<number, StatementSuggestion[]>,
): Map<number, StatementSuggestion[]> {
  for (const [id, list] of payouts) {
    const all = [...list, ...(suggestions.get(id) ?? [])].sort((a, b) => b.confidence - a.confidence);
    suggestions.set(id, all.slice(0, MAX_SUGGESTIONS));
  }
  return suggestions;
}

/**
 * What an import matches by itself, in its own transaction, in this order: recorded payments by their
 * reference, invoices by their number, M-Pesa's charges as fees, the other sides of transfers booked from
 * another money account, the deposits of Paystack payouts, the owner's rules, then suggestions, acted on only when sure (AUTO_CONFIDENCE).
 * Everything is planned first; then the invoices to pay are locked in id order, then their contacts' totals,
 * before anything posts; `writes` records it all (AT_ONCE: in a few statements).
 */
export async function autoMatch(
  tx: Tx,
  accountId: number,
  money: { id: number; number: string },
  statementId: number,
  writes: MatchWrites = AT_ONCE,
): Promise<void> {
  // The statement's lines are the new ones: a line the account held already was not stored again.
  const lines = await tx
    .select()
    .from(bankLines)
    .where(and(eq(bankLines.accountId, accountId), eq(bankLines.statementId, statementId)))
    .orderBy(bankLines.date, bankLines.id);
  if (lines.length === 0) return;
  const rules = await rulesFor(tx, accountId, money.id);
  const lockDate = await lockDateOf(tx, accountId);
  const method = METHOD_OF_ACCOUNT[money.number];
  let left = await matchRecordedPayments(tx, accountId, money.number, lines);
  const named = method ? await planInvoiceNumbers(tx, accountId, left, lockDate) : null;
  left = named?.left ?? left;
  const open = (line: LineRow) => !lockDate || line.date > lockDate;
  const charges = left.filter((line) => open(line) && isMpesaCharge(line.description, toCents(line.amount)));
  left = left.filter((line) => !charges.includes(line));
  left = await matchTransferSides(tx, accountId, money.id, left);
  const payouts = await matchPayoutDeposits(tx, accountId, money.id, left);
  left = payouts.left;
  const ruled = planRules(rules, left, lockDate);
  left = ruled.left;

  const candidates = await loadCandidates(tx, accountId, money.number, left);
  const book = named?.book ?? { left: new Map(), usedReferences: new Set<string>() };
  candidates.invoices = candidates.invoices
    .map((invoice) => ({ ...invoice, balanceCents: book.left.get(invoice.id) ?? invoice.balanceCents }))
    .filter((invoice) => invoice.balanceCents > 0n);
  const suggestions = withPayouts(suggestionsOf(left, candidates), payouts.suggestions);
  const sure: SurePlans = method
    ? planSureRounds(left, open, suggestions, book, candidates, (lines, fresh) => {
        const again = suggestionsOf(lines, fresh);
        const theirs = [...payouts.suggestions].filter(([id]) => again.has(id));
        return withPayouts(again, new Map(theirs));
      })
    : { plans: [], linked: [] };

  const payments = [...(named?.plans ?? []), ...sure.plans];
  await lockInvoices(
    tx,
    accountId,
    payments.flatMap((plan) => plan.parts.map((part) => part.invoiceId)),
  );
  await writes.payments(tx, accountId, method!, payments);
  await writes.linked(tx, sure.linked);
  await writes.charges(tx, accountId, charges);
  await actOnRules(tx, accountId, ruled.plans);
  await storeSuggestions(tx, new Map([...suggestions].filter(([, list]) => list.length > 0)));
}
