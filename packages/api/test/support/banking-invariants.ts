import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';

const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await db.execute(query));

/**
 * What statement lines and the books say of each other, over every business of the database:
 * - each entry a line's match recorded (`entry:N`) is a live `bank_line` entry of its business, each payment
 *   (`payment:N`) and bill payment (`bill_payment:N`) is there;
 * - each live `bank_line` entry is recorded by exactly one matched line (its source), nothing posted twice
 *   nor left behind by an unmatch or a deleted statement;
 * - the other side of a transfer names a live entry; a suggested line has suggestions;
 * - bank_line_counts (kept by triggers) holds what counting the lines gives, per money account and status.
 */
export async function expectStatementLinesAgree(db: Db): Promise<void> {
  const created = sql`(select l.id, l.account_id, l.match_kind, item #>> '{}' as item
    from bank_lines l cross join lateral jsonb_array_elements(coalesce(l.match_created, '[]'::jsonb)) item)`;
  expect(
    await rows(
      db,
      sql`select c.id, c.item from ${created} c
        where c.item like 'entry:%' and not exists (select 1 from journal_entries e
          where e.account_id = c.account_id and e.id = substring(c.item from 7)::int
            and e.source_type = 'bank_line' and e.source_id = c.id::text and e.reversed_by is null)`,
    ),
    'entries recorded by lines',
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select c.id, c.item from ${created} c
        where (c.item like 'payment:%' and not exists (select 1 from payments p
            where p.account_id = c.account_id and p.id = substring(c.item from 9)::int))
          or (c.item like 'bill_payment:%' and not exists (select 1 from bill_payments p
            where p.account_id = c.account_id and p.id = substring(c.item from 14)::int))`,
    ),
    'payments recorded by lines',
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select e.id, e.source_id from journal_entries e
        where e.source_type = 'bank_line' and e.reversal_of is null and e.reversed_by is null
          and (select count(*) from ${created} c where c.account_id = e.account_id
            and c.item = 'entry:' || e.id) <> 1`,
    ),
    'live bank_line entries without exactly one line',
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select l.id from bank_lines l
        where l.match_kind = 'transfer' and coalesce(jsonb_array_length(l.match_created), 0) = 0
          and not exists (select 1 from journal_entries e where e.account_id = l.account_id
            and e.id::text = l.match_ids #>> '{0}' and e.reversed_by is null)`,
    ),
    'transfer sides naming a dead entry',
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select id from bank_lines
        where status = 'suggested' and coalesce(jsonb_array_length(suggestions), 0) = 0`,
    ),
    'suggested lines without suggestions',
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select account_id, ledger_account_id, status, l.n, c.count
        from (select account_id, ledger_account_id, status, count(*)::int as n from bank_lines group by 1, 2, 3) l
        full join (select * from bank_line_counts where count <> 0) c using (account_id, ledger_account_id, status)
        where l.n is distinct from c.count`,
    ),
    'line counts kept apart from the lines',
  ).toEqual([]);
}

/**
 * What Paystack payouts and the books say of each other, over every business of the database: each payout
 * names a live `paystack_payout` entry of its settlement moving exactly its effective amount from its Paystack
 * account into its bank; each live such entry is one payout's; no line stays matched to an entry reversed.
 */
export async function expectPayoutsAgree(db: Db): Promise<void> {
  expect(
    await rows(
      db,
      sql`select p.id from paystack_payouts p
        where not exists (select 1 from journal_entries e where e.id = p.journal_entry_id
          and e.account_id = p.account_id and e.source_type = 'paystack_payout'
          and e.source_id = p.settlement_id and e.reversed_by is null
          and (select sum(l.debit - l.credit) from journal_lines l where l.journal_entry_id = e.id
            and l.ledger_account_id = p.bank_account_id) = p.effective_amount
          and (select sum(l.credit - l.debit) from journal_lines l where l.journal_entry_id = e.id
            and l.ledger_account_id = p.ledger_account_id) = p.effective_amount)`,
    ),
    'payouts without their entry',
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select e.id from journal_entries e
        where e.source_type = 'paystack_payout' and e.reversal_of is null and e.reversed_by is null
          and (select count(*) from paystack_payouts p where p.journal_entry_id = e.id) <> 1`,
    ),
    'live payout entries without exactly one payout',
  ).toEqual([]);
  expect(
    await rows(
      db,
      sql`select l.id from bank_lines l join journal_entries e on e.account_id = l.account_id
          and e.id::text = l.match_ids #>> '{0}'
        where l.match_kind = 'journal_entry' and e.reversed_by is not null`,
    ),
    'lines matched to a reversed entry',
  ).toEqual([]);
}
