import { centsToDecimal, toCents } from '@daftari/format';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { accounts, invoices, mpesaReceipts, payments } from '../../db/schema.ts';
import { storableJson } from '../../db/storable-json.ts';
import type { Tx } from '../../db/transaction.ts';
import { HttpError } from '../../http/errors.ts';
import {
  applyPayment,
  invoiceTransaction,
  lockInvoice,
  lockPaymentReference,
  PAYMENT_REFERENCE_INDEX,
} from '../invoices/index.ts';
import { postUnallocatedReceipt } from '../ledger/index.ts';
import { type Confirmation, matchKey, readConfirmation } from './confirmation.ts';
import { payerContactId } from './payer-contact.ts';
import { receiptDay } from './receipt-day.ts';

/** The tokens accounts are given (mpesa_c2b_token's default): 64 hex digits. */
const TOKEN = /^[0-9a-f]{64}$/;

export const c2bNotFound = () => new HttpError(404, 'Not found');

/** `recorded`: a new TransID, booked now; `replayed`: Safaricom sent it before, nothing changed. */
export type ConfirmationOutcome = 'recorded' | 'replayed';

/** What a confirmation did, with the payment it named (for the business's audit trail). */
export interface ConfirmationResult {
  outcome: ConfirmationOutcome;
  transId: string;
  amountCents: bigint;
}

export interface ReceivingAccount {
  id: number;
  timeZone: string;
}

/** The account a confirmation URL's token belongs to; null for anything else, before the body is even read. */
export async function accountOfToken(db: Db, token: string): Promise<ReceivingAccount | null> {
  if (!TOKEN.test(token)) return null;
  const [account] = await db
    .select({ id: accounts.id, timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.mpesaC2bToken, token))
    .limit(1);
  return account ?? null;
}

/**
 * POST /mpesa/c2b/{token}/confirmation: books a paybill payment EXACTLY ONCE per (account, TransID). The
 * receipt row is inserted first (ON CONFLICT DO NOTHING on the unique (account_id, trans_id): a concurrent
 * replay waits for this transaction, then finds the row and changes nothing), and in the same transaction the
 * payment it makes and the queue entry of what is left. The TransID is held as a payment reference first, so
 * a payment the owner records by hand with this code at the same moment comes before or after, never beside
 * it; one recorded on the same invoice by a path that does not hold it wins the unique index on payments: the
 * whole transaction is then tried once more, and finds it.
 */
export async function receiveConfirmation(
  db: Db,
  account: ReceivingAccount,
  body: unknown,
  now: Date,
  log: FastifyBaseLogger,
  maxAmountCents: bigint,
): Promise<ConfirmationResult> {
  const confirmation = readConfirmation(body, now, maxAmountCents);
  const receive = () =>
    invoiceTransaction(db, async (tx): Promise<ConfirmationOutcome> => {
      await lockPaymentReference(tx, account.id, confirmation.transId);
      const [row] = await tx
        .insert(mpesaReceipts)
        .values({
          accountId: account.id,
          transId: confirmation.transId,
          amountCents: confirmation.amountCents,
          billRefNumber: confirmation.billRefNumber,
          msisdn: confirmation.msisdn,
          payerContactId: await payerContactId(tx, account.id, confirmation.msisdn),
          payerName: confirmation.payerName,
          receivedAt: confirmation.receivedAt,
          raw: storableJson(body),
          status: 'matched',
          unallocatedCents: 0n,
          holdReason: confirmation.holdReason,
        })
        .onConflictDoNothing({ target: [mpesaReceipts.accountId, mpesaReceipts.transId] })
        .returning({ id: mpesaReceipts.id });
      if (!row) return 'replayed';
      // A confirmation that looks wrong pays nothing: all of it waits in the queue, with its reason.
      const invoiceId = confirmation.holdReason
        ? null
        : await invoiceOfAccountNumber(tx, account.id, confirmation.billRefNumber);
      await settleReceipt(tx, account, row.id, confirmation, invoiceId);
      return 'recorded';
    });
  let outcome: ConfirmationOutcome;
  try {
    outcome = await receive();
  } catch (error) {
    if (!isUniqueViolation(error, PAYMENT_REFERENCE_INDEX)) throw error;
    outcome = await receive();
  }
  const { holdReason } = confirmation;
  log.info(
    { accountId: account.id, transId: confirmation.transId, outcome, holdReason },
    'm-pesa c2b confirmation',
  );
  return { outcome, transId: confirmation.transId, amountCents: confirmation.amountCents };
}

/**
 * Pays `invoiceId` (the invoice the account number names, or the one an STK prompt was for) toward its
 * balance when it is sent, and queues the rest (all of it when there is no invoice or it is paid) on 2300. A
 * TransID already recorded as a payment (typed in by hand) is linked to it: the money is in the books once.
 */
export async function settleReceipt(
  tx: Tx,
  account: ReceivingAccount,
  receiptId: number,
  confirmation: Pick<Confirmation, 'transId' | 'amountCents' | 'receivedAt'>,
  invoiceId: string | null,
): Promise<void> {
  const [recorded] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.accountId, account.id), eq(payments.reference, confirmation.transId)))
    .limit(1);
  if (recorded) {
    await updateReceipt(tx, account.id, receiptId, { paymentId: recorded.id });
    return;
  }
  const day = await receiptDay(tx, account.id, account.timeZone, confirmation.receivedAt);
  let applied = 0n;
  let paymentId: number | null = null;
  if (invoiceId) {
    const invoice = await lockInvoice(tx, account.id, invoiceId);
    const balance = invoice.status === 'sent' ? toCents(invoice.balance) : 0n;
    applied = confirmation.amountCents < balance ? confirmation.amountCents : balance;
    if (applied > 0n) {
      paymentId = await applyPayment(tx, account.id, invoiceId, {
        amount: centsToDecimal(applied),
        paidOn: day,
        method: 'mpesa',
        reference: confirmation.transId,
      });
    }
  }
  const rest = confirmation.amountCents - applied;
  if (rest > 0n) {
    await postUnallocatedReceipt(
      tx,
      account.id,
      { id: receiptId, transId: confirmation.transId, date: day },
      rest,
    );
  }
  await updateReceipt(tx, account.id, receiptId, {
    status: rest > 0n ? 'unmatched' : 'matched',
    paymentId,
    matchedInvoiceId: invoiceId,
    unallocatedCents: rest,
  });
}

const updateReceipt = (
  tx: Tx,
  accountId: number,
  id: number,
  values: Partial<typeof mpesaReceipts.$inferInsert>,
) =>
  tx
    .update(mpesaReceipts)
    .set(values)
    .where(and(eq(mpesaReceipts.accountId, accountId), eq(mpesaReceipts.id, id)));

/**
 * The invoice an account number names: its matching key (see matchKey) equal to exactly one invoice
 * number's of the account, and that invoice takes M-Pesa (sent or paid, in KES); null otherwise (none, two
 * alike, a draft, a void one, another currency).
 */
async function invoiceOfAccountNumber(tx: Tx, accountId: number, billRefNumber: string) {
  const key = matchKey(billRefNumber);
  if (!key) return null;
  const result = await tx.execute(sql`
    select id, status, currency from ${invoices}
    where account_id = ${accountId}
      and regexp_replace(upper(invoice_number), '[^A-Z0-9]', '', 'g') = ${key}
    limit 2`);
  const rows = rowsOf<{ id: string; status: string; currency: string }>(result);
  const [invoice] = rows;
  if (rows.length !== 1 || !invoice) return null;
  const takesMpesa = (invoice.status === 'sent' || invoice.status === 'paid') && invoice.currency === 'KES';
  return takesMpesa ? invoice.id : null;
}
