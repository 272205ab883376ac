import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { creditNotes, invoiceItems, invoices, payments } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { holdsContact, LockOrderError } from '../../db/write-order.ts';
import { invoiceLines, lineTotals } from './lines.ts';

/** The recomputed columns, from the invoice's sums of lines, payments and credit notes. */
const TOTALS = sql`
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
      updated_at = now()`;

/** An invoice recomputed whose contact's totals the transaction does not hold: a bug of the write. */
function assertContactsHeld(tx: Tx, rows: { contact_id: number; id: string }[]) {
  for (const { contact_id: contactId, id } of rows) {
    if (!holdsContact(tx, Number(contactId))) {
      throw new LockOrderError(`Lock order: invoice ${id} recomputed without its contact's totals locked`);
    }
  }
}

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
      ${TOTALS}
    from
      ${lineTotals(invoiceLines, accountId, id)} as lines,
      (select coalesce(sum(${payments.amount}), 0) as amount
         from ${payments}
        where ${payments.invoiceId} = ${id} and ${payments.accountId} = ${accountId}) as paid,
      (select coalesce(sum(${creditNotes.appliedAmount}), 0) as amount
         from ${creditNotes}
        where ${creditNotes.invoiceId} = ${id} and ${creditNotes.accountId} = ${accountId}) as credited
    where i.id = ${id} and i.account_id = ${accountId}
    returning i.id, i.contact_id`);
  assertContactsHeld(tx, rowsOf<{ contact_id: number; id: string }>(result));
}

/**
 * recomputeInvoice for several invoices of the account in one statement (an import's payments). Their payments
 * and credit notes are summed in one pass each: a lookup per invoice can be planned on statistics that predate
 * the payments the same transaction just inserted, and then reads all of the account's payments per invoice.
 */
export async function recomputeInvoices(tx: Tx, accountId: number, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const targets = `{${[...new Set(ids)].join(',')}}`;
  const result = await tx.execute(sql`
    update ${invoices} as i set
      ${TOTALS}
    from unnest(${targets}::uuid[]) as target (id)
      cross join lateral (select coalesce(sum(${invoiceItems.subtotal}), 0) as subtotal,
          coalesce(sum(${invoiceItems.discountAmount}), 0) as discount_total,
          coalesce(sum(${invoiceItems.taxAmount}), 0) as tax_total,
          coalesce(sum(${invoiceItems.total}), 0) as total
        from ${invoiceItems}
        where ${invoiceItems.invoiceId} = target.id and ${invoiceItems.accountId} = ${accountId}) as lines
      left join (select ${payments.invoiceId} as invoice_id, sum(${payments.amount}) as amount
        from ${payments}
        where ${payments.accountId} = ${accountId} and ${payments.invoiceId} = any(${targets}::uuid[])
        group by ${payments.invoiceId}) as paid_sums on paid_sums.invoice_id = target.id
      left join (select ${creditNotes.invoiceId} as invoice_id, sum(${creditNotes.appliedAmount}) as amount
        from ${creditNotes}
        where ${creditNotes.accountId} = ${accountId} and ${creditNotes.invoiceId} = any(${targets}::uuid[])
        group by ${creditNotes.invoiceId}) as credited_sums on credited_sums.invoice_id = target.id
      cross join lateral (select coalesce(paid_sums.amount, 0) as amount) as paid
      cross join lateral (select coalesce(credited_sums.amount, 0) as amount) as credited
    where i.id = target.id and i.account_id = ${accountId}
    returning i.id, i.contact_id`);
  assertContactsHeld(tx, rowsOf<{ contact_id: number; id: string }>(result));
}
