import type { StatementLine, StatementSuggestion } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bankLines } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/transaction.ts';
import { lockLine } from '../line-actions.ts';
import { toStatementLine } from '../lines.ts';
import { declineKey } from './mark.ts';

/**
 * POST /bank_lines/{id}/decline `{kind, ids}`: the owner says the line is not that: the pair is remembered
 * (never suggested again) and the suggestion goes; a line left with none is unmatched again.
 */
export async function declineSuggestion(
  db: Db,
  accountId: number,
  id: number,
  pair: { kind: string; ids: string[] },
): Promise<StatementLine> {
  const line = await writeTransaction(db, 'The line cannot be changed', async (tx) => {
    const current = await lockLine(tx, accountId, id);
    const key = declineKey(pair.kind, pair.ids);
    const suggestions = ((current.suggestions ?? []) as StatementSuggestion[]).filter(
      (suggestion) => declineKey(suggestion.kind, suggestion.ids) !== key,
    );
    const status = current.status === 'suggested' && suggestions.length === 0 ? 'unmatched' : current.status;
    const [line] = await tx
      .update(bankLines)
      .set({
        declined: [...new Set([...(current.declined ?? []), key])],
        suggestions: suggestions.length > 0 ? suggestions : null,
        status,
      })
      .where(eq(bankLines.id, id))
      .returning();
    return line!;
  });
  return toStatementLine(line);
}
