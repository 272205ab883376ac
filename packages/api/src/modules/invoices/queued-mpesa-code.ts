import { and, eq, isNull } from 'drizzle-orm';
import { mpesaReceipts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { invalidField } from '../../http/errors.ts';

/**
 * A paybill payment waiting in the unmatched queue is already in the books (on 2300): typing its code in by
 * hand would count the money twice. 422 pointing the owner to the queue.
 */
export async function assertCodeNotQueued(db: Executor, accountId: number, code: string): Promise<void> {
  const [queued] = await db
    .select({ id: mpesaReceipts.id })
    .from(mpesaReceipts)
    .where(
      and(
        eq(mpesaReceipts.accountId, accountId),
        eq(mpesaReceipts.transId, code),
        eq(mpesaReceipts.status, 'unmatched'),
        isNull(mpesaReceipts.invoiceId),
      ),
    )
    .limit(1);
  if (queued) {
    throw invalidField(
      'reference',
      `M-Pesa code ${code} is waiting in Unmatched M-Pesa payments: assign it to the invoice from there`,
    );
  }
}
