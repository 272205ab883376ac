import { PAYMENT_METHOD_ACCOUNT_NUMBER, type Payment } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { bankLines, invoices, payments } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { applyPayment, lockInvoices } from '../../invoices/index.ts';
import { lockDateOf } from '../../ledger/index.ts';
import { applyRules, rulesFor } from '../rules/apply.ts';
import { matchCharges } from './fees.ts';
import { invoicesNamed } from './invoice-numbers.ts';
import { type LineRow, markMatched } from './mark.ts';
import { matchTransferSides } from './transfers.ts';

/** How a payment into a starting money account is recorded (1310 takes Paystack's own settlements only). */
export const METHOD_OF_ACCOUNT: Readonly<Record<string, Payment['method']>> = {
  '1000': 'cash',
  '1100': 'bank_transfer',
  '1300': 'mpesa',
};
/** The payment methods whose money lands in the account numbered `number`. */
export const methodsLandingIn = (number: string) =>
  (Object.keys(PAYMENT_METHOD_ACCOUNT_NUMBER) as Payment['method'][]).filter(
    (method) => PAYMENT_METHOD_ACCOUNT_NUMBER[method] === number,
  );

/**
 * Lines whose reference is that of a payment already recorded into this money account (an M-Pesa code typed
 * with a manual payment, a paybill TransID, a Paystack reference) and of the same amount: matched to it,
 * posting nothing new. Answers the lines left.
 */
async function matchRecordedPayments(tx: Tx, accountId: number, number: string, lines: LineRow[]) {
  const methods = methodsLandingIn(number);
  const referenced = lines.filter((line) => line.reference && toCents(line.amount) > 0n);
  if (methods.length === 0 || referenced.length === 0) return lines;
  const found = await tx
    .select({ id: payments.id, reference: payments.reference, amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.accountId, accountId),
        inArray(payments.method, methods),
        inArray(
          payments.reference,
          referenced.map((line) => line.reference!),
        ),
      ),
    );
  const taken = new Set<number>();
  const left: LineRow[] = [];
  for (const line of lines) {
    const payment = found.find(
      (row) =>
        row.reference === line.reference &&
        toCents(row.amount) === toCents(line.amount) &&
        !taken.has(row.id),
    );
    if (!payment) {
      left.push(line);
      continue;
    }
    taken.add(payment.id);
    await markMatched(tx, line.id, { kind: 'payment', ids: [String(payment.id)] });
  }
  return left;
}

/**
 * Money-in lines that name one open invoice (its number in the A/C No. or the details) and are at most its
 * balance: recorded as its payment on the line's date (posting Dr the money account, Cr 1200). The invoices
 * are locked first, in id order, before any payment posts. Lines in a locked period, with a reference another
 * payment has, or naming several invoices are left for suggestions.
 */
async function matchInvoiceNumbers(tx: Tx, accountId: number, number: string, lines: LineRow[]) {
  const method = METHOD_OF_ACCOUNT[number];
  const incoming = lines.filter((line) => toCents(line.amount) > 0n);
  if (!method || incoming.length === 0) return lines;
  const open = await tx
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      sequenceValue: invoices.sequenceValue,
      balance: invoices.balance,
    })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.status, 'sent'), gt(invoices.balance, '0')));
  if (open.length === 0) return lines;
  const lockDate = await lockDateOf(tx, accountId);
  const references = incoming.flatMap((line) => (line.reference ? [line.reference] : []));
  const used = new Set(
    references.length === 0
      ? []
      : (
          await tx
            .select({ reference: payments.reference })
            .from(payments)
            .where(and(eq(payments.accountId, accountId), inArray(payments.reference, references)))
        ).map((row) => row.reference),
  );
  const left = new Map(open.map((invoice) => [invoice.id, toCents(invoice.balance)]));
  const plans: { line: LineRow; invoiceId: string }[] = [];
  for (const line of incoming) {
    if ((lockDate && line.date <= lockDate) || (line.reference && used.has(line.reference))) continue;
    const named = invoicesNamed([line.accountRef, line.description], open, line.accountRef);
    if (named.length !== 1) continue;
    const invoice = named[0]!;
    const amount = toCents(line.amount);
    if (amount > (left.get(invoice.id) ?? 0n)) continue;
    left.set(invoice.id, left.get(invoice.id)! - amount);
    plans.push({ line, invoiceId: invoice.id });
  }
  await lockInvoices(
    tx,
    accountId,
    plans.map((plan) => plan.invoiceId),
  );
  for (const { line, invoiceId } of plans) {
    const paymentId = await applyPayment(tx, accountId, invoiceId, {
      amount: line.amount,
      paidOn: line.date,
      method,
      reference: line.reference,
    });
    await markMatched(tx, line.id, {
      kind: 'invoice_payment',
      ids: [invoiceId],
      created: [`payment:${paymentId}`],
    });
  }
  const paid = new Set(plans.map((plan) => plan.line.id));
  return lines.filter((line) => !paid.has(line.id));
}

/**
 * What an import matches by itself, in its own transaction, before any suggestion: recorded payments by their
 * reference, invoices by their number, M-Pesa's charges as fees, the other sides of transfers booked from
 * another money account, then the owner's rules (their accounts locked before anything posts).
 */
export async function autoMatch(
  tx: Tx,
  accountId: number,
  money: { id: number; number: string },
  lineIds: number[],
): Promise<LineRow[]> {
  if (lineIds.length === 0) return [];
  const rules = await rulesFor(tx, accountId, money.id);
  const lines = await tx
    .select()
    .from(bankLines)
    .where(and(eq(bankLines.accountId, accountId), inArray(bankLines.id, lineIds)))
    .orderBy(bankLines.date, bankLines.id);
  let left = await matchRecordedPayments(tx, accountId, money.number, lines);
  left = await matchInvoiceNumbers(tx, accountId, money.number, left);
  left = await matchCharges(tx, accountId, left);
  left = await matchTransferSides(tx, accountId, money.id, left);
  return applyRules(tx, accountId, rules, left);
}
