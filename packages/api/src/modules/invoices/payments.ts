import type { Invoice, manualPaymentRequestSchema, Payment } from '@daftari/contracts';
import { centsToDecimal, formatMoney, toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { invoices, payments } from '../../db/schema.ts';
import type { Executor, Tx } from '../../db/transaction.ts';
import { type HttpError, invalidField } from '../../http/errors.ts';
import { queueEtimsSale } from '../etims/index.ts';
import { resolveRate } from '../exchange-rates/index.ts';
import { postInvoice, postPayment, repostInvoiceSettlements, unpostPayment } from '../ledger/index.ts';
import { allocateReceiptNumbers, recomputeInvoice } from '../sales-documents/index.ts';
import { lockPaymentReference } from './payment-reference.ts';
import { getInvoice } from './queries.ts';
import { assertCodeNotQueued } from './queued-mpesa-code.ts';
import { actionsOf, invoiceTransaction, lockInvoice } from './writes.ts';

export type ManualPayment = z.output<typeof manualPaymentRequestSchema>['payment'];

export interface NewPayment {
  /** A decimal with at most 2 places, more than 0. */
  amount: number | string;
  paidOn: string;
  method: Payment['method'];
  reference: string | null;
  /** How a Paystack payment was made (`mobile_money`, `card`…); left out for the others. */
  channel?: string | null;
  /**
   * A further part of one receipt split across invoices (the rest of a paybill payment, a statement line
   * paying several invoices): its reference may be on the account's other invoices already, never twice on
   * one. Otherwise a reference the account has used is refused.
   */
  part?: boolean;
  /** For an invoice in another currency: what one unit was worth that day; left out, the rate table's. */
  exchangeRate?: number | undefined;
}

/** The unique index of (account_id, invoice_id, reference) on payments: a reference once per invoice. */
export const PAYMENT_REFERENCE_INDEX = 'payments_account_invoice_reference_idx';

/**
 * 422 when the account already has a payment with this reference (on `invoiceId` alone when given; null when
 * it has none): an M-Pesa code names the invoice it paid, so the owner can find the payment.
 */
export async function referenceTaken(
  db: Executor,
  accountId: number,
  payment: Pick<NewPayment, 'method' | 'reference'>,
  invoiceId?: string,
): Promise<HttpError | null> {
  if (payment.reference === null) return null;
  const [used] = await db
    .select({ invoiceNumber: invoices.invoiceNumber })
    .from(payments)
    .innerJoin(invoices, and(eq(invoices.id, payments.invoiceId), eq(invoices.accountId, payments.accountId)))
    .where(
      and(
        eq(payments.accountId, accountId),
        eq(payments.reference, payment.reference),
        invoiceId === undefined ? undefined : eq(payments.invoiceId, invoiceId),
      ),
    )
    .limit(1);
  if (!used) return null;
  return invalidField(
    'reference',
    payment.method === 'mpesa'
      ? `M-Pesa code ${payment.reference} is already recorded on invoice ${used.invoiceNumber}`
      : `A payment with the reference ${payment.reference} has already been recorded.`,
  );
}

/**
 * Records one payment against an invoice, in the caller's transaction (manual payments here; the Paystack
 * webhook can call it too). Locks the invoice, refuses a paid invoice and any amount above the balance,
 * refuses a reference the account has used (one this invoice has, for a further part of a split receipt). A
 * caller another path may race to the same reference holds it first (lockPaymentReference). Paying a draft
 * sends it (the customer has it, since they paid). The payment takes the business's next receipt number
 * and is posted (and a draft invoice with it); then paid_amount, balance and the status (paid when
 * the balance reaches 0) are recomputed. Answers the payment's id.
 */
export async function applyPayment(
  tx: Tx,
  accountId: number,
  invoiceId: string,
  payment: NewPayment,
): Promise<number> {
  const invoice = await lockInvoice(tx, accountId, invoiceId);
  if (!actionsOf(invoice).pay) {
    throw invalidField(
      'amount',
      invoice.status === 'void'
        ? 'This invoice is void; it takes no payment.'
        : 'This invoice is already paid.',
    );
  }
  const amount = toCents(payment.amount);
  const balance = toCents(invoice.balance);
  if (amount > balance) {
    throw invalidField(
      'amount',
      `Payment of ${formatMoney(payment.amount, invoice.currency)} is more than the balance of ${formatMoney(invoice.balance, invoice.currency)}`,
    );
  }
  const taken = await referenceTaken(tx, accountId, payment, payment.part ? invoiceId : undefined);
  if (taken) throw taken;
  const { exchangeRate } = await resolveRate(tx, accountId, {
    currency: invoice.currency,
    exchangeRate: payment.exchangeRate,
    date: payment.paidOn,
    // Money already received is never refused for want of a rate: it then takes the invoice's own.
    fallback: invoice.exchangeRate,
  });
  // Before a draft's posting below takes the journal sequence.
  const [receiptNumber] = await allocateReceiptNumbers(tx, accountId, 1);
  if (invoice.status === 'draft') {
    await tx
      .update(invoices)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId)));
    await postInvoice(tx, accountId, invoiceId);
    await queueEtimsSale(tx, accountId, invoiceId);
  }
  const [row] = await tx
    .insert(payments)
    .values({
      accountId,
      invoiceId,
      amount: centsToDecimal(amount),
      paidOn: payment.paidOn,
      method: payment.method,
      reference: payment.reference,
      channel: payment.channel ?? null,
      exchangeRate,
      receiptNumber: receiptNumber!,
    })
    .returning({ id: payments.id });
  await postPayment(tx, accountId, row!.id);
  await recomputeInvoice(tx, accountId, invoiceId);
  return row!.id;
}

/**
 * A payment taken off its invoice, in the caller's transaction (a statement line that recorded it let go):
 * its entry reversed on its own date, its row deleted, the invoice's other settlements re-posted (one in
 * another currency: see repostInvoiceSettlements), the invoice's balance and status recomputed. The caller locks the
 * invoice first (lockInvoices). Answers the invoice's id, or null for a payment that is not there.
 */
export async function removePayment(tx: Tx, accountId: number, paymentId: number): Promise<string | null> {
  const [payment] = await tx
    .select({ invoiceId: payments.invoiceId })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.accountId, accountId)));
  if (!payment) return null;
  await unpostPayment(tx, accountId, paymentId);
  await tx.delete(payments).where(and(eq(payments.id, paymentId), eq(payments.accountId, accountId)));
  await repostInvoiceSettlements(tx, accountId, payment.invoiceId);
  await recomputeInvoice(tx, accountId, payment.invoiceId);
  return payment.invoiceId;
}

/** POST /invoices/{id}/payments: a payment the owner records by hand; answers the invoice. */
export async function recordManualPayment(
  db: Db,
  accountId: number,
  invoiceId: string,
  input: ManualPayment,
): Promise<Invoice> {
  const payment = {
    amount: input.amount,
    paidOn: input.paid_on,
    method: input.method,
    reference: input.reference ?? null,
    exchangeRate: input.exchange_rate,
  };
  try {
    await invoiceTransaction(db, async (tx) => {
      if (payment.reference) await lockPaymentReference(tx, accountId, payment.reference);
      if (payment.method === 'mpesa' && payment.reference) {
        await assertCodeNotQueued(tx, accountId, payment.reference);
      }
      return applyPayment(tx, accountId, invoiceId, payment);
    });
  } catch (error) {
    // A path that does not hold the reference (a statement line's payment) recorded it on this invoice meanwhile.
    if (isUniqueViolation(error, PAYMENT_REFERENCE_INDEX)) {
      throw (await referenceTaken(db, accountId, payment)) ?? error;
    }
    throw error;
  }
  return getInvoice(db, accountId, invoiceId);
}
