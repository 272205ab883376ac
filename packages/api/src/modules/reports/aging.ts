import { AGING_BUCKETS, type Aging } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import type { Executor } from '../../db/transaction.ts';
import { openItems } from '../ledger/balances.ts';
import { systemAccountIds } from '../ledger/system-accounts.ts';
import { contactNames, nameOf } from './contacts.ts';
import { daysBetween } from './dates.ts';
import { amount, left, type ReportTable, right } from './table.ts';

type Bucket = (typeof AGING_BUCKETS)[number];

/** The bucket of an amount `days` past its due date: not yet due (or due today) is current. */
export function agingBucket(days: number): Bucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'days_over_90';
}

type Sums = Record<Bucket | 'total', bigint>;
const emptySums = (): Sums => ({
  current: 0n,
  days_1_30: 0n,
  days_31_60: 0n,
  days_61_90: 0n,
  days_over_90: 0n,
  total: 0n,
});
const toNumbers = (sums: Sums) =>
  Object.fromEntries(Object.entries(sums).map(([key, cents]) => [key, centsToNumber(cents)])) as Record<
    keyof Sums,
    number
  >;

export type AgingSide = 'receivable' | 'payable';

/**
 * What is owed on a control account as of the date (1200 receivables, debit-positive; 2000 payables,
 * credit-positive), per contact and by days past due: each open item (a document with what settled it, or a
 * line no document posted) in the bucket of as_of − its due date. A contact's total is its balance on the
 * control account. Rows by contact name.
 */
export async function aging(db: Executor, accountId: number, side: AgingSide, asOf: string): Promise<Aging> {
  const control = (await systemAccountIds(db, accountId, [side]))[side];
  const items = await openItems(db, accountId, control, asOf);
  const sign = side === 'receivable' ? 1n : -1n;
  const byContact = new Map<number | null, Sums>();
  const totals = emptySums();
  for (const item of items) {
    const sums = byContact.get(item.contactId) ?? emptySums();
    byContact.set(item.contactId, sums);
    const bucket = agingBucket(daysBetween(item.dueDate, asOf));
    for (const target of [sums, totals]) {
      target[bucket] += item.balance * sign;
      target.total += item.balance * sign;
    }
  }
  const ids = [...byContact.keys()].filter((id): id is number => id !== null);
  const names = await contactNames(db, accountId, ids);
  const rows = [...byContact.entries()]
    .filter(([, sums]) => AGING_BUCKETS.some((bucket) => sums[bucket] !== 0n))
    .map(([contactId, sums]) => ({
      contact_id: contactId,
      contact_name: nameOf(names, contactId),
      ...toNumbers(sums),
    }))
    .sort(
      (a, b) => a.contact_name.localeCompare(b.contact_name) || (a.contact_id ?? 0) - (b.contact_id ?? 0),
    );
  return { as_of: asOf, rows, totals: toNumbers(totals) };
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
