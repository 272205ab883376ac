import { toCents } from '@daftari/format';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';

// What every report reads from the ledger: sums of posted lines, never the documents alone. Amounts are
// debit-positive cents (a credit balance is negative). They read the sums the database keeps as lines are
// posted (ledger_daily_balances, ledger_open_items: drizzle/0011_ledger_balances.sql), never every line.

/** A date range of lines, inclusive; no `from`: from the first line. */
export interface LineRange {
  from?: string | undefined;
  to: string;
}

/** Net movement (debits − credits) of one ledger account over a range. */
export interface AccountMovement {
  ledgerAccountId: number;
  debit: bigint;
  credit: bigint;
}

/** Sums of the account's lines over the range, one row per ledger account with a line in it. */
export async function accountMovements(
  db: Executor,
  accountId: number,
  range: LineRange,
): Promise<AccountMovement[]> {
  const result = await db.execute(sql`
    select ledger_account_id, sum(debit)::text as debit, sum(credit)::text as credit
    from ledger_daily_balances
    where account_id = ${accountId} and date <= ${range.to}
      ${range.from ? sql`and date >= ${range.from}` : sql``}
    group by ledger_account_id`);
  return rowsOf<{ ledger_account_id: number; debit: string; credit: string }>(result).map((row) => ({
    ledgerAccountId: Number(row.ledger_account_id),
    debit: toCents(row.debit),
    credit: toCents(row.credit),
  }));
}

/**
 * Each ledger account's balance (debit-positive cents) at the end of `asOf` (none: over every line), for the
 * accounts named (none: all of the business's). An account with no line has none in the map: its balance is 0.
 */
export async function balancesAt(
  db: Executor,
  accountId: number,
  options: { asOf?: string | undefined; ledgerAccountIds?: readonly number[] } = {},
): Promise<Map<number, bigint>> {
  const { asOf, ledgerAccountIds: ids } = options;
  if (ids?.length === 0) return new Map();
  const result = await db.execute(sql`
    select ledger_account_id, sum(debit - credit)::text as balance
    from ledger_daily_balances
    where account_id = ${accountId}
      ${asOf ? sql`and date <= ${asOf}` : sql``}
      ${
        ids
          ? sql`and ledger_account_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql``
      }
    group by ledger_account_id`);
  return new Map(
    rowsOf<{ ledger_account_id: number; balance: string }>(result).map((row) => [
      Number(row.ledger_account_id),
      toCents(row.balance),
    ]),
  );
}

/** One ledger account's balance (debit-positive cents) at the end of `asOf` (none: over every line). */
export async function balanceAt(
  db: Executor,
  accountId: number,
  ledgerAccountId: number,
  asOf?: string,
): Promise<bigint> {
  return (
    (await balancesAt(db, accountId, { asOf, ledgerAccountIds: [ledgerAccountId] })).get(ledgerAccountId) ??
    0n
  );
}

/** Movement per calendar month (`yyyy-MM`) and ledger account over the range. */
export async function monthlyMovements(
  db: Executor,
  accountId: number,
  range: Required<LineRange>,
): Promise<(AccountMovement & { month: string })[]> {
  const result = await db.execute(sql`
    select to_char(date, 'YYYY-MM') as month, ledger_account_id,
      sum(debit)::text as debit, sum(credit)::text as credit
    from ledger_daily_balances
    where account_id = ${accountId} and date >= ${range.from} and date <= ${range.to}
    group by 1, 2`);
  return rowsOf<{ month: string; ledger_account_id: number; debit: string; credit: string }>(result).map(
    (row) => ({
      month: row.month,
      ledgerAccountId: Number(row.ledger_account_id),
      debit: toCents(row.debit),
      credit: toCents(row.credit),
    }),
  );
}

/** One ledger account's net movement (debit-positive cents) before `from`, and from `from` to `to`. */
export async function openingAndMovement(
  db: Executor,
  accountId: number,
  ledgerAccountId: number,
  range: Required<LineRange>,
): Promise<{ opening: bigint; movement: bigint }> {
  const result = await db.execute(sql`
    select coalesce(sum(debit - credit) filter (where date < ${range.from}), 0)::text as opening,
      coalesce(sum(debit - credit) filter (where date >= ${range.from}), 0)::text as movement
    from ledger_daily_balances
    where account_id = ${accountId} and ledger_account_id = ${ledgerAccountId} and date <= ${range.to}`);
  const [row] = rowsOf<{ opening: string; movement: string }>(result);
  return { opening: toCents(row?.opening ?? '0'), movement: toCents(row?.movement ?? '0') };
}

/**
 * The open items of 1200 or 2000 as of `asOf` (contact_id, document_id, document_number, due_date, balance),
 * as a subquery, from the items the database keeps with their invoice's number and due date: an item whose
 * last line is on or before `asOf` has its whole balance (read from the covering index of the items with a
 * balance); one with lines on both sides of `asOf` sums its movements up to it.
 */
export function openItemsAsOf(accountId: number, controlAccountId: number, asOf: string): SQL {
  return sql`
    select contact_id, document_id, document_number, coalesce(due_date, first_date) as due_date, balance
    from ledger_open_items
    where account_id = ${accountId} and ledger_account_id = ${controlAccountId} and balance <> 0
      and last_date <= ${asOf}
    union all
    select i.contact_id, i.document_id, i.document_number, coalesce(i.due_date, i.first_date), sum(m.amount)
    from ledger_open_items i
    join ledger_open_item_movements m on m.item_id = i.id and m.date <= ${asOf}
    where daterange(i.first_date, i.last_date) @> ${asOf}::date and i.last_date > i.first_date
      and i.account_id = ${accountId} and i.ledger_account_id = ${controlAccountId}
    group by i.id
    having sum(m.amount) <> 0`;
}

/**
 * The open items of 1200 or 2000 as of `asOf` in one currency (null: the books' own, the lines that carry
 * none), in that currency's amounts, as the same columns as openItemsAsOf: the control account's lines in
 * the currency, grouped by the item the database files them under (ledger_line_document: an invoice with its
 * payments, a bill with its payments), with that item's due date.
 */
export function openCurrencyItemsAsOf(
  accountId: number,
  controlAccountId: number,
  currency: string | null,
  asOf: string,
): SQL {
  const inCurrency = currency === null ? sql`l.currency is null` : sql`l.currency = ${currency}`;
  const amount = currency === null ? sql`l.debit - l.credit` : sql`l.amount_currency`;
  return sql`
    select lines.contact_id, lines.document_id, i.document_number,
      coalesce(i.due_date, i.first_date, lines.first_date) as due_date, lines.balance
    from (
      select l.contact_id, d.document_id, min(l.date) as first_date, sum(${amount}) as balance
      from journal_lines l
      join journal_entries e on e.id = l.journal_entry_id and e.account_id = l.account_id
      cross join lateral (select ledger_line_document(e.source_type, e.source_id, e.account_id) as document_id) d
      where l.account_id = ${accountId} and l.ledger_account_id = ${controlAccountId} and ${inCurrency}
        and l.date <= ${asOf}::date
      group by l.contact_id, d.document_id
      having sum(${amount}) <> 0
    ) lines
    left join ledger_open_items i on i.account_id = ${accountId} and i.ledger_account_id = ${controlAccountId}
      and i.contact_id is not distinct from lines.contact_id and i.document_id = lines.document_id`;
}
