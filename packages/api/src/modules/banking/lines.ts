import type {
  StatementLine,
  StatementLineListQuery,
  StatementLineStatus,
  StatementMatchKind,
  StatementSuggestion,
} from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankLines } from '../../db/schema.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';

type LineRow = typeof bankLines.$inferSelect;

export function toStatementLine(row: LineRow): StatementLine {
  return {
    id: row.id,
    ledger_account_id: row.ledgerAccountId,
    statement_id: row.statementId,
    date: row.date,
    time: row.time,
    reference: row.reference,
    description: row.description,
    counterparty: row.counterparty,
    counterparty_phone: row.counterpartyPhone,
    account_ref: row.accountRef,
    amount: centsToNumber(toCents(row.amount)),
    balance: row.balance === null ? null : centsToNumber(toCents(row.balance)),
    status: row.status as StatementLineStatus,
    match:
      row.matchKind === null
        ? null
        : {
            kind: row.matchKind as StatementMatchKind,
            ids: row.matchIds ?? [],
            auto: row.matchAuto,
            matched_at: (row.matchedAt ?? row.createdAt).toISOString(),
            matched_by: row.matchedBy,
          },
    suggestions: (row.suggestions as StatementSuggestion[] | null) ?? [],
    reconciled: row.reconciledAt !== null,
  };
}

/** `%` and `_` typed in a search are searched for, not wildcards. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * GET /bank_lines: the business's statement lines, newest first (in a day, the statement's own order),
 * filtered by money account, status, date range and a search of the details, party, reference and A/C No.;
 * `summary` counts each status over the filter without its status.
 */
export async function listStatementLines(db: Db, accountId: number, query: StatementLineListQuery) {
  const scope: (SQL | undefined)[] = [
    eq(bankLines.accountId, accountId),
    query.ledger_account_id === undefined
      ? undefined
      : eq(bankLines.ledgerAccountId, query.ledger_account_id),
    query.from ? gte(bankLines.date, query.from) : undefined,
    query.to ? lte(bankLines.date, query.to) : undefined,
    query.search
      ? or(
          ilike(bankLines.description, likeText(query.search)),
          ilike(bankLines.counterparty, likeText(query.search)),
          ilike(bankLines.reference, likeText(query.search)),
          ilike(bankLines.accountRef, likeText(query.search)),
        )
      : undefined,
  ];
  const where = and(...scope, query.status ? eq(bankLines.status, query.status) : undefined);
  const [rows, [total], counts] = await Promise.all([
    db
      .select()
      .from(bankLines)
      .where(where)
      .orderBy(desc(bankLines.date), desc(bankLines.statementId), asc(bankLines.position), desc(bankLines.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db.select({ count: count() }).from(bankLines).where(where),
    db
      .select({ status: bankLines.status, count: count() })
      .from(bankLines)
      .where(and(...scope))
      .groupBy(bankLines.status),
  ]);
  const summary = { unmatched: 0, suggested: 0, matched: 0, excluded: 0 };
  for (const row of counts) summary[row.status as StatementLineStatus] = Number(row.count);
  return { data: rows.map(toStatementLine), meta: pageMeta(total?.count ?? 0, query), summary };
}
