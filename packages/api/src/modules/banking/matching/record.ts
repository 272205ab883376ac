import type { Payment } from '@daftari/contracts';
import { centsToDecimal } from '@daftari/format';
import type { Tx } from '../../../db/transaction.ts';
import { applyPayment, applyPayments } from '../../invoices/index.ts';
import { matchCharges, matchChargesAtOnce } from './fees.ts';
import type { PaymentPlan } from './invoice-plans.ts';
import { type LineRow, markMatched, markMatchedMany } from './mark.ts';

/** Records a planned payment of invoices (Dr the money account / Cr 1200 each), each with the line's reference. */
async function recordPlan(tx: Tx, accountId: number, method: Payment['method'], plan: PaymentPlan) {
  const created: string[] = [];
  for (const part of plan.parts) {
    const paymentId = await applyPayment(tx, accountId, part.invoiceId, {
      amount: centsToDecimal(part.cents),
      paidOn: plan.line.date,
      method,
      reference: plan.line.reference,
      part: created.length > 0,
    });
    created.push(`payment:${paymentId}`);
  }
  await markMatched(tx, plan.line.id, {
    kind: 'invoice_payment',
    ids: plan.parts.map((part) => part.invoiceId),
    created,
  });
}

async function recordPlansOneByOne(
  tx: Tx,
  accountId: number,
  method: Payment['method'],
  plans: PaymentPlan[],
) {
  for (const plan of plans) await recordPlan(tx, accountId, method, plan);
}

/**
 * The plans recorded together (see applyPayments), as recordPlan on each in turn would; one by one when one
 * of them would be refused, so that its refusal is the one recordPlan gives.
 */
async function recordPlansAtOnce(tx: Tx, accountId: number, method: Payment['method'], plans: PaymentPlan[]) {
  const batch = plans.flatMap((plan) =>
    plan.parts.map((part, index) => ({
      invoiceId: part.invoiceId,
      cents: part.cents,
      paidOn: plan.line.date,
      method,
      reference: plan.line.reference,
      part: index > 0,
    })),
  );
  const ids = await applyPayments(tx, accountId, batch);
  if (!ids) return recordPlansOneByOne(tx, accountId, method, plans);
  let next = 0;
  await markMatchedMany(
    tx,
    plans.map((plan) => ({
      lineId: plan.line.id,
      kind: 'invoice_payment',
      ids: plan.parts.map((part) => part.invoiceId),
      created: plan.parts.map(() => `payment:${ids[next++]}`),
    })),
  );
}

/** How an import writes the payments and fees it matched: line by line, or a statement for many. */
export interface MatchWrites {
  payments(tx: Tx, accountId: number, method: Payment['method'], plans: PaymentPlan[]): Promise<void>;
  linked(tx: Tx, linked: { line: LineRow; paymentId: string }[]): Promise<void>;
  charges(tx: Tx, accountId: number, lines: LineRow[]): Promise<void>;
}

/** Each line's writes on their own, as a match by hand makes them: what the import's batch must equal. */
export const ONE_BY_ONE: MatchWrites = {
  payments: recordPlansOneByOne,
  linked: async (tx, linked) => {
    for (const { line, paymentId } of linked)
      await markMatched(tx, line.id, { kind: 'payment', ids: [paymentId] });
  },
  charges: matchCharges,
};

/** The import's writes: the same rows, entries and numbers as ONE_BY_ONE, in a few statements. */
export const AT_ONCE: MatchWrites = {
  payments: recordPlansAtOnce,
  linked: (tx, linked) =>
    markMatchedMany(
      tx,
      linked.map(({ line, paymentId }) => ({ lineId: line.id, kind: 'payment', ids: [paymentId] })),
    ),
  charges: matchChargesAtOnce,
};
