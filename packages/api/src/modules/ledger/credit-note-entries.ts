import { toCents, toRateMicros } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { accounts, creditNoteItems, creditNotes, payments, refunds } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { syncDocumentEntry } from './documents.ts';
import { settlementAccountIds } from './payment-entries.ts';
import { CREDIT_NOTE_ACCOUNTS, type CreditNoteRow, creditNotePosting } from './postings/credit-note.ts';
import { refundPosting } from './postings/refund.ts';
import { systemAccountIds, systemAccountIdsColumn, systemAccountIdsOf } from './system-accounts.ts';

// The entries of credit notes and their refunds: each reads its document in the document's own transaction,
// after its rows are written, and posts what its rule (postings/) makes of it.

/**
 * Posts a credit note by creditNotePosting; one in another currency with what settled its invoice before it:
 * its earlier credit notes' applied amounts and the payments made before it was issued (a payment counts the
 * credit notes made before it the same way, so every settlement of an invoice has one place in one order).
 */
export async function postCreditNote(tx: Tx, accountId: number, creditNoteId: number): Promise<void> {
  const result = await tx.execute(sql`
    select c.contact_id as "contactId", c.issue_date::text as "issueDate",
      c.credit_note_number as "creditNoteNumber", c.applied_amount::text as "appliedAmount",
      c.currency, c.exchange_rate::text as "exchangeRate",
      (select a.currency from ${accounts} a where a.id = c.account_id) as "booksCurrency",
      ((select coalesce(sum(e.applied_amount), 0) from ${creditNotes} e
          where e.account_id = c.account_id and e.invoice_id = c.invoice_id and e.id < c.id)
        + (select coalesce(sum(p.amount), 0) from ${payments} p
          where p.account_id = c.account_id and p.invoice_id = c.invoice_id and p.created_at <= c.created_at)
      )::text as "settledBefore",
      coalesce((select json_agg(json_build_object('ledgerAccountId', it.ledger_account_id,
          'taxRate', it.tax_rate::text, 'taxCategory', it.tax_category,
          'taxable', (it.subtotal - it.discount_amount)::text, 'tax', it.tax_amount::text))
        from ${creditNoteItems} it where it.credit_note_id = c.id and it.account_id = c.account_id), '[]'::json)
        as items,
      ${systemAccountIdsColumn(accountId, CREDIT_NOTE_ACCOUNTS)} as "systemIds"
    from ${creditNotes} c where c.id = ${creditNoteId} and c.account_id = ${accountId}`);
  const [row] = rowsOf<
    Omit<CreditNoteRow, 'id' | 'foreign'> & {
      systemIds: Record<string, number> | null;
      currency: string;
      exchangeRate: string;
      booksCurrency: string;
      settledBefore: string;
    }
  >(result);
  if (!row) return;
  const { systemIds, currency, exchangeRate, booksCurrency, settledBefore, ...note } = row;
  const foreign =
    currency === booksCurrency
      ? null
      : { currency, rateMicros: toRateMicros(exchangeRate), settledBefore: toCents(settledBefore) };
  const ids = systemAccountIdsOf(accountId, CREDIT_NOTE_ACCOUNTS, systemIds);
  await syncDocumentEntry(tx, {
    accountId,
    ...creditNotePosting({ id: creditNoteId, ...note, foreign }, ids),
  });
}

/**
 * Posts a refund of a customer's credit by refundPosting; one of a credit note in another currency at its own
 * rate, 2200 at the credit note's (cumulatively over its refunds), the difference to 4950 or 6950.
 */
export async function postRefund(tx: Tx, accountId: number, refundId: number): Promise<void> {
  const [refund] = await tx
    .select({
      id: refunds.id,
      amount: refunds.amount,
      paidOn: refunds.paidOn,
      method: refunds.method,
      reference: refunds.reference,
      contactId: creditNotes.contactId,
      creditNoteNumber: creditNotes.creditNoteNumber,
      exchangeRate: refunds.exchangeRate,
      currency: creditNotes.currency,
      noteRate: creditNotes.exchangeRate,
      booksCurrency: sql<string>`(select a.currency from ${accounts} a where a.id = ${refunds.accountId})`,
      refundedBefore: sql<string>`(select coalesce(sum(r.amount), 0)::text from ${refunds} r
        where r.account_id = ${refunds.accountId} and r.credit_note_id = ${refunds.creditNoteId}
          and r.id < ${refunds.id})`,
    })
    .from(refunds)
    .innerJoin(
      creditNotes,
      and(eq(creditNotes.id, refunds.creditNoteId), eq(creditNotes.accountId, refunds.accountId)),
    )
    .where(and(eq(refunds.id, refundId), eq(refunds.accountId, accountId)));
  if (!refund) return;
  const { exchangeRate, currency, noteRate, booksCurrency, refundedBefore, ...settled } = refund;
  const foreign =
    currency === booksCurrency
      ? null
      : {
          currency,
          documentRateMicros: toRateMicros(noteRate),
          paymentRateMicros: toRateMicros(exchangeRate),
          settledBefore: toCents(refundedBefore),
        };
  const ids = {
    ...(await settlementAccountIds(tx, accountId, 'customerCredit', refund.method)),
    ...(foreign ? await systemAccountIds(tx, accountId, ['exchangeGain', 'exchangeLoss'] as const) : {}),
  };
  await syncDocumentEntry(tx, { accountId, ...refundPosting({ ...settled, foreign }, ids) });
}
