import { describe, expect, it } from 'vitest';
import { financialYearOf, homePeriodDates } from '../src/lib/home-periods.ts';

describe("Home's periods", () => {
  it('the financial year a day falls in, from the account’s year start', () => {
    expect(financialYearOf('2025-12-15', '07-01')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(financialYearOf('2025-03-01', '07-01')).toEqual({ from: '2024-07-01', to: '2025-06-30' });
    expect(financialYearOf('2025-07-01', '07-01')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
    expect(financialYearOf('2025-06-30', '07-01')).toEqual({ from: '2024-07-01', to: '2025-06-30' });
    expect(financialYearOf('2024-02-29')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(financialYearOf('2023-03-15', '03-01')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('calendar months and quarters; custom has no dates of its own', () => {
    expect(homePeriodDates('this_month', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(homePeriodDates('last_month', '2026-01-31')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(homePeriodDates('last_month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(homePeriodDates('this_quarter', '2026-05-20')).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(homePeriodDates('this_financial_year', '2026-05-20', '04-01')).toEqual({
      from: '2026-04-01',
      to: '2027-03-31',
    });
    expect(homePeriodDates('custom', '2026-05-20')).toBeNull();
  });
});
