import type { StatementSuggestion } from '@daftari/contracts';
import { addDays, centsToDecimal, toCents } from '@daftari/format';
import { and, desc, eq, gt, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankLines, invoices, ledgerAccounts } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/transaction.ts';
import { declineKey, type LineRow } from './mark.ts';
import { METHOD_OF_ACCOUNT } from './methods.ts';
import { MAX_SUGGESTIONS } from './score.ts';
import { loadCandidates, storeSuggestions, suggestionsOf } from './suggest.ts';

/** The most lines one send scores again. */
export const RESUGGEST_LINES = 200;
/** How long before its issue date a line may already be paying an invoice (a deposit). */
const DAYS_BEFORE = 7;

/**
 * Invoices just sent, suggested for the lines already imported that may be paying them: money in on Cash,
 * Bank or M-Pesa, unmatched or suggested and not reconciled, dated from DAYS_BEFORE days before the earliest
 * issue date, at least a tenth of the smallest balance and at most what their customers owe in all: the
 * latest RESUGGEST_LINES of them. Each is scored as on import against every open document (its declined pairs
 * left out), and the suggestions naming one of the invoices join its list, the surest first. Nothing is
 * matched. A line another transaction holds (being matched) is skipped, never waited for.
 */
export async function suggestSentInvoices(db: Db, accountId: number, invoiceIds: string[]): Promise<number> {
  if (invoiceIds.length === 0) return 0;
  return writeTransaction(db, 'The suggestions cannot be stored', async (tx) => {
    const sent = await tx
      .select({
        id: invoices.id,
        balance: invoices.balance,
        issueDate: invoices.issueDate,
        contactId: invoices.contactId,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.accountId, accountId),
          inArray(invoices.id, invoiceIds),
          eq(invoices.status, 'sent'),
          gt(invoices.balance, '0'),
        ),
      );
    if (sent.length === 0) return 0;
    const owed = await tx
      .select({ total: sql<string>`coalesce(sum(${invoices.balance}), 0)` })
      .from(invoices)
      .where(
        and(
          eq(invoices.accountId, accountId),
          inArray(invoices.contactId, [...new Set(sent.map((invoice) => invoice.contactId))]),
          eq(invoices.status, 'sent'),
        ),
      );
    const smallest = sent.map((invoice) => toCents(invoice.balance)).reduce((a, b) => (a < b ? a : b));
    const from = addDays(sent.map((invoice) => invoice.issueDate).sort()[0]!, -DAYS_BEFORE);
    const rows = await tx
      .select({ line: bankLines, number: ledgerAccounts.number })
      .from(bankLines)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, bankLines.ledgerAccountId))
      .where(
        and(
          eq(bankLines.accountId, accountId),
          inArray(ledgerAccounts.number, Object.keys(METHOD_OF_ACCOUNT)),
          inArray(bankLines.status, ['unmatched', 'suggested']),
          isNull(bankLines.reconciledAt),
          gte(bankLines.date, from),
          gte(bankLines.amount, centsToDecimal((smallest + 9n) / 10n)),
          lte(bankLines.amount, owed[0]!.total),
        ),
      )
      .orderBy(desc(bankLines.date), desc(bankLines.id))
      .limit(RESUGGEST_LINES)
      .for('update', { of: bankLines, skipLocked: true });
    const wanted = new Set(sent.map((invoice) => invoice.id));
    let changed = 0;
    for (const number of new Set(rows.map((row) => row.number))) {
      const lines = rows.filter((row) => row.number === number).map((row) => row.line);
      const fresh = suggestionsOf(lines, await loadCandidates(tx, accountId, number, lines));
      const merged = new Map<number, StatementSuggestion[]>();
      for (const line of lines) {
        const theirs = (fresh.get(line.id) ?? []).filter((one) => one.ids.some((id) => wanted.has(id)));
        if (theirs.length > 0) merged.set(line.id, withFresh(line, theirs));
      }
      await storeSuggestions(tx, merged);
      changed += merged.size;
    }
    return changed;
  });
}

/** The line's suggestions with the fresh ones in (each replacing its older self), the surest first. */
function withFresh(line: LineRow, fresh: StatementSuggestion[]): StatementSuggestion[] {
  const keys = new Set(fresh.map((one) => declineKey(one.kind, one.ids)));
  const kept = ((line.suggestions ?? []) as StatementSuggestion[]).filter(
    (one) => !keys.has(declineKey(one.kind, one.ids)),
  );
  return [...fresh, ...kept].sort((a, b) => b.confidence - a.confidence).slice(0, MAX_SUGGESTIONS);
}
