import {
  type Statement,
  type StatementFormat,
  type StatementLine,
  type StatementMapping,
  statementMappingSchema,
} from '@daftari/contracts';
import { centsToDecimal, centsToNumber, toCents } from '@daftari/format';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { bankLines, bankStatements, moneyAccounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { type PageQuery, pageMeta, pageOffset } from '../../http/paging.ts';
import { lockMoneyAccount, saveMoneyAccountDetails } from './accounts-write.ts';
import { autoMatch } from './matching/auto-match.ts';
import { AT_ONCE, type MatchWrites } from './matching/record.ts';
import { releaseMatches } from './matching/release.ts';
import type { ParsedLine, ParsedStatement } from './statements/line.ts';
import { dedupeKey } from './statements/read.ts';

type StatementRow = typeof bankStatements.$inferSelect;

const amount = (value: string | null) => (value === null ? null : centsToNumber(toCents(value)));
const decimal = (cents: bigint | null) => (cents === null ? null : centsToDecimal(cents));

export function toStatement(row: StatementRow): Statement {
  return {
    id: row.id,
    ledger_account_id: row.ledgerAccountId,
    format: row.format as StatementFormat,
    filename: row.filename,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    opening_balance: amount(row.openingBalance),
    closing_balance: amount(row.closingBalance),
    lines_total: row.linesTotal,
    lines_new: row.linesNew,
    lines_duplicate: row.linesDuplicate,
    created_at: row.createdAt.toISOString(),
  };
}

/** A parsed line as the API shows it, before it is stored (a dry run's preview). */
export function previewLine(
  ledgerAccountId: number,
  line: ParsedLine,
): Omit<StatementLine, 'id' | 'statement_id'> {
  return {
    ledger_account_id: ledgerAccountId,
    date: line.date,
    time: line.time,
    reference: line.reference,
    description: line.description,
    counterparty: line.counterparty,
    counterparty_phone: line.counterpartyPhone,
    account_ref: line.accountRef,
    amount: centsToNumber(line.amountCents),
    balance: line.balanceCents === null ? null : centsToNumber(line.balanceCents),
    status: 'unmatched',
    match: null,
    suggestions: [],
    reconciled: false,
  };
}

/** The first and last day the lines cover. */
export function periodOf(lines: ParsedLine[]): { from: string | null; to: string | null } {
  const dates = lines.map((line) => line.date).sort();
  return { from: dates[0] ?? null, to: dates.at(-1) ?? null };
}

/** How many lines a statement may hold: more than a year of a busy till's M-Pesa. */
export const MAX_STATEMENT_LINES = 100_000;

/** Lines inserted per statement (and dedupe keys looked up per query: at most 65,535 parameters in one). */
const INSERT_CHUNK = 1_000;

/**
 * POST /bank_accounts/{id}/statements: the statement read and its lines stored, in one transaction with the
 * money account locked first (two imports into one account take turns). A line the account already holds (its
 * dedupe key) is skipped and counted in `lines_duplicate`. The new lines are matched where they can be (see
 * autoMatch). A CSV's mapping is remembered for the next file.
 */
export async function storeStatement(
  db: Db,
  accountId: number,
  ledgerAccountId: number,
  filename: string,
  parsed: ParsedStatement,
  writes: MatchWrites = AT_ONCE,
): Promise<Statement> {
  if (parsed.lines.length > MAX_STATEMENT_LINES) {
    throw new HttpError(422, `A statement may hold at most ${MAX_STATEMENT_LINES} lines; import it in parts`);
  }
  const period = periodOf(parsed.lines);
  return writeTransaction(db, 'The amounts of this statement are too large', async (tx) => {
    const { number } = await lockMoneyAccount(tx, accountId, ledgerAccountId);
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        accountId,
        ledgerAccountId,
        format: parsed.format,
        filename,
        periodFrom: period.from,
        periodTo: period.to,
        openingBalance: decimal(parsed.openingCents),
        closingBalance: decimal(parsed.closingCents),
        linesTotal: parsed.lines.length,
        linesNew: 0,
        linesDuplicate: 0,
      })
      .returning();
    const newLineIds: number[] = [];
    const seen = new Set<string>();
    for (let start = 0; start < parsed.lines.length; start += INSERT_CHUNK) {
      const values = parsed.lines
        .slice(start, start + INSERT_CHUNK)
        .map((line, offset) => ({ line, position: start + offset, key: dedupeKey(line) }))
        // A row a page break printed twice is one line.
        .filter(({ key }) => !seen.has(key) && seen.add(key))
        .map(({ line, position, key }) => ({
          date: line.date,
          time: line.time,
          reference: line.reference,
          description: line.description,
          counterparty: line.counterparty,
          counterparty_phone: line.counterpartyPhone,
          account_ref: line.accountRef,
          amount: centsToDecimal(line.amountCents),
          balance: decimal(line.balanceCents),
          position,
          dedupe_key: key,
        }));
      if (values.length === 0) continue;
      // The chunk's lines as one JSON parameter: far cheaper to send than 14 parameters a line.
      const rows = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into ${bankLines} (account_id, ledger_account_id, statement_id, date, time, reference,
            description, counterparty, counterparty_phone, account_ref, amount, balance, position, dedupe_key)
          select ${accountId}, ${ledgerAccountId}, ${statement!.id}, l.date, l.time, l.reference, l.description,
            l.counterparty, l.counterparty_phone, l.account_ref, l.amount, l.balance, l.position, l.dedupe_key
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as l (date date, time text, reference text,
            description text, counterparty text, counterparty_phone text, account_ref text, amount numeric,
            balance numeric, position integer, dedupe_key text)
          order by l.position
          on conflict (account_id, ledger_account_id, dedupe_key) do nothing
          returning id`),
      );
      newLineIds.push(...rows.map((row) => row.id));
    }
    const inserted = newLineIds.length;
    await autoMatch(tx, accountId, { id: ledgerAccountId, number }, statement!.id, writes);
    const [stored] = await tx
      .update(bankStatements)
      .set({ linesNew: inserted, linesDuplicate: parsed.lines.length - inserted })
      .where(eq(bankStatements.id, statement!.id))
      .returning();
    if (parsed.mapping) {
      await saveMoneyAccountDetails(tx, accountId, ledgerAccountId, number, { csvMapping: parsed.mapping });
    }
    return toStatement(stored!);
  });
}

/** The CSV mapping the money account's last CSV file was read with, if any. */
export async function rememberedMapping(
  db: Executor,
  accountId: number,
  ledgerAccountId: number,
): Promise<StatementMapping | undefined> {
  const [row] = await db
    .select({ mapping: moneyAccounts.csvMapping })
    .from(moneyAccounts)
    .where(and(eq(moneyAccounts.accountId, accountId), eq(moneyAccounts.ledgerAccountId, ledgerAccountId)));
  const remembered = statementMappingSchema.safeParse(row?.mapping);
  return remembered.success ? remembered.data : undefined;
}

/** GET /bank_accounts/{id}/statements: newest first, paged. */
export async function listStatements(db: Db, accountId: number, ledgerAccountId: number, page: PageQuery) {
  const where = and(
    eq(bankStatements.accountId, accountId),
    eq(bankStatements.ledgerAccountId, ledgerAccountId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(bankStatements)
      .where(where)
      .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
      .limit(page.per_page)
      .offset(pageOffset(page)),
    db.select({ count: count() }).from(bankStatements).where(where),
  ]);
  return { data: rows.map(toStatement), meta: pageMeta(total?.count ?? 0, page) };
}

export const statementNotFound = () => new HttpError(404, 'Statement not found');

/**
 * DELETE /statements/{id}: the statement and its lines, with what their matches recorded and posted (see
 * releaseMatches); refused while one of its lines is reconciled.
 */
export async function deleteStatement(db: Db, accountId: number, id: number): Promise<void> {
  await writeTransaction(db, 'The statement cannot be deleted', async (tx) => {
    const [statement] = await tx
      .select({ ledgerAccountId: bankStatements.ledgerAccountId })
      .from(bankStatements)
      .where(and(eq(bankStatements.id, id), eq(bankStatements.accountId, accountId)));
    if (!statement) throw statementNotFound();
    await lockMoneyAccount(tx, accountId, statement.ledgerAccountId);
    const [reconciled] = await tx
      .select({ count: count() })
      .from(bankLines)
      .where(and(eq(bankLines.statementId, id), sql`${bankLines.reconciledAt} is not null`));
    if ((reconciled?.count ?? 0) > 0) {
      throw new HttpError(422, 'This statement has reconciled lines: undo the reconciliation first');
    }
    const matched = await tx
      .select()
      .from(bankLines)
      .where(and(eq(bankLines.statementId, id), eq(bankLines.status, 'matched')));
    await releaseMatches(tx, accountId, matched);
    await tx
      .delete(bankStatements)
      .where(and(eq(bankStatements.id, id), eq(bankStatements.accountId, accountId)));
  });
}

/**
 * How many of the lines the money account holds already, or repeat an earlier line of the same file: what an
 * import would count in `lines_duplicate`.
 */
export async function duplicateLineCount(
  db: Executor,
  accountId: number,
  ledgerAccountId: number,
  lines: ParsedLine[],
): Promise<number> {
  const keys = lines.map(dedupeKey);
  const distinct = [...new Set(keys)];
  let known = 0;
  for (let start = 0; start < distinct.length; start += INSERT_CHUNK) {
    const [row] = await db
      .select({ count: count() })
      .from(bankLines)
      .where(
        and(
          eq(bankLines.accountId, accountId),
          eq(bankLines.ledgerAccountId, ledgerAccountId),
          inArray(bankLines.dedupeKey, distinct.slice(start, start + INSERT_CHUNK)),
        ),
      );
    known += Number(row?.count ?? 0);
  }
  return keys.length - distinct.length + known;
}
