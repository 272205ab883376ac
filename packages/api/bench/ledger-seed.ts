import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';

/** How much one business posted over `days` up to today. */
export interface LedgerScale {
  contacts: number;
  invoices: number;
  expenses: number;
  manual: number;
  days: number;
}

/** Lines the scale posts: 3 an invoice, 2 a payment, 3 an expense, 2 a manual entry. */
export const linesOf = (scale: LedgerScale, payments: number) =>
  scale.invoices * 3 + payments * 2 + scale.expenses * 3 + scale.manual * 2;

/**
 * A business's books with set-based SQL: contacts; invoices spread evenly over the days with due dates 30
 * days on (16% VAT; 90% paid in full within 45 days, one in twenty half paid, the rest open, nothing paid
 * after today); their payments by M-Pesa, bank or cash; then one journal entry per invoice (Dr 1200 / Cr
 * 4000 / Cr 2100), payment (Dr 1300|1100|1000 / Cr 1200), expense (Dr 6000–6990 / Dr 1400 VAT / Cr 1100)
 * and manual entry (capital into cash, or an opening receivable on 1200 against 4900), numbered by date.
 * The entries' balance check (a deferred trigger per line) is switched off for the load and replaced by one
 * query; the maintained sums' trigger runs as for any insert. Answers the number of payments.
 */
export async function seedLedger(db: Database['db'], accountId: number, scale: LedgerScale): Promise<number> {
  const { contacts, invoices, expenses, manual, days } = scale;
  await db.execute(sql`
    insert into contacts (account_id, first_name, last_name, company_name, email, city, country)
    select ${accountId},
      (array['Wanjiru','Achieng','Kamau','Njeri','Otieno','Chebet','Mwangi','Akinyi'])[1 + i % 8],
      (array['Kamau','Otieno','Wambui','Kiptoo','Mutua','Njoroge','Omondi','Maina','Koech'])[1 + (i * 7) % 9],
      case when i % 3 = 0 then 'Duka ' || i || ' Ltd' end,
      'customer' || i || '@example.co.ke', 'Nairobi', 'Kenya'
    from generate_series(1, ${contacts}) as i`);
  await db.execute(sql`
    insert into invoices (account_id, contact_id, invoice_number, sequence_scope, sequence_value, status,
      issue_date, due_date, currency, sent_at, subtotal, tax_total, total, paid_amount, balance)
    select ${accountId}, contact_id, 'INV-' || i, 'account', i,
      case when paid = total then 'paid' else 'sent' end, issued, issued + 30, 'KES', now(),
      net, tax, total, paid, total - paid
    from (
      select i, contact_id, issued, net, tax, net + tax as total,
        case when i % 10 <> 0 and issued + i % 45 <= current_date then net + tax
             when i % 20 = 0 and issued + 10 <= current_date then round((net + tax) / 2, 2)
             else 0 end as paid
      from (
        select i, c.ids[1 + (i * 7919) % c.n] as contact_id,
          current_date - ${days}::int + 1 + (i::bigint * ${days} / (${invoices} + 1))::int as issued,
          ((i::bigint * 7919) % 500000 + 5000) / 100.0 as net,
          round(((i::bigint * 7919) % 500000 + 5000) / 100.0 * 0.16, 2) as tax
        from generate_series(1, ${invoices}) as i,
          (select array_agg(id order by id) as ids, count(*)::int as n from contacts
            where account_id = ${accountId}) as c
      ) amounts
    ) invoices_to_be`);
  await db.execute(sql`
    insert into payments (account_id, invoice_id, amount, paid_on, method, reference, receipt_number)
    select account_id, id, paid_amount,
      issue_date + case when status = 'paid' then sequence_value % 45 else 10 end,
      (array['mpesa','bank_transfer','cash'])[1 + sequence_value % 3], 'BENCH' || sequence_value,
      'RCT-' || lpad(sequence_value::text, 6, '0')
    from invoices where account_id = ${accountId} and paid_amount > 0`);

  // What each entry posts, numbered by date: a table of its own (a pool may give each statement another
  // connection, so no temporary table), dropped at the end.
  const staging = sql.raw(`bench_postings_${accountId}`);
  await db.execute(sql`
    create unlogged table ${staging} as
    select row_number() over (order by date, kind, ref)::int as number, *
    from (
      select 'invoice' as kind, i.sequence_value::bigint as ref, i.issue_date as date, i.id::text as source_id,
        i.contact_id, i.subtotal as net, i.tax_total as tax, i.total as amount, null::text as method
      from invoices i where i.account_id = ${accountId}
      union all
      select 'payment', p.id, p.paid_on, p.id::text, i.contact_id, null, null, p.amount, p.method
      from payments p join invoices i on i.id = p.invoice_id where p.account_id = ${accountId}
      union all
      select 'expense', e, current_date - ${days}::int + 1 + (e::bigint * ${days} / (${expenses} + 1))::int, e::text,
        null, ((e::bigint * 4241) % 300000 + 1000) / 100.0, round(((e::bigint * 4241) % 300000 + 1000) / 100.0 * 0.16, 2),
        null, null
      from generate_series(1, ${expenses}) as e
      union all
      select 'manual', m, current_date - ${days}::int + 1 + (m::bigint * ${days} / (${manual} + 1))::int, null,
        case when m % 2 = 0 then (select min(id) from contacts where account_id = ${accountId}) + m % ${contacts} end,
        null, null, ((m::bigint * 613) % 2000000 + 10000) / 100.0, null
      from generate_series(1, ${manual}) as m
    ) postings`);
  await db.execute(sql`alter table journal_lines disable trigger journal_lines_balanced`);
  await db.execute(sql`alter table journal_entries disable trigger journal_entries_balanced`);
  try {
    await db.execute(sql`
      insert into journal_entries (account_id, number, date, memo, source_type, source_id)
      select ${accountId}, number, date, initcap(kind) || ' ' || ref, kind, source_id from ${staging}`);
    const ledger = (number: string) =>
      sql`(select id from ledger_accounts where account_id = ${accountId} and number = ${number})`;
    const postLines = (kind: string, lines: ReturnType<typeof sql>) =>
      db.execute(sql`
        insert into journal_lines (account_id, journal_entry_id, ledger_account_id, contact_id, date, debit,
          credit, vat_rate)
        select ${accountId}, e.id, line.ledger_account_id, line.contact_id, s.date, line.debit, line.credit,
          line.vat_rate
        from ${staging} s
        join journal_entries e on e.account_id = ${accountId} and e.number = s.number
        cross join lateral (${lines}) as line (ledger_account_id, contact_id, debit, credit, vat_rate)
        where s.kind = ${kind}
        order by s.number`);
    await postLines(
      'invoice',
      sql`values (${ledger('1200')}, s.contact_id, s.amount, 0::numeric, null::varchar),
        (${ledger('4000')}, null, 0, s.net, '16'), (${ledger('2100')}, null, 0, s.tax, '16')`,
    );
    await postLines(
      'payment',
      sql`values (case s.method when 'mpesa' then ${ledger('1300')} when 'cash' then ${ledger('1000')}
          else ${ledger('1100')} end, null::integer, s.amount, 0::numeric, null::varchar),
        (${ledger('1200')}, s.contact_id, 0, s.amount, null)`,
    );
    await postLines(
      'expense',
      sql`values ((select id from ledger_accounts where account_id = ${accountId}
          and number = (array['6000','6100','6200','6300','6400','6500','6600','6700','6900','6990'])[1 + s.ref % 10]),
          null::integer, s.net, 0::numeric, '16'::varchar),
        (${ledger('1400')}, null, s.tax, 0, '16'), (${ledger('1100')}, null, 0, s.net + s.tax, null)`,
    );
    await postLines(
      'manual',
      sql`values (case when s.contact_id is null then ${ledger('1000')} else ${ledger('1200')} end, s.contact_id,
          s.amount, 0::numeric, null::varchar),
        (case when s.contact_id is null then ${ledger('3000')} else ${ledger('4900')} end, null, 0, s.amount, null)`,
    );
  } finally {
    await db.execute(sql`alter table journal_lines enable trigger journal_lines_balanced`);
    await db.execute(sql`alter table journal_entries enable trigger journal_entries_balanced`);
  }
  const unbalanced = (await db.execute(sql`
    select count(*)::int as n from (
      select e.id from journal_entries e left join journal_lines l on l.journal_entry_id = e.id
      where e.account_id = ${accountId}
      group by e.id having count(l.id) < 2 or sum(l.debit) <> sum(l.credit)) bad`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(unbalanced.rows[0]!.n) !== 0) throw new Error(`${unbalanced.rows[0]!.n} entries do not balance`);
  await db.execute(sql`
    insert into journal_sequences (account_id, next_value)
    select ${accountId}, count(*) + 1 from ${staging}
    on conflict (account_id) do update set next_value = excluded.next_value`);
  await db.execute(sql`
    insert into invoice_sequences (account_id, scope, prefix, next_value)
    values (${accountId}, 'account', 'INV', ${invoices + 1})`);
  const payments = (await db.execute(
    sql`select count(*)::int as n from ${staging} where kind = 'payment'`,
  )) as unknown as {
    rows: { n: number }[];
  };
  await db.execute(sql`drop table ${staging}`);
  return Number(payments.rows[0]!.n);
}
