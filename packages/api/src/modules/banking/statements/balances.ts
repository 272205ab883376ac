import { centsToDecimal } from '@daftari/format';
import { type ParsedLine, StatementError } from './line.ts';

/** Where a run of lines first breaks its balances (each balance = the one before + its amount), or -1. */
const breakIn = (ordered: ParsedLine[]) =>
  ordered.findIndex(
    (line, index) => index > 0 && ordered[index - 1]!.balanceCents! + line.amountCents !== line.balanceCents,
  );

/**
 * The lines that carry a balance, oldest first: in the file's order, or the other way round for a file written
 * newest first (as M-Pesa writes them). Which one is the order their balances follow; where both do, the dates
 * say. A break in both orders is refused naming the first line that breaks the file's own order.
 */
export function chronologicalBalances(lines: ParsedLine[]): ParsedLine[] {
  const inFile = lines.filter((line) => line.balanceCents !== null);
  const reversed = [...inFile].reverse();
  const forward = breakIn(inFile);
  const backward = breakIn(reversed);
  if (forward === -1 && backward !== -1) return inFile;
  if (backward === -1 && forward !== -1) return reversed;
  if (forward === -1) return inFile.length > 1 && inFile[0]!.date > inFile.at(-1)!.date ? reversed : inFile;
  const line = inFile[forward]!;
  const before = inFile[forward - 1]!;
  throw new StatementError(
    `Line ${line.line}: the balance ${centsToDecimal(line.balanceCents!)} does not follow from the balance ` +
      `${centsToDecimal(before.balanceCents!)} of line ${before.line} and the amount ${centsToDecimal(line.amountCents)}`,
  );
}

/** The balances before the first line and after the last, as the lines' own balances imply (null without any). */
export function impliedBalances(lines: ParsedLine[]): { opening: bigint | null; closing: bigint | null } {
  const ordered = chronologicalBalances(lines);
  const first = ordered[0];
  const last = ordered.at(-1);
  if (!first || !last) return { opening: null, closing: null };
  return { opening: first.balanceCents! - first.amountCents, closing: last.balanceCents };
}
