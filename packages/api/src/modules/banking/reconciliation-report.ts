import type { ReconciliationReport } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';
import { balanceAt, formatEntryNumber } from '../ledger/index.ts';
import { getMoneyAccount } from './money-accounts.ts';

/**
 * What a reconciled line stands for in the journal. What its match recorded (`match_created`): payments and
 * bill payments by their source (`payment:12`), entries by id (`entry:40`). What it met already posted (no
 * `match_created`): a recorded payment or an expense by its source, a journal entry or a transfer's entry by id.
 */
const reconciledSources = (accountId: number, ledgerAccountId: number) => sql`
  reconciled as (
    select match_kind, match_ids, coalesce(match_created, '[]'::jsonb) as created from bank_lines
    where account_id = ${accountId} and ledger_account_id = ${ledgerAccountId}
      and reconciliation_id is not null and match_kind is not null),
  recorded as (
    select split_part(item, ':', 1) as source_type, split_part(item, ':', 2) as source_id
    from reconciled, jsonb_array_elements_text(created) item),
  sources as (
    select source_type, source_id from recorded where source_type <> 'entry'
    union
    select match_kind, named from reconciled, jsonb_array_elements_text(match_ids) named
    where created = '[]'::jsonb and match_kind in ('payment', 'expense')),
  entries as (
    select source_id as named from recorded where source_type = 'entry'
    union
    select named from reconciled, jsonb_array_elements_text(match_ids) named
    where created = '[]'::jsonb and match_kind in ('journal_entry', 'transfer'))`;

/**
 * Where a money account stands on `asOf`: its latest statement's closing balance beside the ledger balance,
 * and what explains the difference. The statement lines up to then that no completed reconciliation holds,
 * and the postings on the account up to then that no completed reconciliation agreed: neither behind a
 * reconciled line nor already posted, on or before its statement date, when it was completed (a posting dated
 * back into a reconciled period after the fact shows here). An entry and its reversal, both on or before
 * `asOf`, cancel out and are left out.
 */
export async function reconciliationReport(
  db: Executor,
  accountId: number,
  ledgerAccountId: number,
  asOf: string,
): Promise<ReconciliationReport> {
  const account = await getMoneyAccount(db, accountId, ledgerAccountId);
  const scope = sql`account_id = ${accountId} and ledger_account_id = ${ledgerAccountId}`;
  const [statement] = rowsOf<{ closing_balance: string; period_to: string }>(
    await db.execute(sql`
      select closing_balance::text, period_to::text from bank_statements
      where ${scope} and closing_balance is not null and period_to <= ${asOf}
      order by period_to desc, id desc limit 1`),
  );
  const [through] = rowsOf<{ statement_date: string | null }>(
    await db.execute(sql`
      select max(statement_date)::text as statement_date from bank_reconciliations
      where ${scope} and status = 'done' and statement_date <= ${asOf}`),
  );
  const lines = rowsOf<{
    id: number;
    date: string;
    reference: string | null;
    description: string;
    amount: string;
    status: ReconciliationReport['lines'][number]['status'];
  }>(
    await db.execute(sql`
      select id, date::text, reference, description, amount::text, status from bank_lines
      where ${scope} and reconciliation_id is null and date <= ${asOf}
      order by date, statement_id, position, id`),
  );
  const postings = rowsOf<{
    journal_entry_id: number;
    number: number;
    date: string;
    memo: string | null;
    source_type: ReconciliationReport['postings'][number]['source_type'];
    source_id: string | null;
    amount: string;
  }>(
    await db.execute(sql`
      with ${reconciledSources(accountId, ledgerAccountId)}
      select e.id as journal_entry_id, e.number, l.date::text, e.memo, e.source_type, e.source_id,
        (l.debit - l.credit)::text as amount
      from journal_lines l
      join journal_entries e on e.id = l.journal_entry_id
      left join journal_entries partner on partner.id = coalesce(e.reversed_by, e.reversal_of)
      where l.account_id = ${accountId} and l.ledger_account_id = ${ledgerAccountId} and l.date <= ${asOf}
        and (partner.id is null or partner.date > ${asOf})
        and not exists (
          select 1 from sources s where s.source_type = e.source_type and s.source_id = e.source_id)
        and e.id::text not in (select named from entries)
        and not exists (
          select 1 from bank_reconciliations r
          where r.account_id = ${accountId} and r.ledger_account_id = ${ledgerAccountId} and r.status = 'done' and r.statement_date >= l.date
            and r.completed_at >= e.created_at)
      order by l.date, l.id`),
  );
  const ledger = await balanceAt(db, accountId, ledgerAccountId, asOf);
  const statementCents = statement ? toCents(statement.closing_balance) : null;
  return {
    ledger_account_id: account.ledger_account_id,
    number: account.number,
    name: account.name,
    as_of: asOf,
    statement_balance: statementCents === null ? null : centsToNumber(statementCents),
    statement_date: statement?.period_to ?? null,
    ledger_balance: centsToNumber(ledger),
    difference: statementCents === null ? null : centsToNumber(statementCents - ledger),
    reconciled_through: through?.statement_date ?? null,
    lines: lines.map((line) => ({
      ...line,
      id: Number(line.id),
      amount: centsToNumber(toCents(line.amount)),
    })),
    postings: postings.map((posting) => ({
      journal_entry_id: Number(posting.journal_entry_id),
      entry_number: formatEntryNumber(Number(posting.number)),
      date: posting.date,
      memo: posting.memo,
      source_type: posting.source_type,
      source_id: posting.source_id,
      amount: centsToNumber(toCents(posting.amount)),
    })),
  };
}
