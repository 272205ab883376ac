import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { accounts, billPayments, bills, creditNotes, invoices, payments } from '../../db/schema.ts';
import type { Tx } from '../../db/transaction.ts';
import { postBillPayment } from './bill-entries.ts';
import { postCreditNote } from './credit-note-entries.ts';
import { postPayment } from './invoice-entries.ts';

// A settlement of a document in another currency clears its control account by the share it settles, worked
// out from what settled the document before it (postings/settlement.ts). Once a payment is taken off, the
// later settlements' shares are worked out again without it, or their sum misses the document's total by the
// roundings of the one taken off (a cent in 1200 or 2000 when the document is paid after all). Each re-post
// is syncDocumentEntry's: an entry whose lines come out the same is left alone. A document in the books'
// currency has no shares: nothing is read beyond its currency.

const booksCurrency = (accountId: number) =>
  sql`(select a.currency from ${accounts} a where a.id = ${accountId})`;

/** After a payment of an invoice was taken off: its other payments and its credit notes re-posted. */
export async function repostInvoiceSettlements(tx: Tx, accountId: number, invoiceId: string): Promise<void> {
  const rows = rowsOf<{ kind: 'payment' | 'credit_note'; id: number | string }>(
    await tx.execute(sql`
      select s.kind, s.id from ${invoices} i cross join lateral (
        select 'payment' as kind, p.id from ${payments} p
        where p.account_id = i.account_id and p.invoice_id = i.id
        union all
        select 'credit_note' as kind, c.id from ${creditNotes} c
        where c.account_id = i.account_id and c.invoice_id = i.id
      ) s
      where i.account_id = ${accountId} and i.id = ${invoiceId} and i.currency <> ${booksCurrency(accountId)}
      order by s.kind desc, s.id`),
  );
  for (const row of rows) {
    if (row.kind === 'payment') await postPayment(tx, accountId, Number(row.id));
    else await postCreditNote(tx, accountId, Number(row.id));
  }
}

/** After a payment of a bill was taken off: its other payments re-posted. */
export async function repostBillSettlements(tx: Tx, accountId: number, billId: number): Promise<void> {
  const rows = rowsOf<{ id: number | string }>(
    await tx.execute(sql`
      select p.id from ${bills} b
      join ${billPayments} p on p.account_id = b.account_id and p.bill_id = b.id
      where b.account_id = ${accountId} and b.id = ${billId} and b.currency <> ${booksCurrency(accountId)}
      order by p.id`),
  );
  for (const row of rows) await postBillPayment(tx, accountId, Number(row.id));
}
