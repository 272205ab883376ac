import { quoted, StatementError } from './line.ts';

/**
 * An amount as statements write it, in cents: `1,000.00`, `-1,000.00`, `1,000.00-`, `(1,000.00)`, `KES 1,000`,
 * `Ksh1,000.50`, `+250`. Blank: null. Anything else, or more than 2 decimals, is refused naming the line.
 */
export function statementCents(text: string | undefined, line: number, label: string): bigint | null {
  let value = (text ?? '').replace(/\u00a0/g, ' ').trim();
  if (value === '' || value === '-') return null;
  let negative = false;
  if (/^\(.*\)$/.test(value)) {
    negative = true;
    value = value.slice(1, -1).trim();
  }
  value = value.replace(/^(kes|kshs?|ksh\.)\s*/i, '').replace(/\s*(kes|kshs?)$/i, '');
  if (value.endsWith('-')) {
    negative = !negative;
    value = value.slice(0, -1).trim();
  } else if (value.startsWith('-')) {
    negative = !negative;
    value = value.slice(1).trim();
  } else if (value.startsWith('+')) value = value.slice(1).trim();
  value = value.replace(/^(kes|kshs?|ksh\.)\s*/i, '');
  const match = /^(\d{1,3}(?:[, ]\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) throw new StatementError(`Line ${line}: ${label} ${quoted(text)} is not an amount`);
  const whole = match[1]!.replace(/[, ]/g, '');
  if (whole.length > 12) throw new StatementError(`Line ${line}: ${label} ${quoted(text)} is too large`);
  const cents = BigInt(whole) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** A line's signed amount from its paid-in and withdrawn cells, whichever sign a bank writes them with. */
export const paidInLessWithdrawn = (paidIn: bigint | null, withdrawn: bigint | null): bigint => {
  const size = (value: bigint | null) => (value === null ? 0n : value < 0n ? -value : value);
  return size(paidIn) - size(withdrawn);
};
