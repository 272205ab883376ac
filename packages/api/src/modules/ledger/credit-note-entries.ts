import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { creditNoteItems, creditNotes, refunds } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { syncDocumentEntry } from './documents.ts';
import { settlementAccountIds } from './payment-entries.ts';
import { CREDIT_NOTE_ACCOUNTS, type CreditNoteRow, creditNotePosting } from './postings/credit-note.ts';
import { refundPosting } from './postings/refund.ts';
import { systemAccountIdsColumn, systemAccountIdsOf } from './system-accounts.ts';

// The entries of credit notes and their refunds: each reads its document in the document's own transaction,
// after its rows are written, and posts what its rule (postings/) makes of it.

/** Posts a credit note by creditNotePosting. */
export async function postCreditNote(tx: Tx, accountId: number, creditNoteId: number): Promise<void> {
  const result = await tx.execute(sql`
    select c.contact_id as "contactId", c.issue_date::text as "issueDate",
      c.credit_note_number as "creditNoteNumber", c.applied_amount::text as "appliedAmount",
      coalesce((select json_agg(json_build_object('ledgerAccountId', it.ledger_account_id,
          'taxRate', it.tax_rate::text, 'taxCategory', it.tax_category,
          'taxable', (it.subtotal - it.discount_amount)::text, 'tax', it.tax_amount::text))
        from ${creditNoteItems} it where it.credit_note_id = c.id and it.account_id = c.account_id), '[]'::json)
        as items,
      ${systemAccountIdsColumn(accountId, CREDIT_NOTE_ACCOUNTS)} as "systemIds"
    from ${creditNotes} c where c.id = ${creditNoteId} and c.account_id = ${accountId}`);
  const [row] = rowsOf<Omit<CreditNoteRow, 'id'> & { systemIds: Record<string, number> | null }>(result);
  if (!row) return;
  const { systemIds, ...note } = row;
  const ids = systemAccountIdsOf(accountId, CREDIT_NOTE_ACCOUNTS, systemIds);
  await syncDocumentEntry(tx, { accountId, ...creditNotePosting({ id: creditNoteId, ...note }, ids) });
}

/** Posts a refund of a customer's credit by refundPosting. */
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
    })
    .from(refunds)
    .innerJoin(
      creditNotes,
      and(eq(creditNotes.id, refunds.creditNoteId), eq(creditNotes.accountId, refunds.accountId)),
    )
    .where(and(eq(refunds.id, refundId), eq(refunds.accountId, accountId)));
  if (!refund) return;
  const ids = await settlementAccountIds(tx, accountId, 'customerCredit', refund.method);
  await syncDocumentEntry(tx, { accountId, ...refundPosting(refund, ids) });
}
