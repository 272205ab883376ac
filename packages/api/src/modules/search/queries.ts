import type { SearchKind } from '@daftari/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { SearchTerms } from './terms.ts';

/** Exact number, code, phone or amount; then a number or code that starts so; then a name that contains it. */
export const EXACT = 0;
export const PREFIX = 1;
export const CONTAINS = 2;

/** A row a kind's query answers: the record, its rank, and what its label and detail are made of. */
export interface FoundRow {
  id: string | number;
  rank: number;
  label: string | null;
  contact_name: string | null;
  contact_company: string | null;
  contact_email: string | null;
  phone: string | null;
  amount: string | null;
  currency: string | null;
  status: string | null;
  dated: string | null;
  description: string | null;
  invoice_id: string | null;
  bill_id?: string | null;
  receipt_number?: string | null;
}

const PER_BRANCH = 20;

/**
 * Each branch picks at most PER_BRANCH ids by one index; the kind's query joins them to their rows and orders
 * them. A "contains" branch takes the first it meets, unordered: sorting every match of a common word (a
 * fifth of the expenses say "diesel") would cost more than the whole search may.
 */
const branch = (rank: number, from: SQL, where: SQL, order?: SQL) =>
  sql`(select id, ${sql.raw(String(rank))} as rank from ${from} where ${where}${
    order ? sql` order by ${order}` : sql``
  } limit ${sql.raw(String(PER_BRANCH))})`;

const unionOf = (branches: (SQL | null)[]) =>
  sql.join(
    branches.filter((b): b is SQL => b !== null),
    sql` union all `,
  );

/** The order of a `text_pattern_ops` index, so a prefix branch reads its first rows instead of sorting all. */
const inIndexOrder = (expression: SQL) => sql`${expression} using ~<~`;

const phoneDigits = sql.raw(`right(regexp_replace(phone, '[^0-9]', '', 'g'), 9)`);
const sortKey = sql.raw(`(sort_name collate "C")`);

function contactQuery(accountId: number, t: SearchTerms): SQL {
  const mine = sql`account_id = ${accountId}`;
  const ids = unionOf([
    t.phone
      ? branch(EXACT, sql`contacts`, sql`${mine} and phone is not null and ${phoneDigits} = ${t.phone}`)
      : null,
    ...(t.phoneDigits
      ? [
          branch(
            PREFIX,
            sql`contacts`,
            sql`${mine} and phone is not null and ${phoneDigits} like ${`${t.phoneDigits}%`}`,
          ),
          branch(
            CONTAINS,
            sql`contacts`,
            sql`${mine} and phone is not null and ${phoneDigits} like ${`%${t.phoneDigits}%`}`,
          ),
        ]
      : []),
    branch(EXACT, sql`contacts`, sql`${mine} and ${sortKey} = ${t.text}`),
    branch(PREFIX, sql`contacts`, sql`${mine} and ${sortKey} like ${t.prefix}`, sql`${sortKey}, id`),
    t.contains ? branch(CONTAINS, sql`contacts`, sql`${mine} and search_text like ${t.contains}`) : null,
  ]);
  return sql`select c.id, m.rank, c.full_name as contact_name, c.company_name as contact_company,
      c.email as contact_email, c.phone
    from (${ids}) m join contacts c on c.id = m.id and c.account_id = ${accountId}
    order by m.rank, c.sort_name collate "C", c.id`;
}

/** Invoices and estimates: numbered from a sequence (`sequence_value`), with a contact and a total. */
function salesDocumentQuery(table: 'invoices' | 'estimates', accountId: number, t: SearchTerms): SQL {
  const from = sql.raw(table);
  const number = sql.raw(table === 'invoices' ? 'lower(invoice_number)' : 'lower(estimate_number)');
  const mine = sql`account_id = ${accountId}`;
  const ids = unionOf([
    t.number
      ? branch(
          EXACT,
          from,
          sql`${mine} and sequence_value = ${t.number.value} and ${number} like ${`${t.number.letters}%`}`,
        )
      : null,
    branch(EXACT, from, sql`${mine} and ${number} = ${t.text}`),
    t.amount
      ? branch(EXACT, from, sql`${mine} and total = ${t.amount}::numeric`, sql`issue_date desc, id`)
      : null,
    branch(PREFIX, from, sql`${mine} and ${number} like ${t.prefix}`, inIndexOrder(number)),
  ]);
  const label = sql.raw(table === 'invoices' ? 'd.invoice_number' : 'd.estimate_number');
  return sql`select d.id, m.rank, ${label} as label, c.full_name as contact_name,
      c.company_name as contact_company, c.email as contact_email, d.total as amount, d.currency, d.status
    from (${ids}) m join ${from} d on d.id = m.id and d.account_id = ${accountId}
      join contacts c on c.id = d.contact_id and c.account_id = ${accountId}
    order by m.rank, lower(${label}), d.id`;
}

function billQuery(accountId: number, t: SearchTerms): SQL {
  const mine = sql`account_id = ${accountId}`;
  const number = sql.raw('lower(bill_number)');
  const ids = unionOf([
    branch(EXACT, sql`bills`, sql`${mine} and ${number} = ${t.text}`),
    t.amount
      ? branch(EXACT, sql`bills`, sql`${mine} and total = ${t.amount}::numeric`, sql`issue_date desc, id`)
      : null,
    branch(PREFIX, sql`bills`, sql`${mine} and ${number} like ${t.prefix}`, inIndexOrder(number)),
  ]);
  return sql`select d.id, m.rank, d.bill_number as label, c.full_name as contact_name,
      c.company_name as contact_company, c.email as contact_email, d.total as amount, d.currency, d.status
    from (${ids}) m join bills d on d.id = m.id and d.account_id = ${accountId}
      join contacts c on c.id = d.contact_id and c.account_id = ${accountId}
    order by m.rank, lower(d.bill_number), d.id`;
}

/** What an expense's name search reads (the expression of the index expenses_search_idx). */
const expenseText = sql.raw(`lower(coalesce(merchant_name, '') || ' ' || description)`);

function expenseQuery(accountId: number, t: SearchTerms): SQL {
  const mine = sql`account_id = ${accountId}`;
  const reference = sql.raw('lower(receipt_reference)');
  const newest = sql`dated desc, id desc`;
  const ids = unionOf([
    branch(EXACT, sql`expenses`, sql`${mine} and ${reference} = ${t.text}`),
    t.amount
      ? branch(EXACT, sql`expenses`, sql`${mine} and total_value = ${t.amount}::numeric`, newest)
      : null,
    branch(PREFIX, sql`expenses`, sql`${mine} and ${reference} like ${t.prefix}`, inIndexOrder(reference)),
    t.contains
      ? branch(CONTAINS, sql`expenses`, sql`${mine} and ${expenseText} like ${t.contains}`, newest)
      : null,
  ]);
  return sql`select e.id, m.rank, e.merchant_name as label, e.description, e.total_value as amount,
      e.currency, e.dated::text as dated
    from (${ids}) m join expenses e on e.id = m.id and e.account_id = ${accountId}
    order by m.rank, e.dated desc, e.id desc`;
}

/**
 * Payments toward invoices, by their receipt number (exactly, by payments_account_receipt_number_idx), their
 * reference (an M-Pesa code, a bank reference) or amount.
 */
function paymentQuery(accountId: number, t: SearchTerms): SQL {
  const mine = sql`account_id = ${accountId}`;
  const reference = sql.raw('lower(reference)');
  const newest = sql`paid_on desc, id desc`;
  const ids = unionOf([
    branch(EXACT, sql`payments`, sql`${mine} and receipt_number = ${t.text.toUpperCase()}`),
    branch(EXACT, sql`payments`, sql`${mine} and ${reference} = ${t.text}`),
    t.amount ? branch(EXACT, sql`payments`, sql`${mine} and amount = ${t.amount}::numeric`, newest) : null,
    branch(PREFIX, sql`payments`, sql`${mine} and ${reference} like ${t.prefix}`, inIndexOrder(reference)),
  ]);
  return sql`select p.id, m.rank, p.reference as label, p.receipt_number, i.invoice_number as description,
      c.full_name as contact_name, c.company_name as contact_company, c.email as contact_email,
      p.amount, i.currency, p.paid_on::text as dated, p.invoice_id
    from (${ids}) m join payments p on p.id = m.id and p.account_id = ${accountId}
      join invoices i on i.id = p.invoice_id and i.account_id = ${accountId}
      join contacts c on c.id = i.contact_id and c.account_id = ${accountId}
    order by m.rank, p.paid_on desc, p.id desc`;
}

/** Payments of bills, by their reference or amount. */
function billPaymentQuery(accountId: number, t: SearchTerms): SQL {
  const mine = sql`account_id = ${accountId}`;
  const reference = sql.raw('lower(reference)');
  const newest = sql`paid_on desc, id desc`;
  const ids = unionOf([
    branch(EXACT, sql`bill_payments`, sql`${mine} and ${reference} = ${t.text}`),
    t.amount
      ? branch(EXACT, sql`bill_payments`, sql`${mine} and amount = ${t.amount}::numeric`, newest)
      : null,
    branch(
      PREFIX,
      sql`bill_payments`,
      sql`${mine} and ${reference} like ${t.prefix}`,
      inIndexOrder(reference),
    ),
  ]);
  return sql`select p.id, m.rank, p.reference as label, b.bill_number as description,
      c.full_name as contact_name, c.company_name as contact_company, c.email as contact_email,
      p.amount, b.currency, p.paid_on::text as dated, p.bill_id
    from (${ids}) m join bill_payments p on p.id = m.id and p.account_id = ${accountId}
      join bills b on b.id = p.bill_id and b.account_id = ${accountId}
      join contacts c on c.id = b.contact_id and c.account_id = ${accountId}
    order by m.rank, p.paid_on desc, p.id desc`;
}

/**
 * Paybill payments waiting in the unmatched queue, by their M-Pesa code, amount or payer's name (the queue is
 * small, its partial index, mpesa_receipts_queue_idx, holds the account's open ones).
 */
function mpesaReceiptQuery(accountId: number, t: SearchTerms): SQL {
  const mine = sql`account_id = ${accountId} and status = 'unmatched'`;
  const code = sql.raw('lower(trans_id)');
  const newest = sql`received_at desc, id desc`;
  const ids = unionOf([
    branch(EXACT, sql`mpesa_receipts`, sql`${mine} and ${code} = ${t.text}`),
    t.amount
      ? branch(
          EXACT,
          sql`mpesa_receipts`,
          sql`${mine} and amount_cents = (${t.amount}::numeric * 100)::bigint`,
          newest,
        )
      : null,
    branch(PREFIX, sql`mpesa_receipts`, sql`${mine} and ${code} like ${t.prefix}`, newest),
    t.contains
      ? branch(CONTAINS, sql`mpesa_receipts`, sql`${mine} and lower(payer_name) like ${t.contains}`, newest)
      : null,
  ]);
  return sql`select r.id, m.rank, r.trans_id as label, r.payer_name as contact_name,
      r.bill_ref_number as description, (r.amount_cents / 100.0)::numeric(14, 2)::text as amount,
      'KES' as currency, (r.received_at at time zone a.time_zone)::date::text as dated
    from (${ids}) m join mpesa_receipts r on r.id = m.id and r.account_id = ${accountId}
      join accounts a on a.id = ${accountId}
    order by m.rank, r.received_at desc, r.id desc`;
}

/** The one statement per kind: its best PER_BRANCH rows of each way to match, best first. */
export const searchQueries: Record<SearchKind, (accountId: number, terms: SearchTerms) => SQL> = {
  contact: contactQuery,
  invoice: (accountId, terms) => salesDocumentQuery('invoices', accountId, terms),
  estimate: (accountId, terms) => salesDocumentQuery('estimates', accountId, terms),
  bill: billQuery,
  expense: expenseQuery,
  payment: paymentQuery,
  bill_payment: billPaymentQuery,
  mpesa_receipt: mpesaReceiptQuery,
};
