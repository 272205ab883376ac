import { AGING_BUCKETS, type Aging } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { type SQL, sql } from 'drizzle-orm';
import { accountCurrency } from '../../db/account-currency.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';
import { openCurrencyItemsAsOf, openItemsAsOf, systemAccountIds } from '../ledger/index.ts';
import { type ContactColumns, contactJoin, nameOf } from './contacts.ts';
import { amount, left, type ReportTable, right } from './table.ts';

type Bucket = (typeof AGING_BUCKETS)[number];

/** Each bucket's last day past due (`as_of − due_date`); not yet due, or due that day, is current. */
const LAST_DAY_OF: Record<Exclude<Bucket, 'days_over_90'>, number> = {
  current: 0,
  days_1_30: 30,
  days_31_60: 60,
  days_61_90: 90,
};

/** The bucket (its name) of an item `days` past its due date, in SQL. */
const bucketOf = (days: SQL) =>
  sql`case ${sql.join(
    Object.entries(LAST_DAY_OF).map(([bucket, last]) => sql`when ${days} <= ${last} then ${bucket}`),
    sql` `,
  )} else 'days_over_90' end`;

type Sums = Record<Bucket | 'total', bigint>;
const SUM_KEYS = [...AGING_BUCKETS, 'total'] as const;
const toNumbers = (sums: Sums) =>
  Object.fromEntries(SUM_KEYS.map((key) => [key, centsToNumber(sums[key])])) as Record<keyof Sums, number>;

/**
 * The open items of a control account as of the date summed per contact and bucket, in the database (one row
 * per contact with an item, with its name), on the side's sign. Summed per (contact, bucket) first, then spread into the
 * bucket columns: one sum over the items keeps the plan serial (a parallel plan's workers cost more to start
 * than the 20,000 items of a large business cost to sum).
 */
async function sumsByContact(
  db: Executor,
  accountId: number,
  items: SQL,
  asOf: string,
  sign: bigint,
): Promise<{ contactId: number | null; name: string; sums: Sums }[]> {
  const contact = contactJoin(accountId, sql`by_contact`);
  const result = await db.execute(sql`
    select by_contact.*, ${contact.columns}
    from (
    select contact_id,
      ${sql.join(
        AGING_BUCKETS.map(
          (bucket) => sql`sum(balance) filter (where bucket = ${bucket})::text as ${sql.identifier(bucket)}`,
        ),
        sql`, `,
      )},
      sum(balance)::text as total
    from (
      select contact_id, ${bucketOf(sql`${asOf}::date - due_date`)} as bucket, sum(balance) as balance
      from (${items}) items
      group by 1, 2
    ) by_bucket
    group by contact_id
    ) by_contact
    ${contact.join}`);
  return rowsOf<Record<keyof Sums, string | null> & ContactColumns>(result).map((row) => ({
    contactId: row.contact_id === null ? null : Number(row.contact_id),
    name: nameOf(row),
    sums: Object.fromEntries(SUM_KEYS.map((key) => [key, toCents(row[key] ?? '0') * sign])) as Sums,
  }));
}

const byName = new Intl.Collator().compare;

export type AgingSide = 'receivable' | 'payable';

/**
 * What is owed on a control account as of the date (1200 receivables, debit-positive; 2000 payables,
 * credit-positive), per contact and by days past due: each open item (a document with what settled it, or a
 * line no document posted) in the bucket of as_of − its due date. A contact's total is its balance on the
 * control account. Rows by contact name. With `currency`, only that currency's documents (the books' own: the
 * documents in it), in its amounts.
 */
export async function aging(
  db: Executor,
  accountId: number,
  side: AgingSide,
  asOf: string,
  currency?: string,
): Promise<Aging> {
  const control = (await systemAccountIds(db, accountId, [side]))[side];
  const books = currency === undefined ? null : await accountCurrency(db, accountId);
  const items =
    currency === undefined
      ? openItemsAsOf(accountId, control, asOf)
      : openCurrencyItemsAsOf(accountId, control, currency === books ? null : currency, asOf);
  const byContact = await sumsByContact(db, accountId, items, asOf, side === 'receivable' ? 1n : -1n);
  const totals = Object.fromEntries(
    SUM_KEYS.map((key) => [key, byContact.reduce((sum, { sums }) => sum + sums[key], 0n)]),
  ) as Sums;
  const rows = byContact
    .filter(({ sums }) => AGING_BUCKETS.some((bucket) => sums[bucket] !== 0n))
    .map(({ contactId, name, sums }) => ({ contact_id: contactId, contact_name: name, ...toNumbers(sums) }))
    .sort((a, b) => byName(a.contact_name, b.contact_name) || (a.contact_id ?? 0) - (b.contact_id ?? 0));
  return { as_of: asOf, ...(currency ? { currency } : {}), rows, totals: toNumbers(totals) };
}

export function agingTable(report: Aging, side: AgingSide): ReportTable {
  const numbers = (sums: Aging['totals']) =>
    [...AGING_BUCKETS, 'total' as const].map((key) => amount(sums[key]));
  return {
    title: side === 'receivable' ? 'Receivables aging' : 'Payables aging',
    period: `As of ${report.as_of}`,
    fileDate: report.as_of,
    columns: [
      left('Contact'),
      right('Current'),
      right('1-30 days'),
      right('31-60 days'),
      right('61-90 days'),
      right('Over 90 days'),
      right('Total'),
    ],
    rows: [
      ...report.rows.map((row) => ({ cells: [row.contact_name, ...numbers(row)] })),
      { cells: ['Total', ...numbers(report.totals)], total: true },
    ],
  };
}
