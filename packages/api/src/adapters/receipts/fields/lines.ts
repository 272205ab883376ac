import { type Amount, findAmounts } from '../amounts.ts';
import { withoutDatesAndTimes } from '../dates.ts';

/** A receipt's text line by line, and the amounts a line carries: what every field parser reads. */

export interface Line {
  /** As printed (whitespace collapsed). */
  text: string;
  /** Upper case with OCR's digit-for-letter slips inside words undone ('T0TAL' → 'TOTAL'): for keywords. */
  key: string;
  /** `text` with dates and clock times blanked out: for amounts. */
  numeric: string;
}

const OCR_LETTERS: Record<string, string> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '|': 'I' };

function keyOf(text: string): string {
  return text.toUpperCase().replace(/[A-Z0-9|]+/g, (word) => {
    const letters = word.replace(/[^A-Z]/g, '').length;
    // Only words that are mostly letters: 'T0TAL' → 'TOTAL', but 'QGH7XK2L9P' or 'A4' stay as they are.
    if (letters < 3 || letters < word.length - 1 || !/[A-Z]{2}/.test(word)) return word;
    return word.replace(/(?<=[A-Z])[0158|](?=[A-Z])/g, (c) => OCR_LETTERS[c] ?? c);
  });
}

export function toLines(text: string): Line[] {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00a0\u2000-\u200b\u202f]/g, ' ')
    .split(/\r?\n|\r/)
    .map((raw) => raw.replace(/[\t ]+/g, ' ').trim())
    .filter((raw) => /[A-Za-z0-9]/.test(raw))
    .map((raw) => ({ text: raw, key: keyOf(raw), numeric: withoutDatesAndTimes(raw) }));
}

/** The money amount a line ends with (the right-most that is not a percentage). */
export function lastMoney(line: Line, decimalComma: boolean): Amount | null {
  const amounts = findAmounts(line.numeric, decimalComma).filter((a) => !a.percent && a.decimals <= 2);
  return amounts.at(-1) ?? null;
}

/** A line that is only an amount (a value printed below its label, or in a column the OCR split off). */
export function loneMoney(line: Line | undefined, decimalComma: boolean): Amount | null {
  if (!line || /[A-Za-z]{3,}/.test(line.text.replace(/\b(KSHS?|KES|USD|EUR|GBP)\b/gi, ''))) return null;
  return lastMoney(line, decimalComma);
}

/** The amount on the first line the label matches, or on the line below it. */
export function findLabelled(lines: Line[], label: RegExp, decimalComma: boolean): number | null {
  for (const [index, line] of lines.entries()) {
    if (!label.test(line.key)) continue;
    const amount = lastMoney(line, decimalComma) ?? loneMoney(lines[index + 1], decimalComma);
    if (amount) return amount.value;
  }
  return null;
}
