import type { Payment } from '@daftari/contracts';
import { convertCents, toCents } from '@daftari/format';
import type { Posting } from '../documents.ts';
import { memoOf, type SignedLine, toPostingLines } from '../posting.ts';
import { PAYMENT_METHOD_ACCOUNT, type SystemAccount } from '../system-accounts.ts';

/** A payment of a document as stored: the money moved by a method, against the document's contact. */
export interface SettledPayment {
  id: number;
  amount: string;
  paidOn: string;
  method: string;
  reference: string | null;
  contactId: number;
}

/**
 * How a payment settles the account it is held against: a customer's payment brings money in (Dr the
 * method's account / Cr 1200), a payment to a vendor takes it out (Dr 2000 / Cr the method's account), and so
 * does the refund of a customer's credit (Dr 2200 / Cr the method's account).
 */
const SIDES = {
  receivable: { sourceType: 'payment', control: 'receivable', inflow: true },
  payable: { sourceType: 'bill_payment', control: 'payable', inflow: false },
  customerCredit: { sourceType: 'refund', control: 'customerCredits', inflow: false },
} as const;
export type SettlementSide = keyof typeof SIDES;

/**
 * The ids of the two accounts a payment moves money between: its method's and its side's control account;
 * for a payment of a document in another currency, also 4950 Exchange gain and 6950 Exchange loss.
 */
export interface SettlementAccountIds {
  method: number;
  control: number;
  exchangeGain?: number;
  exchangeLoss?: number;
}

/**
 * A payment of a document in another currency: the document's rate, the payment's (both in millionths), and
 * how much of the document earlier payments settled, in its currency.
 */
export interface ForeignSettlement {
  currency: string;
  documentRateMicros: bigint;
  paymentRateMicros: bigint;
  settledBefore: bigint;
}

/**
 * The lines of a payment of a document in another currency: the money at the payment's rate, the control
 * account at the document's, so that once the document is settled in its currency its control lines sum to
 * exactly its total at its rate, and the difference to 4950 Exchange gain (a credit) or 6950 Exchange loss.
 * The control line takes what the settled share is worth at the document's rate cumulatively (the total
 * settled after, converted, less the total settled before, converted), so the roundings never pile up.
 */
function foreignLines(
  inflow: boolean,
  amount: bigint,
  contactId: number,
  foreign: ForeignSettlement,
  ids: SettlementAccountIds,
): SignedLine[] {
  const { currency, documentRateMicros, paymentRateMicros, settledBefore } = foreign;
  const money = convertCents(amount, paymentRateMicros);
  const cleared =
    convertCents(settledBefore + amount, documentRateMicros) -
    convertCents(settledBefore, documentRateMicros);
  const sign = inflow ? 1n : -1n;
  const methodLine = {
    ledgerAccountId: ids.method,
    amount: sign * money,
    currency,
    amountCurrency: sign * amount,
  };
  const controlLine = {
    ledgerAccountId: ids.control,
    contactId,
    amount: -sign * cleared,
    currency,
    amountCurrency: -sign * amount,
  };
  const difference = -(methodLine.amount + controlLine.amount);
  if (difference === 0n) return [methodLine, controlLine];
  if (ids.exchangeGain === undefined || ids.exchangeLoss === undefined) {
    throw new Error('a payment in another currency needs the exchange gain and loss accounts');
  }
  const fxLine = {
    ledgerAccountId: difference < 0n ? ids.exchangeGain : ids.exchangeLoss,
    amount: difference,
  };
  return [methodLine, controlLine, fxLine];
}

/** Which system accounts those are (cash 1000, bank 1100, M-Pesa 1300, Paystack 1310; 1200, 2000 or 2200). */
export function settlementAccounts(
  side: SettlementSide,
  method: string,
): { method: SystemAccount; control: SystemAccount } {
  return { method: PAYMENT_METHOD_ACCOUNT[method as Payment['method']], control: SIDES[side].control };
}

/**
 * A payment (dated paid_on) on its side's control account, with the contact on the control line; `memo` names
 * the document it paid, and the payment's reference follows it.
 */
export function settlementPosting(
  side: SettlementSide,
  payment: SettledPayment,
  memo: string,
  ids: SettlementAccountIds,
  foreign: ForeignSettlement | null = null,
): Posting {
  const { sourceType, inflow } = SIDES[side];
  const amount = toCents(payment.amount);
  const reference = payment.reference ? ` (${payment.reference})` : '';
  if (foreign) {
    const lines = foreignLines(inflow, amount, payment.contactId, foreign, ids);
    return {
      sourceType,
      sourceId: String(payment.id),
      date: payment.paidOn,
      memo: memoOf(`${memo}${reference}`),
      // The debits first, as every entry lists its lines.
      lines: toPostingLines(
        [...lines].sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0)),
      ),
    };
  }
  const methodLine = { ledgerAccountId: ids.method, amount: inflow ? amount : -amount };
  const controlLine = {
    ledgerAccountId: ids.control,
    contactId: payment.contactId,
    amount: inflow ? -amount : amount,
  };
  return {
    sourceType,
    sourceId: String(payment.id),
    date: payment.paidOn,
    memo: memoOf(`${memo}${reference}`),
    // The debit first, as every entry lists its lines.
    lines: toPostingLines(inflow ? [methodLine, controlLine] : [controlLine, methodLine]),
  };
}
