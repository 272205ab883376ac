import type { PaymentVerification, PaymentVerificationStatus } from '@daftari/contracts';
import { toIsoDate } from '@daftari/format';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromSubunit, reportedFeeCents } from '../../adapters/paystack/amounts.ts';
import { PaystackError } from '../../adapters/paystack/client.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, RefusedInputError } from '../../db/errors.ts';
import { payments as paymentRows, paystackTransactions } from '../../db/schema.ts';
import { lockingDocument } from '../../db/write-order.ts';
import { HttpError, loggableError } from '../../http/errors.ts';
import { applyPayment, invoiceTransaction, PAYMENT_REFERENCE_INDEX } from '../invoices/index.ts';
import { postPaystackFee } from '../ledger/index.ts';
import { stkStanding } from '../mpesa/index.ts';
import { getPublicInvoice } from './public-invoice.ts';
import type { Payments } from './setup.ts';

export interface PaymentServiceDeps {
  db: Db;
  payments: Payments;
  log: FastifyBaseLogger;
  /** Told when a charge changed the books or its transaction (the route notes it for the audit trail). */
  onCharge?: (change: ChargeChange) => void;
}

/** A Paystack charge that was booked (`applied`) or kept for the owner as not taken (`rejected`). */
export interface ChargeChange {
  accountId: number;
  invoiceId: string;
  reference: string;
  amount: string;
  outcome: 'applied' | 'rejected';
}

/** A reference as Paystack allows it: letters, digits, `-`, `.` and `=`. */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;

export const paymentNotFound = () => new HttpError(404, 'Payment not found');

/** A successful charge as Paystack reports it (webhook `charge.success` or `transaction/verify`). */
export interface PaystackCharge {
  reference: string;
  /** In the subunit. */
  amount: number;
  currency: string;
  paidAt: string | null;
  /** Paystack's fee, in the subunit, as reported (anything but a whole amount up to the charge is no fee). */
  fees?: unknown;
  /** How the customer paid, as Paystack reports it (`card`, `mobile_money`, `bank`…), when it does. */
  channel?: string | null | undefined;
}

/**
 * The channel a payment keeps: the one Paystack reported when it reads as one (a short lower-case word), else
 * `mobile_money` for a transaction opened as an M-Pesa prompt, else null (not known).
 */
function paidChannel(reported: string | null | undefined, opened: string): string | null {
  const channel = reported?.trim().toLowerCase();
  if (channel && /^[a-z_]{1,20}$/.test(channel)) return channel;
  return opened === 'mpesa' ? 'mobile_money' : null;
}

/**
 * - `applied`: recorded now; `already_applied`: recorded before (a replay, or verify and webhook both);
 * - `unknown_reference`: not one of ours (Paystack sends every event of its account, other integrations'
 *   too); `rejected`: not recorded (amount or currency differ from what was initialized, or the invoice no
 *   longer takes it): the transaction keeps the reason in `problem`.
 */
export type ChargeOutcome = 'applied' | 'already_applied' | 'unknown_reference' | 'rejected';

/** The calendar day of the payment in the server's time zone. */
function paidOn(paidAt: string | null): string {
  const date = paidAt ? new Date(paidAt) : new Date();
  return toIsoDate(Number.isNaN(date.getTime()) ? new Date() : date);
}

/** A paid_at Paystack reported, as a timestamp (now when missing or unreadable). */
const paidAtOf = (paidAt: string | null) => {
  const date = paidAt ? new Date(paidAt) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

/**
 * Records a successful Paystack charge as a payment of its invoice EXACTLY ONCE, whoever reports it first
 * (the webhook or the verify call) and however often. In one transaction: the reference's row is locked
 * (FOR UPDATE: concurrent reports queue), a terminal status answers at once, the amount and currency must be
 * what was initialized, then invoices' `applyPayment` (invoice row lock, balance check, recompute: paid when
 * covered, a part payment leaves it sent) and the status becomes `success`. The unique (account_id,
 * reference) index on payments backs this up.
 */
export async function applyPaystackCharge(
  db: Db,
  charge: PaystackCharge,
  log: FastifyBaseLogger,
  source: 'webhook' | 'verify',
  onCharge?: (change: ChargeChange) => void,
): Promise<ChargeOutcome> {
  const context = { reference: charge.reference, source };
  let amount = '';
  const told = (outcome: ChargeOutcome): ChargeOutcome => {
    if (outcome === 'applied' || outcome === 'rejected') {
      onCharge?.({ accountId, invoiceId, reference: charge.reference, amount, outcome });
    }
    return outcome;
  };
  if (!REFERENCE.test(charge.reference)) {
    log.warn(context, 'paystack charge with an unknown reference ignored');
    return 'unknown_reference';
  }
  let accountId = 0;
  let invoiceId = '';
  try {
    const outcome = await invoiceTransaction(db, async (tx): Promise<ChargeOutcome> => {
      lockingDocument(tx, `paystack:${charge.reference}`);
      const [row] = await tx
        .select()
        .from(paystackTransactions)
        .where(eq(paystackTransactions.reference, charge.reference))
        .for('update');
      if (!row) return 'unknown_reference';
      accountId = row.accountId;
      invoiceId = row.invoiceId;
      amount = `${row.currency} ${fromSubunit(row.amountSubunit)}`;
      if (row.status === 'success') return 'already_applied';
      if (row.status === 'rejected') return 'rejected';
      const currency = charge.currency.toUpperCase();
      const problem =
        charge.amount !== row.amountSubunit || currency !== row.currency
          ? `Paystack reported ${currency} ${fromSubunitSafe(charge.amount)}; ${row.currency} ${fromSubunit(row.amountSubunit)} was initialized`
          : null;
      const paidAt = paidAtOf(charge.paidAt);
      if (problem) {
        await tx
          .update(paystackTransactions)
          .set({ status: 'rejected', problem, paidAt, updatedAt: sql`now()` })
          .where(eq(paystackTransactions.reference, charge.reference));
        log.warn({ ...context, invoiceId, problem }, 'paystack charge rejected: not what was initialized');
        return 'rejected';
      }
      // Recorded by hand already (the owner typed the reference in): the money is in, nothing to add.
      const [recorded] = await tx
        .select({ id: paymentRows.id })
        .from(paymentRows)
        .where(and(eq(paymentRows.accountId, row.accountId), eq(paymentRows.reference, charge.reference)))
        .limit(1);
      if (!recorded) {
        const payment = {
          amount: fromSubunit(row.amountSubunit),
          paidOn: paidOn(charge.paidAt),
          method: 'paystack' as const,
          reference: charge.reference,
          channel: paidChannel(charge.channel, row.channel),
        };
        const paymentId = await applyPayment(tx, row.accountId, row.invoiceId, payment);
        // What Paystack kept comes out of the clearing account: Dr 6800 / Cr 1310.
        const fee = reportedFeeCents(charge.fees, row.amountSubunit);
        if (fee !== null) {
          await postPaystackFee(tx, row.accountId, { id: paymentId, ...payment }, fee);
        }
      }
      await tx
        .update(paystackTransactions)
        .set({ status: 'success', problem: null, paidAt, updatedAt: sql`now()` })
        .where(eq(paystackTransactions.reference, charge.reference));
      return recorded ? 'already_applied' : 'applied';
    });
    if (outcome === 'unknown_reference')
      log.warn(context, 'paystack charge with an unknown reference ignored');
    else log.info({ ...context, invoiceId, outcome }, 'paystack charge');
    return told(outcome);
  } catch (error) {
    // The same reference recorded at the same moment by another path: the unique index stopped this one.
    if (isUniqueViolation(error, PAYMENT_REFERENCE_INDEX)) {
      await markTransaction(db, charge.reference, 'success', null, paidAtOf(charge.paidAt));
      return 'already_applied';
    }
    // The invoice refused the payment (paid meanwhile, or the balance fell below it): Paystack has the
    // money, the books do not; kept for the owner (refund or credit), never retried.
    const refused =
      (error instanceof HttpError && error.statusCode === 422) || error instanceof RefusedInputError;
    if (refused && invoiceId) {
      const problem = `The invoice did not take the payment: ${error.message}`;
      await markTransaction(db, charge.reference, 'rejected', problem, paidAtOf(charge.paidAt));
      log.warn({ ...context, accountId, invoiceId, problem }, 'paystack charge rejected by the invoice');
      return told('rejected');
    }
    throw error;
  }
}

const fromSubunitSafe = (amount: number) =>
  Number.isSafeInteger(amount) ? fromSubunit(amount) : String(amount);

async function markTransaction(
  db: Db,
  reference: string,
  status: 'success' | 'rejected',
  problem: string | null,
  paidAt: Date,
): Promise<void> {
  await db
    .update(paystackTransactions)
    .set({ status, problem, paidAt, updatedAt: sql`now()` })
    .where(
      and(eq(paystackTransactions.reference, reference), sql`${paystackTransactions.status} <> 'success'`),
    );
}

/** Paystack's many words for a transaction, as the pay page knows them. */
export function verificationStatus(paystackStatus: string): PaymentVerificationStatus {
  switch (paystackStatus) {
    case 'success':
      return 'success';
    case 'failed':
    case 'reversed':
      return 'failed';
    case 'abandoned':
      return 'abandoned';
    default:
      // ongoing, pending, processing, queued: the customer may still be approving (M-Pesa prompt).
      return 'pending';
  }
}

/**
 * GET /payments/verify/{reference}: asks Paystack how the payment went (outside any transaction), applies
 * a success the exactly-once way (so the page shows it paid before the webhook arrives) and answers the
 * public invoice as it now stands. A reference already recorded is answered without asking Paystack.
 */
export async function verifyPaystackPayment(
  { db, payments, log, onCharge }: PaymentServiceDeps,
  reference: string,
): Promise<PaymentVerification> {
  if (!REFERENCE.test(reference)) throw paymentNotFound();
  const [row] = await db
    .select({
      accountId: paystackTransactions.accountId,
      invoiceId: paystackTransactions.invoiceId,
      status: paystackTransactions.status,
    })
    .from(paystackTransactions)
    .where(eq(paystackTransactions.reference, reference))
    .limit(1);
  if (!row) {
    // A Daraja prompt: its callback or STK query settles it; verify only reads where it stands.
    const prompt = await stkStanding(db, reference);
    if (!prompt) throw paymentNotFound();
    return { reference, status: prompt.status, invoice: await getPublicInvoice(db, prompt.invoiceId) };
  }
  let status: PaymentVerificationStatus;
  if (row.status === 'success' || row.status === 'rejected') {
    // Paystack's word for it was success (a rejected charge is money Paystack took that we did not record).
    status = 'success';
  } else {
    let verified: Awaited<ReturnType<typeof payments.paystack.verify>>;
    try {
      // The key the transaction was opened with: the business's own, or the instance's.
      const { paystack } = await payments.forAccount(row.accountId);
      verified = await paystack.verify(reference);
      if (verified.reference !== reference)
        throw new PaystackError('Paystack answered another reference', 502);
    } catch (error) {
      log.warn({ reference, err: loggableError(error) }, 'paystack verify failed');
      throw new HttpError(
        502,
        'We could not check this payment with Paystack. Please try again in a moment.',
      );
    }
    status = verificationStatus(verified.status);
    if (status === 'success') {
      await applyPaystackCharge(
        db,
        {
          reference,
          amount: verified.amount,
          currency: verified.currency,
          paidAt: verified.paidAt,
          fees: verified.fees,
          channel: verified.channel,
        },
        log,
        'verify',
        onCharge,
      );
    } else if (status === 'failed' || status === 'abandoned') {
      await db
        .update(paystackTransactions)
        .set({ status, updatedAt: sql`now()` })
        .where(
          and(
            eq(paystackTransactions.reference, reference),
            inArray(paystackTransactions.status, ['pending', 'failed', 'abandoned']),
          ),
        );
    }
  }
  return { reference, status, invoice: await getPublicInvoice(db, row.invoiceId) };
}
