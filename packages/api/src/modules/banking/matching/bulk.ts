import type { StatementSuggestion } from '@daftari/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankLines } from '../../../db/schema.ts';
import { HttpError } from '../../../http/errors.ts';
import { excludeLine } from '../line-actions.ts';
import { matchLine } from './manual-match.ts';

/** The kinds a suggestion can be accepted as by POST /bank_lines/{id}/match. */
const ACCEPTED = new Set(['invoice_payment', 'bill_payment', 'payment', 'journal_entry']);

/**
 * POST /bank_lines/bulk `{ids, action}`: `accept` matches each suggested line to its best suggestion, `exclude`
 * excludes each line. Each line is its own write (its money account locked first, as one line's action); a
 * line that cannot take the action (another business's, matched meanwhile, reconciled, a suggestion no longer
 * fitting) is left as it is. Answers how many changed.
 */
export async function bulkLineAction(
  db: Db,
  auth: { accountId: number; userId: number },
  request: { ids: number[]; action: 'accept' | 'exclude' },
): Promise<{ changed: number }> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  const rows = await db
    .select({ id: bankLines.id, status: bankLines.status, suggestions: bankLines.suggestions })
    .from(bankLines)
    .where(and(eq(bankLines.accountId, auth.accountId), inArray(bankLines.id, ids)));
  let changed = 0;
  for (const row of rows.sort((a, b) => a.id - b.id)) {
    try {
      if (request.action === 'exclude') {
        if (row.status === 'excluded' || row.status === 'matched') continue;
        await excludeLine(db, auth.accountId, row.id);
      } else {
        const [best] = (row.suggestions ?? []) as StatementSuggestion[];
        if (row.status !== 'suggested' || !best || !ACCEPTED.has(best.kind)) continue;
        await matchLine(db, auth, row.id, { kind: best.kind as 'payment', ids: best.ids });
      }
      changed += 1;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
    }
  }
  return { changed };
}
