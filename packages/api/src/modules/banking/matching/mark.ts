import { eq } from 'drizzle-orm';
import { bankLines } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export type LineRow = typeof bankLines.$inferSelect;

/** Who matched a line: Daftari on import or by a rule (`auto`), else the user. */
export type Matcher = { auto: true } | { auto: false; userId: number };

/**
 * The line matched to `ids`; `created`: what the match recorded itself (`payment:12`, `entry:40`), which
 * unmatching takes out again. Its suggestions go.
 */
export async function markMatched(
  tx: Tx,
  lineId: number,
  match: { kind: string; ids: string[]; created?: string[] },
  by: Matcher = { auto: true },
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
    })
    .where(eq(bankLines.id, lineId))
    .returning();
  return line!;
}
