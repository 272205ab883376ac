import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { bankLines, payments } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { HttpError } from '../../../http/errors.ts';
import { removeBillPayment } from '../../bills/index.ts';
import { lockInvoices, removePayment } from '../../invoices/index.ts';
import { unpostBankLine } from '../../ledger/index.ts';
import { lockMoneyAccount } from '../accounts-write.ts';
import { lockBillsPaidBy } from './bills.ts';
import { readInChunks } from './chunks.ts';
import type { LineRow } from './mark.ts';

/** A line's match undone: nothing matched, nothing recorded. */
export const UNMATCHED = {
  status: 'unmatched',
  matchKind: null,
  matchIds: null,
  matchCreated: null,
  matchAuto: false,
  matchedAt: null,
  matchedBy: null,
  suggestions: null,
} as const;

const createdOf = (lines: LineRow[], prefix: string) =>
  lines.flatMap((line) =>
    (line.matchCreated ?? []).flatMap((item) =>
      item.startsWith(prefix) ? [Number(item.slice(prefix.length))] : [],
    ),
  );

/**
 * What the matches of these lines recorded, undone in the caller's transaction (their money account locked
 * already): the other sides of their transfers let go (those money accounts locked first; a reconciled one
 * refuses), then the bills and the invoices they paid locked, then their payments taken off, their bill
 * payments too, and the entries they posted (fees, bookings, transfers, 2300) reversed on their own dates.
 * The lines themselves are left as they are.
 */
export async function releaseMatches(tx: Tx, accountId: number, lines: LineRow[]): Promise<void> {
  const entries = createdOf(lines, 'entry:');
  const transferEntries = createdOf(
    lines.filter((line) => line.matchKind === 'transfer'),
    'entry:',
  );
  const releasing = new Set(lines.map((line) => line.id));
  const others = (
    await readInChunks(transferEntries, (chunk) =>
      tx
        .select({
          id: bankLines.id,
          ledgerAccountId: bankLines.ledgerAccountId,
          reconciledAt: bankLines.reconciledAt,
        })
        .from(bankLines)
        .where(
          and(
            eq(bankLines.accountId, accountId),
            eq(bankLines.matchKind, 'transfer'),
            or(
              ...chunk.map(
                (entry) => sql`${bankLines.matchIds} @> ${JSON.stringify([String(entry)])}::jsonb`,
              ),
            ),
          ),
        ),
    )
  ).filter((other) => !releasing.has(other.id));
  for (const account of [...new Set(others.map((other) => other.ledgerAccountId))].sort((a, b) => a - b)) {
    await lockMoneyAccount(tx, accountId, account);
  }
  if (others.some((other) => other.reconciledAt !== null)) {
    throw new HttpError(422, 'The other side of a transfer is reconciled: undo its reconciliation first');
  }
  const billPaymentIds = createdOf(lines, 'bill_payment:');
  await lockBillsPaidBy(tx, accountId, billPaymentIds);
  const paymentIds = createdOf(lines, 'payment:');
  if (paymentIds.length > 0) {
    const paid = await readInChunks(paymentIds, (chunk) =>
      tx
        .select({ invoiceId: payments.invoiceId })
        .from(payments)
        .where(and(eq(payments.accountId, accountId), inArray(payments.id, chunk))),
    );
    await lockInvoices(
      tx,
      accountId,
      paid.map((row) => row.invoiceId),
    );
  }
  for (const id of paymentIds) await removePayment(tx, accountId, id);
  for (const id of billPaymentIds) await removeBillPayment(tx, accountId, id);
  for (const id of entries) await unpostBankLine(tx, accountId, id);
  for (const other of others) await tx.update(bankLines).set(UNMATCHED).where(eq(bankLines.id, other.id));
}
