import { toCents } from '@daftari/format';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { invoices, payments } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { readInChunks } from './chunks.ts';
import { invoicesNamed } from './invoice-numbers.ts';
import type { LineRow } from './mark.ts';

/** A payment of invoices an import will record for a line: each invoice its part, in cents. */
export interface PaymentPlan {
  line: LineRow;
  parts: { invoiceId: string; cents: bigint }[];
}

/** What the import knows of the invoices while it plans: what is left on each, and references taken. */
export interface InvoiceBook {
  left: Map<string, bigint>;
  usedReferences: Set<string>;
}

/**
 * Money-in lines that name one open invoice (its number in the A/C No. or the details) and are at most what
 * is left on it: planned as its payment. Lines in a locked period, with a reference another payment has, or
 * naming several invoices are left. Nothing is locked nor posted here.
 */
export async function planInvoiceNumbers(
  tx: Tx,
  accountId: number,
  lines: LineRow[],
  lockDate: string | null,
): Promise<{ plans: PaymentPlan[]; left: LineRow[]; book: InvoiceBook }> {
  const incoming = lines.filter((line) => toCents(line.amount) > 0n);
  const book: InvoiceBook = { left: new Map(), usedReferences: new Set() };
  if (incoming.length === 0) return { plans: [], left: lines, book };
  const open = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      sequenceValue: invoices.sequenceValue,
      balance: invoices.balance,
    })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'sent'), gt(invoices.balance, '0')));
  for (const invoice of open) book.left.set(invoice.id, toCents(invoice.balance));
  const references = incoming.flatMap((line) => (line.reference ? [line.reference] : []));
  if (references.length > 0) {
    const taken = await readInChunks(references, (chunk) =>
      tx
        .select({ reference: payments.reference })
        .from(payments)
        .where(and(eq(payments.accountId, accountId), inArray(payments.reference, chunk))),
    );
    for (const row of taken) if (row.reference) book.usedReferences.add(row.reference);
  }
  const plans: PaymentPlan[] = [];
  if (open.length === 0) return { plans, left: lines, book };
  for (const line of incoming) {
    if ((lockDate && line.date <= lockDate) || (line.reference && book.usedReferences.has(line.reference)))
      continue;
    const named = invoicesNamed([line.accountRef, line.description], open, line.accountRef);
    if (named.length !== 1) continue;
    const invoice = named[0]!;
    const amount = toCents(line.amount);
    if (amount > (book.left.get(invoice.id) ?? 0n)) continue;
    book.left.set(invoice.id, book.left.get(invoice.id)! - amount);
    if (line.reference) book.usedReferences.add(line.reference);
    plans.push({ line, parts: [{ invoiceId: invoice.id, cents: amount }] });
  }
  const planned = new Set(plans.map((plan) => plan.line.id));
  return { plans, left: lines.filter((line) => !planned.has(line.id)), book };
}
