import type { StatementSuggestion } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import type { InvoiceBook, PaymentPlan } from './invoice-plans.ts';
import type { LineRow } from './mark.ts';
import { autoSuggestion, type Candidates } from './score.ts';

/** Rounds of acting on sure suggestions and scoring again what they touched: few are ever needed. */
const MAX_ROUNDS = 4;

export interface SurePlans {
  plans: PaymentPlan[];
  linked: { line: LineRow; paymentId: string }[];
}

/**
 * One round: the suggestions sure enough to act on (see autoSuggestion): a payment of one invoice of at most
 * what is left on it, or of several whose balances left add up to the line, or a recorded payment no other
 * line takes. The lines acted on lose their suggestions.
 */
function planRound(
  lines: LineRow[],
  suggestions: Map<number, StatementSuggestion[]>,
  book: InvoiceBook,
  takenPayments: Set<string>,
  sure: SurePlans,
) {
  for (const line of lines) {
    const best = autoSuggestion(suggestions.get(line.id) ?? []);
    if (!best) continue;
    if (best.kind === 'payment' && !takenPayments.has(best.ids[0]!)) {
      takenPayments.add(best.ids[0]!);
      sure.linked.push({ line, paymentId: best.ids[0]! });
    } else if (best.kind === 'invoice_payment') {
      if (line.reference && book.usedReferences.has(line.reference)) continue;
      const amount = toCents(line.amount);
      const left = best.ids.map((invoiceId) => ({ invoiceId, cents: book.left.get(invoiceId) ?? 0n }));
      const parts =
        left.length === 1 && amount <= left[0]!.cents
          ? [{ invoiceId: left[0]!.invoiceId, cents: amount }]
          : left;
      if (
        parts.reduce((sum, part) => sum + part.cents, 0n) !== amount ||
        parts.some((part) => part.cents === 0n)
      )
        continue;
      for (const part of parts) book.left.set(part.invoiceId, book.left.get(part.invoiceId)! - part.cents);
      if (line.reference) book.usedReferences.add(line.reference);
      sure.plans.push({ line, parts });
    } else continue;
    suggestions.delete(line.id);
  }
}

/**
 * Acts on the sure suggestions of the lines `open` to matching (after the lock date), round after round: what
 * one round pays is no longer open to the next, so the lines whose suggestions named an invoice of a customer
 * paid in that round (or a recorded payment taken) are scored again by `rescore` against what is left, which
 * can leave one of them sure (a rival paid by another line, a customer's only invoice left open). Every line
 * keeps in `suggestions` what is left for it, fresh.
 */
export function planSureRounds(
  lines: LineRow[],
  open: (line: LineRow) => boolean,
  suggestions: Map<number, StatementSuggestion[]>,
  book: InvoiceBook,
  candidates: Omit<Candidates, 'declined'>,
  rescore: (lines: LineRow[], candidates: Omit<Candidates, 'declined'>) => Map<number, StatementSuggestion[]>,
): SurePlans {
  const sure: SurePlans = { plans: [], linked: [] };
  const takenPayments = new Set<string>();
  const contactOf = new Map(candidates.invoices.map((invoice) => [invoice.id, invoice.contactId]));
  let current = candidates;
  let waiting = lines.filter(open);
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const [plansBefore, linkedBefore] = [sure.plans.length, sure.linked.length];
    planRound(waiting, suggestions, book, takenPayments, sure);
    const paid = new Set(
      sure.plans.slice(plansBefore).flatMap((plan) => plan.parts.map((part) => part.invoiceId)),
    );
    const taken = new Set(sure.linked.slice(linkedBefore).map((link) => link.paymentId));
    if (paid.size === 0 && taken.size === 0) break;
    const touched = new Set([...paid].map((id) => contactOf.get(id)));
    current = {
      ...current,
      invoices: current.invoices
        .map((invoice) => ({ ...invoice, balanceCents: book.left.get(invoice.id) ?? invoice.balanceCents }))
        .filter((invoice) => invoice.balanceCents > 0n),
      payments: current.payments.filter((payment) => !takenPayments.has(payment.id)),
    };
    const stale = lines.filter((line) =>
      (suggestions.get(line.id) ?? []).some((suggestion) =>
        suggestion.kind === 'payment'
          ? taken.has(suggestion.ids[0]!)
          : suggestion.kind === 'invoice_payment' &&
            suggestion.ids.some((id) => touched.has(contactOf.get(id))),
      ),
    );
    for (const [id, list] of rescore(stale, current)) suggestions.set(id, list);
    waiting = stale.filter(open);
  }
  return sure;
}
