import { addDays, toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.ts';
import { bankLines, expenses } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { HttpError, invalidField } from '../../../http/errors.ts';
import type { LineRow } from './mark.ts';

/** How far from its line a posting already in the books may be dated. */
const LINK_DAYS = 7;

const notFound = (what: string) => invalidField('ids', `${what} not found`);
const serialOf = (ids: string[]) => (ids.length === 1 && /^[1-9]\d{0,8}$/.test(ids[0]!) ? Number(ids[0]) : 0);
const within = (date: string, line: LineRow) =>
  date >= addDays(line.date, -LINK_DAYS) && date <= addDays(line.date, LINK_DAYS);

/** 409 when another line of the business is matched to the same thing already. */
async function assertFree(tx: Tx, accountId: number, kind: string, id: string) {
  const [other] = await tx
    .select({ id: bankLines.id })
    .from(bankLines)
    .where(
      and(
        eq(bankLines.accountId, accountId),
        eq(bankLines.matchKind, kind),
        sql`${bankLines.matchIds} @> ${JSON.stringify([id])}::jsonb`,
      ),
    );
  if (other) throw new HttpError(409, 'That is matched to another line already');
}

/**
 * The line matched to an expense (money out) or refund (money in) paid from this money account, of the line's
 * amount, dated within 7 days: posting nothing new.
 */
export async function linkExpense(tx: Tx, accountId: number, line: LineRow, ids: string[]) {
  const id = serialOf(ids);
  const [expense] = id
    ? await tx
        .select({
          type: expenses.expenseType,
          paidFrom: expenses.paidFromAccountId,
          dated: expenses.dated,
          total: expenses.totalValue,
        })
        .from(expenses)
        .where(and(eq(expenses.accountId, accountId), eq(expenses.id, id)))
    : [];
  if (!expense) throw notFound('Expense');
  if (expense.paidFrom !== line.ledgerAccountId)
    throw invalidField('ids', 'That expense was not paid from this account');
  const signed = expense.type === 'Refund' ? toCents(expense.total) : -toCents(expense.total);
  if (signed !== toCents(line.amount)) throw invalidField('ids', 'That expense is not of the line’s amount');
  if (!within(expense.dated, line))
    throw invalidField('ids', 'That expense is more than 7 days from the line');
  await assertFree(tx, accountId, 'expense', String(id));
  return { ids: [String(id)], created: [] as string[] };
}

/**
 * The line matched to a journal entry already posted (a manual entry, a document's), not reversed, that moves
 * this money account by the line's amount, dated within 7 days: posting nothing new.
 */
export async function linkJournalEntry(tx: Tx, accountId: number, line: LineRow, ids: string[]) {
  const id = serialOf(ids);
  const [entry] = id
    ? rowsOf<{ date: string; moved: string | null }>(
        await tx.execute(sql`
          select e.date::text as date,
            (select sum(jl.debit - jl.credit)::text from journal_lines jl
              where jl.journal_entry_id = e.id and jl.ledger_account_id = ${line.ledgerAccountId}) as moved
          from journal_entries e
          where e.account_id = ${accountId} and e.id = ${id} and e.reversed_by is null
            and e.reversal_of is null and e.source_type <> 'bank_line'`),
      )
    : [];
  if (!entry) throw notFound('Journal entry');
  if (toCents(entry.moved ?? '0') !== toCents(line.amount))
    throw invalidField('ids', 'That entry does not move this account by the line’s amount');
  if (!within(entry.date, line)) throw invalidField('ids', 'That entry is more than 7 days from the line');
  await assertFree(tx, accountId, 'journal_entry', String(id));
  return { ids: [String(id)], created: [] as string[] };
}
