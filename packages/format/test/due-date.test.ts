import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUE_DATE_THRESHOLD_DAYS, dueDateLabel, paymentTerms } from '../src/index.ts';

const ref = '2025-01-01';
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
  vi.useRealTimers();
});

describe('dueDateLabel', () => {
  it("is 'Due on receipt' on the same calendar day, whatever the time", () => {
    expect(dueDateLabel('2025-01-01', ref)).toBe('Due on receipt');
    expect(dueDateLabel(new Date(2025, 0, 1, 0, 1), new Date(2025, 0, 1, 23, 59))).toBe('Due on receipt');
  });

  it("is 'Overdue' for any past day", () => {
    expect(dueDateLabel('2024-12-31', ref)).toBe('Overdue');
    expect(dueDateLabel('2020-01-01', ref)).toBe('Overdue');
    expect(dueDateLabel(new Date(2024, 11, 31, 23, 59), new Date(2025, 0, 1, 0, 1))).toBe('Overdue');
  });

  it('counts days below a week, singular and plural', () => {
    expect(dueDateLabel('2025-01-02', ref)).toBe('Due in 1 day');
    expect(dueDateLabel('2025-01-03', ref)).toBe('Due in 2 days');
    expect(dueDateLabel('2025-01-07', ref)).toBe('Due in 6 days');
  });

  it('counts whole weeks, singular and plural', () => {
    expect(dueDateLabel('2025-01-08', ref)).toBe('Due in 1 week');
    expect(dueDateLabel('2025-01-15', ref)).toBe('Due in 2 weeks');
    expect(dueDateLabel('2025-01-29', ref)).toBe('Due in 4 weeks');
  });

  it('combines weeks and days', () => {
    expect(dueDateLabel('2025-01-09', ref)).toBe('Due in 1 week and 1 day');
    expect(dueDateLabel('2025-01-10', ref)).toBe('Due in 1 week and 2 days');
    expect(dueDateLabel('2025-01-16', ref)).toBe('Due in 2 weeks and 1 day');
    expect(dueDateLabel('2025-01-18', ref)).toBe('Due in 2 weeks and 3 days');
  });

  it('keeps relative wording up to and including 30 days; beyond, shows the date', () => {
    expect(DUE_DATE_THRESHOLD_DAYS).toBe(30);
    expect(dueDateLabel('2025-01-30', ref)).toBe('Due in 4 weeks and 1 day'); // 29 days
    expect(dueDateLabel('2025-01-31', ref)).toBe('Due in 4 weeks and 2 days'); // 30 days
    expect(dueDateLabel('2025-02-01', ref)).toBe('Due on Feb 1, 2025'); // 31 days
    expect(dueDateLabel('2025-12-25', ref)).toBe('Due on Dec 25, 2025');
    expect(dueDateLabel('2026-03-05', ref)).toBe('Due on Mar 5, 2026');
  });

  it('counts calendar days across leap days', () => {
    expect(dueDateLabel('2024-03-01', '2024-02-28')).toBe('Due in 2 days'); // 2024 is a leap year
    expect(dueDateLabel('2023-03-01', '2023-02-28')).toBe('Due in 1 day');
    expect(dueDateLabel('2024-03-30', '2024-02-29')).toBe('Due in 4 weeks and 2 days'); // 30 days
    expect(dueDateLabel('2024-03-31', '2024-02-29')).toBe('Due on Mar 31, 2024'); // 31 days
    expect(dueDateLabel('2024-02-29', '2024-02-01')).toBe('Due in 4 weeks'); // 28 days
    expect(dueDateLabel('2100-03-01', '2100-02-28')).toBe('Due in 1 day'); // 2100 is not a leap year
  });

  it('counts calendar days across a daylight-saving change', () => {
    process.env.TZ = 'America/New_York';
    expect(dueDateLabel('2025-03-10', '2025-03-08')).toBe('Due in 2 days');
    expect(dueDateLabel('2025-11-03', '2025-10-27')).toBe('Due in 1 week');
  });

  it('defaults the reference to today', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 5, 10, 15, 0));
    expect(dueDateLabel('2025-06-10')).toBe('Due on receipt');
    expect(dueDateLabel('2025-06-11')).toBe('Due in 1 day');
    expect(dueDateLabel('2025-06-09')).toBe('Overdue');
  });

  it("returns '' for a missing or invalid due date", () => {
    expect(dueDateLabel(undefined, ref)).toBe('');
    expect(dueDateLabel(null, ref)).toBe('');
    expect(dueDateLabel('soon', ref)).toBe('');
  });

  it('accepts timestamps for the due date', () => {
    process.env.TZ = 'Africa/Nairobi';
    expect(dueDateLabel('2025-01-08T12:00:00Z', ref)).toBe('Due in 1 week');
  });
});

describe('paymentTerms', () => {
  it("is 'Net N' for N calendar days between issue and due", () => {
    expect(paymentTerms('2025-01-01', '2025-01-31')).toBe('Net 30');
    expect(paymentTerms('2025-01-01', '2025-01-15')).toBe('Net 14');
    expect(paymentTerms('2025-01-01', '2025-01-02')).toBe('Net 1');
    expect(paymentTerms('2024-02-01', '2024-03-02')).toBe('Net 30'); // leap February
    expect(paymentTerms('2025-01-01', '2025-03-02')).toBe('Net 60');
  });

  it("is 'Due on receipt' when due on the issue day (or before it)", () => {
    expect(paymentTerms('2025-01-01', '2025-01-01')).toBe('Due on receipt');
    expect(paymentTerms('2025-01-01T08:00:00', '2025-01-01T18:00:00')).toBe('Due on receipt');
    expect(paymentTerms('2025-01-10', '2025-01-01')).toBe('Due on receipt');
  });

  it("returns '' when a date is missing or invalid", () => {
    expect(paymentTerms(undefined, '2025-01-01')).toBe('');
    expect(paymentTerms('2025-01-01', 'x')).toBe('');
  });
});
