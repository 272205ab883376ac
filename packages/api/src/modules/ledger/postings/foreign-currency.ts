import { convertCents } from '@daftari/format';
import type { SignedLine } from '../posting.ts';

/** A document written in another currency than the books': that currency and its rate in millionths. */
export interface DocumentRate {
  currency: string;
  rateMicros: bigint;
}

/** A document's currency and rate as its row holds them, or null when it is in the books' own currency. */
export function documentRate(
  currency: string,
  booksCurrency: string,
  rateMicros: bigint,
): DocumentRate | null {
  return currency === booksCurrency ? null : { currency, rateMicros };
}

/**
 * A document's lines, computed in its own currency, brought into the books' currency. The control line (the
 * receivable or payable, `control`) is the document's total × rate rounded once; every other line is rounded
 * on its own, and the cents those roundings leave go to the largest line `absorbs` accepts (income or
 * expense), so the entry still balances. Every line keeps its amount in the document's currency beside.
 * `controlBooks`, when given, is the control line's amount in the books' currency as the caller worked it
 * out (a credit note's share of its invoice's receivable, cumulatively). A document in the books' currency
 * (`rate` null) keeps its lines as they are.
 */
export function inBooksCurrency(
  lines: readonly SignedLine[],
  rate: DocumentRate | null,
  control: number,
  absorbs: (line: SignedLine) => boolean,
  controlBooks?: bigint,
): SignedLine[] {
  if (!rate) return [...lines];
  const converted = lines.map((line, index) => ({
    ...line,
    amount:
      index === control && controlBooks !== undefined
        ? controlBooks
        : convertCents(line.amount, rate.rateMicros),
    currency: rate.currency,
    amountCurrency: line.amount,
  }));
  const left = -converted.reduce((sum, line) => sum + line.amount, 0n);
  if (left === 0n) return converted;
  const candidates = converted
    .map((line, index) => ({ line, index }))
    .filter(({ line, index }) => index !== control && line.amount !== 0n && absorbs(lines[index]!));
  const magnitude = (amount: bigint) => (amount < 0n ? -amount : amount);
  const largest = candidates.reduce<(typeof candidates)[number] | undefined>(
    (best, next) => (!best || magnitude(next.line.amount) > magnitude(best.line.amount) ? next : best),
    undefined,
  );
  const target = largest?.index ?? converted.findIndex((_, index) => index !== control);
  converted[target] = { ...converted[target]!, amount: converted[target]!.amount + left };
  return converted;
}
