import type {
  StatementLine,
  StatementLineListQuery,
  StatementLineStatus,
  StatementMatchKind,
  StatementSuggestion,
} from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { and, asc, count, eq, getTableColumns, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankLineCounts, bankLines } from '../../db/schema.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';

type LineRow = Omit<typeof bankLines.$inferSelect, 'searchText'>;

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

/** A line's columns but its search text. */
const { searchText: _searchText, ...lineColumns } = getTableColumns(bankLines);

/**
 * GET /bank_lines: the business's statement lines, newest first (in a day, the statement's own order),
 * filtered by money account, status, date range and a search of the details, party, reference and A/C No.;
 * `summary` counts each status over the filter without its status (and gives the total: one count for both);
 * without a date or search filter it is read from bank_line_counts, which triggers keep.
 * The order is the inbox indexes' (`desc nulls last`: the columns are never null).
 */
export async function listStatementLines(db: Db, accountId: number, query: StatementLineListQuery) {
  const scope: (SQL | undefined)[] = [
    eq(bankLines.accountId, accountId),
    query.ledger_account_id === undefined
      ? undefined
      : eq(bankLines.ledgerAccountId, query.ledger_account_id),
    query.from ? gte(bankLines.date, query.from) : undefined,
    query.to ? lte(bankLines.date, query.to) : undefined,
    query.search ? ilike(bankLines.searchText, likeText(query.search)) : undefined,
  ];
  const where = and(...scope, query.status ? eq(bankLines.status, query.status) : undefined);
  const order = [
    sql`${bankLines.date} desc nulls last`,
    sql`${bankLines.statementId} desc nulls last`,
    asc(bankLines.position),
    sql`${bankLines.id} desc nulls last`,
  ];
  // The page's ids first (from the index alone, however deep the page), then only their rows. A search's
  // lines are found by the trigram index first (`offset 0` keeps that subquery apart), then put in order:
  // walking the order's index for a rare term would read every line.
  const pageIds = query.search
    ? sql`(select id from (select ${bankLines.id}, ${bankLines.date}, ${bankLines.statementId}, ${bankLines.position}
        from ${bankLines} where ${where} offset 0) found
        order by date desc, statement_id desc, position, id desc
        limit ${query.per_page} offset ${pageOffset(query)})`
    : db
        .select({ id: bankLines.id })
        .from(bankLines)
        .where(where)
        .orderBy(...order)
        .limit(query.per_page)
        .offset(pageOffset(query));
  const [rows, counts] = await Promise.all([
    db
      .select(lineColumns)
      .from(bankLines)
      .where(inArray(bankLines.id, pageIds))
      .orderBy(...order),
    query.from || query.to || query.search
      ? db
          .select({ status: bankLines.status, count: count() })
          .from(bankLines)
          .where(and(...scope))
          .groupBy(bankLines.status)
      : db
          .select({ status: bankLineCounts.status, count: sql<number>`sum(${bankLineCounts.count})` })
          .from(bankLineCounts)
          .where(
            and(
              eq(bankLineCounts.accountId, accountId),
              query.ledger_account_id === undefined
                ? undefined
                : eq(bankLineCounts.ledgerAccountId, query.ledger_account_id),
            ),
          )
          .groupBy(bankLineCounts.status),
  ]);
  const summary = { unmatched: 0, suggested: 0, matched: 0, excluded: 0 };
  for (const row of counts) summary[row.status as StatementLineStatus] = Number(row.count);
  const total = query.status ? summary[query.status] : Object.values(summary).reduce((sum, n) => sum + n, 0);
  return { data: rows.map(toStatementLine), meta: pageMeta(total, query), summary };
}
