import type { StatementSuggestion } from '@daftari/contracts';
import { eq, sql } from 'drizzle-orm';
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

/** Lines updated per statement: the matches travel as one JSON parameter. */
const MARK_CHUNK = 2_000;

/**
 * Lines matched by the import (`auto`) in one statement a chunk, as markMatched on each would leave them;
 * `created` as there.
 */
export async function markMatchedMany(
  tx: Tx,
  matches: readonly { lineId: number; kind: string; ids: string[]; created?: string[] }[],
): Promise<void> {
  const at = new Date();
  for (let start = 0; start < matches.length; start += MARK_CHUNK) {
    const rows = matches.slice(start, start + MARK_CHUNK).map((match) => ({
      id: match.lineId,
      kind: match.kind,
      ids: match.ids,
      created: match.created ?? [],
    }));
    await tx.execute(sql`
      update ${bankLines} as l set status = 'matched', match_kind = m.kind, match_ids = m.ids,
        match_created = m.created, match_auto = true, matched_at = ${at.toISOString()}::timestamptz,
        matched_by = null, suggestions = null
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m (id integer, kind text, ids jsonb, created jsonb)
      where l.id = m.id`);
  }
}
