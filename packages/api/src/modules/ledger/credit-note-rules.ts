import { toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { creditNoteItems, creditNotes, refunds } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { syncDocumentEntry } from './documents.ts';
import { syncPaymentEntry } from './payment-entries.ts';
import { memoOf, toPostingLines } from './posting.ts';
import { type SalesItem, salesLines } from './rules.ts';
import { systemAccountIdsColumn, systemAccountIdsOf } from './system-accounts.ts';

// The posting rules of credit notes and their refunds (Dr / Cr, exact to the cent), in the document's own
// transaction after its rows are written; each reads what it posts from them.

/**
 * A credit note (dated its issue_date): Dr each line's income account (its `ledger_account_id`, else 4000
 * Sales) the line's taxable amount, Dr 2100 its tax (both carrying the line's VAT rate) / Cr 1200 the amount
 * applied to the invoice's balance, Cr 2200 Customer credits the rest; the contact on both credit lines.
 */
export async function postCreditNote(tx: Tx, accountId: number, creditNoteId: number): Promise<void> {
  const keys = ['receivable', 'customerCredits', 'sales', 'vatOutput'] as const;
  const result = await tx.execute(sql`
    select c.contact_id, c.issue_date::text as issue_date, c.credit_note_number,
      c.applied_amount::text as applied_amount,
      (select json_agg(json_build_object('ledgerAccountId', it.ledger_account_id, 'taxRate', it.tax_rate::text,
          'taxCategory', it.tax_category, 'taxable', (it.subtotal - it.discount_amount)::text, 'tax', it.tax_amount::text))
        from ${creditNoteItems} it where it.credit_note_id = c.id and it.account_id = c.account_id) as items,
      ${systemAccountIdsColumn(accountId, keys)} as system_ids
    from ${creditNotes} c where c.id = ${creditNoteId} and c.account_id = ${accountId}`);
  const [note] = rowsOf<{
    contact_id: number;
    issue_date: string;
    credit_note_number: string;
    applied_amount: string;
    items: SalesItem[] | null;
    system_ids: Record<string, number> | null;
  }>(result);
  if (!note) return;
  const ids = systemAccountIdsOf(accountId, keys, note.system_ids);
  const { lines, total } = salesLines(note.items ?? [], ids, 1n);
  const applied = toCents(note.applied_amount);
  lines.push({ ledgerAccountId: ids.receivable, contactId: note.contact_id, amount: -applied });
  lines.push({ ledgerAccountId: ids.customerCredits, contactId: note.contact_id, amount: applied - total });
  await syncDocumentEntry(tx, {
    accountId,
    sourceType: 'credit_note',
    sourceId: String(creditNoteId),
    date: note.issue_date,
    memo: memoOf(`Credit note ${note.credit_note_number}`),
    lines: toPostingLines(lines),
  });
}

/** A refund of a customer's credit (dated paid_on): Dr 2200 Customer credits (the contact) / Cr the method's account. */
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
  const { creditNoteNumber, ...settled } = refund;
  await syncPaymentEntry(tx, accountId, 'customerCredit', settled, `Refund of ${creditNoteNumber}`);
}
