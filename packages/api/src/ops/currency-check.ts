import { centsToDecimal, toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows.ts';
import type { Executor } from '../db/transaction.ts';

/** A document stored in another currency than its account's: its amounts were booked as the account's. */
export interface ForeignCurrencyDocument {
  kind: 'invoice' | 'estimate' | 'credit_note' | 'bill' | 'expense' | 'recurring_invoice';
  id: string;
  number: string | null;
  accountId: number;
  accountName: string;
  currency: string;
  accountCurrency: string;
  /** In the document's currency; null for a recurring invoice (its lines are a template). */
  total: string | null;
}

/**
 * Every document of every account whose currency is not its account's (`pnpm daftari check currencies`): the
 * ones stored before other currencies were refused, which the books hold at face value in the account's
 * currency. Read-only; by account, kind and number.
 */
export async function foreignCurrencyDocuments(db: Executor): Promise<ForeignCurrencyDocument[]> {
  const result = await db.execute(sql`
    select d.kind, d.id, d.number, a.id as account_id, a.name as account_name, d.currency,
      a.currency as account_currency, d.total
    from (
      select 'invoice' as kind, id::text as id, invoice_number as number, account_id, currency,
        total::text as total from invoices
      union all
      select 'estimate', id::text, estimate_number, account_id, currency, total::text from estimates
      union all
      select 'credit_note', id::text, credit_note_number, account_id, currency, total::text from credit_notes
      union all
      select 'bill', id::text, bill_number, account_id, currency, total::text from bills
      union all
      select 'expense', id::text, receipt_reference, account_id, currency, total_value::text from expenses
      union all
      select 'recurring_invoice', id::text, null, account_id, currency, null from recurring_invoices
    ) d
    join accounts a on a.id = d.account_id
    where d.currency <> a.currency
    order by a.id, d.kind, d.number, d.id`);
  return rowsOf<{
    kind: ForeignCurrencyDocument['kind'];
    id: string;
    number: string | null;
    account_id: number | string;
    account_name: string;
    currency: string;
    account_currency: string;
    total: string | null;
  }>(result).map((row) => ({
    kind: row.kind,
    id: row.id,
    number: row.number,
    accountId: Number(row.account_id),
    accountName: row.account_name,
    currency: row.currency,
    accountCurrency: row.account_currency,
    total: row.total === null ? null : centsToDecimal(toCents(row.total)),
  }));
}

/** The command's report: one line per document, or that there are none. */
export function foreignCurrencyLines(documents: ForeignCurrencyDocument[]): string[] {
  if (documents.length === 0) return ['Documents in another currency than their account: none'];
  return [
    `Documents in another currency than their account: ${documents.length}`,
    ...documents.map(
      (doc) =>
        `  ${doc.kind} ${doc.id} ${doc.number ?? '-'} account ${doc.accountId} (${doc.accountName}, ${doc.accountCurrency}): ${doc.currency} ${doc.total ?? '-'}`,
    ),
    'Their amounts are in the books as if they were in the account currency: correct each (change its currency',
    'to the account currency, or void it and enter it again in that currency).',
  ];
}
