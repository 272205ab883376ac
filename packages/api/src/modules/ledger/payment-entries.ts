import type { Payment } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import type { Tx } from '../../db/transaction.ts';
import { type SyncOptions, syncDocumentEntry } from './documents.ts';
import { memoOf, toPostingLines } from './posting.ts';
import { PAYMENT_METHOD_ACCOUNT, systemAccountIds } from './system-accounts.ts';

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

/**
 * Posts a payment (dated paid_on) on its control account, with the contact on the control line, through
 * syncDocumentEntry; `memo` names the document it paid.
 */
export async function syncPaymentEntry(
  tx: Tx,
  accountId: number,
  side: keyof typeof SIDES,
  payment: SettledPayment,
  memo: string,
  options: SyncOptions = {},
): Promise<void> {
  const { sourceType, control, inflow } = SIDES[side];
  const method = PAYMENT_METHOD_ACCOUNT[payment.method as Payment['method']];
  const ids = await systemAccountIds(tx, accountId, [method, control]);
  const amount = toCents(payment.amount);
  const methodLine = { ledgerAccountId: ids[method], amount: inflow ? amount : -amount };
  const controlLine = {
    ledgerAccountId: ids[control],
    contactId: payment.contactId,
    amount: inflow ? -amount : amount,
  };
  const reference = payment.reference ? ` (${payment.reference})` : '';
  await syncDocumentEntry(
    tx,
    {
      accountId,
      sourceType,
      sourceId: String(payment.id),
      date: payment.paidOn,
      memo: memoOf(`${memo}${reference}`),
      // The debit first, as every entry lists its lines.
      lines: toPostingLines(inflow ? [methodLine, controlLine] : [controlLine, methodLine]),
    },
    options,
  );
}
