import { addDays, financialYearStart } from '../reports/index.ts';

/** A financial year: its first and last day (`yyyy-MM-dd`). */
export interface FinancialYear {
  yearStart: string;
  yearEnd: string;
}

/** The financial year (starting each year on `yearStart`, `MM-dd`) the date falls in. */
export function financialYearOf(date: string, yearStart: string): FinancialYear {
  const start = financialYearStart(date, yearStart);
  const next = financialYearStart(addDays(start, 366), yearStart);
  return { yearStart: start, yearEnd: addDays(next, -1) };
}

/** Every financial year from the one `first` falls in to the one `today` falls in, oldest first. */
export function financialYears(first: string, today: string, yearStart: string): FinancialYear[] {
  const years: FinancialYear[] = [];
  for (let year = financialYearOf(first, yearStart); year.yearStart <= today; ) {
    years.push(year);
    year = financialYearOf(addDays(year.yearEnd, 1), yearStart);
  }
  return years;
}

/** Whether the date is the last day of a financial year starting on `yearStart` (`MM-dd`). */
export const isYearEnd = (date: string, yearStart: string) => addDays(date, 1).slice(5) === yearStart;
