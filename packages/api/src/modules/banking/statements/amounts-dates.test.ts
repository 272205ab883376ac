import { describe, expect, it } from 'vitest';
import { statementCents } from './amounts.ts';
import { detectDateFormat, readDate } from './dates.ts';

describe('statement amounts', () => {
  it.each([
    ['1,000.00', 100000n],
    ['-1,000.00', -100000n],
    ['1,000.00-', -100000n],
    ['(1,000.00)', -100000n],
    ['KES 1,000', 100000n],
    ['Ksh1,000.5', 100050n],
    ['+250', 25000n],
    ['12 345.67', 1234567n],
    ['0.01', 1n],
  ])('reads %s as %s cents', (text, cents) => {
    expect(statementCents(text, 3, 'the amount')).toBe(cents);
  });

  it('reads a blank cell as no amount', () => {
    expect(statementCents('  ', 3, 'the amount')).toBeNull();
    expect(statementCents(undefined, 3, 'the amount')).toBeNull();
  });

  it.each(['1.005', 'abc', '1,00,000.00', '12e3', '=1+2', '9999999999999'])(
    'refuses %s naming the line',
    (text) => {
      expect(() => statementCents(text, 7, 'the amount')).toThrow(/^Line 7: the amount/);
    },
  );
});

describe('statement dates', () => {
  it('reads every supported format, with its time when it has one', () => {
    expect(readDate('03/04/2026', 'dd/MM/yyyy')).toEqual({ date: '2026-04-03', time: null });
    expect(readDate('04/03/2026', 'MM/dd/yyyy')).toEqual({ date: '2026-04-03', time: null });
    expect(readDate('2026-04-03 14:05:09', 'yyyy-MM-dd')).toEqual({ date: '2026-04-03', time: '14:05:09' });
    expect(readDate('03-04-2026 2:05 PM', 'dd-MM-yyyy')).toEqual({ date: '2026-04-03', time: '14:05:00' });
    expect(readDate('03.04.2026', 'dd.MM.yyyy')).toEqual({ date: '2026-04-03', time: null });
    expect(readDate('3 Apr 2026', 'd MMM yyyy')).toEqual({ date: '2026-04-03', time: null });
    expect(readDate('03-Apr-2026', 'd MMM yyyy')).toEqual({ date: '2026-04-03', time: null });
  });

  it('refuses a day that does not exist and a time that does not', () => {
    expect(readDate('31/02/2026', 'dd/MM/yyyy')).toBeNull();
    expect(readDate('2026-13-01', 'yyyy-MM-dd')).toBeNull();
    expect(readDate('2026-01-01 25:00', 'yyyy-MM-dd')).toBeNull();
  });

  it('takes day first when both orders read every date, and month first only when a date says so', () => {
    expect(detectDateFormat(['03/04/2026', '05/04/2026'])).toBe('dd/MM/yyyy');
    expect(detectDateFormat(['04/03/2026', '04/30/2026'])).toBe('MM/dd/yyyy');
    expect(detectDateFormat(['2026-04-03'])).toBe('yyyy-MM-dd');
    expect(detectDateFormat(['03/04/2026', '2026-04-03'])).toBeNull();
  });
});
