import { findDates } from '../dates.ts';
import type { Line } from './lines.ts';

/** The date of the purchase: a labelled date first, then any date not marked as a due or expiry date. */

const NOT_RECEIPT_DATE =
  /\b(DUE|EXPIR\w*|EXP|VALID|PRINTED|BIRTH|DOB|CHECK[-\s]?OUT|DEPART\w*|SINCE|FROM|FLIGHT|TRAVEL|F[ÄA]LLIG\w*|REISEDATUM|LEISTUNGSDATUM|[ÉE]CH[ÉE]ANCE|S[ÉE]JOUR|DU|AU)\b/;

export function findDate(lines: Line[]): string | null {
  let fallback: string | null = null;
  for (const line of lines) {
    const dates = findDates(line.text);
    if (dates.length === 0) continue;
    // A due, expiry or check-out date is only used when nothing else is there (the loop below).
    if (NOT_RECEIPT_DATE.test(line.key)) continue;
    if (/\bDATE\b|\bDATED\b|\bON\b|DATUM\b|\bISSUED\b|\bPLACED\b|\bLE\b/.test(line.key))
      return dates[0]?.iso ?? null;
    fallback ??= dates[0]?.iso ?? null;
  }
  if (fallback) return fallback;
  for (const line of lines) {
    const d = findDates(line.text)[0];
    if (d) return d.iso;
  }
  return null;
}
