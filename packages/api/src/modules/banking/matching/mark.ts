import type { StatementSuggestion } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import { bankLines } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export type LineRow = typeof bankLines.$inferSelect;

/** Who matched a line: Daftari on import or by a rule (`auto`), else the user. */
export type Matcher = { auto: true } | { auto: false; userId: number };

/** `kind:id,id`: a suggestion as the declined list of a line keeps it. */
export const declineKey = (kind: string, ids: readonly string[]) => `${kind}:${[...ids].sort().join(',')}`;

/** What the owner declines by matching a line by hand to something else: every other suggestion of it. */
export function declinedBy(line: LineRow, kind: string, ids: readonly string[]): string[] {
  const chosen = declineKey(kind, ids);
  const others = ((line.suggestions ?? []) as StatementSuggestion[])
    .map((suggestion) => declineKey(suggestion.kind, suggestion.ids))
    .filter((key) => key !== chosen);
  return [...new Set([...(line.declined ?? []), ...others])];
}

/**
 * The line matched to `ids`; `created`: what the match recorded itself (`payment:12`, `entry:40`), which
 * unmatching takes out again. Its suggestions go.
 */
export async function markMatched(
  tx: Tx,
  lineId: number,
  match: { kind: string; ids: string[]; created?: string[] },
  by: Matcher = { auto: true },
  declined?: string[],
): Promise<LineRow> {
  const [line] = await tx
    .update(bankLines)
    .set({
      status: 'matched',
      matchKind: match.kind,
      matchIds: match.ids,
      matchCreated: match.created ?? [],
      matchAuto: by.auto,
      matchedAt: new Date(),
      matchedBy: by.auto ? null : by.userId,
      suggestions: null,
      ...(declined ? { declined } : {}),
    })
    .where(eq(bankLines.id, lineId))
    .returning();
  return line!;
}
