import { manualPaymentRequestSchema } from '@daftari/contracts';
import { centsToDecimal, toCents } from '@daftari/format';
import { recordManualPayment } from '../invoices/index.ts';
import { DEFAULT_MAX_AMOUNT_CENTS } from '../mpesa/index.ts';
import { applyPaystackCharge, openPaystackTransaction } from '../payments/index.ts';
import type { DemoContext } from './context.ts';
import { addDays, nairobiInstant, notAfter } from './dates.ts';
import type { Payable } from './issue.ts';
import { paybillPayment } from './mpesa.ts';
import { silentLog } from './silent-log.ts';

/** The day a customer paid: some days after the invoice, never after today. */
function paidOn(context: DemoContext, invoice: Payable): string {
  const day = addDays(invoice.issueDate, context.random.int(0, 35));
  return notAfter(day, context.today);
}

async function recordByHand(context: DemoContext, invoice: Payable, amount: bigint): Promise<void> {
  const roll = context.random.next();
  const method = roll < 0.55 ? 'mpesa' : roll < 0.92 ? 'bank_transfer' : 'cash';
  const reference =
    method === 'mpesa'
      ? context.mpesaCode()
      : method === 'bank_transfer'
        ? `EQB${context.random.int(10_000_000, 99_999_999)}`
        : undefined;
  const input = manualPaymentRequestSchema.parse({
    payment: { amount: Number(centsToDecimal(amount)), paid_on: paidOn(context, invoice), method, reference },
  }).payment;
  await recordManualPayment(context.db, context.accountId, invoice.id, input);
}

/** Paystack's fee on a local card payment, in percent. */
const CARD_FEE_PERCENT = 2.9;

/**
 * A card payment on the pay page: the Paystack transaction opened for the balance as the pay page opens it,
 * then its success applied as Paystack's webhook reports it (with Paystack's fee), without the network.
 */
async function payByCard(context: DemoContext, invoice: Payable): Promise<void> {
  const { reference, amount } = await openPaystackTransaction(context.db, invoice.id, {
    channel: 'checkout',
  });
  const paidAt = nairobiInstant(paidOn(context, invoice), context.random.int(8, 21)).toISOString();
  const fees = Math.round((amount * CARD_FEE_PERCENT) / 100);
  await applyPaystackCharge(
    context.db,
    { reference, amount, currency: 'KES', paidAt, fees },
    silentLog,
    'webhook',
  );
}

/**
 * Pays what is left of the invoice: about a quarter through the paybill (the customer types the invoice number
 * as the account number), some by card on the pay page, the rest recorded by hand (M-Pesa with its code,
 * bank transfer, a little cash).
 */
export async function payInFull(context: DemoContext, invoice: Payable): Promise<void> {
  const balance = toCents(invoice.balance);
  if (balance <= 0n) return;
  const roll = context.random.next();
  if (roll < 0.12) return payByCard(context, invoice);
  // Through the paybill only what one M-Pesa transaction can carry.
  if (roll < 0.4 && balance <= DEFAULT_MAX_AMOUNT_CENTS) {
    const day = paidOn(context, invoice);
    await paybillPayment(context, {
      day,
      amount: centsToDecimal(balance),
      accountNumber: invoice.number,
    });
    return;
  }
  await recordByHand(context, invoice, balance);
}

/** A deposit of a third to two thirds of the balance, in whole shillings. */
export async function payPart(context: DemoContext, invoice: Payable): Promise<void> {
  const balance = toCents(invoice.balance);
  const share = BigInt(context.random.int(30, 65));
  const amount = ((balance * share) / 100n / 100n) * 100n;
  if (amount > 0n) await recordByHand(context, invoice, amount);
}
