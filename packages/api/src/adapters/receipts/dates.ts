/**
 * Dates as receipts print them, read day first (Kenya) and written back as yyyy-MM-dd. Impossible dates
 * (31/02/2026, month 13) are ignored.
 */

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  // German and French
  mär: 3,
  mrz: 3,
  mai: 5,
  okt: 10,
  dez: 12,
  fév: 2,
  fev: 2,
  avr: 4,
  juin: 6,
  juil: 7,
  aoû: 8,
  aou: 8,
  déc: 12,
};
/** English, German and French month names (the longer forms first, so 'novembre' is not read as 'nov'). */
const MONTH_NAME =
  '(januar|janvier|februar|f[ée]vrier|m[äa]rz|mars|avril|juin|juillet|ao[uû]t|septembre|oktober|octobre|novembre|dezember|d[ée]cembre|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|mai|june?|juni|july?|juli|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|okt|nov(?:ember)?|dec(?:ember)?|dez|f[ée]v|d[ée]c)';

export interface DateMatch {
  iso: string;
  index: number;
  length: number;
}

/** yyyy-MM-dd when the parts make a real calendar date in 2000–2099, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < 2000 || fullYear > 2099 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(fullYear, month, 0)).getUTCDate();
  if (day > last) return null;
  return `${fullYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Reader = { re: RegExp; read: (m: RegExpExecArray) => string | null };

const monthOf = (name: string | undefined) => {
  const lower = (name ?? '').toLowerCase();
  return MONTHS[lower.slice(0, 4)] ?? MONTHS[lower.slice(0, 3)] ?? 0;
};
const num = (value: string | undefined) => Number.parseInt(value ?? '', 10);

/** In priority order: ISO first, then day-first numeric, then the written-month forms. */
const READERS: Reader[] = [
  // 2026-11-21, 2026/11/21, 2026.11.21 (also 2026-11-21T14:32)
  {
    re: /(?<!\d)(20\d{2})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g,
    read: (m) => isoDate(num(m[1]), num(m[2]), num(m[3])),
  },
  // 21/11/2026, 21-11-2026, 21.11.2026, 21/11/26 (day first; month first only when day first is impossible)
  {
    re: /(?<![\d/.-])(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(20\d{2}|\d{2})(?![\d/]|\.\d)/g,
    read: (m) => {
      const a = num(m[1]);
      const b = num(m[3]);
      const year = num(m[4]);
      return isoDate(year, b, a) ?? (a <= 12 && b > 12 ? isoDate(year, a, b) : null);
    },
  },
  // 21 Nov 2026, 21-Nov-26, 21st November, 2026, 21.Nov.2026
  {
    re: new RegExp(
      `(?<!\\d)(\\d{1,2})(?:st|nd|rd|th)?[\\s.,/-]{0,3}${MONTH_NAME}\\.?[\\s.,/-]{0,3}(20\\d{2}|\\d{2})(?!\\d)`,
      'gi',
    ),
    read: (m) => isoDate(num(m[3]), monthOf(m[2]), num(m[1])),
  },
  // Nov 21, 2026, November 21st 2026, Nov-21-2026
  {
    re: new RegExp(
      `\\b${MONTH_NAME}\\.?[\\s.-]{0,3}(\\d{1,2})(?:st|nd|rd|th)?,?[\\s.-]{0,3}(20\\d{2})(?!\\d)`,
      'gi',
    ),
    read: (m) => isoDate(num(m[3]), monthOf(m[1]), num(m[2])),
  },
];

/** Every date in a line of text, in reading order (an earlier reader wins where two overlap). */
export function findDates(line: string): DateMatch[] {
  const found: DateMatch[] = [];
  for (const { re, read } of READERS) {
    re.lastIndex = 0;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const iso = read(m);
      if (!iso) continue;
      const overlaps = found.some((d) => m.index < d.index + d.length && d.index < m.index + m[0].length);
      if (!overlaps) found.push({ iso, index: m.index, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The text without its dates and clock times (so their digits are not taken for amounts). */
export function withoutDatesAndTimes(line: string): string {
  let out = line;
  for (const d of findDates(line).reverse()) {
    out = `${out.slice(0, d.index)} ${' '.repeat(d.length - 1)}${out.slice(d.index + d.length)}`;
  }
  return out.replace(/(?<!\d)\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]\.?M\.?)?(?!\d)/gi, (t) =>
    ' '.repeat(t.length),
  );
}
