import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { creditNotes, invoices, payments } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { holdsContact, LockOrderError } from '../../db/write-order.ts';
import { invoiceLines, lineTotals } from './lines.ts';

/**
 * Recomputes the stored totals of one invoice from its items, payments and credit notes, in the caller's
 * transaction: subtotal, discount_total, tax_total and total are the sums of the lines (each line computed
 * exactly by lineCents), paid_amount the sum of the payments, credited_amount the sum of its credit notes'
 * applied amounts, balance = total − paid_amount − credited_amount. The status follows the money: a sent
 * invoice whose payments and credits cover the total becomes paid; a paid one whose total rises above what
 * was settled goes back to sent. A draft stays a draft (drafts have no payments: paying one sends it); a
 * void invoice stays void and owes nothing (balance 0). The invoice's contact must be locked already
 * (lockInvoice, or lockContacts before an insert): its totals follow this update.
 */
export async function recomputeInvoice(tx: Tx, accountId: number, id: string): Promise<void> {
  const result = await tx.execute(sql`
    update ${invoices} as i set
      subtotal = lines.subtotal,
      discount_total = lines.discount_total,
      tax_total = lines.tax_total,
      total = lines.total,
      paid_amount = paid.amount,
      credited_amount = credited.amount,
      balance = case when i.status = 'void' then 0 else lines.total - paid.amount - credited.amount end,
      status = case
        when i.status in ('draft', 'void') then i.status
        when paid.amount + credited.amount > 0 and lines.total - paid.amount - credited.amount <= 0 then 'paid'
        else 'sent'
      end,
      updated_at = now()
    from
      ${lineTotals(invoiceLines, accountId, id)} as lines,
      (select coalesce(sum(${payments.amount}), 0) as amount
         from ${payments}
        where ${payments.invoiceId} = ${id} and ${payments.accountId} = ${accountId}) as paid,
      (select coalesce(sum(${creditNotes.appliedAmount}), 0) as amount
         from ${creditNotes}
        where ${creditNotes.invoiceId} = ${id} and ${creditNotes.accountId} = ${accountId}) as credited
    where i.id = ${id} and i.account_id = ${accountId}
    returning i.contact_id`);
  for (const { contact_id: contactId } of rowsOf<{ contact_id: number }>(result)) {
    if (!holdsContact(tx, Number(contactId))) {
      throw new LockOrderError(`Lock order: invoice ${id} recomputed without its contact's totals locked`);
    }
  }
}
