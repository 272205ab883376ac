/**
 * What an import left in one business's books, with every id replaced by what names it there (an invoice by
 * its number, a payment by its place among the business's payments, an entry by its number, a statement line
 * by its position), so that two businesses that imported the same statement compare equal.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

type Rows<T> = { rows: T[] };

export async function booksSnapshot(db: Database['db'], accountId: number) {
  const read = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as Rows<T>).rows;
  const invoices = await read<{
    id: string;
    invoice_number: string;
    status: string;
    paid: string;
    balance: string;
  }>(
    sql`select id, invoice_number, status, paid_amount::text as paid, balance::text as balance
        from invoices where account_id = ${accountId} order by invoice_number`,
  );
  const payments = await read<{
    id: number;
    invoice_id: string;
    amount: string;
    paid_on: string;
    method: string;
    reference: string | null;
  }>(
    sql`select id, invoice_id, amount::text as amount, paid_on::text as paid_on, method, reference
        from payments where account_id = ${accountId} order by id`,
  );
  const entries = await read<{
    id: number;
    number: number;
    date: string;
    memo: string | null;
    source_type: string;
    source_id: string | null;
    lines: unknown;
  }>(
    sql`select e.id, e.number, e.date::text as date, e.memo, e.source_type, e.source_id,
          (select json_agg(json_build_object('account', a.number, 'contact', l.contact_id is not null,
              'debit', l.debit::text, 'credit', l.credit::text, 'vat', l.vat_rate) order by l.id)
           from journal_lines l join ledger_accounts a on a.id = l.ledger_account_id
           where l.journal_entry_id = e.id) as lines
        from journal_entries e where e.account_id = ${accountId} order by e.number`,
  );
  const lines = await read<{
    id: number;
    position: number;
    status: string;
    match_kind: string | null;
    match_ids: string[] | null;
    match_created: string[] | null;
    match_auto: boolean;
    suggestions: unknown;
  }>(
    sql`select id, position, status, match_kind, match_ids, match_created, match_auto, suggestions
        from bank_lines where account_id = ${accountId} order by position`,
  );
  const invoiceNumber = new Map(invoices.map((row) => [row.id, row.invoice_number]));
  const paymentPlace = new Map(payments.map((row, place) => [String(row.id), `payment ${place}`]));
  const entryNumber = new Map(entries.map((row) => [String(row.id), `entry ${row.number}`]));
  const linePosition = new Map(lines.map((row) => [String(row.id), `line ${row.position}`]));
  const named = (map: Map<string, string>, id: string | null) =>
    id === null ? null : (map.get(id) ?? `unknown ${id}`);
  const idsOf = (kind: string | null) =>
    kind === 'invoice_payment' ? invoiceNumber : kind === 'payment' ? paymentPlace : entryNumber;
  const created = (item: string) => {
    const [what, id] = item.split(':');
    return named(what === 'payment' ? paymentPlace : entryNumber, id!);
  };
  const bySource: Record<string, Map<string, string>> = {
    invoice: invoiceNumber,
    payment: paymentPlace,
    bank_line: linePosition,
  };
  let suggestions = JSON.stringify(lines.map((row) => row.suggestions));
  for (const [id, number] of invoiceNumber) suggestions = suggestions.replaceAll(id, number);
  return {
    invoices: invoices.map(({ id: _id, ...row }) => row),
    payments: payments.map(({ id: _id, invoice_id, ...row }) => ({
      ...row,
      invoice: invoiceNumber.get(invoice_id),
    })),
    entries: entries.map(({ id: _id, source_id, ...row }) => ({
      ...row,
      source: bySource[row.source_type] ? named(bySource[row.source_type]!, source_id) : source_id,
    })),
    lines: lines.map(({ id: _id, match_ids, match_created, suggestions: _s, ...row }) => ({
      ...row,
      match_ids: match_ids?.map((id) => named(idsOf(row.match_kind), id)) ?? null,
      match_created: match_created?.map(created) ?? null,
    })),
    suggestions,
  };
}
