import { invoiceCreateRequestSchema } from '@daftari/contracts';
import { and, eq } from 'drizzle-orm';
import { invoices } from '../../db/schema.ts';
import { invoiceTransaction, lockInvoice, markDraftSent } from '../invoices/index.ts';
import { createDraftInvoice, lineValues } from '../sales-documents/index.ts';
import type { DemoContext } from './context.ts';
import { addDays } from './dates.ts';
import type { SalesLine } from './lines.ts';

/** What paying an invoice needs to know of it. */
export interface Payable {
  id: string;
  number: string;
  issueDate: string;
  /** Decimal text, as the invoice row holds it. */
  balance: string;
}

/**
 * An invoice with its lines, sent (posted) unless `draft`, in one transaction, the way the recurring-invoice
 * job issues one: the draft with its number, its lines, its totals recomputed, then marked sent. One
 * transaction instead of the three of the routes (create, add items, send) keeps the first start quick.
 */
export async function issueInvoice(
  context: DemoContext,
  invoice: { contactId: number; issueDate: string; lines: SalesLine[]; draft: boolean },
): Promise<Payable> {
  const { db, accountId } = context;
  const input = invoiceCreateRequestSchema.parse({
    invoice: {
      contact_id: invoice.contactId,
      issue_date: invoice.issueDate,
      due_date: addDays(invoice.issueDate, context.random.pick([7, 14, 30])),
      notes: 'Payment by M-Pesa paybill 522533 (account: the invoice number) or bank transfer. Thank you.',
    },
  }).invoice;
  return invoiceTransaction(db, async (tx) => {
    const values = invoice.lines.map((line, index) => lineValues(line, `items.${index}.total`));
    const id = await createDraftInvoice(tx, accountId, input, values);
    if (!invoice.draft) await markDraftSent(tx, accountId, id);
    const { balance, issueDate } = await lockInvoice(tx, accountId, id);
    const [row] = await tx
      .select({ number: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.accountId, accountId)));
    return { id, number: row!.number, issueDate, balance };
  });
}
