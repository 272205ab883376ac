import { DATE_FORMATS, type DateFormat } from '@daftari/contracts';
import { quoted, StatementError } from './line.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const PATTERNS: Record<DateFormat, RegExp> = {
  'dd/MM/yyyy': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{4})/,
  'MM/dd/yyyy': /^(?<m>\d{1,2})\/(?<d>\d{1,2})\/(?<y>\d{4})/,
  'yyyy-MM-dd': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})/,
  'dd-MM-yyyy': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{4})/,
  'dd.MM.yyyy': /^(?<d>\d{1,2})\.(?<m>\d{1,2})\.(?<y>\d{4})/,
  'd MMM yyyy': /^(?<d>\d{1,2})[ -](?<mon>[A-Za-z]{3})[a-z]*[ ,-]*(?<y>\d{4})/,
};
const TIME = /(?:[ T]+)(?<h>\d{1,2}):(?<min>\d{2})(?::(?<s>\d{2}))?\s*(?<ampm>[AaPp][Mm])?/;

/** A date and time of a statement: `yyyy-MM-dd` and `HH:mm:ss` (null when the cell has no time). */
export interface StatementDate {
  date: string;
  time: string | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The cell read in `format`, or null when it is not written that way or is no real day (31/02/2026). */
export function readDate(text: string, format: DateFormat): StatementDate | null {
  const value = text.trim();
  const found = PATTERNS[format].exec(value);
  if (!found?.groups) return null;
  const { d, m, y, mon } = found.groups;
  const month = mon ? MONTHS.indexOf(mon.toLowerCase()) + 1 : Number(m);
  const day = Number(d);
  const year = Number(y);
  const date = `${year}-${pad(month)}-${pad(day)}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (month < 1 || Number.isNaN(check.getTime()) || !check.toISOString().startsWith(date)) return null;
  const clock = TIME.exec(value.slice(found[0].length));
  if (!clock?.groups) return { date, time: null };
  let hour = Number(clock.groups.h);
  const ampm = clock.groups.ampm?.toLowerCase();
  if (ampm === 'pm' && hour < 12) hour += 12;
  if (ampm === 'am' && hour === 12) hour = 0;
  const minute = Number(clock.groups.min);
  const second = Number(clock.groups.s ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { date, time: `${pad(hour)}:${pad(minute)}:${pad(second)}` };
}

/**
 * The one format every sample is written in. Day first wins over month first when both read every sample
 * (Kenyan banks write 03/04/2026 for the 3rd of April); a sample only one of them reads decides it.
 */
export function detectDateFormat(samples: string[]): DateFormat | null {
  const filled = samples.filter((sample) => sample.trim() !== '');
  if (filled.length === 0) return null;
  return DATE_FORMATS.find((format) => filled.every((sample) => readDate(sample, format))) ?? null;
}

/** The format that reads the most samples, else the one they are shaped in: so a wrong date's line is named. */
export function likeliestDateFormat(samples: string[]): DateFormat | null {
  const detected = detectDateFormat(samples);
  if (detected) return detected;
  const scored = DATE_FORMATS.map((format) => ({
    format,
    read: samples.filter((sample) => readDate(sample, format)).length,
  })).sort((a, b) => b.read - a.read);
  if (scored[0] && scored[0].read > 0) return scored[0].format;
  // Written like a date, but no real day (31/02/2026): the format its shape says, so the line is named.
  return (
    DATE_FORMATS.find((format) => samples.some((sample) => PATTERNS[format].test(sample.trim()))) ?? null
  );
}

/** The cell read in `format`, or a refusal naming the line and the format. */
export function requireDate(text: string, format: DateFormat, line: number): StatementDate {
  const read = readDate(text, format);
  if (!read) throw new StatementError(`Line ${line}: ${quoted(text)} is not a date written ${format}`);
  return read;
}
