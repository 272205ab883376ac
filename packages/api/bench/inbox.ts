/** bench:statements' inbox half: GET /bank_lines over a money account holding 200,000 lines. */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { percentile } from './support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const WARM_UP = 5;

/** Payers' names: 30 first names and 50 surnames, so a surname is on about one line in fifty. */
const FIRST =
  'JOHN MARY PETER GRACE JAMES FAITH DAVID MERCY JOSEPH ANNE SAMUEL ESTHER BRIAN LUCY KEVIN JANE DENNIS CAROLINE MOSES WINNIE PAUL SARAH GEORGE RUTH DANIEL NANCY STEPHEN JOYCE MICHAEL AGNES'.split(
    ' ',
  );
const LAST =
  'OTIENO WANJIKU KAMAU ACHIENG MWANGI NJERI KIPTOO AKINYI MUTUA CHEBET OMONDI WAMBUI KOECH MAINA NJOROGE ODHIAMBO WAFULA KARIUKI OCHIENG NYAMBURA KIMANI MUTHONI ONYANGO WANJIRU GITAU KIPLAGAT ROTICH MWENDE NDUNGU OKOTH KILONZO MUSYOKA WEKESA BARASA KARANJA NJUGUNA OWINO ADHIAMBO KORIR LANGAT CHERUIYOT MUTISO NZIOKA MBUGUA GATHONI WAITHAKA OLOO AWUOR JUMA HASSAN'.split(
    ' ',
  );

/**
 * One statement of `count` lines over two years (2025–2026) with set-based SQL: 60 % matched, 25 % suggested,
 * 12 % unmatched, 3 % excluded; customers' payments, pay bills and transfers with M-Pesa's details.
 */
export async function seedInbox(
  db: Database['db'],
  accountId: number,
  ledgerAccountId: number,
  count: number,
) {
  const result = (await db.execute(sql`
    insert into bank_statements (account_id, ledger_account_id, format, filename, period_from, period_to,
      lines_total, lines_new, lines_duplicate)
    values (${accountId}, ${ledgerAccountId}, 'mpesa_pdf', 'inbox.pdf', '2025-01-01', '2026-12-31', ${count}, ${count}, 0)
    returning id`)) as unknown as { rows: { id: number }[] };
  const statementId = result.rows[0]!.id;
  await db.execute(sql`
    insert into bank_lines (account_id, ledger_account_id, statement_id, date, time, reference, description,
      counterparty, counterparty_phone, account_ref, amount, balance, status, match_kind, match_ids,
      match_auto, position, dedupe_key, suggestions)
    select ${accountId}, ${ledgerAccountId}, ${statementId},
      date '2025-01-01' + (i::bigint * 729 / ${count})::int, '10:00:00', 'TB' || lpad(i::text, 8, '0'),
      case when i % 4 = 3 then 'Pay Bill Online to 888880 - KPLC PREPAID Acc. ' || (37000000 + i)
           else 'Funds received from 07' || lpad((i * 7919 % 100000000)::text, 8, '0') || ' - ' || name end,
      case when i % 4 = 3 then 'KPLC PREPAID' else name end,
      case when i % 4 = 3 then null else '07' || lpad((i * 7919 % 100000000)::text, 8, '0') end,
      case when i % 4 = 3 then (37000000 + i)::text end,
      case when i % 4 = 3 then -(100 + i % 5000) else 100 + (i * 37) % 50000 end, 1000000 + i,
      status, case when status = 'matched' then 'invoice_payment' end,
      case when status = 'matched' then '["00000000-0000-0000-0000-000000000000"]'::jsonb end,
      status = 'matched', i, md5('inbox' || i),
      case when status = 'suggested' then '[{"kind":"invoice_payment","ids":["00000000-0000-0000-0000-000000000000"],"amount":100,"confidence":0.6,"reasons":["The amount"]}]'::jsonb end
    from (
      select i,
        first_names[1 + i % array_length(first_names, 1)] || ' ' ||
          last_names[1 + (i * 7919 / 13) % array_length(last_names, 1)] as name,
        case when i % 100 < 60 then 'matched' when i % 100 < 85 then 'suggested'
             when i % 100 < 97 then 'unmatched' else 'excluded' end as status
      from generate_series(1, ${count}) as i,
        (select ${sql.raw(`array[${FIRST.map((n) => `'${n}'`).join(',')}]`)} as first_names,
                ${sql.raw(`array[${LAST.map((n) => `'${n}'`).join(',')}]`)} as last_names) as names
    ) seeded`);
  await db.execute(sql`vacuum analyze bank_lines`);
}

/** The inbox as an owner uses it: the account's pages, a status, a search, a month, deep pages. */
const calls = (id: number) => [
  { name: 'account, page 1', query: `ledger_account_id=${id}&per_page=50` },
  { name: 'status=unmatched', query: `ledger_account_id=${id}&status=unmatched&per_page=50` },
  {
    name: 'status=suggested, page 20',
    query: `ledger_account_id=${id}&status=suggested&page=20&per_page=50`,
  },
  { name: 'search a surname "kamau"', query: `ledger_account_id=${id}&search=kamau` },
  { name: 'search a name "grace kamau"', query: `ledger_account_id=${id}&search=grace%20kamau` },
  { name: 'search a receipt "TB0000123"', query: `ledger_account_id=${id}&search=TB0000123` },
  { name: 'search, unmatched', query: `ledger_account_id=${id}&search=wanjiru&status=unmatched` },
  { name: 'from/to one month', query: `ledger_account_id=${id}&from=2026-03-01&to=2026-03-31` },
  {
    name: 'from/to, unmatched',
    query: `ledger_account_id=${id}&status=unmatched&from=2025-06-01&to=2025-08-31`,
  },
  { name: 'page 1000', query: `ledger_account_id=${id}&page=1000&per_page=50` },
  { name: 'every account, page 1', query: 'per_page=50' },
];

/** Each call WARM_UP times, then ROUNDS requests spread over the calls; answers the p95 over them all. */
export async function timeInbox(app: FastifyInstance, token: string, ledgerAccountId: number) {
  const list = calls(ledgerAccountId);
  const each = Math.max(1, Math.round(ROUNDS / list.length));
  const all: number[] = [];
  console.log(
    `  ${'call'.padEnd(30)} ${'rows'.padStart(7)} ${'total'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}`,
  );
  for (const call of list) {
    const request = () =>
      app.inject({
        method: 'GET',
        url: `/api/bank_lines?${call.query}`,
        headers: { authorization: `Bearer ${token}` },
      });
    for (let round = 0; round < WARM_UP; round++) await request();
    const times: number[] = [];
    let body: { data: unknown[]; meta: { total_count: number } } | undefined;
    for (let round = 0; round < each; round++) {
      const started = performance.now();
      const response = await request();
      times.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`${call.name}: ${response.statusCode} ${response.body}`);
      body = response.json();
    }
    all.push(...times);
    times.sort((a, b) => a - b);
    console.log(
      `  ${call.name.padEnd(30)} ${String(body!.data.length).padStart(7)} ${String(body!.meta.total_count).padStart(8)} ` +
        `${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)}`,
    );
  }
  all.sort((a, b) => a - b);
  return percentile(all, 95);
}
