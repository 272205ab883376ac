import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { rowsOf } from '../../src/db/rows.ts';
import type { LedgerDriver } from './ledger-driver.ts';

/** Per contact, debit-positive cents; zero balances left out, so two maps compare with toEqual. */
export type ByContact = Record<string, bigint>;

function add(target: ByContact, contactId: number | string | null, cents: bigint): void {
  const key = String(contactId);
  const sum = (target[key] ?? 0n) + cents;
  if (sum === 0n) delete target[key];
  else target[key] = sum;
}

/** Σ debits and Σ credits of every line dated on or before `asOf`, straight from the table. */
export async function ledgerTotals(db: Db, accountId: number, asOf: string) {
  const [row] = rowsOf<{ debit: string; credit: string }>(
    await db.execute(sql`
      select coalesce(sum(debit), 0)::text as debit, coalesce(sum(credit), 0)::text as credit
      from journal_lines where account_id = ${accountId} and date <= ${asOf}`),
  );
  return { debit: toCents(row!.debit), credit: toCents(row!.credit) };
}

/** The balance of one ledger account per contact as of a date (debit-positive), from the lines. */
export async function ledgerByContact(db: Db, accountId: number, ledgerAccountId: number, asOf: string) {
  const rows = rowsOf<{ contact_id: number | null; balance: string }>(
    await db.execute(sql`
      select contact_id, (sum(debit) - sum(credit))::text as balance from journal_lines
      where account_id = ${accountId} and ledger_account_id = ${ledgerAccountId} and date <= ${asOf}
      group by contact_id`),
  );
  const result: ByContact = {};
  for (const row of rows) add(result, row.contact_id, toCents(row.balance));
  return result;
}

/**
 * What the documents say is owed per contact as of a date on or after today: Σ over the invoices out of draft
 * issued by then of their total, less their payments made and the applied part of their credit notes issued
 * by then (total − paid − credited, from the real columns), plus the manual entries' 1200 lines (the driver's
 * record). A void invoice owes nothing (its void is dated today or later). Payments and credit notes dated
 * before a (moved) invoice's issue date count from their own date.
 */
export async function documentsOwed(db: Db, driver: LedgerDriver, asOf: string): Promise<ByContact> {
  const rows = rowsOf<{ contact_id: number; owed: string }>(
    await db.execute(sql`
      select i.contact_id, (i.total - coalesce((select sum(p.amount) from payments p
          where p.account_id = i.account_id and p.invoice_id = i.id and p.paid_on <= ${asOf}), 0))::text as owed
      from invoices i
      where i.account_id = ${driver.accountId} and i.status not in ('draft', 'void') and i.issue_date <= ${asOf}
      union all
      select i.contact_id, (-sum(p.amount))::text
      from payments p join invoices i on i.id = p.invoice_id and i.account_id = p.account_id
      where p.account_id = ${driver.accountId} and p.paid_on <= ${asOf} and i.issue_date > ${asOf}
      group by i.contact_id
      union all
      select c.contact_id, (-sum(c.applied_amount))::text
      from credit_notes c join invoices i on i.id = c.invoice_id and i.account_id = c.account_id
      where c.account_id = ${driver.accountId} and c.issue_date <= ${asOf} and i.status not in ('draft', 'void')
      group by c.contact_id`),
  );
  const result: ByContact = {};
  for (const row of rows) add(result, row.contact_id, toCents(row.owed));
  for (const entry of driver.manualEntries) {
    for (const move of entry.receivable) {
      if (move.date <= asOf) add(result, move.contactId, move.cents);
      if (entry.reversedOn && entry.reversedOn <= asOf) add(result, move.contactId, -move.cents);
    }
  }
  return result;
}

/** What the first postings on 1200 add up to per contact as of a date before today (the driver's record). */
export function recordedOwed(driver: LedgerDriver, asOf: string): ByContact {
  const result: ByContact = {};
  for (const move of driver.receivableMoves) if (move.date <= asOf) add(result, move.contactId, move.cents);
  return result;
}

/** Net balance (debits − credits) per ledger account as of a date, from the lines. */
export async function ledgerBalances(
  db: Db,
  accountId: number,
  asOf: string,
): Promise<Record<string, bigint>> {
  const rows = rowsOf<{ ledger_account_id: number; net: string }>(
    await db.execute(sql`
      select ledger_account_id, (sum(debit) - sum(credit))::text as net from journal_lines
      where account_id = ${accountId} and date <= ${asOf} group by ledger_account_id`),
  );
  const result: Record<string, bigint> = {};
  for (const row of rows)
    if (toCents(row.net) !== 0n) result[String(row.ledger_account_id)] = toCents(row.net);
  return result;
}

/** Net movement (debits − credits) of one ledger account over a period, from the lines. */
export async function ledgerMovement(
  db: Db,
  accountId: number,
  ledgerAccountId: number,
  from: string,
  to: string,
) {
  const [row] = rowsOf<{ net: string }>(
    await db.execute(sql`
      select coalesce(sum(debit) - sum(credit), 0)::text as net from journal_lines
      where account_id = ${accountId} and ledger_account_id = ${ledgerAccountId}
        and date >= ${from} and date <= ${to}`),
  );
  return toCents(row!.net);
}

/** The balance of 2000 per vendor as of a date posted by bills and their payments (debit-positive), from the lines. */
export async function billLinesByContact(db: Db, accountId: number, payable: number, asOf: string) {
  const rows = rowsOf<{ contact_id: number | null; balance: string }>(
    await db.execute(sql`
      select l.contact_id, (sum(l.debit) - sum(l.credit))::text as balance
      from journal_lines l join journal_entries e on e.id = l.journal_entry_id
      where l.account_id = ${accountId} and l.ledger_account_id = ${payable} and l.date <= ${asOf}
        and e.source_type in ('bill', 'bill_payment')
      group by l.contact_id`),
  );
  const result: ByContact = {};
  for (const row of rows) add(result, row.contact_id, toCents(row.balance));
  return result;
}

/**
 * What the bills say is owed per vendor as of a date (credit-negative, as 2000's lines): Σ over the bills
 * out of draft issued by then of their total less their payments made by then, and the payments made by then
 * on bills issued later. A void bill counts before today only: its reversal is dated today or later (bills
 * are not edited by the property test, so their first postings stand until then).
 */
export async function billsOwed(db: Db, driver: LedgerDriver, asOf: string): Promise<ByContact> {
  const statuses = asOf < driver.today ? sql`('open', 'paid', 'void')` : sql`('open', 'paid')`;
  const rows = rowsOf<{ contact_id: number; owed: string }>(
    await db.execute(sql`
      select b.contact_id, (b.total - coalesce((select sum(p.amount) from bill_payments p
          where p.account_id = b.account_id and p.bill_id = b.id and p.paid_on <= ${asOf}), 0))::text as owed
      from bills b
      where b.account_id = ${driver.accountId} and b.status in ${statuses} and b.issue_date <= ${asOf}
      union all
      select b.contact_id, (-sum(p.amount))::text
      from bill_payments p join bills b on b.id = p.bill_id and b.account_id = p.account_id
      where p.account_id = ${driver.accountId} and p.paid_on <= ${asOf} and b.issue_date > ${asOf}
      group by b.contact_id`),
  );
  const result: ByContact = {};
  for (const row of rows) add(result, row.contact_id, -toCents(row.owed));
  return result;
}

/**
 * What customers hold as credit per contact as of a date (credit-negative, as 2200's lines): Σ over the credit
 * notes issued by then of the part beyond their invoice's balance, less their refunds made by then.
 */
export async function creditsHeld(db: Db, accountId: number, asOf: string): Promise<ByContact> {
  const rows = rowsOf<{ contact_id: number; held: string }>(
    await db.execute(sql`
      select c.contact_id, (c.total - c.applied_amount - coalesce((select sum(r.amount) from refunds r
          where r.account_id = c.account_id and r.credit_note_id = c.id and r.paid_on <= ${asOf}), 0))::text as held
      from credit_notes c where c.account_id = ${accountId} and c.issue_date <= ${asOf}`),
  );
  const result: ByContact = {};
  for (const row of rows) add(result, row.contact_id, -toCents(row.held));
  return result;
}
