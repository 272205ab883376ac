import type {
  ExpensesByCategory,
  ExpensesBySupplier,
  SalesByCustomer,
  SalesByItem,
} from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';
import { type ContactColumns, contactJoin, nameOf } from './contacts.ts';
import { profitAndLoss } from './profit-and-loss.ts';
import { amount, left, type ReportTable, right } from './table.ts';

type Period = { from: string; to: string };

/** Rows by amount, largest first, then by name. */
const largestFirst = (a: { cents: bigint; name: string }, b: { cents: bigint; name: string }) =>
  b.cents > a.cents ? 1 : b.cents < a.cents ? -1 : a.name.localeCompare(b.name);

/** The P&L of the period: the totals these reports add up to. */
const pnlOf = (db: Executor, accountId: number, period: Period) =>
  profitAndLoss(db, accountId, period, { today: period.to, yearStart: '01-01' });

/**
 * The period's income lines (credit-positive) by the customer of their entry: the contact on the entry's
 * receivable line (an invoice's, a credit note's). Income of an entry with no contact is under "No contact".
 */
export async function salesByCustomer(
  db: Executor,
  accountId: number,
  period: Period,
): Promise<SalesByCustomer> {
  const contact = contactJoin(accountId, sql`rows`);
  const result = await db.execute(sql`
    with rows as (
      select (select c.contact_id from journal_lines c
          where c.journal_entry_id = l.journal_entry_id and c.contact_id is not null
          order by c.id limit 1) as contact_id,
        l.credit - l.debit as amount
      from journal_lines l
      join ledger_accounts la on la.id = l.ledger_account_id and la.account_type = 'income'
      where l.account_id = ${accountId} and l.date >= ${period.from} and l.date <= ${period.to}),
    totals as (select contact_id, sum(amount) as amount from rows group by contact_id)
    select rows.contact_id, rows.amount::text as amount, ${contact.columns}
    from totals rows ${contact.join}`);
  const lines = rowsOf<ContactColumns & { amount: string }>(result)
    .map((row) => ({
      contact_id: row.contact_id === null ? null : Number(row.contact_id),
      name: nameOf(row),
      cents: toCents(row.amount),
    }))
    .filter((row) => row.cents !== 0n)
    .sort(largestFirst);
  const total = lines.reduce((sum, row) => sum + row.cents, 0n);
  return {
    ...period,
    rows: lines.map(({ cents, ...row }) => ({ ...row, amount: centsToNumber(cents) })),
    total: centsToNumber(total),
  };
}

/**
 * The period's invoice lines (issued invoices dated in it, not brought forward) by description: quantity and
 * taxable amount in the books' currency (an invoice in another currency at its rate, to the cent); `other` is
 * the P&L's income less them, so the total is the P&L's.
 */
export async function salesByItem(db: Executor, accountId: number, period: Period): Promise<SalesByItem> {
  const result = await db.execute(sql`
    select it.description as item, sum(it.quantity)::text as quantity,
      sum(round((it.subtotal - it.discount_amount) * i.exchange_rate, 2))::text as amount
    from invoice_items it join invoices i on i.id = it.invoice_id
    where it.account_id = ${accountId} and i.account_id = ${accountId}
      and i.status not in ('draft', 'void') and i.opening_balance_on is null
      and i.issue_date >= ${period.from} and i.issue_date <= ${period.to}
    group by it.description
    order by sum(round((it.subtotal - it.discount_amount) * i.exchange_rate, 2)) desc, it.description`);
  const rows = rowsOf<{ item: string; quantity: string; amount: string }>(result);
  const items = rows.reduce((sum, row) => sum + toCents(row.amount), 0n);
  const total = toCents((await pnlOf(db, accountId, period)).total_income);
  return {
    ...period,
    rows: rows.map((row) => ({
      item: row.item,
      quantity: row.quantity.includes('.')
        ? row.quantity.replace(/0+$/, '').replace(/\.$/, '')
        : row.quantity,
      amount: centsToNumber(toCents(row.amount)),
    })),
    other: centsToNumber(total - items),
    total: centsToNumber(total),
  };
}

/** The period's expenses per expense account with an amount: the P&L's expense rows and total. */
export async function expensesByCategory(
  db: Executor,
  accountId: number,
  period: Period,
): Promise<ExpensesByCategory> {
  const pnl = await pnlOf(db, accountId, period);
  return {
    ...period,
    rows: pnl.expenses.map(({ ledger_account_id, number, name, amount: value }) => ({
      ledger_account_id,
      number,
      name,
      amount: value,
    })),
    total: pnl.total_expenses,
  };
}

/** Expenses of no contact and no merchant are shown under this name. */
const NO_SUPPLIER = 'No supplier';

/**
 * The period's expense lines (debit-positive) by the supplier of their entry: the contact on one of its lines
 * (a bill's payable line), else, for an expense, its merchant (the same name whatever its case or spaces),
 * else `No supplier`. Every expense line of the period counts once, so the total is the P&L's.
 */
export async function expensesBySupplier(
  db: Executor,
  accountId: number,
  period: Period,
): Promise<ExpensesBySupplier> {
  const contact = contactJoin(accountId, sql`rows`);
  const result = await db.execute(sql`
    with lines as (
      select (select c.contact_id from journal_lines c
          where c.journal_entry_id = l.journal_entry_id and c.contact_id is not null
          order by c.id limit 1) as contact_id,
        nullif(trim(x.merchant_name), '') as merchant,
        l.debit - l.credit as amount
      from journal_lines l
      join ledger_accounts la on la.id = l.ledger_account_id and la.account_type = 'expense'
      join journal_entries e on e.id = l.journal_entry_id
      left join expenses x on e.source_type = 'expense' and x.account_id = ${accountId}
        and x.id::text = e.source_id
      where l.account_id = ${accountId} and l.date >= ${period.from} and l.date <= ${period.to}),
    rows as (
      select contact_id, min(merchant collate "C") as merchant, sum(amount) as amount from lines
      group by contact_id, case when contact_id is null then lower(merchant) end)
    select rows.contact_id, rows.merchant, rows.amount::text as amount, ${contact.columns}
    from rows ${contact.join}`);
  const lines = rowsOf<ContactColumns & { merchant: string | null; amount: string }>(result)
    .map((row) => ({
      contact_id: row.contact_id === null ? null : Number(row.contact_id),
      name: row.contact_id === null ? (row.merchant ?? NO_SUPPLIER) : nameOf(row),
      cents: toCents(row.amount),
    }))
    .filter((row) => row.cents !== 0n)
    .sort(largestFirst);
  const total = lines.reduce((sum, row) => sum + row.cents, 0n);
  return {
    ...period,
    rows: lines.map(({ cents, ...row }) => ({ ...row, amount: centsToNumber(cents) })),
    total: centsToNumber(total),
  };
}

const periodTable = (title: string, period: Period, columns: ReportTable['columns']) => ({
  title,
  period: `${period.from} to ${period.to}`,
  fileDate: period.to,
  columns,
});

export const salesByCustomerTable = (report: SalesByCustomer): ReportTable => ({
  ...periodTable('Sales by customer', report, [left('Customer'), right('Amount')]),
  rows: [
    ...report.rows.map((row) => ({ cells: [row.name, amount(row.amount)] })),
    { cells: ['Total', amount(report.total)], total: true },
  ],
});

export const salesByItemTable = (report: SalesByItem): ReportTable => ({
  ...periodTable('Sales by item', report, [left('Item'), right('Quantity'), right('Amount')]),
  rows: [
    ...report.rows.map((row) => ({ cells: [row.item, row.quantity, amount(row.amount)] })),
    { cells: ['Other income and credits', '', amount(report.other)] },
    { cells: ['Total', '', amount(report.total)], total: true },
  ],
});

export const expensesByCategoryTable = (report: ExpensesByCategory): ReportTable => ({
  ...periodTable('Expenses by category', report, [left('Category'), right('Amount')]),
  rows: [
    ...report.rows.map((row) => ({ cells: [`${row.number} ${row.name}`, amount(row.amount)] })),
    { cells: ['Total', amount(report.total)], total: true },
  ],
});

export const expensesBySupplierTable = (report: ExpensesBySupplier): ReportTable => ({
  ...periodTable('Expenses by supplier', report, [left('Supplier'), right('Amount')]),
  rows: [
    ...report.rows.map((row) => ({ cells: [row.name, amount(row.amount)] })),
    { cells: ['Total', amount(report.total)], total: true },
  ],
});
