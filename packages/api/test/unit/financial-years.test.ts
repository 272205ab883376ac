import { describe, expect, it } from 'vitest';
import { financialYearOf, financialYears, isYearEnd } from '../../src/modules/year-ends/years.ts';

describe('financial years', () => {
  it('runs from the start day to the day before the next, across a leap day', () => {
    expect(financialYearOf('2024-02-29', '03-01')).toEqual({
      yearStart: '2023-03-01',
      yearEnd: '2024-02-29',
    });
    expect(financialYearOf('2024-03-01', '03-01')).toEqual({
      yearStart: '2024-03-01',
      yearEnd: '2025-02-28',
    });
    expect(financialYearOf('2026-06-30', '07-01')).toEqual({
      yearStart: '2025-07-01',
      yearEnd: '2026-06-30',
    });
    expect(financialYearOf('2026-01-01', '01-01')).toEqual({
      yearStart: '2026-01-01',
      yearEnd: '2026-12-31',
    });
  });

  it("lists every year from the first entry's to today's, oldest first", () => {
    expect(financialYears('2024-08-01', '2026-08-15', '07-01')).toEqual([
      { yearStart: '2024-07-01', yearEnd: '2025-06-30' },
      { yearStart: '2025-07-01', yearEnd: '2026-06-30' },
      { yearStart: '2026-07-01', yearEnd: '2027-06-30' },
    ]);
    expect(financialYears('2026-03-01', '2026-03-01', '01-01')).toEqual([
      { yearStart: '2026-01-01', yearEnd: '2026-12-31' },
    ]);
  });

  it('knows the last day of a year, 28 February included when a year starts on 1 March', () => {
    expect(isYearEnd('2026-06-30', '07-01')).toBe(true);
    expect(isYearEnd('2026-07-01', '07-01')).toBe(false);
    expect(isYearEnd('2025-02-28', '03-01')).toBe(true);
    expect(isYearEnd('2024-02-28', '03-01')).toBe(false);
    expect(isYearEnd('2024-02-29', '03-01')).toBe(true);
  });
});
