import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  formatDate,
  formatDateLong,
  formatDateMedium,
  parseLooseDate,
  toDate,
  toIsoDate,
} from '../src/index.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('toDate', () => {
  it('reads date-only ISO strings as local midnight', () => {
    const d = toDate('2025-01-31')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2025, 0, 31, 0]);
  });

  it('reads timestamps, Date objects and epoch numbers; copies Dates', () => {
    expect(toDate('2025-01-31T10:00:00Z')!.toISOString()).toBe('2025-01-31T10:00:00.000Z');
    const source = new Date(2025, 0, 1);
    const copy = toDate(source)!;
    expect(copy.getTime()).toBe(source.getTime());
    expect(copy).not.toBe(source);
    expect(toDate(0)!.toISOString()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('returns null for missing or invalid input', () => {
    expect(toDate(undefined)).toBeNull();
    expect(toDate(null)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('not a date')).toBeNull();
    expect(toDate('2025-02-30')).toBeNull();
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('formatDate / formatDateLong / formatDateMedium', () => {
  it('formats in the given locale', () => {
    expect(formatDate('2025-01-31', 'en-US')).toBe('1/31/2025');
    expect(formatDate('2025-01-31', 'en-GB')).toBe('31/01/2025');
    expect(formatDateLong('2025-01-31', 'en-US')).toBe('January 31, 2025');
    expect(formatDateLong('2025-01-31', 'en-GB')).toBe('31 January 2025');
    expect(formatDateMedium('2025-01-31', 'en-US')).toBe('Jan 31, 2025');
  });

  it('keeps the calendar day of a date-only value west of Greenwich', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatDate('2025-01-31', 'en-US')).toBe('1/31/2025');
    expect(toIsoDate('2025-01-31')).toBe('2025-01-31');
  });

  it('shows timestamps on the local day', () => {
    process.env.TZ = 'Africa/Nairobi';
    expect(formatDate('2025-01-31T22:30:00Z', 'en-US')).toBe('2/1/2025');
  });

  it("returns '' for missing or invalid dates", () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('garbage', 'en-US')).toBe('');
    expect(formatDateLong(null)).toBe('');
    expect(formatDateMedium('')).toBe('');
  });
});

describe('toIsoDate', () => {
  it("gives 'yyyy-MM-dd' of the local day", () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(toIsoDate(new Date(2024, 1, 29))).toBe('2024-02-29');
    expect(toIsoDate('2025-12-31')).toBe('2025-12-31');
  });

  it("returns '' for invalid input", () => {
    expect(toIsoDate(new Date('nope'))).toBe('');
    expect(toIsoDate(undefined)).toBe('');
  });
});

describe('parseLooseDate', () => {
  it('reads ISO first, keeping the written day of a timestamp', () => {
    expect(parseLooseDate('2025-01-31')).toBe('2025-01-31');
    expect(parseLooseDate(' 2025-01-31 ')).toBe('2025-01-31');
    expect(parseLooseDate('2025-01-31T23:30:00Z')).toBe('2025-01-31');
    expect(parseLooseDate('2025-01-31T01:00:00+05:00')).toBe('2025-01-31');
    expect(parseLooseDate('2024-02-29')).toBe('2024-02-29');
  });

  it('then dd/MM/yyyy (day first)', () => {
    expect(parseLooseDate('31/01/2025')).toBe('2025-01-31');
    expect(parseLooseDate('05/03/2025')).toBe('2025-03-05');
    expect(parseLooseDate('5/3/2025')).toBe('2025-03-05');
    expect(parseLooseDate('29/02/2024')).toBe('2024-02-29');
    expect(parseLooseDate('31-01-2025')).toBe('2025-01-31');
    expect(parseLooseDate('31.01.2025')).toBe('2025-01-31');
  });

  it('then a generic parse', () => {
    expect(parseLooseDate('Jan 31, 2025')).toBe('2025-01-31');
    expect(parseLooseDate('31 January 2025')).toBe('2025-01-31');
    // Not a valid day-first date (month 13), so the generic (month-first) parse reads it.
    expect(parseLooseDate('01/13/2025')).toBe('2025-01-13');
  });

  it('rejects impossible dates and junk', () => {
    expect(parseLooseDate('29/02/2025')).toBeNull();
    expect(parseLooseDate('2025-02-30')).toBeNull();
    expect(parseLooseDate('32/01/2025')).toBeNull();
    expect(parseLooseDate('hello')).toBeNull();
    expect(parseLooseDate('')).toBeNull();
    expect(parseLooseDate('   ')).toBeNull();
    expect(parseLooseDate(null)).toBeNull();
    expect(parseLooseDate(undefined)).toBeNull();
  });
});

describe('calendarDayIn', () => {
  it('is the day an instant falls on in the time zone, not the runtime’s', () => {
    const lateEvening = new Date('2026-06-30T22:30:00Z');
    expect(calendarDayIn('Africa/Nairobi', lateEvening)).toBe('2026-07-01');
    expect(calendarDayIn('UTC', lateEvening)).toBe('2026-06-30');
    expect(calendarDayIn('America/Los_Angeles', new Date('2026-01-01T05:00:00Z'))).toBe('2025-12-31');
  });
});
