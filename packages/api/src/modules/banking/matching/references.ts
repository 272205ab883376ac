import { toCents } from '@daftari/format';
import { and, eq, inArray } from 'drizzle-orm';
import { payments } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { readInChunks } from './chunks.ts';
import { type LineRow, markMatched } from './mark.ts';
import { methodsLandingIn } from './methods.ts';

type Recorded = { id: number; reference: string | null; amount: string };

/**
 * The payments a line meets by its reference: one of them of the line's amount, else all of them when they
 * add up to it (one M-Pesa receipt split across invoices, each part under its code); none otherwise.
 */
function paymentsOf(line: LineRow, recorded: Recorded[]): Recorded[] {
  const cents = toCents(line.amount);
  const one = recorded.find((row) => toCents(row.amount) === cents);
  if (one) return [one];
  const sum = recorded.reduce((total, row) => total + toCents(row.amount), 0n);
  return recorded.length > 1 && sum === cents ? recorded : [];
}

/**
 * Lines whose reference is that of payments already recorded into this money account (an M-Pesa code typed
 * with a manual payment, a paybill TransID, a Paystack reference) of the line's amount (one payment, or all
 * the parts of a split receipt together): matched to them, posting nothing new. Answers the lines left.
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
  const byReference = new Map<string, Recorded[]>();
  for (const row of found) byReference.set(row.reference!, [...(byReference.get(row.reference!) ?? []), row]);
  const taken = new Set<number>();
  const left: LineRow[] = [];
  for (const line of lines) {
    const free = (line.reference ? (byReference.get(line.reference) ?? []) : []).filter(
      (row) => !taken.has(row.id),
    );
    const met = toCents(line.amount) > 0n ? paymentsOf(line, free) : [];
    if (met.length === 0) {
      left.push(line);
      continue;
    }
    for (const row of met) taken.add(row.id);
    const ids = met.map((row) => row.id).sort((a, b) => a - b);
    await markMatched(tx, line.id, { kind: 'payment', ids: ids.map(String) });
  }
  return left;
}
