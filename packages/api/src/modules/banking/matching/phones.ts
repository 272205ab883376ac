/** The payer's phone on a statement line, weighed against a customer's. */
import { createHash } from 'node:crypto';

/** The last 9 digits of a Kenyan number (07…, 2547…, +254 7…), or null. */
export function phoneKey(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 9 ? digits.slice(-9) : null;
}

/**
 * The line's phone: the one its statement gives the party, or else a Kenyan mobile number written in its
 * details, whole or masked (a bank's `MPESA C2B 600100 254712345678 JANE W`), never a longer run of figures.
 */
export function linePhone(line: { counterpartyPhone: string | null; description: string }): string | null {
  if (line.counterpartyPhone) return line.counterpartyPhone;
  const found = /(?<![\d*+])(?:\+?254|0)[17][\d*]{8}(?![\d*])/.exec(line.description);
  return found && (found[0].match(/\d/g)?.length ?? 0) >= 6 ? found[0] : null;
}

/** A line's phone as parties' phones are weighed against it: a hash, a masked number's pattern, or its key. */
type LineForm = { hash: string } | { pattern: RegExp } | { key: string | null };

function formOf(linePhone: string): LineForm {
  if (/^[0-9a-f]{64}$/i.test(linePhone)) return { hash: linePhone.toLowerCase() };
  const masked = linePhone.replace(/[^0-9*]/g, '').replace(/^254/, '0');
  if (masked.includes('*')) return { pattern: new RegExp(`^${masked.replace(/\*/g, '\\d')}$`) };
  return { key: phoneKey(masked) };
}

// The matcher weighs one line against many parties in turn: the line's form is read once for them all.
let lastLine: string | null = null;
let lastForm: LineForm = { key: null };

/** Whether the line's phone (digits, masked `0712***678`, or a SHA-256 hash of 2547…) is the party's. */
export function phoneMatches(linePhone: string | null, partyPhone: string | null): boolean {
  if (!linePhone) return false;
  const party = phoneKey(partyPhone);
  if (!party) return false;
  if (linePhone !== lastLine) {
    lastForm = formOf(linePhone);
    lastLine = linePhone;
  }
  const form = lastForm;
  if ('hash' in form) {
    return [`254${party}`, `0${party}`, `+254${party}`].some(
      (candidate) => createHash('sha256').update(candidate).digest('hex') === form.hash,
    );
  }
  if ('pattern' in form) return form.pattern.test(`0${party}`);
  return form.key === party;
}
