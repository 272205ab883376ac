import { type AGING_BUCKETS, type ContactStatement, STATEMENT_LINE_KINDS } from '@daftari/contracts';
import { centsToNumber, toCents } from '@daftari/format';
import { type SQL, sql } from 'drizzle-orm';
import { accountCurrency } from '../../db/account-currency.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { getContact } from '../contacts/index.ts';
import { systemAccountIds } from '../ledger/index.ts';
import { aging } from '../reports/index.ts';

type Kind = ContactStatement['lines'][number]['kind'];
const KINDS: readonly string[] = STATEMENT_LINE_KINDS.filter((kind) => kind !== 'other');

/** The number a customer knows a line by: the document's, a payment's or refund's: the one it settles. */
const numberOf = (accountId: number) => sql`case e.source_type
    when 'invoice' then (select i.invoice_number from invoices i
      where i.account_id = ${accountId} and i.id::text = e.source_id)
    when 'payment' then (select i.invoice_number from payments p join invoices i on i.id = p.invoice_id
      where p.account_id = ${accountId} and p.id::text = e.source_id)
    when 'credit_note' then (select c.credit_note_number from credit_notes c
      where c.account_id = ${accountId} and c.id::text = e.source_id)
    when 'refund' then (select c.credit_note_number from refunds r join credit_notes c on c.id = r.credit_note_id
      where r.account_id = ${accountId} and r.id::text = e.source_id)
    when 'bill' then (select b.bill_number from bills b where b.account_id = ${accountId} and b.id::text = e.source_id)
    when 'bill_payment' then (select b.bill_number from bill_payments bp join bills b on b.id = bp.bill_id
      where bp.account_id = ${accountId} and bp.id::text = e.source_id)
  end`;

/**
 * A contact's statement of account: its lines on 1200 Receivables in the period (oldest first) with the
 * running balance (a vendor with no receivables: its bills and bill payments on 2000 Payables, what the
 * business owes it positive), the balance before `from`, and the aging of what is open at `to`. In the contact's
 * currency: a foreign-currency contact sees its documents' own amounts (the lines' `amount_currency`), a
 * contact in the books' currency the ledger's. Revaluations move only the books' value, so they are left out.
 */
export async function contactStatement(
  db: Db,
  accountId: number,
  contactId: number,
  period: { from: string; to: string },
): Promise<ContactStatement> {
  const contact = await getContact(db, accountId, contactId);
  const books = await accountCurrency(db, accountId);
  const currency = contact.currency ?? books;
  const controls = await systemAccountIds(db, accountId, ['receivable', 'payable']);
  const foreign = currency !== books;
  const linesOn = (control: number, dates: SQL) => sql`
    from journal_lines l
    join journal_entries e on e.id = l.journal_entry_id and e.account_id = l.account_id
    where l.account_id = ${accountId} and l.ledger_account_id = ${control} and l.contact_id = ${contactId}
      and ${foreign ? sql`l.currency = ${currency}` : sql`l.currency is null`}
      and e.source_type <> 'revaluation' and ${dates}`;
  const upToTo = sql`l.date <= ${period.to}::date`;
  const [used] = rowsOf<{ receivable: boolean; payable: boolean }>(
    await db.execute(sql`select exists (select 1 ${linesOn(controls.receivable, upToTo)}) as receivable,
      exists (select 1 ${linesOn(controls.payable, upToTo)}) as payable`),
  );
  const side = !used?.receivable && used?.payable ? 'payable' : 'receivable';
  const sign = side === 'payable' ? sql`-1` : sql`1`;
  const amount = sql`${sign} * ${foreign ? sql`l.amount_currency` : sql`(l.debit - l.credit)`}`;
  const lines = (dates: SQL) => linesOn(controls[side], dates);
  const [opening] = rowsOf<{ total: string | null }>(
    await db.execute(sql`select sum(${amount})::text as total ${lines(sql`l.date < ${period.from}::date`)}`),
  );
  const rows = rowsOf<{ date: string; source_type: string; number: string | null; amount: string }>(
    await db.execute(sql`
      select l.date::text as date, e.source_type, ${numberOf(accountId)} as number, (${amount})::text as amount
      ${lines(sql`l.date >= ${period.from}::date and l.date <= ${period.to}::date and ${amount} <> 0`)}
      order by l.date, l.id`),
  );
  const openingCents = toCents(opening?.total ?? '0');
  let balance = openingCents;
  const statementLines = rows.map((row) => {
    const cents = toCents(row.amount);
    balance += cents;
    const kind = (KINDS.includes(row.source_type) ? row.source_type : 'other') as Kind;
    return {
      date: row.date,
      kind,
      number: row.number,
      amount: centsToNumber(cents),
      balance: centsToNumber(balance),
    };
  });
  const report = await aging(db, accountId, side, period.to, currency);
  const row = report.rows.find((r) => r.contact_id === contactId);
  const bucket = (key: (typeof AGING_BUCKETS)[number] | 'total') => row?.[key] ?? 0;
  const buckets = {
    current: bucket('current'),
    days_1_30: bucket('days_1_30'),
    days_31_60: bucket('days_31_60'),
    days_61_90: bucket('days_61_90'),
    days_over_90: bucket('days_over_90'),
    total: bucket('total'),
  };
  return {
    contact,
    from: period.from,
    to: period.to,
    currency,
    side,
    opening_balance: centsToNumber(openingCents),
    lines: statementLines,
    closing_balance: centsToNumber(balance),
    aging: { as_of: period.to, ...buckets },
  };
}
