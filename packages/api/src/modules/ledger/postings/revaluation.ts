import { convertCents } from '@daftari/format';
import type { Posting } from '../documents.ts';
import { memoOf, type SignedLine, toPostingLines } from '../posting.ts';
import type { SystemAccountIds } from '../system-accounts.ts';

/** The system accounts a revaluation posts its differences to. */
export const REVALUATION_ACCOUNTS = ['exchangeGain', 'exchangeLoss'] as const;

/**
 * What the ledger holds in one currency on one monetary account (with one contact, for a receivable or a
 * payable) as of the revaluation's day: the currency's cents and their carrying value in the books' cents
 * (debit-positive).
 */
export interface ForeignBalance {
  ledgerAccountId: number;
  contactId: number | null;
  currency: string;
  foreign: bigint;
  books: bigint;
}

/**
 * A revaluation dated `asOf`: each balance brought to its currency × that day's rate (`rates`, millionths),
 * rounded once; the difference on the balance's own account, contact and currency (0 in the currency: only
 * its value moves), and against it the sum of the debits (a gain) to 4950 Exchange gain and of the credits (a
 * loss) to 6950 Exchange loss. No lines when every balance stands at the rate already.
 */
export function revaluationPosting(
  asOf: string,
  balances: readonly ForeignBalance[],
  rates: ReadonlyMap<string, bigint>,
  ids: SystemAccountIds<typeof REVALUATION_ACCOUNTS>,
): Posting {
  const lines: SignedLine[] = [];
  let gains = 0n;
  let losses = 0n;
  for (const balance of balances) {
    const rate = rates.get(balance.currency);
    if (rate === undefined) throw new Error(`no ${balance.currency} rate to revalue at`);
    const difference = convertCents(balance.foreign, rate) - balance.books;
    if (difference === 0n) continue;
    if (difference > 0n) gains += difference;
    else losses += difference;
    lines.push({
      ledgerAccountId: balance.ledgerAccountId,
      contactId: balance.contactId,
      amount: difference,
      currency: balance.currency,
      amountCurrency: 0n,
    });
  }
  lines.push({ ledgerAccountId: ids.exchangeGain, amount: -gains });
  lines.push({ ledgerAccountId: ids.exchangeLoss, amount: -losses });
  return {
    sourceType: 'revaluation',
    sourceId: asOf,
    date: asOf,
    memo: memoOf(`Revaluation of foreign-currency items at the rates of ${asOf}`),
    lines: toPostingLines(lines),
  };
}
