import { toCents } from '@daftari/format';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { invoices, payments } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { readInChunks } from './chunks.ts';
import { invoiceNamer } from './invoice-numbers.ts';
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
 * is left on it: planned as its payment; lines naming several of one customer whose balances add up to the amount exactly:
 * planned as the payment of each in full. Lines in a locked period, with a reference another payment has, or
 * naming several invoices that do not add up are left. Nothing is locked nor posted here.
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
      contactId: invoices.contactId,
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
  const invoicesNamed = invoiceNamer(open);
  for (const line of incoming) {
    if ((lockDate && line.date <= lockDate) || (line.reference && book.usedReferences.has(line.reference)))
      continue;
    const named = invoicesNamed([line.accountRef, line.description], line.accountRef);
    const amount = toCents(line.amount);
    const parts =
      named.length === 1
        ? [{ invoiceId: named[0]!.id, cents: amount }]
        : named.map((invoice) => ({ invoiceId: invoice.id, cents: book.left.get(invoice.id) ?? 0n }));
    // Several invoices named are paid together only when they are one customer's and what is left on them is
    // the amount exactly.
    if (
      named.length > 1 &&
      (new Set(named.map((invoice) => invoice.contactId)).size > 1 ||
        parts.reduce((sum, part) => sum + part.cents, 0n) !== amount)
    )
      continue;
    if (parts.length === 0 || parts.some((part) => part.cents === 0n)) continue;
    if (named.length === 1 && amount > (book.left.get(named[0]!.id) ?? 0n)) continue;
    for (const part of parts) book.left.set(part.invoiceId, book.left.get(part.invoiceId)! - part.cents);
    if (line.reference) book.usedReferences.add(line.reference);
    plans.push({ line, parts });
  }
  const planned = new Set(plans.map((plan) => plan.line.id));
  return { plans, left: lines.filter((line) => !planned.has(line.id)), book };
}
