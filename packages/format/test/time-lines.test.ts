import { describe, expect, it } from 'vitest';
import { divideRounded, toCents } from '../src/decimal.ts';
import { hoursAndMinutes, roundedSeconds, timeInvoiceLines, timeLine } from '../src/time-lines.ts';

const MIN = 60;

describe('roundedSeconds', () => {
  it('rounds every duration up to the increment, in whole seconds', () => {
    expect(roundedSeconds(7 * MIN, 15)).toBe(15 * MIN);
    expect(roundedSeconds(16 * MIN, 15)).toBe(30 * MIN);
    expect(roundedSeconds(15 * MIN, 15)).toBe(15 * MIN);
    expect(roundedSeconds(15 * MIN + 1, 15)).toBe(30 * MIN);
    expect(roundedSeconds(1, 1)).toBe(MIN);
    expect(roundedSeconds(61 * MIN, 6)).toBe(66 * MIN);
    expect(roundedSeconds(31 * MIN, 30)).toBe(60 * MIN);
    expect(roundedSeconds(59 * MIN, 60)).toBe(60 * MIN);
    expect(roundedSeconds(0, 15)).toBe(0);
  });
});

describe('timeLine', () => {
  it('bills hours × rate when the hours are exact in 3 decimals', () => {
    expect(timeLine('Design', 15 * MIN, 1500)).toMatchObject({
      quantity: '0.250',
      unit: 'hours',
      unit_price: '1500.0000',
      amount: 37500n,
    });
    expect(timeLine('Design', 6 * MIN, '1234.57')).toMatchObject({ quantity: '0.100', amount: 12346n });
    expect(timeLine('Design', 3 * MIN, 1000)).toMatchObject({ quantity: '0.050', unit: 'hours' });
  });

  it('bills minutes the hours cannot hold exactly as one service priced at their value', () => {
    expect(timeLine('Design', 7 * MIN, 1500)).toEqual({
      description: 'Design, 7 min at 1500.00/h',
      quantity: '1.000',
      unit: 'services',
      unit_price: '175.0000',
      seconds: 7 * MIN,
      amount: 17500n,
    });
  });

  it('is worth seconds × rate / 3600 rounded once to the cent, for every minute count and many rates', () => {
    const rates = ['0.01', '0.07', '1.00', '1234.57', '999.99', '1500.00', '33.33', '0.05'];
    for (const rate of rates) {
      const rateCents = toCents(rate);
      for (let minutes = 1; minutes <= 24 * 60; minutes++) {
        const expected = divideRounded(BigInt(minutes) * rateCents, 60n);
        expect(timeLine('x', minutes * MIN, rate).amount, `${minutes} min at ${rate}`).toBe(expected);
      }
    }
  });
});

describe('timeInvoiceLines', () => {
  const entries = [
    { durationSeconds: 7 * MIN, day: '2026-11-23', description: 'Wireframes' },
    { durationSeconds: 16 * MIN, day: '2026-11-23', description: 'Call' },
    { durationSeconds: 50 * MIN, day: '2026-11-24', description: null },
    { durationSeconds: 0, day: '2026-11-24', description: 'Nothing' },
  ];

  it('makes one line per entry, rounded up each', () => {
    const lines = timeInvoiceLines(entries, { roundingMinutes: 15, groupBy: 'entry', hourlyRate: 1000 });
    expect(lines.map((line) => [line.description, line.quantity, line.amount])).toEqual([
      ['Wireframes (2026-11-23)', '0.250', 25000n],
      ['Call (2026-11-23)', '0.500', 50000n],
      ['Time (2026-11-24)', '1.000', 100000n],
    ]);
  });

  it("makes one line per day with the day's rounded seconds summed", () => {
    const lines = timeInvoiceLines(entries, { roundingMinutes: 15, groupBy: 'day', hourlyRate: 1000 });
    expect(lines.map((line) => [line.description, line.quantity, line.seconds])).toEqual([
      ['2026-11-23: Wireframes; Call', '0.750', 45 * MIN],
      ['Time (2026-11-24)', '1.000', 60 * MIN],
    ]);
  });
});

describe('hoursAndMinutes', () => {
  it('writes hours and minutes', () => {
    expect(hoursAndMinutes(7 * MIN)).toBe('7 min');
    expect(hoursAndMinutes(127 * MIN)).toBe('2 h 07 min');
    expect(hoursAndMinutes(180 * MIN)).toBe('3 h');
  });
});
