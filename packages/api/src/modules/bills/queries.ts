import type {
  Bill,
  BillLine,
  BillListSummary,
  BillPayment,
  BillSummary,
  billListQuerySchema,
  PageMeta,
  TaxCategory,
} from '@daftari/contracts';
import { centsToNumber, rateNumber, toCents } from '@daftari/format';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { accounts, billLines, billPayments, bills, contacts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { pageMeta, pageOffset } from '../../http/paging.ts';
import { billEtims } from '../etims/index.ts';
import { contactJoin, num, summaryColumns, toBillSummary } from './summary.ts';
import { billNotFound } from './writes.ts';

export type BillListQuery = z.output<typeof billListQuerySchema>;

/** One bill with its vendor, lines (by position) and payments (oldest first); 404 when not the account's. */
export async function getBill(db: Executor, accountId: number, id: number, today: string): Promise<Bill> {
  const [rows, lines, paid, etims] = await Promise.all([
    db
      .select({ ...summaryColumns, openingBalanceOn: bills.openingBalanceOn })
      .from(bills)
      .innerJoin(contacts, contactJoin)
      .where(and(eq(bills.id, id), eq(bills.accountId, accountId)))
      .limit(1),
    db
      .select()
      .from(billLines)
      .where(and(eq(billLines.billId, id), eq(billLines.accountId, accountId)))
      .orderBy(asc(billLines.position), asc(billLines.id)),
    db
      .select()
      .from(billPayments)
      .where(and(eq(billPayments.billId, id), eq(billPayments.accountId, accountId)))
      .orderBy(asc(billPayments.paidOn), asc(billPayments.id)),
    billEtims(db, accountId, id),
  ]);
  const [row] = rows;
  if (!row) throw billNotFound();
  return {
    ...toBillSummary(row, today),
    lines: lines.map(
      (line): BillLine => ({
        id: line.id,
        description: line.description,
        ledger_account_id: line.ledgerAccountId,
        quantity: num(line.quantity),
        unit_price: num(line.unitPrice),
        tax_rate: num(line.taxRate),
        discount: num(line.discount),
        subtotal: num(line.subtotal),
        discount_amount: num(line.discountAmount),
        tax_amount: num(line.taxAmount),
        total: num(line.total),
        tax_category: line.taxCategory as TaxCategory | null,
      }),
    ),
    payments: paid.map(
      (payment): BillPayment => ({
        id: payment.id,
        amount: num(payment.amount),
        paid_on: payment.paidOn,
        method: payment.method as BillPayment['method'],
        reference: payment.reference,
        exchange_rate: rateNumber(payment.exchangeRate),
        created_at: payment.createdAt.toISOString(),
      }),
    ),
    ...(etims ? { etims } : {}),
    // A balance brought forward from the previous tool (what `billActions` reads): its switching date.
    ...(row.openingBalanceOn ? { brought_forward_on: row.openingBalanceOn } : {}),
  };
}

/** An amount of a bill in the books' currency at its rate, rounded once (half away from zero, as convertCents). */
const inBooks = (column: SQL | typeof bills.total) => sql`round(${column} * ${bills.exchangeRate}, 2)`;
/**
 * What a bill still owes in the books' currency: its total converted less what its payments cleared, as the
 * payable's lines carry it (cleared cumulatively at the bill's rate).
 */
const owedInBooks = sql`(${inBooks(bills.total)} - ${inBooks(sql`(${bills.total} - ${bills.balance})`)})`;

/** The bills a list query matches. */
function listConditions(accountId: number, query: BillListQuery, today: string): SQL {
  const conditions: (SQL | undefined)[] = [eq(bills.accountId, accountId)];
  if (query.contact_id !== undefined) conditions.push(eq(bills.contactId, query.contact_id));
  if (query.status === 'overdue') {
    conditions.push(eq(bills.status, 'open'), sql`${bills.dueDate} < ${today}`);
  } else if (query.status !== undefined) {
    conditions.push(eq(bills.status, query.status));
  }
  if (query.due_before !== undefined) conditions.push(sql`${bills.dueDate} < ${query.due_before}`);
  return and(...conditions)!;
}

/**
 * GET /bills: a page (newest issue date first), its meta, and the summary of every matching bill. The sums
 * are what the books owe: open and paid bills only (a draft is not posted, a void one owes nothing).
 */
export async function listBills(
  db: Executor,
  accountId: number,
  query: BillListQuery,
  today: string,
): Promise<{ data: BillSummary[]; meta: PageMeta; summary: BillListSummary }> {
  const where = listConditions(accountId, query, today);
  const owed = sql`${bills.status} in ('open', 'paid')`;
  const [rows, [totals], [account]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(bills)
      .innerJoin(contacts, contactJoin)
      .where(where)
      .orderBy(desc(bills.issueDate), desc(bills.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db
      .select({
        count: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${inBooks(bills.total)}) filter (where ${owed}), 0)::text`,
        paid: sql<string>`coalesce(sum(${inBooks(bills.total)} - ${owedInBooks}) filter (where ${owed}), 0)::text`,
        unpaid: sql<string>`coalesce(sum(${owedInBooks}) filter (where ${owed}), 0)::text`,
        overdue: sql<string>`coalesce(sum(${owedInBooks}) filter (where ${bills.status} = 'open'
          and ${bills.dueDate} < ${today}), 0)::text`,
      })
      .from(bills)
      .where(where),
    db.select({ currency: accounts.currency }).from(accounts).where(eq(accounts.id, accountId)).limit(1),
  ]);
  const count = Number(totals?.count ?? 0);
  const amount = (text: string | undefined) => centsToNumber(toCents(text ?? '0'));
  return {
    data: rows.map((row) => toBillSummary(row, today)),
    meta: pageMeta(count, query),
    summary: {
      total_amount: amount(totals?.total),
      total_paid: amount(totals?.paid),
      total_unpaid: amount(totals?.unpaid),
      overdue_amount: amount(totals?.overdue),
      count,
      currency: account?.currency ?? 'KES',
    },
  };
}

/** The open bills due in a window: how many, and what they still owe in the books' currency (cents). */
export interface BillsDue {
  count: number;
  owed: bigint;
}

/**
 * Home's bills due: the open bills due on or before `asOf`, and those due after it up to `until`, each with
 * what it still owes as the list's sums count it.
 */
export async function billsDue(
  db: Executor,
  accountId: number,
  asOf: string,
  until: string,
): Promise<{ dueNow: BillsDue; dueSoon: BillsDue }> {
  const now = sql`${bills.dueDate} <= ${asOf}`;
  const soon = sql`${bills.dueDate} > ${asOf}`;
  const [row] = await db
    .select({
      nowCount: sql<number>`count(*) filter (where ${now})::int`,
      nowOwed: sql<string>`coalesce(sum(${owedInBooks}) filter (where ${now}), 0)::text`,
      soonCount: sql<number>`count(*) filter (where ${soon})::int`,
      soonOwed: sql<string>`coalesce(sum(${owedInBooks}) filter (where ${soon}), 0)::text`,
    })
    .from(bills)
    .where(and(eq(bills.accountId, accountId), eq(bills.status, 'open'), sql`${bills.dueDate} <= ${until}`));
  return {
    dueNow: { count: Number(row?.nowCount ?? 0), owed: toCents(row?.nowOwed ?? '0') },
    dueSoon: { count: Number(row?.soonCount ?? 0), owed: toCents(row?.soonOwed ?? '0') },
  };
}

/** The attachment of a bill of the account (null: no such bill). */
export async function findBillAttachment(db: Executor, accountId: number, id: number) {
  const [row] = await db
    .select({
      storedName: bills.attachmentStoredName,
      fileName: bills.attachmentFileName,
      contentType: bills.attachmentContentType,
    })
    .from(bills)
    .where(and(eq(bills.id, id), eq(bills.accountId, accountId)))
    .limit(1);
  return row ?? null;
}
