import { toCents } from '@daftari/format';
import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { readInChunks } from './chunks.ts';
import { type LineRow, markMatched } from './mark.ts';
import { methodsLandingIn } from './methods.ts';

/**
 * Lines whose reference is that of a payment already recorded into this money account (an M-Pesa code typed
 * with a manual payment, a paybill TransID, a Paystack reference) and of the same amount: matched to it,
 * posting nothing new. Answers the lines left.
 */
export async function matchRecordedPayments(tx: Tx, accountId: number, number: string, lines: LineRow[]) {
  const methods = methodsLandingIn(number);
  const referenced = lines.filter((line) => line.reference && toCents(line.amount) > 0n);
  if (methods.length === 0 || referenced.length === 0) return lines;
  const found = await readInChunks(
    referenced.map((line) => line.reference!),
    (references) =>
      tx
        .select({ id: payments.id, reference: payments.reference, amount: payments.amount })
        .from(payments)
        .where(
          and(
            eq(payments.accountId, accountId),
            inArray(payments.method, methods),
            inArray(payments.reference, references),
          ),
        ),
  );
  const taken = new Set<number>();
  const left: LineRow[] = [];
  for (const line of lines) {
    const payment = found.find(
      (row) =>
        row.reference === line.reference &&
        toCents(row.amount) === toCents(line.amount) &&
        !taken.has(row.id),
    );
    if (!payment) {
      left.push(line);
      continue;
    }
    taken.add(payment.id);
    await markMatched(tx, line.id, { kind: 'payment', ids: [String(payment.id)] });
  }
  return left;
}
