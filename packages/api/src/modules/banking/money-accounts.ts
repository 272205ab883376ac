import type { MoneyAccount, MoneyAccountKind } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import { balancesAt } from '../ledger/index.ts';

/** The money accounts of every chart from the start, and their kinds: they need no money_accounts row. */
export const STARTING_MONEY_ACCOUNTS: Readonly<Record<string, MoneyAccountKind>> = {
  '1000': 'cash',
  '1100': 'bank',
  '1300': 'mpesa',
  '1310': 'paystack',
};
const starting = sql.raw(
  `(${Object.keys(STARTING_MONEY_ACCOUNTS)
    .map((number) => `'${number}'`)
    .join(', ')})`,
);
const startingKind = sql.raw(
  `case la.number ${Object.entries(STARTING_MONEY_ACCOUNTS)
    .map(([number, kind]) => `when '${number}' then '${kind}'`)
    .join(' ')} end`,
);

export const moneyAccountNotFound = () => new HttpError(404, 'Bank account not found');

interface Row {
  ledger_account_id: number;
  number: string;
  name: string;
  kind: MoneyAccountKind;
  institution: string | null;
  currency: string;
  statement_balance: string | null;
  statement_date: string | null;
  unmatched_count: number | string;
  last_import_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/**
 * The business's money accounts (its asset accounts 1000, 1100, 1300, 1310 and those added as money accounts),
 * each with its ledger balance, the closing balance and end date of its latest statement, its lines still to match and its last
 * import. `only`: one of them.
 */
export async function listMoneyAccounts(
  db: Executor,
  accountId: number,
  only?: number,
): Promise<MoneyAccount[]> {
  const result = await db.execute(sql`
    select la.id as ledger_account_id, la.number, la.name,
      coalesce(ma.kind, ${startingKind}) as kind, ma.institution, a.currency,
      last_statement.closing_balance::text as statement_balance,
      last_statement.period_to::text as statement_date,
      (select count(*) from bank_lines l where l.account_id = la.account_id and l.ledger_account_id = la.id
        and l.status in ('unmatched', 'suggested')) as unmatched_count,
      (select max(s.created_at) from bank_statements s
        where s.account_id = la.account_id and s.ledger_account_id = la.id) as last_import_at
    from ledger_accounts la
    join accounts a on a.id = la.account_id
    left join money_accounts ma on ma.ledger_account_id = la.id
    left join lateral (
      select s.closing_balance, s.period_to from bank_statements s
      where s.account_id = la.account_id and s.ledger_account_id = la.id and s.closing_balance is not null
      order by s.period_to desc nulls last, s.id desc limit 1
    ) last_statement on true
    where la.account_id = ${accountId} and la.account_type = 'asset' and not la.archived
      and (ma.ledger_account_id is not null or la.number in ${starting})
      ${only === undefined ? sql`` : sql`and la.id = ${only}`}
    order by la.number, la.id`);
  const rows = rowsOf<Row>(result);
  const balances = await balancesAt(db, accountId, {
    ledgerAccountIds: rows.map((row) => Number(row.ledger_account_id)),
  });
  return rows.map((row) => ({
    ledger_account_id: Number(row.ledger_account_id),
    number: row.number,
    name: row.name,
    kind: row.kind,
    institution: row.institution,
    currency: row.currency,
    ledger_balance: centsToNumber(balances.get(Number(row.ledger_account_id)) ?? 0n),
    statement_balance: row.statement_balance === null ? null : centsToNumber(toCents(row.statement_balance)),
    statement_date: row.statement_date,
    unmatched_count: Number(row.unmatched_count),
    last_import_at: iso(row.last_import_at),
  }));
}

/** One money account of the business; 404 for any other id (another business's, a non-money account). */
export async function getMoneyAccount(db: Executor, accountId: number, id: number): Promise<MoneyAccount> {
  const [found] = await listMoneyAccounts(db, accountId, id);
  if (!found) throw moneyAccountNotFound();
  return found;
}
