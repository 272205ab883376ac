import type { ExpensesByCategory, SalesByCustomer, SalesByItem } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';
import { type ContactColumns, contactJoin, nameOf } from './contacts.ts';
import { profitAndLoss } from './profit-and-loss.ts';
import { amount, left, type ReportTable, right } from './table.ts';

type Period = { from: string; to: string };

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
    .sort((a, b) => (b.cents > a.cents ? 1 : b.cents < a.cents ? -1 : a.name.localeCompare(b.name)));
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
