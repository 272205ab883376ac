import { and, eq } from 'drizzle-orm';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import type { Db } from '../../db/client.ts';
import { darajaStkRequests, mpesaReceipts, payments, paystackTransactions } from '../../db/schema.ts';
import { AMOUNTS_TOO_LARGE, writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { JobHandler } from '../../jobs/runner.ts';
import { findPaymentReceipt } from './receipt.ts';
import { receiptMail } from './receipt-documents.ts';

/** How long a pay-page payment may take to be recorded before its receipt e-mail gives up. */
export const RECEIPT_WAIT_MS = 24 * 60 * 60_000;
/** How often the job looks again while the payment is still open. */
export const RECEIPT_RECHECK_MS = 60_000;

type ReceiptEmailPayload = {
  invoice_id: string;
  reference: string;
  email: string;
  /** ISO time after which an open payment is given up on. */
  until: string;
};

/**
 * The receipt e-mail a customer asked for on the pay page (`email`), for the payment started with
 * `reference` (a Paystack reference or a Daraja prompt's `DRJ-…`): once per reference, run as soon as it is
 * enqueued and again until the payment is recorded.
 */
export function enqueueReceiptEmail(
  db: Db,
  job: {
    accountId: number;
    invoiceId: string;
    invoiceNumber: string;
    reference: string;
    email: string;
    at: Date;
  },
): Promise<boolean> {
  const payload: ReceiptEmailPayload = {
    invoice_id: job.invoiceId,
    reference: job.reference,
    email: job.email,
    until: new Date(job.at.getTime() + RECEIPT_WAIT_MS).toISOString(),
  };
  return enqueueJob(db, {
    accountId: job.accountId,
    kind: 'receipt_email',
    key: job.reference,
    payload,
    summary: `E-mail the receipt of a payment of invoice ${job.invoiceNumber} to ${job.email}`,
    runAt: job.at,
  });
}

/** The payment a pay-page reference recorded (null: none yet), and whether it may still be recorded. */
async function paymentOfReference(db: Db, accountId: number, payload: ReceiptEmailPayload) {
  const { invoice_id: invoiceId, reference } = payload;
  if (reference.startsWith('DRJ-')) {
    const [prompt] = await db
      .select({ status: darajaStkRequests.status, paymentId: mpesaReceipts.paymentId })
      .from(darajaStkRequests)
      .leftJoin(mpesaReceipts, eq(mpesaReceipts.id, darajaStkRequests.receiptId))
      .where(and(eq(darajaStkRequests.reference, reference), eq(darajaStkRequests.accountId, accountId)));
    return { paymentId: prompt?.paymentId ?? null, open: prompt?.status === 'pending' };
  }
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.accountId, accountId),
        eq(payments.invoiceId, invoiceId),
        eq(payments.reference, reference),
      ),
    );
  const [transaction] = await db
    .select({ status: paystackTransactions.status })
    .from(paystackTransactions)
    .where(and(eq(paystackTransactions.reference, reference), eq(paystackTransactions.accountId, accountId)));
  // failed or abandoned: Paystack's checkout may still take a retry of the same reference.
  const open = ['pending', 'failed', 'abandoned'].includes(transaction?.status ?? '');
  return { paymentId: paid?.id ?? null, open };
}

/**
 * The `receipt_email` job: once the payment is recorded, e-mails its receipt (PDF attached) and is done; while
 * it may still be recorded (until `until`), looks again a minute later; a payment refused, or never
 * recorded in time, sends nothing. Sent at least once: a runner that dies after the send sends it again.
 */
export function receiptEmailHandler(deps: { db: Db; mailer: Mailer; origin: string }): JobHandler {
  const { db, mailer, origin } = deps;
  return async (job, { now, complete }) => {
    const payload = job.payload as ReceiptEmailPayload;
    const { paymentId, open } = await paymentOfReference(db, job.accountId, payload);
    const receipt = paymentId
      ? await findPaymentReceipt(db, { accountId: job.accountId }, paymentId)
      : undefined;
    if (receipt) {
      await mailer.send(job.accountId, await receiptMail(db, receipt, payload.email, origin));
    } else if (open && now.getTime() < Date.parse(payload.until)) {
      return { postpone: new Date(now.getTime() + RECEIPT_RECHECK_MS) };
    }
    await writeTransaction(db, AMOUNTS_TOO_LARGE, (tx) => complete(tx));
    return { done: true };
  };
}
