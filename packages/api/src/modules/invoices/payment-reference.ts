import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/transaction.ts';
import { lockingDocument } from '../../db/write-order.ts';

/** The advisory lock class of a payment reference (the first key of pg_advisory_xact_lock(int, int)). */
const PAYMENT_REFERENCE_LOCK = 0x70_72_66; // 'prf'

/**
 * Holds `reference` of the account until the transaction ends, as a document (step 1 of the lock order):
 * the unique index on payments is per invoice, so two paths recording one M-Pesa code on two invoices at the
 * same moment (the owner typing it in, its paybill confirmation) would both pass their check; holding the
 * reference first makes the second wait, then find the first's payment.
 */
export async function lockPaymentReference(tx: Tx, accountId: number, reference: string): Promise<void> {
  lockingDocument(tx, `payment_reference:${reference}`);
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PAYMENT_REFERENCE_LOCK}::int, hashtext(${`${accountId}:${reference}`}))`,
  );
}
